// Keeps the first and the last bytes of a stream of any size in bounded memory: the head up to
// half the limit, the tail as a rolling window over the other half.
import type { CapturedOutput } from './types.js';

export interface BoundedCapture {
  write(chunk: Buffer): void;
  result(): CapturedOutput;
}

export function createBoundedCapture(limitBytes: number): BoundedCapture {
  const headLimit = Math.ceil(limitBytes / 2);
  const tailLimit = limitBytes - headLimit;
  const head: Buffer[] = [];
  let headBytes = 0;
  const tail: Buffer[] = [];
  let tailBytes = 0;
  let totalBytes = 0;

  return {
    write(chunk) {
      totalBytes += chunk.length;
      if (headBytes < headLimit) {
        const taken = chunk.subarray(0, headLimit - headBytes);
        head.push(taken);
        headBytes += taken.length;
        chunk = chunk.subarray(taken.length);
      }
      if (chunk.length === 0) return;
      tail.push(chunk);
      tailBytes += chunk.length;
      while (tail.length > 1 && tailBytes - tail[0]!.length >= tailLimit) tailBytes -= tail.shift()!.length;
    },
    result() {
      const tailBuffer = Buffer.concat(tail);
      const kept = tailBuffer.subarray(Math.max(0, tailBuffer.length - tailLimit));
      return {
        head: Buffer.concat(head),
        tail: kept,
        totalBytes,
        cutBytes: totalBytes - headBytes - kept.length,
      };
    },
  };
}

/** Head and tail joined: the whole output when nothing was cut. */
export function capturedBytes(output: CapturedOutput): Buffer {
  return Buffer.concat([output.head, output.tail]);
}
