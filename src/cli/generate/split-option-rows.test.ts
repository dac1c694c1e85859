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
    [
      '  -f   freshen: only changed files  -u   update: only changed or new files',
      ['  -f   freshen: only changed files', '  -u   update: only changed or new files'],
    ],
  ])('%j', (line, rows) => {
    expect(toOptionRows(line)).toEqual(rows);
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

  it('an ellipsis after a placeholder is no leader where the help has no leaders', () => {
    const help = ['  -I dir ...   add a directory', '  -v           verbose', '  -q           quiet'].join('\n');
    expect(toOptionRows(help)).toEqual(help.split('\n'));
  });
});
