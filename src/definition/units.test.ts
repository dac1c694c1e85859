import { describe, expect, it } from 'vitest';
import { describeDuration, describeSize, parseDuration, parseSize } from './units.js';

describe('parseDuration', () => {
  it.each([
    [1500, 1500],
    ['500ms', 500],
    ['30s', 30_000],
    ['1.5s', 1500],
    ['2m', 120_000],
    ['1h', 3_600_000],
    [' 10S ', 10_000],
    ['thirty', undefined],
    ['30', undefined],
    ['-1s', undefined],
    [-5, undefined],
  ])('%o -> %o', (input, ms) => {
    expect(parseDuration(input)).toBe(ms);
  });
});

describe('parseSize', () => {
  it.each([
    [1024, 1024],
    ['100', 100],
    ['100B', 100],
    ['256KiB', 262_144],
    ['1MiB', 1_048_576],
    ['1GiB', 1_073_741_824],
    ['64kb', 64_000],
    ['2MB', 2_000_000],
    ['lots', undefined],
    ['1 TiB', undefined],
    // Past what a number holds exactly (JSON writes an Infinity as null, the sandbox's key of no limit).
    [`1${'0'.repeat(400)}`, undefined],
    ['9999999999TiB', undefined],
    [1e300, undefined],
  ])('%o -> %o', (input, bytes) => {
    expect(parseSize(input)).toBe(bytes);
  });
});

describe('describeDuration', () => {
  it.each([
    [500, '500ms'],
    [30_000, '30s'],
    [120_000, '2m'],
    [1500, '1500ms'],
  ])('%o -> %s', (ms, text) => {
    expect(describeDuration(ms)).toBe(text);
  });
});

describe('describeSize', () => {
  it.each([
    [512 * 1024 ** 2, '512MiB'],
    [4 * 1024 ** 3, '4GiB'],
    [1536 * 1024 ** 2, '1536MiB'],
    [262_144, '256KiB'],
    [1000, '1000'],
    [0, '0'],
  ])('%o -> %o', (bytes, text) => {
    expect(describeSize(bytes)).toBe(text);
    expect(parseSize(text)).toBe(bytes);
  });
});
