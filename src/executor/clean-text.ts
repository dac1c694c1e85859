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

/** Drops a UTF-8 sequence cut short at the end of `bytes`. */
export function trimIncompleteEnd(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

/** Drops continuation bytes left at the start of `bytes` by a cut. */
export function trimIncompleteStart(bytes: Buffer): Buffer {
  let start = 0;
  while (start < Math.min(3, bytes.length) && (bytes[start]! & 0xc0) === 0x80) start++;
  return bytes.subarray(start);
}
