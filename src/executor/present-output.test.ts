import { describe, expect, it } from 'vitest';
import { BoundedCapture } from './bounded-capture.js';
import { presentOutput } from './present-output.js';

function captured(limit: number, text: string | Buffer) {
  const capture = new BoundedCapture(limit);
  capture.write(Buffer.from(text));
  return capture.result();
}

describe('presentOutput', () => {
  it('returns output that fit, cleaned', () => {
    expect(presentOutput(captured(100, '\x1b[32mok\x1b[0m\n'))).toBe('ok\n');
  });

  it('marks what was cut between head and tail', () => {
    const text = presentOutput(captured(20, `${'a'.repeat(50)}${'z'.repeat(50)}`));
    expect(text).toBe(
      `${'a'.repeat(10)}\n[mcp-wrap: 80 bytes of 100 bytes cut here. Narrow the call (a more specific path, pattern or limit) to see less.]\n${'z'.repeat(10)}`,
    );
  });

  it('names where the full output is when it is kept', () => {
    expect(presentOutput(captured(2, 'abcdef'), 'mcp-wrap://runs/1/stdout')).toContain('The full output is at mcp-wrap://runs/1/stdout.');
  });

  it('does not split a multi-byte character at the cut', () => {
    const text = presentOutput(captured(10, 'éééééééééé'));
    expect(text).not.toContain('\ufffd');
    expect(text).toMatch(/^éé\n\[mcp-wrap: .*\]\néé$/);
  });
});
