// A server killed with SIGKILL cannot stop its runs. Their processes still carry its mark; the
// next server to start (or `mcp-wrap reap`) stops every process whose mark names an instance that
// no longer runs, and every process in a cgroup such a server made (orphan-cgroups.ts), marked or
// not; then removes those cgroups and such servers' temporary folders. Live instances' are never
// touched: servers run side by side.
import { tmpdir } from 'node:os';
import { findOrphanCgroups } from './orphan-cgroups.js';
import { CAN_READ_PROCESS_TABLE, readProcessTable } from './process-table.js';
import { removeCgroups } from './run-cgroup.js';
import { instanceOfMark, isInstanceRunning } from './run-mark.js';
import { removeFoldersOfGoneServers } from './server-folders.js';
import { stopRunPosix } from './stop-run-posix.js';

export interface ReapReport {
  /** Runs of dead servers that still had processes. */
  runs: number;
  processes: number;
  /** Processes that did not end even after SIGKILL. */
  survivors: boolean;
  /** Temporary folders of dead servers removed. */
  folders: number;
}

export async function reapOrphans(graceMs: number, dryRun = false, temporaryFolder = tmpdir()): Promise<ReapReport> {
  if (!CAN_READ_PROCESS_TABLE) return { runs: 0, processes: 0, survivors: false, folders: 0 };
  const table = readProcessTable();
  const cgroups = process.platform === 'linux' ? findOrphanCgroups(table) : { runs: [], serverDirs: [] };
  const inCgroups = new Map(cgroups.runs.map((run) => [run.mark, run.cgroup.pids().filter((pid) => table.byPid.get(pid)?.running)]));
  const counted = new Set([...inCgroups.values()].flat());
  const orphanRuns = new Map<string, number>([...inCgroups].filter(([, pids]) => pids.length > 0).map(([mark, pids]) => [mark, pids.length]));
  const running = new Map<string, boolean>();
  for (const entry of table.entries) {
    const mark = entry.running ? table.markOf(entry) : undefined;
    const instance = mark && instanceOfMark(mark);
    if (!instance) continue;
    if (!running.has(instance.id)) running.set(instance.id, isInstanceRunning(instance, table));
    if (!running.get(instance.id) && !counted.has(entry.pid)) orphanRuns.set(mark, (orphanRuns.get(mark) ?? 0) + 1);
  }
  const processes = [...orphanRuns.values()].reduce((sum, count) => sum + count, 0);
  if (dryRun) return { runs: orphanRuns.size, processes, survivors: false, folders: 0 };
  const cgroupOf = new Map(cgroups.runs.map((run) => [run.mark, run.cgroup]));
  const marks = new Set([...orphanRuns.keys(), ...cgroupOf.keys()]);
  const stopped = await Promise.all(
    [...marks].map(async (mark) => {
      const cgroup = cgroupOf.get(mark);
      const gone = !orphanRuns.has(mark) || (await stopRunPosix({ mark, startedAtMs: 0, ...(cgroup && { cgroup }) }, graceMs));
      return gone && (await (cgroup?.remove() ?? true));
    }),
  );
  await removeCgroups(cgroups.serverDirs, 0);
  // After the processes: a dead server's runs may still have been writing into its folder.
  const folders = await removeFoldersOfGoneServers(temporaryFolder, table);
  return { runs: orphanRuns.size, processes, survivors: stopped.includes(false), folders };
}
