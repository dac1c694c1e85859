// Where one output stream of a run goes: head and tail in bounded memory, and, once it outgrows
// the inline limit, all of it (up to the spill budget) to a file, with backpressure on the child.
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { BoundedCapture } from './bounded-capture.js';
import type { ReclaimBuffers } from './reclaim-buffers.js';
import type { CapturedOutput, DiskBudget } from './types.js';

/** Writes queued before the child is paused: large enough not to pause it on every 64 KiB chunk. */
const SPILL_BUFFER_BYTES = 1024 * 1024;

export interface SpillTarget {
  path: string;
  /** Bytes granted to the file, shared with every other run; what comes later is counted, not kept. */
  budget: DiskBudget;
}

/**
 * One stream of a run, read to its end; `take` is the hot loop of a flood. A class, not closures
 * made per run (see watch-run.ts).
 */
export class OutputSink {
  private readonly capture: BoundedCapture;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private file: WriteStream | undefined;
  private spilledBytes = 0;
  private spillError: string | undefined;
  private budgetSpent = false;

  constructor(
    private readonly source: Readable,
    private readonly limitBytes: number,
    private readonly spill?: SpillTarget,
    /** Told the size of each chunk taken (see reclaim-buffers.ts). */
    private readonly reclaimBuffers?: ReclaimBuffers,
  ) {
    this.capture = new BoundedCapture(limitBytes);
    source.on('data', this.take.bind(this));
  }

  private take(chunk: Buffer): void {
    this.write(chunk);
    this.reclaimBuffers?.(chunk.length);
  }

  write(chunk: Buffer): void {
    this.capture.write(chunk);
    if (!this.spill) return;
    if (this.file) return this.toFile(chunk);
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes <= this.limitBytes) return;
    this.file = createWriteStream(this.spill.path, { highWaterMark: SPILL_BUFFER_BYTES });
    this.file.on('error', (error: NodeJS.ErrnoException) => {
      // A full disk loses the spill file, not the run: spilling stops, the child reads on, and
      // the inline head and tail remain.
      this.spillError = error.code ? `${error.code}: ${error.message.replace(/^\w+: /, '').split(',')[0]}` : error.message;
      if (this.source.isPaused()) this.source.resume();
    });
    for (const part of this.pending) this.toFile(part);
    this.pending = [];
  }

  /** Flushes the spill file; the capture is final once this resolves. */
  async finish(): Promise<CapturedOutput> {
    const result = this.capture.result();
    const { file, spill } = this;
    if (!file) return result;
    file.end();
    await finished(file).catch(() => {});
    if (!this.spillError) return { ...result, spill: { path: spill!.path, bytes: this.spilledBytes } };
    spill!.budget.release(this.spilledBytes);
    return { ...result, spillError: this.spillError };
  }

  private toFile(chunk: Buffer): void {
    if (this.budgetSpent || this.spillError) return;
    const granted = this.spill!.budget.claim(chunk.length);
    this.budgetSpent = granted < chunk.length;
    if (granted === 0) return;
    const part = granted < chunk.length ? chunk.subarray(0, granted) : chunk;
    this.spilledBytes += part.length;
    if (!this.file!.write(part) && !this.source.isPaused()) {
      this.source.pause();
      this.file!.once('drain', () => this.source.resume());
    }
  }
}
