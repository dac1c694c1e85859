import { describe, expect, it } from 'vitest';
import { detectBinary } from './detect-binary.js';

describe('detectBinary', () => {
  it.each([
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['GIF', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    ['WebP', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
    ['WAV', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), 'audio/wav'],
    ['MP3 with an ID3 tag', Buffer.from('ID3\x04\x00', 'latin1'), 'audio/mpeg'],
    ['MP3 frame', Buffer.from([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['Ogg', Buffer.from('OggS\x00\x02', 'latin1'), 'audio/ogg'],
    ['FLAC', Buffer.from('fLaC\x00', 'latin1'), 'audio/flac'],
    ['PDF', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['NUL bytes', Buffer.from('abc\0def'), 'application/octet-stream'],
    ['mostly undecodable bytes', Buffer.from(Array.from({ length: 100 }, (_, i) => 0x80 + (i % 64))), 'application/octet-stream'],
    ['plain text', Buffer.from('hello\nworld\n'), undefined],
    ['UTF-8 text', Buffer.from('naïve café ✓\n'), undefined],
    ['text with colour codes', Buffer.from('\x1b[31mred\x1b[0m\n'), undefined],
    [
      'text with one stray invalid byte',
      Buffer.concat([Buffer.from('a fairly long line of ordinary text '), Buffer.from([0xe9]), Buffer.from(' and more')]),
      undefined,
    ],
    ['nothing', Buffer.alloc(0), undefined],
    // 900 bytes of CJK text (300 characters) and 60 stray bytes: 6% of the bytes, though 17% of the characters.
    ['CJK text with 6% stray bytes', Buffer.concat([Buffer.from('漢'.repeat(300)), Buffer.alloc(60, 0xff)]), undefined],
    ['CJK text with 12% stray bytes', Buffer.concat([Buffer.from('漢'.repeat(300)), Buffer.alloc(123, 0xff)]), 'application/octet-stream'],
    ['ASCII with 9% control bytes', Buffer.concat([Buffer.alloc(910, 0x61), Buffer.alloc(90, 0x01)]), undefined],
    ['ASCII with 11% control bytes', Buffer.concat([Buffer.alloc(890, 0x61), Buffer.alloc(110, 0x01)]), 'application/octet-stream'],
  ])('%s -> %s', (_name, bytes, mimeType) => {
    expect(detectBinary(bytes)).toBe(mimeType);
  });
});
