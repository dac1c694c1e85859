import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

describe('withKnownRepeats', () => {
  it.each([
    // measured (round 8): `lsof -c lsof -c foo` exits 0; its help does not say -c repeats.
    ['lsof', true],
    ['other', undefined],
  ])('%s -c', (program, repeats) => {
    const help = ' usage: [-?abhKlnNoOPRtUvVX] [+|-c c] [names]\n  -c c  cmd c ^c /c/[bix]  +c w  COMMAND width (9)\n';
    expect(parseHelp(help, [program]).options.find((option) => option.short === '-c')?.repeats).toBe(repeats);
  });
});
