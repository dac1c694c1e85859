// The line a running program is on (its last non-empty line, or what a progress bar last drew),
// from the last chunks it wrote: no copy of the output is kept.
import stripAnsi from 'strip-ansi';

const WINDOW_BYTES = 4096;
const MAX_LINE_CHARS = 200;

export interface RecentOutput {
  write(chunk: Buffer): void;
  lastLine(): string;
}

export function createRecentOutput(): RecentOutput {
  let previous: Buffer = Buffer.alloc(0);
  let last: Buffer = Buffer.alloc(0);
  return {
    write(chunk) {
      if (chunk.length === 0) return;
      previous = last;
      last = chunk;
    },
    lastLine() {
      const window = last.length >= WINDOW_BYTES ? last.subarray(-WINDOW_BYTES) : Buffer.concat([previous.subarray(-(WINDOW_BYTES - last.length)), last]);
      const segments = window.toString('utf8').split(/[\r\n]/);
      for (let index = segments.length - 1; index >= 0; index--) {
        const line = stripAnsi(segments[index]!).trim();
        if (line) return line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
      }
      return '';
    },
  };
}
