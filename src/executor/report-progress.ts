// Progress of a running call: the bytes of output so far and the line it is on, sampled.
import { createRecentOutput } from './recent-output.js';
import type { ProgressSnapshot, RunChild } from './types.js';

const PROGRESS_INTERVAL_MS = 250;

/** Samples the output every PROGRESS_INTERVAL_MS and reports when it has grown; returns the stop. */
export function reportProgress(child: RunChild, onProgress: ((snapshot: ProgressSnapshot) => void) | undefined): () => void {
  if (!onProgress) return () => {};
  const recent = createRecentOutput();
  let bytes = 0;
  let reported = 0;
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    recent.write(chunk);
  };
  child.stdout!.on('data', count);
  child.stderr!.on('data', count);
  const interval = setInterval(() => {
    if (bytes === reported) return;
    reported = bytes;
    onProgress({ bytes, lastLine: recent.lastLine() });
  }, PROGRESS_INTERVAL_MS);
  return () => clearInterval(interval);
}
