import { describe, expect, it } from 'vitest';
import { findOperandGap, findThinHelp, LONG_HELP_LINES } from './find-gaps.js';
import { parseHelp } from './parse-help.js';

const lines = (count: number, line: (index: number) => string) => Array.from({ length: count }, (_, index) => line(index)).join('\n');

describe('findThinHelp: a long help from which (almost) no option was read', () => {
  it.each([
    ['short, no option', `Usage: t FILE\n${lines(5, (index) => `Some text ${index}.`)}`, undefined],
    ['long, no option at all (a layout not known)', `Usage: t FILE\n${lines(LONG_HELP_LINES, (index) => `  +opt${index}   does ${index}`)}`, /read no option/],
    [
      'long, few of its dash lines read',
      `Usage: t FILE\nOptions:\n  -a   all\n${lines(LONG_HELP_LINES, (index) => `                    -x${index}  tuning knob ${index}`)}`,
      /beginning with a dash, and generate read only 1 option/,
    ],
    ['long, its options read', `Usage: t FILE\nOptions:\n${lines(LONG_HELP_LINES + 1, (index) => `  --opt${index}   does ${index}`)}`, undefined],
  ])('%s', (_name, text, expected) => {
    const found = findThinHelp(text, parseHelp(text, ['t']));
    if (expected) expect(found).toMatch(expected);
    else expect(found).toBeUndefined();
  });
});

describe('findOperandGap: an operand the draft cannot name', () => {
  it.each([
    ['read from the usage', 'Usage: t [OPTION]... FILE...\n  -v, --verbose  say more\n', undefined],
    ['takes none', 'Usage: t [OPTIONS]\n  -v, --verbose  say more\n', undefined],
    ['no usage line', 'Options:\n  -v, --verbose  say more\n', /no usage line/],
    [
      'reads standard input, usage names none',
      'Usage: t [options]\nReads standard input.\n  -v, --verbose  say more\n',
      /names none, but the help says it reads files or standard input/,
    ],
    [
      'an operand the usage names, unread (zstd)',
      'Usage: t [OPTIONS...] [INPUT... | -] [-o OUTPUT]\nReads standard input.\n  -v, --verbose  say more\n',
      /names `INPUT`, which generate could not read/,
    ],
    ['option values are not operands', 'Usage: t (-l <zipfile> | -c <name> [<file> ...]) [-o FILE]\n  -v, --verbose  say more\n', undefined],
  ])('%s', (_name, text, expected) => {
    const help = parseHelp(text, ['t']);
    const found = findOperandGap(text, { ...help, positionals: expected === undefined && help.positionals.length > 0 ? help.positionals : [] }, 't');
    if (expected) expect(found).toMatch(expected);
    else expect(found).toBeUndefined();
  });

  it("measured (stop 45): apt's help lists its verbs and no option: it was read, not thin", () => {
    const help = [
      'apt 2.6.1 (amd64)',
      'Usage: apt [options] command',
      '',
      ...Array.from({ length: LONG_HELP_LINES }, (_, index) => `apt is a package manager, line ${index}.`),
      '',
      'Most used commands:',
      '  list - list packages based on package names',
      '  search - search in package descriptions',
      '  install - install packages',
      '',
    ].join('\n');
    expect(findThinHelp(help, parseHelp(help, ['apt']))).toBeUndefined();
  });
});
