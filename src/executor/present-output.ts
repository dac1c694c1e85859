// Captured output as text for a result: whole when it fit, else its head and tail around a marker
// that says how much was cut and how to see less.
import { capturedBytes } from './bounded-capture.js';
import { toCleanText, trimIncompleteEnd, trimIncompleteStart } from './clean-text.js';
import type { CapturedOutput } from './types.js';

export function presentOutput(output: CapturedOutput, fullOutputHint?: string): string {
  if (output.cutBytes === 0) return toCleanText(capturedBytes(output));
  const head = toCleanText(trimIncompleteEnd(output.head));
  const tail = toCleanText(trimIncompleteStart(output.tail));
  const where = fullOutputHint
    ? ` The full output is at ${fullOutputHint}.`
    : output.spillError
      ? ` The full output could not be kept (${output.spillError}).`
      : '';
  const marker = `[mcp-wrap: ${formatBytes(output.cutBytes)} of ${formatBytes(output.totalBytes)} cut here.${where} Narrow the call (a more specific path, pattern or limit) to see less.]`;
  return `${head}\n${marker}\n${tail}`;
}

function formatBytes(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} bytes`;
}
