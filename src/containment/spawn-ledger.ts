// Linux hands out process ids in increasing order (until they wrap), and /proc/loadavg names the
// last one. So when the pids this process spawned since a run's child are consecutive and the last
// of them is the last pid handed out, nothing else was created meanwhile: the run cannot have
// left a process anywhere, and the scan for leftovers can be skipped. Any doubt means a scan.
import { lastProcessId } from './process-table.js';

/** Enough spawns to cover every run still going, at any concurrency anyone uses. */
const KEPT_SPAWNS = 4_096;

export interface SpawnLedger {
  record(pid: number): void;
  /** True only if provably no process was created since `pid` other than this process's own spawns. */
  nothingElseSince(pid: number): boolean;
}

export function createSpawnLedger(readLastPid: () => number | undefined = lastProcessId): SpawnLedger {
  const pids: number[] = [];
  return {
    record(pid) {
      pids.push(pid);
      if (pids.length > KEPT_SPAWNS * 2) pids.splice(0, KEPT_SPAWNS);
    },
    nothingElseSince(pid) {
      const last = readLastPid();
      const from = pids.lastIndexOf(pid);
      if (last === undefined || from < 0 || pids[pids.length - 1] !== last) return false;
      for (let index = from + 1; index < pids.length; index++) if (pids[index] !== pids[index - 1]! + 1) return false;
      return true;
    },
  };
}
