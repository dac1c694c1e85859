// What this machine lets a server do with cgroups (root on a host with cgroup trees: everything;
// elsewhere often nothing), so that tests needing them skip, saying why, where they cannot hold.
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
