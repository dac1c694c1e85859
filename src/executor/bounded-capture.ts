// Keeps the first and the last bytes of a stream of any size in bounded memory: the head up to
// half the limit, the tail as a rolling window over the other half.
import type { CapturedOutput } from './types.js';

/** A class, not closures made per run (see watch-run.ts). */
export class BoundedCapture {
  private readonly headLimit: number;
  private readonly tailLimit: number;
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private readonly tail: Buffer[] = [];
  private tailBytes = 0;
  private totalBytes = 0;

  constructor(limitBytes: number) {
    this.headLimit = Math.ceil(limitBytes / 2);
    this.tailLimit = limitBytes - this.headLimit;
  }

  write(chunk: Buffer): void {
    this.totalBytes += chunk.length;
    if (this.headBytes < this.headLimit) {
      const taken = chunk.subarray(0, this.headLimit - this.headBytes);
      this.head.push(taken);
      this.headBytes += taken.length;
      chunk = chunk.subarray(taken.length);
    }
    if (chunk.length === 0) return;
    this.tail.push(chunk);
    this.tailBytes += chunk.length;
    while (this.tail.length > 1 && this.tailBytes - this.tail[0]!.length >= this.tailLimit) this.tailBytes -= this.tail.shift()!.length;
  }

  result(): CapturedOutput {
    const tailBuffer = Buffer.concat(this.tail);
    const kept = tailBuffer.subarray(Math.max(0, tailBuffer.length - this.tailLimit));
    return {
      head: Buffer.concat(this.head),
      tail: kept,
      totalBytes: this.totalBytes,
      cutBytes: this.totalBytes - this.headBytes - kept.length,
    };
  }
}

/** Head and tail joined: the whole output when nothing was cut. */
export function capturedBytes(output: CapturedOutput): Buffer {
  return Buffer.concat([output.head, output.tail]);
}
