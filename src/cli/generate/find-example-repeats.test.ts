import { describe, expect, it } from 'vitest';
import { findExampleRepeats } from './find-example-repeats.js';

describe('findExampleRepeats', () => {
  it.each([
    // held out (round 11): mlr sort's example; tuned: fd's and rg's.
    ['mlr', ['Example:', '  mlr sort -f a,b -nr x,y,z', 'which is the same as:', '  mlr sort -f a -f b -nr x -nr y -nr z'], ['-f', '-nr']],
    ['fd', ['    fd --type file --type symlink …'], ['--type']],
    ['rg', ["    rg --colors 'match:fg:magenta' --colors 'line:bg:yellow' foo."], ['--colors']],
    ['grep', ['  $ grep --include=*.c --include=*.h main .'], ['--include']],
    // examples of one value each, not one command line; a flag given twice with no value; once each.
    ['csvtojson', ['  e.g. --delimiter=# --delimiter=\'[",",";"]\' --delimiter=auto'], []],
    ['jo', ['  jo -a -a x'], []],
    ['mlr', ['  mlr sort -f a -nr x'], []],
  ])('%s: %j', (program, lines, expected) => {
    expect([...findExampleRepeats(lines, program)].sort()).toEqual([...expected].sort());
  });
});
