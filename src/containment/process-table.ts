// What the OS says about its processes, read the way each platform offers it: /proc on Linux,
// `ps` on macOS. Containment reads it to see a run's whole tree, whatever its group or session.
import { readDarwinOwnStart, readDarwinProcessTable } from './process-table-darwin.js';
import { lastLinuxProcessId, readLinuxOwnStart, readLinuxProcessTable } from './process-table-linux.js';

export interface ProcessEntry {
  pid: number;
  ppid: number;
  pgid: number;
  /** False for a zombie: it runs nothing and waits only to be reaped. */
  running: boolean;
  /** When it started, in milliseconds since the epoch (to the OS's precision). */
  startedAtMs: number;
  /** The OS's own start stamp: pid and start together name one process, even after pid reuse. */
  start: string;
}

export interface ProcessTable {
  entries: readonly ProcessEntry[];
  byPid: ReadonlyMap<number, ProcessEntry>;
  /** The MCP_WRAP_RUN value a process started with, read on first ask (undefined: none or unreadable). */
  markOf(entry: ProcessEntry): string | undefined;
}

/** Platforms where containment can see processes beyond the child's own group. */
export const CAN_READ_PROCESS_TABLE = process.platform === 'linux' || process.platform === 'darwin';

export function readProcessTable(): ProcessTable {
  return process.platform === 'darwin' ? readDarwinProcessTable() : readLinuxProcessTable();
}

/** This process's own start stamp, as its entry in the table would say (elsewhere: a stand-in). */
export function readOwnStart(): string {
  if (process.platform === 'linux') return readLinuxOwnStart();
  if (process.platform === 'darwin') return readDarwinOwnStart();
  return String(Date.now() - Math.round(process.uptime() * 1000));
}

/** The last process id the OS handed out, where it says so cheaply (Linux); else undefined. */
export function lastProcessId(): number | undefined {
  return process.platform === 'linux' ? lastLinuxProcessId() : undefined;
}

export function toProcessTable(entries: ProcessEntry[], readMark: (pid: number) => string | undefined): ProcessTable {
  const marks = new Map<number, string | undefined>();
  return {
    entries,
    byPid: new Map(entries.map((entry) => [entry.pid, entry])),
    markOf(entry) {
      if (!marks.has(entry.pid)) marks.set(entry.pid, readMark(entry.pid));
      return marks.get(entry.pid);
    },
  };
}
