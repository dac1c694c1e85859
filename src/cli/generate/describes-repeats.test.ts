import { describe, expect, it } from 'vitest';
import { describesRepeats, namesSeveral, showsRepeats } from './describes-repeats.js';

describe('describesRepeats', () => {
  it.each([
    ['This option can be repeated.', true],
    // measured (round 31, after its blind row): vacuumdb's and reindexdb's -t, -i, -S.
    ['vacuum specific table(s) only', true],
    ['recreate specific index(es) only', true],
    ['a specific setting only', false],
    ['--src can be supplied multiple times', true],
    // held out (round 20): vera++'s Boost rows, "(note: can be used many times)".
    ['execute the given rule (note: the .tcl extension is added automatically. can be used many times.)', true],
    // measured (round 9): xmlstarlet sel's -N.
    ['predefine namespaces (name without xmlns:) Multiple -N options are allowed.', true],
    // measured (round 8): lsof's man page, its -c.
    ['Multiple commands may be specified, using multiple -c options.', true],
    ['Specify a URI endpoint on which to listen - more than one may be specified to listen in multiple places', true],
    // measured (round 7): concurrently's --prefix-colors, a value repeated, not the option.
    ['If there are more commands than colors, the last color will be repeated.', false],
    // held out (round 13): cflow's --target, cppcheck's -I, icdiff's --label.
    ['show only graphs leading from start symbols to this function; multiple options are allowed', true],
    ['Give path to search for include files. Give several -I parameters to give several paths.', true],
    // measured (round 11): exiv2's man page.
    ['Only keys which match the given key (grep). Multiple -g options can be used to filter info to less keys.', true],
    // measured (round 15): clang-format's -offset, -length and -lines.
    ['Format a range starting at this byte offset. Multiple ranges can be formatted by specifying several -offset and -length pairs.', true],
    ['format a range of lines (both 1-based). Multiple ranges can be formatted by specifying several -lines arguments.', true],
    ['override file labels with arbitrary tags. Use twice, one for each file.', true],
    // a search path or list that a value is added to (cflow's -I, texi2any's -I and -P).
    ['add the directory DIR to the list of directories to be searched for header files', true],
    ['append DIR to the @include search path.', true],
    ['prepend DIR to the @include search path.', true],
    // the preprocessor's -D and -U (cflow, cppcheck, texi2any): each defines one name.
    ['predefine NAME as a macro', true],
    ['Define preprocessor symbol. Unless --max-configs or --force is used', true],
    ['define the variable VAR, as with @set.', true],
    ['Undefine preprocessor symbol.', true],
    ['cancel any previous definition of NAME', true],
    // a value added to a named collection, whatever its placeholder's spelling (held out, round 16: openssl verify's -policy).
    ['adds policy to the acceptable policy set', true],
    ['append <dir> to the include path', true],
    ['Add <path> to lookup paths', true],
    // a prefix added to each path is no collection (llvm-objdump's and objdump's --prefix, uncrustify's --prefix), nor a plural value one word (jdeps's --add-modules).
    ['Add prefix to absolute paths', false],
    ['Add PREFIX to absolute paths for -S', false],
    ['Prepend PFX to the output filename path.', false],
    ['Adds modules to the root set for analysis', false],
    // "(s)" is no repeat by itself: env's "--block-signal[=SIG] block delivery of SIG signal(s)" takes a list in one word.
    ['block delivery of SIG signal(s) to COMMAND', false],
  ])('%s', (description, expected) => {
    expect(describesRepeats(description)).toBe(expected);
  });
});

describe('showsRepeats', () => {
  it.each([
    // isort's --skip, stylelint's --suppress: the option given twice in one command, its values numbered.
    [
      'Files that sort imports should skip over. If you want to skip multiple files you should specify twice: --skip file1 --skip file2.',
      ['--skip', '-s'],
      true,
    ],
    ['If no rule is specified, all rules are suppressed, e.g., "--suppress rule1 --suppress rule2".', ['--suppress'], true],
    // alternatives, each its own command (hexyl's --length, csvtojson's --delimiter, diff's --color).
    ['Examples: --length=64, --length=4KiB', ['--length', '-n'], false],
    ['e.g. --delimiter=# --delimiter=\'[",",";"]\' --delimiter=auto', ['--delimiter'], false],
    ["plain --color means --color='auto'", ['--color'], false],
  ])('%s', (description, flags, expected) => {
    expect(showsRepeats(description, flags)).toBe(expected);
  });
});

describe('namesSeveral', () => {
  // Each line: the description, then after " | " the value's placeholder and whether the option names several.
  const cases = `
    Sections which should not be split with previous by empty lines. | NO_LINES_BEFORE yes
    Deprecations to ignore. | NAME yes
    The directories to search for sources. | DIR yes
    architecture(s) from a Mach-O file to dump | value yes
    patterns for files to exclude from formatting | PATTERN yes
    Specify patterns of files to ignore (in addition to those in \`.eslintignore\`) | PAT yes
    Specify the output file to write | FILE no
    Writes to <file> the language processing filters then exits. | file no
    Defaults to ";". Field separator for nested values. | string no
    Specifies that no new threads should be started if there are other threads running | load no
    Defines which jpegs to remove (when using the -d option). | mode no
    Ellipsis to show when line is truncated (default: '..') | STR no
    Character(s) to use as delimiter. | delimiter no
    Files to skip. | FILES no
    Columns to show, comma-separated. | COL no
    Plugins to load (a list). | NAME no`;
  // a plural head noun and a value that names one (isort's --nlb and --sg, sass's --silence-deprecation given a value, llvm-nm's
  // and llvm-objdump's --arch); verbs and single nouns are no plural head (cloc, mlr nest, cppcheck, jpeginfo, fzf), characters
  // no value of several, and a plural placeholder or a list in one word is one value.
  it.each(
    cases
      .trim()
      .split('\n')
      .map((line) => /^\s*(.*) \| (\S+) (yes|no)$/.exec(line)!.slice(1)),
  )('%s', (description, placeholder, expected) => {
    expect(namesSeveral(description, placeholder)).toBe(expected === 'yes');
  });
});
