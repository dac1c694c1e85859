// Signals a child's whole process tree. On POSIX each child leads its own process group, so one
// kill(-pgid) reaches every descendant that stayed in the group; tree-kill walks the parent links
// for the ones that left it (setsid). On Windows tree-kill runs `taskkill /T`.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import treeKill from 'tree-kill';

const isWindows = process.platform === 'win32';
const isLinux = process.platform === 'linux';
const POLL_MS = 10;
/** How long SIGKILL gets before the tree is given up on (a process stuck in the kernel). */
const SIGKILL_WAIT_MS = 1_000;

/** Spawn option that makes the child a process group leader, so its tree can be signalled. */
export const OWN_PROCESS_GROUP = !isWindows;

function signalTree(pid: number, signal: NodeJS.Signals, walkTree: boolean): void {
  if (!isWindows) {
    try {
      process.kill(-pid, signal);
      // A stopped process would hold SIGTERM until continued.
      if (signal !== 'SIGKILL') process.kill(-pid, 'SIGCONT');
    } catch {
      // The group is already gone.
    }
  }
  if (walkTree) treeKill(pid, signal, () => {});
}

/** True while any process of the child's group is alive (POSIX); on Windows, the child itself. */
export function isTreeAlive(pid: number): boolean {
  // Asked after every run, and usually answered by an ESRCH error: its stack trace is not needed.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    process.kill(isWindows ? pid : -pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return !isLinux || groupHasRunningMember(pid);
}

/**
 * Killed processes stay zombies until their parent reaps them, and an orphan's new parent (PID 1
 * in a container is often not an init) may never do so; kill(-pgid, 0) still finds them. A zombie
 * runs nothing, so on Linux the group counts as gone when only zombies are left in it.
 */
function groupHasRunningMember(pgid: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true;
  }
  return entries.some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(group) === pgid && state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  });
}

/**
 * SIGTERM to the whole tree, SIGKILL to what is left after `graceMs`. Resolves once no process
 * of the group is alive (true), or SIGKILL did not clear it in time (false). `leaderAlive` tells
 * whether the tree can still be walked from the child.
 */
export async function stopTree(pid: number, graceMs: number, leaderAlive: boolean): Promise<boolean> {
  if (!isTreeAlive(pid)) return true;
  signalTree(pid, 'SIGTERM', leaderAlive);
  if (await waitForTreeGone(pid, graceMs)) return true;
  signalTree(pid, 'SIGKILL', true);
  return waitForTreeGone(pid, SIGKILL_WAIT_MS);
}

async function waitForTreeGone(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (isTreeAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await sleep(POLL_MS);
  }
  return true;
}
