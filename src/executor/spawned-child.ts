// A run's child started by the spawner (spawner.ts), seen as the executor sees Node's ChildProcess:
// its pid, its stdio as streams over the pipes the spawner made, 'exit' when the spawner reports
// it ended and 'close' once it has and its stdout and stderr have closed too (Node's order).
import { EventEmitter } from 'node:events';
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { Socket } from 'node:net';
import { constants as osConstants } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import type { ExtraFd, RunChild } from './types.js';

const SIGNAL_NAMES = new Map(Object.entries(osConstants.signals).map(([name, number]) => [number, name as NodeJS.Signals]));

/** How much of a report is kept: bwrap's is about 100 bytes. */
const REPORT_MAX_BYTES = 4096;

/** What a pipe holds once its writers are gone (or what it holds so far), without blocking. */
function readAvailable(fd: number): string {
  const buffer = Buffer.alloc(REPORT_MAX_BYTES);
  let length = 0;
  try {
    for (let got = 1; got > 0 && length < buffer.length; length += got) got = readSync(fd, buffer, length, buffer.length - length, null);
  } catch {
    // EAGAIN: a writer is still there; what came is the report.
  }
  return buffer.toString('utf8', 0, length);
}

/** Opens one of the spawner's pipe ends through /proc, as a stream (libuv reads and writes a pipe without blocking). */
function openEnd(spawnerPid: number, fd: number, writable: boolean): Socket {
  const opened = openSync(`/proc/${spawnerPid}/fd/${fd}`, (writable ? constants.O_WRONLY : constants.O_RDONLY) | constants.O_NONBLOCK);
  try {
    return new Socket({ fd: opened, readable: !writable, writable });
  } catch (error) {
    closeSync(opened);
    throw error;
  }
}

// A class, not closures made per run (see watch-run.ts).
export class SpawnedChild extends EventEmitter implements RunChild {
  readonly stdin: Writable | null;
  readonly stdout: Readable;
  readonly stderr: Readable;
  readonly stdio: readonly (Readable | Writable | null)[];
  private exitCode: number | null = null;
  private signalCode: NodeJS.Signals | null = null;
  private openStreams = 2;
  private exited = false;
  /** The report pipes' ends, by stdio index: bare descriptors, read only when asked (see takeReport). */
  private readonly reports = new Map<number, number>();

  /** `fds`: the spawner's ends of stdin (-1: /dev/null), stdout, stderr, then the extra pipes (`extraFds`: which way each goes). */
  constructor(
    readonly pid: number,
    spawnerPid: number,
    fds: readonly number[],
    extraFds: readonly ExtraFd[] = [],
  ) {
    super();
    const opened: Socket[] = [];
    try {
      for (const [index, fd] of fds.entries()) {
        if (fd < 0) continue;
        if (extraFds[index - 3] === 'report') this.reports.set(index, openSync(`/proc/${spawnerPid}/fd/${fd}`, constants.O_RDONLY | constants.O_NONBLOCK));
        else opened[index] = openEnd(spawnerPid, fd, index === 0 || index >= 3);
      }
    } catch (error) {
      for (const stream of opened) stream?.destroy();
      for (const fd of this.reports.values()) closeSync(fd);
      throw error;
    }
    this.stdin = opened[0] ?? null;
    this.stdout = opened[1]!;
    this.stderr = opened[2]!;
    this.stdio = [this.stdin, this.stdout, this.stderr, ...opened.slice(3)];
    for (const stream of [this.stdout, this.stderr]) stream.once('close', this.streamClosed.bind(this));
  }

  takeReport(index: number, read: boolean): string | undefined {
    const fd = this.reports.get(index);
    if (fd === undefined) return undefined;
    this.reports.delete(index);
    try {
      return read ? readAvailable(fd) : undefined;
    } finally {
      closeSync(fd);
    }
  }

  dropReports(): void {
    for (const fd of this.reports.values()) closeSync(fd);
    this.reports.clear();
  }

  /** The spawner reported how it ended (a waitpid status): told after the current turn, as Node tells it, once whoever awaited the spawn listens (the report can come with the spawn's own). */
  ended(status: number): void {
    const signal = status & 0x7f;
    if (signal === 0) this.exitCode = (status >> 8) & 0xff;
    else this.signalCode = SIGNAL_NAMES.get(signal) ?? null;
    setImmediate(this.tellEnded.bind(this));
  }

  private tellEnded(): void {
    this.exited = true;
    this.emit('exit', this.exitCode, this.signalCode);
    this.closeIfDone();
  }

  private streamClosed(): void {
    this.openStreams--;
    this.closeIfDone();
  }

  private closeIfDone(): void {
    if (this.exited && this.openStreams === 0) this.emit('close', this.exitCode, this.signalCode);
  }
}
