import { describe, expect, it } from 'vitest';
import { toOptionRows } from './split-option-rows.js';

describe('toOptionRows', () => {
  it.each([
    // measured (round 8): lsof's table, three cells to a line, "+|-e" and "+f|-f" beside "-e" and "-f".
    [
      '  -?|-h list help          -a AND selections (OR)     -b avoid kernel blocks',
      ['  -?|-h  list help', '  -a  AND selections (OR)', '  -b  avoid kernel blocks'],
    ],
    ['  -c c  cmd c ^c /c/[bix]  +c w  COMMAND width (9)    +d s  dir s files', ['  -c c  cmd c ^c /c/[bix]']],
    ['  +|-e s  exempt s *RISKY*   +f|-f  +filesystem or -file names', ['  -e s  exempt s *RISKY*', '  -f  +filesystem or -file names']],
    // A man page's justified prose that ends in an option is no table (tree's -R).
    [
      '       -R     Recursively cross down the tree each level directories  (see  -L',
      ['       -R     Recursively cross down the tree each level directories  (see  -L'],
    ],
    // measured (round 10): jshint's type words (the `cli` package), one space or none before the description.
    ['      --exclude-path STRINGPass in a custom jshintignore file path', ['      --exclude-path STRING  Pass in a custom jshintignore file path']],
    ['  -e, --extra-ext STRING Comma-separated list of file extensions to use', ['  -e, --extra-ext STRING  Comma-separated list of file extensions to use']],
    ['      --reporter STRING  Custom reporter', ['      --reporter STRING  Custom reporter']],
    // Round 15/16 (blind): Miller's verb helps, a value in braces beside its flag or past a gap, one space before the description.
    [' -f {a,b,c} Comma-separated field names for cut, e.g. a,b,c.', [' -f {a,b,c}  Comma-separated field names for cut, e.g. a,b,c.']],
    ['  --prepipe {command} As in main input options', ['  --prepipe {command}  As in main input options']],
    ['-f  {comma-separated field names}  Lexical ascending', ['-f {comma-separated field names}  Lexical ascending']],
    [
      '  -f   freshen: only changed files  -u   update: only changed or new files',
      ['  -f   freshen: only changed files', '  -u   update: only changed or new files'],
    ],
  ])('%j', (line, rows) => {
    expect(toOptionRows(line)).toEqual(rows);
  });

  it("less's leaders between the short names and the long ones: each short pairs with the long in its place", () => {
    const help = [
      '  -a  ........  --search-skip-screen',
      '  -b [N]  ....  --buffers=[N]',
      '  -e  -E  ....  --quit-at-eof  --QUIT-AT-EOF',
      '  -q  -Q  ....  --quiet  --QUIET  --silent --SILENT',
    ];
    expect(toOptionRows(help.join('\n'))).toEqual([
      '  -a, --search-skip-screen',
      '  -b, --buffers=[N]',
      '  -e, --quit-at-eof',
      '  -E, --QUIT-AT-EOF',
      '  -q, --quiet',
      '  -Q, --QUIET',
      '  --silent',
      '  --SILENT',
    ]);
  });

  it('a man page\'s tag that joins the names with "or" (less, jar), not a description that does', () => {
    const man = ['       -a or --search-skip-screen', '       -f=FILE or --file=FILE', '                        --in-place or --diff'];
    expect(toOptionRows(man.join('\n'))).toEqual([
      '       -a, --search-skip-screen',
      '       -f=FILE, --file=FILE',
      '                        --in-place or --diff',
    ]);
  });

  it('libwebp\'s dotted leaders between an option and its description are a column break, not "several values"', () => {
    const help = [
      '  -mt .......... use multi-threading',
      '  -dither <d> .. dithering strength (in 0..100)',
      '  -incremental . use incremental decoding (useful for tests)',
      '  -crop <x> <y> <w> <h> ... crop output with the given rectangle',
      '  -v ........... verbose (e.g. print encoding/decoding times)',
      '  -noasm ....... disable all assembly optimizations',
    ].join('\n');
    expect(toOptionRows(help)).toEqual([
      '  -mt  use multi-threading',
      '  -dither <d>  dithering strength (in 0..100)',
      '  -incremental  use incremental decoding (useful for tests)',
      '  -crop <x> <y> <w> <h>  crop output with the given rectangle',
      '  -v  verbose (e.g. print encoding/decoding times)',
      '  -noasm  disable all assembly optimizations',
    ]);
  });

  it('exiv2 (held out): a placeholder one space short of the description column the other rows share is still a placeholder', () => {
    const help = [
      '   -v      Be verbose during the program run.',
      '   -Q lvl  Set log-level to d(ebug), i(nfo), w(arning), e(rror) or m(ute).',
      '   -g key  Only output info for this key (grep).',
      '   -k      Preserve file timestamps (keep).',
      '   -a time Time adjustment in the format [-]HH[:MM[:SS]]. This option',
      '           is only used with the adjust action.',
      '   -Y yrs  Year adjustment with the adjust action.',
      '   -P flgs Print flags for fine control of tag lists:',
    ].join('\n');
    const rows = toOptionRows(help);
    expect([rows[4], rows[7]]).toEqual([
      '   -a time  Time adjustment in the format [-]HH[:MM[:SS]]. This option',
      '   -P flgs  Print flags for fine control of tag lists:',
    ]);
    expect(rows.filter((_, index) => ![4, 7].includes(index))).toEqual(help.split('\n').filter((_, index) => ![4, 7].includes(index)));
  });

  it('a one-space description is left alone where no column is shared', () => {
    const help = ['  -q quiet mode', '  -v  verbose', '      --synchronous synchronous output'].join('\n');
    expect(toOptionRows(help)).toEqual(help.split('\n'));
  });

  it('a placeholder of two words that breaks later is left alone (jdeps)', () => {
    const rows = ['-e <regex>', '-f <regex>', '-m <name>', '--add-modules <a>', '--class-path <p>'].map((spec) => `  ${spec}`.padEnd(32) + 'Does a thing');
    const row = '  --upgrade-module-path <module path>  Specify upgrade module path';
    expect(toOptionRows([...rows, row].join('\n')).at(-1)).toBe(row);
  });

  it("ag (held out): a placeholder past the gap that the description names again is the option's", () => {
    expect(toOptionRows('  -G --file-search-regex  PATTERN Limit search to filenames matching PATTERN')).toEqual([
      '  -G --file-search-regex PATTERN  Limit search to filenames matching PATTERN',
    ]);
    expect(toOptionRows('  -v --verbose  THE Output is verbose')).toEqual(['  -v --verbose  THE Output is verbose']);
    expect(toOptionRows('      --xml                   XML mode: generate XML file')).toEqual(['      --xml                   XML mode: generate XML file']);
    expect(toOptionRows('      --json  JSON Output as JSON')).toEqual(['      --json  JSON Output as JSON']);
  });

  it('an ellipsis after a placeholder is no leader where the help has no leaders', () => {
    const help = ['  -I dir ...   add a directory', '  -v           verbose', '  -q           quiet'].join('\n');
    expect(toOptionRows(help)).toEqual(help.split('\n'));
  });
});
