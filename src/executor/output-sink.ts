// Where one output stream of a run goes: head and tail in bounded memory, and, once it outgrows
// the inline limit, all of it (up to the spill budget) to a file, with backpressure on the child.
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createBoundedCapture } from './bounded-capture.js';
import type { CapturedOutput, DiskBudget } from './types.js';

/** Writes queued before the child is paused: large enough not to pause it on every 64 KiB chunk. */
const SPILL_BUFFER_BYTES = 1024 * 1024;

export interface SpillTarget {
  path: string;
  /** Bytes granted to the file, shared with every other run; what comes later is counted, not kept. */
  budget: DiskBudget;
}

export interface OutputSink {
  write(chunk: Buffer): void;
  /** Flushes the spill file; the capture is final once this resolves. */
  finish(): Promise<CapturedOutput>;
}

export function createOutputSink(source: Readable, limitBytes: number, spill?: SpillTarget): OutputSink {
  const capture = createBoundedCapture(limitBytes);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let file: WriteStream | undefined;
  let spilledBytes = 0;
  let spillError: string | undefined;
  let budgetSpent = false;

  const toFile = (chunk: Buffer) => {
    if (budgetSpent || spillError) return;
    const granted = spill!.budget.claim(chunk.length);
    budgetSpent = granted < chunk.length;
    if (granted === 0) return;
    const part = granted < chunk.length ? chunk.subarray(0, granted) : chunk;
    spilledBytes += part.length;
    if (!file!.write(part) && !source.isPaused()) {
      source.pause();
      file!.once('drain', () => source.resume());
    }
  };

  return {
    write(chunk) {
      capture.write(chunk);
      if (!spill) return;
      if (file) return toFile(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes <= limitBytes) return;
      file = createWriteStream(spill.path, { highWaterMark: SPILL_BUFFER_BYTES });
      file.on('error', (error: NodeJS.ErrnoException) => {
        // A full disk loses the spill file, not the run: spilling stops, the child reads on, and
        // the inline head and tail remain.
        spillError = error.code ? `${error.code}: ${error.message.replace(/^\w+: /, '').split(',')[0]}` : error.message;
        if (source.isPaused()) source.resume();
      });
      pending.forEach(toFile);
      pending = [];
    },
    async finish() {
      const result = capture.result();
      if (!file) return result;
      file.end();
      await finished(file).catch(() => {});
      if (!spillError) return { ...result, spill: { path: spill!.path, bytes: spilledBytes } };
      spill!.budget.release(spilledBytes);
      return { ...result, spillError };
    },
  };
}
