// The Linux process table from /proc: one small read of /proc/<pid>/stat per process, and the
// run mark from /proc/<pid>/environ (the environment the process was started with) when asked.
// /proc files report size 0, for which readFileSync allocates 64 KiB per read: they are read into
// one buffer kept for the purpose instead.
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { MARK_VARIABLE } from './run-mark.js';
import { toProcessTable, type ProcessEntry, type ProcessTable } from './process-table.js';

/** Clock ticks per second of /proc's start times (USER_HZ, 100 on every Linux ABI in use). */
const TICKS_PER_SECOND = 100;
const MARK_PREFIX = `\0${MARK_VARIABLE}=`;

let bootTimeMs: number | undefined;
let buffer = Buffer.allocUnsafe(16 * 1024);

/** The whole text of a /proc file (throws when the process is gone). */
function readProcFile(path: string): string {
  const fd = openSync(path, 'r');
  try {
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) return buffer.toString('latin1', 0, length);
      length += read;
      if (length === buffer.length) buffer = Buffer.concat([buffer, Buffer.allocUnsafe(buffer.length)]);
    }
  } finally {
    closeSync(fd);
  }
}

function readBootTimeMs(): number {
  bootTimeMs ??= Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'latin1'))?.[1] ?? 0) * 1000;
  return bootTimeMs;
}

/** Parses one /proc/<pid>/stat line; the command name in parentheses may hold spaces and parentheses. */
export function parseLinuxStat(stat: string, bootMs: number): ProcessEntry | undefined {
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  const fields = stat.slice(close + 2).split(' ');
  // Fields after the name, from field 3: state ppid pgrp session tty tpgid flags ... starttime (22).
  const [state, ppid, pgid] = fields;
  const start = fields[19];
  if (state === undefined || start === undefined) return undefined;
  return {
    pid: Number(stat.slice(0, stat.indexOf(' '))),
    ppid: Number(ppid),
    pgid: Number(pgid),
    running: state !== 'Z' && state !== 'X',
    startedAtMs: bootMs + (Number(start) * 1000) / TICKS_PER_SECOND,
    start,
  };
}

export function readLinuxProcessTable(): ProcessTable {
  const bootMs = readBootTimeMs();
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    const first = name.charCodeAt(0);
    if (first < 48 || first > 57) continue;
    try {
      const entry = parseLinuxStat(readProcFile(`/proc/${name}/stat`), bootMs);
      if (entry) entries.push(entry);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return toProcessTable(entries, readLinuxMark);
}

export function readLinuxOwnStart(): string {
  return parseLinuxStat(readProcFile('/proc/self/stat'), 0)?.start ?? '0';
}

/** The mark in a process's initial environment; another user's process is unreadable without privilege. */
export function readLinuxMark(pid: number): string | undefined {
  let environ: string;
  try {
    environ = `\0${readProcFile(`/proc/${pid}/environ`)}`;
  } catch {
    return undefined;
  }
  const at = environ.indexOf(MARK_PREFIX);
  if (at < 0) return undefined;
  const end = environ.indexOf('\0', at + MARK_PREFIX.length);
  return environ.slice(at + MARK_PREFIX.length, end < 0 ? undefined : end);
}

let loadavg: number | undefined;
const loadavgBuffer = Buffer.allocUnsafe(256);

/**
 * /proc/loadavg ends with the last pid handed out in this pid namespace: a fork anywhere changes
 * it. Asked after every run, so the file stays open and is read again from its start.
 */
export function lastLinuxProcessId(): number | undefined {
  try {
    loadavg ??= openSync('/proc/loadavg', 'r');
    const text = loadavgBuffer.toString('latin1', 0, readSync(loadavg, loadavgBuffer, 0, loadavgBuffer.length, 0));
    return Number(text.slice(text.lastIndexOf(' ') + 1));
  } catch {
    return undefined;
  }
}
