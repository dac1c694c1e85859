// A spinner with the elapsed time and the latest progress message on a terminal's stderr, shown
// once a run has taken a second, and erased when it ends.
import type { Writable } from 'node:stream';

const FRAMES = '⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏';
const SHOW_AFTER_MS = 1_000;
const FRAME_MS = 100;

export interface StatusLine {
  update(message: string | undefined): void;
  stop(): void;
}

export function startStatusLine(stream: Writable, isTerminal: boolean, columns = 80): StatusLine {
  if (!isTerminal) return { update: () => {}, stop: () => {} };
  const startedAt = Date.now();
  let message = '';
  let frame = 0;
  let drawn = false;
  const timer = setInterval(() => {
    const elapsed = Date.now() - startedAt;
    if (elapsed < SHOW_AFTER_MS) return;
    const line = `${FRAMES[frame++ % FRAMES.length]} ${(elapsed / 1000).toFixed(1)}s ${message}`.slice(0, columns - 1);
    stream.write(`\r\x1b[2K${line}`);
    drawn = true;
  }, FRAME_MS);
  return {
    update: (next) => {
      if (next) message = next;
    },
    stop() {
      clearInterval(timer);
      if (drawn) stream.write('\r\x1b[2K');
    },
  };
}
