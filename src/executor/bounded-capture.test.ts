import { describe, expect, it } from 'vitest';
import { BoundedCapture } from './bounded-capture.js';

function capture(limit: number, chunks: string[]) {
  const bounded = new BoundedCapture(limit);
  chunks.forEach((chunk) => bounded.write(Buffer.from(chunk)));
  const { head, tail, totalBytes, cutBytes } = bounded.result();
  return { head: head.toString(), tail: tail.toString(), totalBytes, cutBytes };
}

describe('BoundedCapture', () => {
  it.each([
    [10, ['hello'], { head: 'hello', tail: '', totalBytes: 5, cutBytes: 0 }],
    [10, ['0123456789'], { head: '01234', tail: '56789', totalBytes: 10, cutBytes: 0 }],
    [10, ['0123456789abc'], { head: '01234', tail: '89abc', totalBytes: 13, cutBytes: 3 }],
    [10, ['01', '23', '45', '67', '89', 'ab', 'cd'], { head: '01234', tail: '9abcd', totalBytes: 14, cutBytes: 4 }],
    [4, ['a'.repeat(1000), 'xyz'], { head: 'aa', tail: 'yz', totalBytes: 1003, cutBytes: 999 }],
    [0, ['abc'], { head: '', tail: '', totalBytes: 3, cutBytes: 3 }],
  ])('limit %i, chunks %j', (limit, chunks, expected) => {
    expect(capture(limit, chunks)).toEqual(expected);
  });

  it('holds a bounded number of chunks whatever the volume', () => {
    const bounded = new BoundedCapture(1024);
    const chunk = Buffer.alloc(100, 'x');
    for (let i = 0; i < 100_000; i++) bounded.write(chunk);
    const { tail, totalBytes } = bounded.result();
    expect(tail.length).toBe(512);
    expect(totalBytes).toBe(10_000_000);
  });
});
