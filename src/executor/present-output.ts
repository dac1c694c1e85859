// Captured output as text for a result: whole when it fit, else its head and tail around a marker
// that says how much was cut and how to see less.
import { toCleanText } from './clean-text.js';
import type { CapturedOutput } from './types.js';

export function presentOutput(output: CapturedOutput, fullOutputHint?: string): string {
  if (output.cutBytes === 0) return toCleanText(Buffer.concat([output.head, output.tail]));
  const head = toCleanText(trimIncompleteEnd(output.head));
  const tail = toCleanText(trimIncompleteStart(output.tail));
  const where = fullOutputHint ? ` The full output is at ${fullOutputHint}.` : '';
  const marker = `[mcp-wrap: ${formatBytes(output.cutBytes)} of ${formatBytes(output.totalBytes)} cut here.${where} Narrow the call (a more specific path, pattern or limit) to see less.]`;
  return `${head}\n${marker}\n${tail}`;
}

function formatBytes(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} bytes`;
}

/** Drops a UTF-8 sequence cut short at the end of `bytes`. */
function trimIncompleteEnd(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

/** Drops continuation bytes left at the start of `bytes` by a cut. */
function trimIncompleteStart(bytes: Buffer): Buffer {
  let start = 0;
  while (start < Math.min(3, bytes.length) && (bytes[start]! & 0xc0) === 0x80) start++;
  return bytes.subarray(start);
}
