import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

describe('withListPairs', () => {
  // measured (round 9): aspell's shorthand rows, each a pair of options of its own.
  it('reads "--add|rem-x=<str>" as two repeatable options and "--[dont-]x" as two flags', () => {
    const text =
      '  --add|rem-filter=<str>      add or removes a filter\n  --[dont-]ignore-case        ignore case when checking words\n  -C|-B,--[dont-]run-together consider run-together words legal\n  --add-modules=<str>         root modules\n';
    expect(parseHelp(text, ['aspell']).options.map((option) => [option.long, option.short, option.value, option.repeats])).toEqual([
      ['--add-filter', undefined, '<str>', true],
      ['--rem-filter', undefined, '<str>', true],
      ['--ignore-case', undefined, undefined, undefined],
      ['--dont-ignore-case', undefined, undefined, undefined],
      ['--run-together', '-C', undefined, undefined],
      ['--dont-run-together', '-B', undefined, undefined],
      ['--add-modules', undefined, '<str>', undefined],
    ]);
  });
});
