// Output as a model should read it: valid UTF-8, no ANSI escape codes, and lines a progress bar
// rewrote with "\r" shown in their final state.
import stripAnsi from 'strip-ansi';

export function toCleanText(bytes: Buffer): string {
  return collapseCarriageReturns(stripAnsi(bytes.toString('utf8')));
}

/** What a terminal would show: each "\r" returns to the line start and overwrites. */
export function collapseCarriageReturns(text: string): string {
  if (!text.includes('\r')) return text;
  return text
    .split('\n')
    .map((line) => {
      const segments = line.replace(/\r+$/, '').split('\r');
      return segments.reduce((screen, segment) => segment + screen.slice(segment.length));
    })
    .join('\n');
}

/** The last lines of `text`, at most `maxLines` lines and `maxChars` characters. */
export function tailOf(text: string, maxLines = 20, maxChars = 2000): string {
  const lines = text.trimEnd().split('\n');
  let tail = lines.slice(-maxLines).join('\n');
  if (tail.length > maxChars) tail = `…${tail.slice(-maxChars)}`;
  return tail;
}
