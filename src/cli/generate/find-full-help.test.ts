import { describe, expect, it } from 'vitest';
import { findFullHelp } from './find-full-help.js';
import { usageOf } from './read-usage-line.js';

describe('findFullHelp', () => {
  it.each([
    ['qpdf\'s "Run "qpdf --help=all" to see all available help."', 'Run "qpdf --help=all" to see all available help.\n', ['--help=all']],
    ['curl\'s "For all options use the manual or "--help all"."', 'For all options use the manual or "--help all".\n', ['--help', 'all']],
    ["python's --help-all row", '--help-all      : print complete help information and exit\n', ['--help-all']],
    ["Qt's --help-all row", '  --help-all          Displays help including Qt specific options.\n', undefined],
    ["ffmpeg's -h full: every codec's options", '    -h full -- print all options (including all format and codec specific options, very long)\n', undefined],
    ['a help that names none', 'Usage: demo [OPTIONS] FILE\n  -v  verbose\n', undefined],
  ])('%s', (_label, text, expected) => {
    expect(findFullHelp(text)).toEqual(expected);
  });
});

describe('usageOf, a full help', () => {
  it('measured (round 35): qpdf --help=all lists a topic "usage: basic invocation" before the usage that names the program', () => {
    const lines = ['Topics:', '  usage: basic invocation', '', '== usage (basic invocation) ==', '', 'Usage: qpdf [infile] [options] [outfile]'];
    expect(usageOf(lines, 'qpdf')).toBe('qpdf [infile] [options] [outfile]');
  });
});
