// What this machine lets a server do with cgroups (root on a host with cgroup trees: everything;
// elsewhere often nothing), so that tests needing them skip, saying why, where they cannot hold.
import { accessSync, constants } from 'node:fs';
import { findCgroupTrees } from '../../src/containment/find-cgroups.js';
import { createServerCgroups, type LimitEnforcement } from '../../src/containment/server-cgroups.js';

export async function probeCgroups(): Promise<LimitEnforcement> {
  const cgroups = createServerCgroups(`probe-${process.pid}`);
  const enforcement = cgroups.enforcement();
  await cgroups.release();
  return enforcement;
}

/** Why a test that needs `what` cannot run here, or undefined when it can (printed once when skipping). */
export function missingCgroups(enforcement: LimitEnforcement, what: 'containment' | 'memory' | 'processes'): string | undefined {
  const held = what === 'containment' ? enforcement.containment !== 'process table only' : enforcement[what] !== undefined;
  if (held) return undefined;
  const reason = `skipped: no cgroup for ${what} can be made here (${JSON.stringify(enforcement)})`;
  console.warn(reason);
  return reason;
}

/** This process's own cgroup v2 folder where it may make cgroups there (root, or a delegated scope), for tests that build a server's cgroups by hand. */
export function writableV2Dir(): string | undefined {
  const v2 = findCgroupTrees().find((tree) => tree.version === 2);
  try {
    if (v2) accessSync(v2.ownDir, constants.W_OK);
    return v2?.ownDir;
  } catch {
    return undefined;
  }
}
