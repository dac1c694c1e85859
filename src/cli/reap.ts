// `mcp-wrap reap`: stops the processes that servers killed with SIGKILL left running and removes
// their temporary folders (a server does the same when it starts). What belongs to servers that
// still run is never touched.
import { Command } from 'commander';
import { reapOrphans, type ReapReport } from '../containment/reap-orphans.js';
import { DEFAULT_KILL_GRACE_MS } from '../definition/types.js';
import { EXIT_FAILURE, EXIT_OK } from './cli-io.js';
import type { CommandContext } from './options.js';

export function reapCommand({ io, setExitCode }: CommandContext): Command {
  return new Command('reap')
    .description('stop processes left running by mcp-wrap servers that were killed, and remove their temporary folders (serve does this when it starts)')
    .option('--dry-run', 'only say what would be stopped')
    .action(async (options: { dryRun?: boolean }) => {
      const report = await reapOrphans(DEFAULT_KILL_GRACE_MS, options.dryRun ?? false);
      io.stdout.write(`${describeReap(report, options.dryRun ?? false)}\n`);
      setExitCode(report.survivors && !options.dryRun ? EXIT_FAILURE : EXIT_OK);
    });
}

export function describeReap(report: ReapReport, dryRun = false): string {
  const folders = report.folders > 0 ? `; removed ${report.folders} temporary folder(s) of killed servers` : '';
  if (report.processes === 0) return `no process left by a killed mcp-wrap server${folders}`;
  const found = `${report.processes} process(es) of ${report.runs} run(s) left by killed mcp-wrap servers`;
  if (dryRun) return `${found} (not stopped: --dry-run)`;
  return `${report.survivors ? `${found}: some did not end even after SIGKILL` : `stopped ${found}`}${folders}`;
}
