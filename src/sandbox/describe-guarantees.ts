// What holds for every run on this machine, and what makes it hold, in one place: the OS sandbox
// found here (or none), the cgroups the server can make, and the rlimits prlimit can set. doctor,
// the server's start-up log and the first result's _meta all say it from this, so that a user
// without bubblewrap learns exactly which promises are weaker, instead of reading "sandboxed".
import type { LimitEnforcement } from '../containment/server-cgroups.js';
import type { RlimitKey } from './rlimits.js';
import type { SandboxAvailability, SandboxMode } from './types.js';

export interface GuaranteeFacts {
  mode: SandboxMode;
  /** The sandbox found here; undefined with --sandbox off (nothing was looked for). */
  sandbox: SandboxAvailability | undefined;
  cgroups: LimitEnforcement;
  rlimits: { held: readonly RlimitKey[]; notHeld: readonly { key: RlimitKey; reason: string }[] };
}

/** One promise, whether it holds here, and by what (or why not). */
export interface Guarantee {
  id: string;
  holds: boolean;
  /** "bubblewrap's PID namespace", or why not: "no OS sandbox: bubblewrap is not installed". */
  how: string;
}

export function describeGuarantees({ mode, sandbox, cgroups, rlimits }: GuaranteeFacts): Guarantee[] {
  const found = sandbox?.ok ? sandbox.sandbox : undefined;
  const bubblewrap = found?.name.startsWith('bubblewrap') ?? false;
  const none = mode === 'off' ? 'no OS sandbox (--sandbox off)' : sandbox && !sandbox.ok ? `no OS sandbox: ${sandbox.reason}` : 'no OS sandbox';
  const bySandbox = (id: string, how: string): Guarantee => (found ? { id, holds: true, how: `${found.name}: ${how}` } : { id, holds: false, how: none });
  const byBubblewrap = (id: string, how: string, elsewhere: string): Guarantee =>
    bubblewrap ? { id, holds: true, how: `bubblewrap: ${how}` } : { id, holds: false, how: `${found ? found.name : none}: ${elsewhere}` };
  const cgroupContains = cgroups.containment !== 'process table only';
  const limit = (key: 'memory' | 'processes' | 'cpu'): Guarantee => {
    const by = cgroups[key];
    if (by) return { id: `limits.${key}`, holds: true, how: by };
    const rlimit = key === 'processes' && rlimits.held.includes('processes');
    return rlimit
      ? { id: `limits.${key}`, holds: true, how: 'RLIMIT_NPROC (prlimit)' }
      : { id: `limits.${key}`, holds: false, how: 'no cgroup could be made here for it' };
  };
  const rlimit = (key: 'fileSize' | 'openFiles'): Guarantee => {
    const missing = rlimits.notHeld.find((entry) => entry.key === key);
    return missing ? { id: `limits.${key}`, holds: false, how: missing.reason } : { id: `limits.${key}`, holds: true, how: 'rlimit (prlimit)' };
  };
  return [
    bubblewrap
      ? { id: 'processTree', holds: true, how: "bubblewrap's PID namespace: every process of a run ends with it" }
      : cgroupContains
        ? {
            id: 'processTree',
            holds: true,
            how: `a cgroup per run (${cgroups.containment}): every process of a run is found and stopped, unless it moves itself to another cgroup (root, or a cgroup v2 tree its user owns, can)`,
          }
        : {
            id: 'processTree',
            holds: false,
            how: 'the process table only: a daemon that leaves its session, group and parent and wipes its environment can escape',
          },
    byBubblewrap(
      'serverDeath',
      '--die-with-parent ends every run with the server, even a SIGKILLed one',
      'runs of a SIGKILLed server are stopped at the next start or by `mcp-wrap reap`',
    ),
    byBubblewrap(
      'serverUnreachable',
      'a run sees only its own processes: it cannot signal or read the server',
      'a program can signal its parent chain (no PID namespace)',
    ),
    bySandbox('writes', "writes only in the allowed roots, {run_dir}, the tool's `write` paths and a private /tmp"),
    bySandbox('credentials', 'the credential stores are unreadable'),
    found
      ? bySandbox('protectedPaths', 'protected paths stay read-only inside writable roots')
      : {
          id: 'protectedPaths',
          holds: false,
          how: `${none}: what a run creates at a protected path is moved aside after it; a change in place is only reported`,
        },
    bySandbox('network', 'no network unless a tool declares it'),
    found?.unixSocketsOpen
      ? { id: 'unixSockets', holds: false, how: found.unixSocketsOpen }
      : bySandbox('unixSockets', 'host Unix sockets closed unless a tool opens them'),
    byBubblewrap('privateTmp', 'a private /tmp of limited size (limits.tmp)', "the temporary folders are the host's"),
    limit('memory'),
    limit('processes'),
    limit('cpu'),
    rlimit('fileSize'),
    rlimit('openFiles'),
    byBubblewrap('limits.tmp', 'the private /tmp is a tmpfs of limits.tmp', 'no private /tmp to limit'),
  ];
}

/** One line a guarantee: "yes  processTree: bubblewrap's PID namespace ..." / "NO   ...". */
export function formatGuarantees(guarantees: readonly Guarantee[]): string[] {
  return guarantees.map(({ id, holds, how }) => `${holds ? 'yes' : 'NO '}  ${id}: ${how}`);
}

/** The compact form for _meta: id -> "yes: how" / "no: why". */
export function toGuaranteeMeta(guarantees: readonly Guarantee[]): Record<string, string> {
  return Object.fromEntries(guarantees.map(({ id, holds, how }) => [id, `${holds ? 'yes' : 'no'}: ${how}`]));
}

/** One log line: which hold, and which do not with why. */
export function summarizeGuarantees(guarantees: readonly Guarantee[]): string {
  const held = guarantees.filter((guarantee) => guarantee.holds).map((guarantee) => guarantee.id);
  const missing = guarantees.filter((guarantee) => !guarantee.holds).map(({ id, how }) => `${id} (${how})`);
  return `for every run here: ${held.length > 0 ? `holds: ${held.join(', ')}` : 'no guarantee holds'}${missing.length > 0 ? `; does NOT hold: ${missing.join('; ')}` : ''} (mcp-wrap doctor says why)`;
}
