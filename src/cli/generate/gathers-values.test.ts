import { describe, expect, it } from 'vitest';
import { readGatheredValue } from './gathers-values.js';

describe('readGatheredValue', () => {
  it.each([
    // held out (round 13): purgecss's --css and --safelist, cspell lint's --file, cspell suggestions' --dictionaries.
    ['<files...>', '<files>'],
    ['<list...>', '<list>'],
    ['[file...]', '[file]'],
    ['<dictionary names...>', '<dictionary names>'],
    // tuned: svgo's --exclude, markdownlint's --disable (each ran with the flag given twice: both kept).
    ['<PATTERN...>', '<PATTERN>'],
    ['<rules...>', '<rules>'],
    // not gathered: one value, clap's dots after the brackets, a list in one word, argparse's nargs, mismatched brackets.
    ['<file>', undefined],
    ['<blocks>...', undefined],
    ['<PGID,...>', undefined],
    ['<pattern, pattern ...>', undefined],
    ['[WHAT ...]', undefined],
    ['<files...]', undefined],
    [undefined, undefined],
  ])('%s', (value, expected) => {
    expect(readGatheredValue(value)).toBe(expected);
  });
});
