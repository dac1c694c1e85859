// A server killed with SIGKILL cannot stop its runs. Their processes still carry its mark; the
// next server to start (or `mcp-wrap reap`) stops every process whose mark names an instance that
// no longer runs, then removes such servers' temporary folders. Marks and folders of live
// instances are never touched: servers run side by side.
import { tmpdir } from 'node:os';
import { CAN_READ_PROCESS_TABLE, readProcessTable } from './process-table.js';
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
  const orphanRuns = new Map<string, number>();
  const running = new Map<string, boolean>();
  for (const entry of table.entries) {
    const mark = entry.running ? table.markOf(entry) : undefined;
    const instance = mark && instanceOfMark(mark);
    if (!instance) continue;
    if (!running.has(instance.id)) running.set(instance.id, isInstanceRunning(instance, table));
    if (!running.get(instance.id)) orphanRuns.set(mark, (orphanRuns.get(mark) ?? 0) + 1);
  }
  const processes = [...orphanRuns.values()].reduce((sum, count) => sum + count, 0);
  if (dryRun) return { runs: orphanRuns.size, processes, survivors: false, folders: 0 };
  const stopped = await Promise.all([...orphanRuns.keys()].map((mark) => stopRunPosix({ mark, startedAtMs: 0 }, graceMs)));
  // After the processes: a dead server's runs may still have been writing into its folder.
  const folders = await removeFoldersOfGoneServers(temporaryFolder, table);
  return { runs: orphanRuns.size, processes, survivors: stopped.includes(false), folders };
}
