import { describe, expect, it } from 'vitest';
import { describesRepeats } from './describes-repeats.js';

describe('describesRepeats', () => {
  it.each([
    ['This option can be repeated.', true],
    ['--src can be supplied multiple times', true],
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
    // "(s)" is no repeat by itself: env's "--block-signal[=SIG] block delivery of SIG signal(s)" takes a list in one word.
    ['block delivery of SIG signal(s) to COMMAND', false],
  ])('%s', (description, expected) => {
    expect(describesRepeats(description)).toBe(expected);
  });
});
