import { describe, expect, it } from 'vitest';
import type { HelpOption } from './help-types.js';
import { withNotedValues } from './read-notes.js';

const option = (long: string, value: string): HelpOption => ({ long, value, optionalValue: false, inline: false, negatable: false, description: '' });

describe("the help's notes about its placeholders", () => {
  it.each([
    [
      'measured: hexdump, "<length> and <offset> arguments may be followed by the suffixes"',
      option('--length', '<length>'),
      'Arguments:\n <length> and <offset> arguments may be followed by the suffixes for\n   GiB, TiB, PiB, EiB, ZiB, and YiB (the "iB" is optional)\n',
      { valueType: 'string' },
    ],
    [
      'measured: od, "BYTES ... may have a multiplier suffix"',
      option('--read-bytes', 'BYTES'),
      'BYTES is hex with 0x or 0X prefix, and may have a multiplier suffix:\n',
      { valueType: 'string' },
    ],
    [
      'measured: semver, "all supplied ranges"',
      option('--range', '<range>'),
      'Program exits successfully if any valid version satisfies\nall supplied ranges, and prints all satisfying versions.\n',
      { repeats: true },
    ],
    [
      'measured: pg_restore, "The options -I, -n, ... and --section can be combined and specified multiple times"',
      { ...option('--table', 'NAME'), short: '-t' },
      'The options -I, -n, -N, -P, -t, -T, and --section can be combined and specified\nmultiple times to select multiple objects.\n',
      { repeats: true },
    ],
    [
      'an option the note does not name',
      { ...option('--port', 'PORT'), short: '-p' },
      'The options -I, -n, -N, -P, -t, -T, and --section can be combined and specified\nmultiple times to select multiple objects.\n',
      {},
    ],
    ['a placeholder the notes do not name', option('--count', 'N'), 'SIZE may have a multiplier suffix.\n', {}],
    [
      'lzip (held out): "Numbers may be followed by a multiplier" makes a size in bytes a text',
      { ...option('--dictionary-size', '<bytes>'), description: 'set dictionary size limit in bytes [8 MiB]' },
      'Numbers may be followed by a multiplier: k = kB = 10^3 = 1000,\nKi = KiB = 2^10 = 1024, M = 10^6, Mi = 2^20, G = 10^9, Gi = 2^30, etc...\n',
      { valueType: 'string' },
    ],
    [
      'plzip (held out): a count stays a count under that note',
      { ...option('--threads', '<n>'), description: 'set number of (de)compression threads [2]' },
      'Numbers may be followed by a multiplier: k = kB = 10^3 = 1000,\n',
      {},
    ],
    ['a lower-case word in prose is no placeholder', option('--lines', 'lines'), 'the lines may have a suffix.\n', {}],
  ])('%s', (_label, given, text, stated) => {
    const [noted] = withNotedValues([given], text);
    expect({ valueType: noted!.valueType, repeats: noted!.repeats }).toEqual({ valueType: undefined, repeats: undefined, ...stated });
  });
});

describe('an option that ends a list (whereis -f)', () => {
  it('measured (round 10): whereis -B <dirs> takes several, up to -f "terminate <dirs> argument list"', () => {
    const options = [option('-B', '<dirs>'), { ...option('-f', ''), value: undefined, description: 'terminate <dirs> argument list' }, option('-n', '<count>')];
    expect(withNotedValues(options, '').map((parsed) => parsed.value)).toEqual(['<dirs>...', undefined, '<count>']);
  });
});
