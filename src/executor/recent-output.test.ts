import { describe, expect, it } from 'vitest';
import { createRecentOutput } from './recent-output.js';

const lastLineOf = (...chunks: string[]) => {
  const recent = createRecentOutput();
  chunks.forEach((chunk) => recent.write(Buffer.from(chunk)));
  return recent.lastLine();
};

describe('createRecentOutput', () => {
  it.each([
    [['one\ntwo\n'], 'two'],
    [['one\ntwo\n\n  \n'], 'two'],
    [['\r 10%', '\r 20%'], '20%'],
    [['half a li', 'ne'], 'half a line'],
    [['\x1b[32mgreen\x1b[0m\n'], 'green'],
    [[''], ''],
    [['x'.repeat(300)], `${'x'.repeat(200)}…`],
  ])('%j -> %j', (chunks, line) => {
    expect(lastLineOf(...chunks)).toBe(line);
  });
});
