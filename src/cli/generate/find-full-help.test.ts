import { describe, expect, it } from 'vitest';
import { findFullHelp, fullHelpToRead } from './find-full-help.js';
import { parseHelp } from './parse-help.js';
import { usageOf } from './read-usage-line.js';

describe('findFullHelp', () => {
  it.each([
    ['qpdf\'s "Run "qpdf --help=all" to see all available help."', 'Run "qpdf --help=all" to see all available help.\n', ['--help=all']],
    ['curl\'s "For all options use the manual or "--help all"."', 'For all options use the manual or "--help all".\n', ['--help', 'all']],
    ["python's --help-all row", '--help-all      : print complete help information and exit\n', ['--help-all']],
    ["Qt's --help-all row", '  --help-all          Displays help including Qt specific options.\n', undefined],
    ["ffmpeg's -h full: every codec's options", '    -h full -- print all options (including all format and codec specific options, very long)\n', undefined],
    ['a help that names none', 'Usage: demo [OPTIONS] FILE\n  -v  verbose\n', undefined],
    [
      'mpg123\'s "call mpg123 with --longhelp for more parameters" (round 37, blind)',
      'See the manpage mpg123(1) or call mpg123 with --longhelp for more parameters and information.\n',
      ['--longhelp'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(findFullHelp(text)).toEqual(expected);
  });

  it('reads the long help mpg123 points to, though its short help lists many options (round 37, blind)', () => {
    const rows = Array.from({ length: 25 }, (_, index) => `  -${String.fromCharCode(97 + index)}  option ${index}`).join('\n');
    const text = `usage: mpg123 [option(s)] [file(s)]\n${rows}\nSee the manpage mpg123(1) or call mpg123 with --longhelp for more parameters and information.\n`;
    expect(fullHelpToRead(text, parseHelp(text, ['mpg123']))).toEqual(['--longhelp']);
    expect(fullHelpToRead(`usage: tool [options]\n${rows}\n  --help-all  print complete help\n`, parseHelp(rows, ['tool']))).toBeUndefined();
  });
});

describe('usageOf, a full help', () => {
  it('measured (round 35): qpdf --help=all lists a topic "usage: basic invocation" before the usage that names the program', () => {
    const lines = ['Topics:', '  usage: basic invocation', '', '== usage (basic invocation) ==', '', 'Usage: qpdf [infile] [options] [outfile]'];
    expect(usageOf(lines, 'qpdf')).toBe('qpdf [infile] [options] [outfile]');
  });
});
