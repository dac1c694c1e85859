import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

const LLVM_STRINGS = `USAGE: llvm-strings [options] <input object files>

OPTIONS:
  --all             Silently ignored. Present for GNU strings compatibility
  -a                Alias for --all
  --bytes=<value>   Print sequences of the specified length
  -n <value>        Alias for --bytes
  -t <radix>        Alias for --radix
`;
const LLVM_SIZE = `USAGE: llvm-size [options] <input object files>

OPTIONS:
  -A               Alias for --format
  -B               Alias for --format
  --format=<value> Specify output format
  --totals         Print totals of all objects - Berkeley format only
  -t               Alias for --totals
`;

describe('withAliases: a line "Alias for --name" is a short name of that option', () => {
  it.each([
    ['measured: llvm-strings -a, a flag', '--all', { short: '-a', long: '--all' }],
    ['measured: llvm-strings -n <value>, an option with a value', '--bytes', { short: '-n', long: '--bytes', value: '<value>' }],
  ])('%s', (_label, long, expected) => {
    expect(parseHelp(LLVM_STRINGS, ['llvm-strings']).options.find((option) => option.long === long)).toMatchObject(expected);
  });

  it('measured: llvm-size -A and -B, two aliases of --format, stay flags of their own (each picks a format)', () => {
    expect(parseHelp(LLVM_SIZE, ['llvm-size']).options.map((option) => [option.long, option.short])).toEqual([
      [undefined, '-A'],
      [undefined, '-B'],
      ['--format', undefined],
      ['--totals', '-t'],
    ]);
  });

  it("llvm-dwarfdump's '- Alias for --find.'", () => {
    const help =
      'USAGE: llvm-dwarfdump [options] <input object files>\n\nOPTIONS:\n  -f                         - Alias for --find.\n  --find=<name>              - Search for the exact match\n';
    expect(parseHelp(help, ['llvm-dwarfdump']).options).toMatchObject([{ long: '--find', short: '-f', value: '<name>' }]);
  });

  it('leaves no option of its own, and keeps an alias of an option the help does not list', () => {
    expect(parseHelp(LLVM_STRINGS, ['llvm-strings']).options.map((option) => option.long ?? option.short)).toEqual(['--all', '--bytes', '-t']);
  });
});
