// Which processes belong to a run, learned from successive process tables: the child, everything
// in its cgroup where it has one, everything in a process group a member leads or shares,
// everything carrying the run's mark, and every descendant of those by parent link. What was seen
// once stays known (by pid and start stamp), so a process reparented to init after its parent
// died is still the run's.
import type { ProcessEntry, ProcessTable } from './process-table.js';
import type { RunCgroup } from './run-cgroup.js';

export interface RunTarget {
  /** The child the run spawned; the reaper knows a dead server's runs by their mark alone. */
  pid?: number;
  mark: string;
  /** When the run started: a process that started earlier is not the run's (pid reuse). */
  startedAtMs: number;
  /**
   * The child is a sandbox that ends the whole run when it dies (bubblewrap's PID namespace): it
   * gets no SIGTERM, so that the program inside has its grace before the namespace is torn down.
   */
  keepsRun?: boolean;
  /** The run's cgroup: everything in it is the run's, whatever its session, group, parent or environment. */
  cgroup?: RunCgroup;
}

/** Start stamps are coarse (macOS: whole seconds; Linux's boot time drifts): allow this much. */
const START_SLACK_MS = 2_000;

export interface RunMembers {
  /** The run's live processes in this table; newcomers become known. */
  scan(table: ProcessTable): ProcessEntry[];
  /** Process groups that hold only the run's processes (signalled whole, to catch what forks meanwhile). */
  groups(): readonly number[];
}

export function trackRunMembers(target: RunTarget, serverPid = process.pid): RunMembers {
  const known = new Map<number, string>();
  const groups = new Set<number>(target.pid === undefined ? [] : [target.pid]);
  const earliest = target.startedAtMs - START_SLACK_MS;
  let latest: ProcessTable | undefined;

  const isKnown = (entry: ProcessEntry) => known.get(entry.pid) === entry.start;
  // A group id is the run's while its leader is the run's or gone (the OS reuses no pid that
  // still names a group); a live outsider leading it means the id was reused.
  const isOwnGroup = (pgid: number, table: ProcessTable) => {
    const leader = table.byPid.get(pgid);
    return groups.has(pgid) && (!leader?.running || isKnown(leader) || leader.pid === target.pid);
  };
  const isSeed = (entry: ProcessEntry, table: ProcessTable, inCgroup: ReadonlySet<number>) =>
    inCgroup.has(entry.pid) || isKnown(entry) || entry.pid === target.pid || isOwnGroup(entry.pgid, table) || table.markOf(entry) === target.mark;

  return {
    groups: () => [...groups].filter((pgid) => !latest || isOwnGroup(pgid, latest)),
    scan(table) {
      latest = table;
      const candidates = table.entries.filter((entry) => entry.running && entry.startedAtMs >= earliest && entry.pid !== serverPid);
      const members = new Map<number, ProcessEntry>();
      const inCgroup = new Set(target.cgroup?.pids());
      for (const entry of candidates) if (isSeed(entry, table, inCgroup)) members.set(entry.pid, entry);
      for (let grew = true; grew;) {
        grew = false;
        for (const entry of candidates) {
          if (!members.has(entry.pid) && members.has(entry.ppid)) {
            members.set(entry.pid, entry);
            grew = true;
          }
        }
      }
      for (const entry of members.values()) known.set(entry.pid, entry.start);
      for (const entry of members.values()) {
        const leader = table.byPid.get(entry.pgid);
        if (entry.pgid > 1 && (!leader?.running || isKnown(leader))) groups.add(entry.pgid);
      }
      // Strangers are signalled one by one: their groups are not the run's.
      for (const stranger of target.cgroup?.strangers() ?? []) {
        const entry = table.byPid.get(stranger);
        if (entry?.running && entry.pid !== serverPid) members.set(entry.pid, entry);
      }
      return [...members.values()];
    },
  };
}
