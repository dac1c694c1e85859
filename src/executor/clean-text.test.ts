import { describe, expect, it } from 'vitest';
import { collapseCarriageReturns, tailOf, toCleanText } from './clean-text.js';

describe('toCleanText', () => {
  it.each([
    ['\x1b[31mred\x1b[0m', 'red'],
    ['\x1b[1;4mbold\x1b[22;24m', 'bold'],
    ['\x1b]8;;https://x.y\x07link\x1b]8;;\x07', 'link'],
    ['\x1b[2K\x1b[1Gdone', 'done'],
    ['caf\xc3\xa9', 'café'],
  ])('%j -> %j', (input, output) => {
    expect(toCleanText(Buffer.from(input, 'latin1'))).toBe(output);
  });

  it('replaces invalid UTF-8 instead of failing', () => {
    expect(toCleanText(Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toBe('a\ufffd\ufffdb');
  });
});

describe('collapseCarriageReturns', () => {
  it.each([
    ['10%\r20%\r100%\n', '100%\n'],
    ['downloading 10%\rdownloading 100%\ndone\n', 'downloading 100%\ndone\n'],
    ['abcdef\rXY', 'XYcdef'],
    ['crlf\r\nlines\r\n', 'crlf\nlines\n'],
    ['no returns', 'no returns'],
  ])('%j -> %j', (input, output) => {
    expect(collapseCarriageReturns(input)).toBe(output);
  });
});

describe('tailOf', () => {
  it('keeps the last lines', () => {
    const text = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    expect(tailOf(text, 3)).toBe('line 27\nline 28\nline 29');
  });

  it('keeps the last characters of one long line', () => {
    expect(tailOf('x'.repeat(50) + 'END', 20, 10)).toBe('…xxxxxxxEND');
  });
});
