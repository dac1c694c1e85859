import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

const DPKG_QUERY = `Usage: dpkg-query [<option>...] <command>

Commands:
  -s, --status [<package>...]      Display package status details.
  -L, --listfiles <package>...     List files 'owned' by package(s).
  -W, --show [<pattern>...]        Show information on package(s).
      --control-show <package> <file>
                                   Show the package control file.

Options:
  --admindir=<directory>           Use <directory> instead of /var/lib/dpkg.
  -f|--showformat=<format>         Use alternative format for --show.
`;

describe('withCommandOptions: options listed as commands take operands, not values', () => {
  it('measured (round 8): dpkg-query --show, --listfiles, --control-show are flags; its options keep their values', () => {
    const options = parseHelp(DPKG_QUERY, ['dpkg-query']).options.map((option) => [option.long, option.value]);
    expect(options).toEqual([
      ['--status', undefined],
      ['--listfiles', undefined],
      ['--show', undefined],
      ['--control-show', undefined],
      ['--admindir', '<directory>'],
      ['--showformat', '<format>'],
    ]);
  });

  it('measured (round 8): dpkg-deb -b|--build <directory> [<deb>]', () => {
    const help = 'Usage: dpkg-deb [<option>...] <command>\n\nCommands:\n  -b|--build <directory> [<deb>]   Build an archive.\n';
    expect(parseHelp(help, ['dpkg-deb']).options).toMatchObject([{ long: '--build', short: '-b' }]);
    expect(parseHelp(help, ['dpkg-deb']).options[0]!.value).toBeUndefined();
  });

  it('measured (round 8): dpkg-query takes the operands its commands name, each once, "--" before them', () => {
    expect(parseHelp(DPKG_QUERY, ['dpkg-query']).positionals.map(({ name, variadic, afterDoubleDash }) => [name, variadic, afterDoubleDash])).toEqual([
      ['package', true, true],
      ['pattern', true, true],
      ['file', false, true],
    ]);
  });

  it('a "Commands:" section without a <command> in the usage changes nothing', () => {
    const help = 'Usage: tool [options] FILE\n\nCommands:\n  -x, --extract <dir>   Extract into dir.\n';
    expect(parseHelp(help, ['tool']).options[0]!.value).toBe('<dir>');
  });
});

describe('toCommandOperands: commands that name their operands in other orders', () => {
  it.each([
    [
      'measured (round 8): dpkg-deb --build <directory> [<deb>] and --extract <deb> <directory>, "<deb> is the filename": one list of files',
      'Usage: dpkg-deb [<option>...] <command>\n\nCommands:\n  -b|--build <directory> [<deb>]   Build an archive.\n  -I|--info <deb> [<cfile>...]     Show info.\n  -x|--extract <deb> <directory>   Extract files.\n\n<deb> is the filename of a Debian format archive.\n',
      [['files', true, true]],
    ],
    [
      'no file among them: one list of operands',
      'Usage: tool [<option>...] <command>\n\nCommands:\n  -a|--add <name> <value>   Add.\n  -r|--rename <value> <name>   Rename.\n',
      [['operands', true, true]],
    ],
  ])('%s', (_title, help, expected) => {
    expect(parseHelp(help, ['x']).positionals.map(({ name, variadic, afterDoubleDash }) => [name, variadic, afterDoubleDash])).toEqual(expected);
  });
});
