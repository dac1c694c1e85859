// The macOS process table from `ps` (no /proc there). `ps -E` shows a process's environment after
// its command line, for the user's own processes; the mark is read from there.
import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from 'node:child_process';
import { MARK_VARIABLE } from './run-mark.js';
import { toProcessTable, type ProcessEntry, type ProcessTable } from './process-table.js';

const PS_OPTIONS: ExecFileSyncOptionsWithStringEncoding = { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] };
const MARK_IN_COMMAND = new RegExp(`(?:^| )${MARK_VARIABLE}=(\\S+)`);

/** Parses `ps -A -o pid=,ppid=,pgid=,stat=,lstart=` lines: lstart is a date such as `Mon Nov 23 10:38:33 2026`. */
export function parseDarwinPs(output: string): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const line of output.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(.+?)\s*$/.exec(line);
    if (!match) continue;
    const startedAtMs = Date.parse(match[5]!);
    entries.push({
      pid: Number(match[1]),
      ppid: Number(match[2]),
      pgid: Number(match[3]),
      running: !match[4]!.startsWith('Z'),
      startedAtMs,
      start: String(startedAtMs / 1000),
    });
  }
  return entries;
}

/** Parses `ps -A -E -o pid=,command=` lines into each process's mark. */
export function parseDarwinMarks(output: string): Map<number, string> {
  const marks = new Map<number, string>();
  for (const line of output.split('\n')) {
    const pid = /^\s*(\d+) /.exec(line)?.[1];
    const mark = MARK_IN_COMMAND.exec(line)?.[1];
    if (pid && mark) marks.set(Number(pid), mark);
  }
  return marks;
}

export function readDarwinProcessTable(): ProcessTable {
  const entries = parseDarwinPs(execFileSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,stat=,lstart='], PS_OPTIONS));
  let marks: Map<number, string> | undefined;
  return toProcessTable(entries, (pid) => {
    marks ??= parseDarwinMarks(execFileSync('ps', ['-A', '-E', '-o', 'pid=,command='], PS_OPTIONS));
    return marks.get(pid);
  });
}

export function readDarwinOwnStart(): string {
  const lines = execFileSync('ps', ['-o', 'pid=,ppid=,pgid=,stat=,lstart=', '-p', String(process.pid)], PS_OPTIONS);
  return parseDarwinPs(lines)[0]?.start ?? '0';
}
