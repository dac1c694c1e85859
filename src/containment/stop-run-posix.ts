// Stops a run's processes on POSIX. The tree is frozen (its cgroup's freezer where it has one, and
// SIGSTOP) before anything else, so that no parent dies and hands its children to init before
// they are seen, and nothing forks past the scan; then everything gets SIGTERM and SIGCONT at
// once, newcomers too while the grace lasts, and what is left is frozen again and gets SIGKILL
// (and cgroup v2's cgroup.kill).
import { setTimeout as sleep } from 'node:timers/promises';
import { isGroupRunning } from './process-group.js';
import { CAN_READ_PROCESS_TABLE, readProcessTable, type ProcessEntry, type ProcessTable } from './process-table.js';
import { trackRunMembers, type RunMembers, type RunTarget } from './run-members.js';

/** Scans come quickly at first (most programs end on SIGTERM at once), then every MAX_POLL_MS. */
const POLL_MS = 5;
const MAX_POLL_MS = 50;
/** How long SIGKILL gets before the run is given up on (a process stuck in the kernel). */
const SIGKILL_WAIT_MS = 1_000;
/** Enough rounds to freeze any tree that does not fork faster than a scan. */
const MAX_FREEZE_ROUNDS = 50;

const EMPTY_TABLE: ProcessTable = { entries: [], byPid: new Map(), markOf: () => undefined };

/** Where the process table cannot be read (BSDs), only the child's group is seen. */
function readTable(): ProcessTable {
  return CAN_READ_PROCESS_TABLE ? readProcessTable() : EMPTY_TABLE;
}

function send(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

function signalRun(members: RunMembers, processes: readonly ProcessEntry[], signal: NodeJS.Signals): void {
  for (const pgid of members.groups()) send(-pgid, signal);
  for (const entry of processes) send(entry.pid, signal);
}

/** Live processes of the run; without a process table, its group standing for all of them. */
function scan(members: RunMembers): ProcessEntry[] {
  const live = members.scan(readTable());
  if (CAN_READ_PROCESS_TABLE || live.length > 0) return live;
  return members
    .groups()
    .filter(isGroupRunning)
    .map((pgid) => ({ pid: pgid, ppid: 0, pgid, running: true, startedAtMs: 0, start: '' }));
}

/** Freezes the cgroup, then SIGSTOP until a scan finds no process that was not already stopped; returns what it found. */
function freeze(members: RunMembers, cgroup: RunTarget['cgroup']): ProcessEntry[] {
  cgroup?.setFrozen(true);
  const frozen = new Set<number>();
  let live = scan(members);
  for (let round = 0; round < MAX_FREEZE_ROUNDS && live.some((entry) => !frozen.has(entry.pid)); round++) {
    signalRun(members, live, 'SIGSTOP');
    for (const entry of live) frozen.add(entry.pid);
    live = scan(members);
  }
  return live;
}

async function waitUntilGone(members: RunMembers, withinMs: number, signalled: Set<number>, onNewcomers: (entries: ProcessEntry[]) => void): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (let pause = POLL_MS; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
    const live = scan(members);
    if (live.length === 0) return true;
    const newcomers = live.filter((entry) => !signalled.has(entry.pid));
    if (newcomers.length > 0) onNewcomers(newcomers);
    for (const entry of newcomers) signalled.add(entry.pid);
    if (Date.now() >= deadline) return false;
    await sleep(Math.min(pause, Math.max(1, deadline - Date.now())));
  }
}

const pidsOf = (entries: readonly ProcessEntry[]) => new Set(entries.map((entry) => entry.pid));

/**
 * Stops every process of the run: SIGTERM, then SIGKILL to what is left after `graceMs`. Resolves
 * true once none is left, false if SIGKILL did not clear them in time.
 */
export async function stopRunPosix(target: RunTarget, graceMs: number, members = trackRunMembers(target)): Promise<boolean> {
  const { cgroup } = target;
  const live = freeze(members, cgroup);
  if (live.length === 0) {
    cgroup?.setFrozen(false);
    return true;
  }
  const terminate = (entries: ProcessEntry[]) => {
    if (target.keepsRun) {
      // The sandbox's own process and group are spared: the program's end ends the sandbox.
      for (const entry of entries) if (entry.pid !== target.pid) send(entry.pid, 'SIGTERM');
    } else {
      signalRun(members, entries, 'SIGTERM');
    }
    // A stopped process holds SIGTERM until it is continued.
    signalRun(members, entries, 'SIGCONT');
    cgroup?.setFrozen(false);
  };
  terminate(live);
  if (await waitUntilGone(members, graceMs, pidsOf(live), terminate)) return true;
  const kill = (entries: ProcessEntry[]) => {
    signalRun(members, entries, 'SIGKILL');
    cgroup?.kill();
    cgroup?.setFrozen(false);
  };
  const left = freeze(members, cgroup);
  kill(left);
  return waitUntilGone(members, SIGKILL_WAIT_MS, pidsOf(left), kill);
}
