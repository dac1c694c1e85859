// limits.fileSize, limits.openFiles and, where no cgroup counts them, limits.processes, as the
// kernel's rlimits of every process the run starts. Node cannot set a child's rlimits, so a run
// whose tool sets one starts through util-linux `prlimit`, which sets them on itself and execs
// the program (one exec more per call; none for a tool that sets no such limit). Inside bubblewrap prlimit runs inside the sandbox, after bwrap has made the run's user
// namespace: only there does RLIMIT_NPROC count the run's own processes. Anywhere else it counts
// every process of the user (a desktop's browser threads included), so processes are left to the
// cgroup there; and it never binds root.
import { release } from 'node:os';
import type { LimitSettings } from '../definition/types.js';
import { locateExecutable } from '../executor/find-executable.js';
import { launchAsIs } from '../executor/launch-as-is.js';
import type { SpawnFailure } from '../executor/spawn-failure.js';
import type { Command, Launch, Launcher } from '../executor/types.js';
import { readRlimitHit, type AppliedRlimits } from './limit-hit.js';
import { readStartFailure } from './start-failure.js';

export type RlimitKey = 'fileSize' | 'openFiles' | 'processes';

export interface RlimitSetup {
  /** prlimit's path; undefined where there is none (macOS, Windows, an image without util-linux). */
  prlimit: string | undefined;
  /** The server runs as root, whom RLIMIT_NPROC does not bind. */
  isRoot: boolean;
  /** A cgroup's pids controller limits the run's processes, so RLIMIT_NPROC is not wanted. */
  processesByCgroup: boolean;
  /** The kernel counts RLIMIT_NPROC per user namespace (Linux 5.14 and later); before, per user. */
  nprocPerNamespace: boolean;
}

/** Linux 5.14 counts rlimits in each user namespace ("ucounts"): only then is a run's RLIMIT_NPROC its own. */
export function countsNprocPerNamespace(release: string): boolean {
  const [major = 0, minor = 0] = release.split(/[.-]/).map(Number);
  return major > 5 || (major === 5 && minor >= 14);
}

/** Where each limits: key goes as a prlimit option, and the model's field it reads. */
const OPTIONS = [
  ['fileSize', 'fileSizeBytes', '--fsize'],
  ['openFiles', 'openFiles', '--nofile'],
  ['processes', 'processes', '--nproc'],
] as const;

/** This server's rlimit setup: prlimit looked up once on the server's PATH. */
export function findRlimitSetup(serverEnv: Readonly<Record<string, string | undefined>>, processesByCgroup: boolean): RlimitSetup {
  const prlimit = process.platform === 'linux' ? locateExecutable('prlimit', serverEnv, '/') : undefined;
  return { prlimit, isRoot: process.getuid?.() === 0, processesByCgroup, nprocPerNamespace: countsNprocPerNamespace(release()) };
}

/** Which rlimit keys hold for a run here, inside bubblewrap or not, and why each other one does not (for doctor and the start-up log). */
export function describeRlimits(setup: RlimitSetup, inBubblewrap: boolean): { held: RlimitKey[]; notHeld: { key: RlimitKey; reason: string }[] } {
  const keys: RlimitKey[] = setup.processesByCgroup ? ['fileSize', 'openFiles'] : ['fileSize', 'openFiles', 'processes'];
  const reasonNot = (key: RlimitKey): string | undefined => {
    if (!setup.prlimit) return 'prlimit (util-linux) is not installed or not on PATH';
    if (key !== 'processes') return undefined;
    if (setup.isRoot) return 'RLIMIT_NPROC does not bind a server running as root';
    if (!inBubblewrap) return "outside bubblewrap's user namespace RLIMIT_NPROC counts every process of the user, not the run's";
    if (!setup.nprocPerNamespace) return "before Linux 5.14 RLIMIT_NPROC counts every process of the user, not the run's";
    return undefined;
  };
  return {
    held: keys.filter((key) => reasonNot(key) === undefined),
    notHeld: keys.flatMap((key) => {
      const reason = reasonNot(key);
      return reason === undefined ? [] : [{ key, reason }];
    }),
  };
}

/** The rlimits a run sets among those `held` here. */
export function toAppliedRlimits(limits: LimitSettings, held: readonly RlimitKey[]): AppliedRlimits {
  const applied: AppliedRlimits = {};
  for (const [key, field] of OPTIONS) if (held.includes(key) && limits[field] !== undefined) applied[field] = limits[field];
  return applied;
}

/** prlimit's options that set them (none: the command runs as it is). */
export function toPrlimitOptions(applied: AppliedRlimits): string[] {
  return OPTIONS.flatMap(([, field, option]) => (applied[field] === undefined ? [] : [`${option}=${applied[field]}`]));
}

const heldBySetup = new WeakMap<RlimitSetup, { outside?: RlimitKey[]; inBubblewrap?: RlimitKey[] }>();

/** The rlimit keys that hold for a run here, inside bubblewrap or not, worked out once per setup. */
export function heldRlimits(setup: RlimitSetup, inBubblewrap: boolean): RlimitKey[] {
  let held = heldBySetup.get(setup);
  if (!held) heldBySetup.set(setup, (held = {}));
  return inBubblewrap ? (held.inBubblewrap ??= describeRlimits(setup, true).held) : (held.outside ??= describeRlimits(setup, false).held);
}

/**
 * Launches a run through prlimit when its tool sets an rlimit that holds here (`held`, from
 * heldRlimits), inside the sandbox's launcher when there is one (where prlimit exists, Linux, that
 * is bubblewrap), or on its own; a run that sets none launches exactly as before.
 */
export function launchWithRlimits(
  setup: RlimitSetup,
  held: readonly RlimitKey[],
  sandboxed: Launcher | undefined,
  command: Command,
  limits: LimitSettings,
): Launch {
  const applied = toAppliedRlimits(limits, held);
  const options = toPrlimitOptions(applied);
  if (!setup.prlimit || options.length === 0) return sandboxed ? sandboxed(command, limits) : launchAsIs(command);
  const prefixed = { ...command, prefix: [setup.prlimit, ...options, '--'] };
  const launch = sandboxed ? sandboxed(prefixed, limits) : launchAsIs(prefixed);
  const rlimitHit = readRlimitHit(applied);
  return {
    ...launch,
    startFailureOf: (exitCode, stderr, report) => launch.startFailureOf?.(exitCode, stderr, report) ?? prlimitFailureOf(exitCode, stderr),
    limitHitOf: (ending, stderr) => rlimitHit(ending, stderr) ?? launch.limitHitOf?.(ending, stderr),
  };
}

/** prlimit's own failures: it could not run the program (126, 127, read as without it), or not set a limit (1). */
function prlimitFailureOf(exitCode: number | null, stderr: string): SpawnFailure | undefined {
  if (exitCode !== 1 && exitCode !== 126 && exitCode !== 127) return undefined;
  return readStartFailure(
    stderr,
    'prlimit: ',
    /^failed to execute (.*): (No such file or directory|Permission denied)$/,
    "the run's limits could not be set (prlimit)",
  );
}
