import { describe, expect, it } from 'vitest';
import type { HelpPositional } from './help-types.js';
import { toDraftWrapper } from './draft-wrapper.js';
import { parseHelp } from './parse-help.js';
import { readVerbs, withVerbs } from './read-verbs.js';

const SYSTEMCTL = `systemctl [OPTIONS...] COMMAND ...

Query or send control commands to the system manager.

Unit Commands:
  list-units [PATTERN...]             List units currently in memory
  list-sockets [PATTERN...]           List socket units currently in memory,
                                      ordered by address
  set-property UNIT PROPERTY=VALUE... Sets one or more properties of a unit
  mount-image UNIT PATH [PATH [OPTS]] Mount an image from the host into a
                                      unit's namespace
Unit File Commands:
  get-default                         Get the name of the default target

Options:
  -h --help           Show this help
  -t --type=TYPE      List units of a particular type
`;

const MAN = `COMMANDS
       The following commands are understood:

   Session Commands
       list-sessions
           List current sessions.

       session-status [ID...]
           Show terse runtime status information about one or more sessions,
           followed by the most recent log data from the journal. Takes one or
           more session identifiers as parameters.

           units that are listed are shown in full.

       freeze Output installed packages in requirements format.

OPTIONS
       -H, --host=
           Execute the operation remotely.
`;

const operand = (name: string, fields: Partial<HelpPositional> = {}): HelpPositional => ({
  name,
  required: true,
  variadic: false,
  afterDoubleDash: false,
  ...fields,
});

describe('readVerbs', () => {
  it("measured: systemctl's help, each verb with what it does, a wrapped line joined, arguments that reach the column set apart by one space", () => {
    expect(readVerbs(SYSTEMCTL)).toEqual([
      { name: 'list-units', description: 'List units currently in memory' },
      { name: 'list-sockets', description: 'List socket units currently in memory, ordered by address' },
      { name: 'set-property', description: 'Sets one or more properties of a unit' },
      { name: 'mount-image', description: "Mount an image from the host into a unit's namespace" },
      { name: 'get-default', description: 'Get the name of the default target' },
    ]);
  });

  it('measured: apt-cache\'s "showsrc - Show source records"', () => {
    expect(readVerbs('Most used commands:\n  showsrc - Show source records\n  search - Search the package list for a regex pattern\n')).toEqual([
      { name: 'showsrc', description: 'Show source records' },
      { name: 'search', description: 'Search the package list for a regex pattern' },
    ]);
  });

  it("measured: a man page's COMMANDS, the verb on a line of its own, its first sentence below; a later paragraph's words are no verb (loginctl, pip)", () => {
    expect(readVerbs(MAN)).toEqual([
      { name: 'list-sessions', description: 'List current sessions.' },
      {
        name: 'session-status',
        description: 'Show terse runtime status information about one or more sessions, followed by the most recent log data from the journal.',
      },
      { name: 'freeze', description: 'Output installed packages in requirements format.' },
    ]);
  });

  it("review (stop 45): update-alternatives' man page, commands as options and sentences at the rows' indent, gives no verbs", () => {
    const man = [
      'COMMANDS',
      '       --install link name path priority',
      '           Add a group of alternatives to the system.',
      '       name alternatives the',
      '       is',
      '',
    ].join('\n');
    expect(readVerbs(man)).toEqual([]);
    expect(readVerbs('Commands:\n  status   Show the status\n  name alternatives the\n  list     List the items\n')).toEqual([
      { name: 'status', description: 'Show the status' },
      { name: 'list', description: 'List the items' },
    ]);
  });

  it('reads no verbs from "Commands:" that lists options (dpkg-architecture), nor from a list of one', () => {
    expect(readVerbs('Commands:\n  -l, --list                list variables (default).\n  -L, --list-known          list valid architectures.\n')).toEqual([]);
    expect(readVerbs('Commands:\n  status   Show the status\n')).toEqual([]);
  });
});

describe('withVerbs', () => {
  it("fills the usage's verb place, and makes it optional where the text names a verb run when none is given (hostnamectl)", () => {
    const place = operand('command', { verbs: [] });
    expect(withVerbs([place, operand('args', { required: false, variadic: true })], SYSTEMCTL, ['demo'])[0]).toMatchObject({
      name: 'command',
      required: true,
      verbs: expect.arrayContaining([{ name: 'get-default', description: 'Get the name of the default target' }]),
    });
    expect(withVerbs([place], `${SYSTEMCTL}\n  status  Show it. If no command is specified, this is the implied default.\n`, ['demo'])[0]!.required).toBe(
      false,
    );
  });

  it('review (stop 45): an option\'s "This is the default mode" leaves the verb required (systemd-creds); a subcommand drafted (csvtool namedcol) has no verb place', () => {
    const place = operand('command', { verbs: [] });
    expect(withVerbs([place], `${SYSTEMCTL}\n  --with-key=tpm2   This is the default mode of operation if a TPM2 chip exists.\n`, ['demo'])[0]!.required).toBe(
      true,
    );
    expect(withVerbs([place, operand('names')], SYSTEMCTL, ['systemctl', 'get-default'])).toEqual([operand('names')]);
  });

  it('without verbs listed, drops the verb place and the operands after it: they would take its place', () => {
    expect(withVerbs([operand('file'), operand('command', { verbs: [] }), operand('names')], 'Usage: x [OPTIONS] FILE COMMAND NAMES\n', ['demo'])).toEqual([
      operand('file'),
    ]);
  });

  it("reads gsettings's first COMMAND [ARGS...], taken for a program to run, as a verb's place where the help lists verbs; a program's COMMAND stays (nice)", () => {
    const runs = [operand('command', { required: false }), operand('args', { required: false, variadic: true })];
    expect(withVerbs(runs, 'Commands:\n  get    Get the value of a key\n  set    Set the value of a key\n', ['demo'])[0]!.verbs).toHaveLength(2);
    expect(withVerbs(runs, 'Usage: nice [OPTION] [COMMAND [ARG]...]\nRun COMMAND with an adjusted niceness.\n', ['demo'])).toEqual(runs);
  });

  it('measured (stop 45): apt\'s man SYNOPSIS "{list | search | ... | install pkg [...]... | upgrade}" is a verb\'s place, never a choice of words to offer', () => {
    const man = [
      'SYNOPSIS',
      '       apt [-h] [-o=config_string] {list | search | show | update | install pkg [{=pkg_version_number | /target_release}]... | remove pkg... | upgrade | {-v | --version}}',
      '',
    ].join('\n');
    const [place] = parseHelp(man, ['apt']).positionals;
    expect(place).toMatchObject({ name: 'command', required: true });
    expect(place!.choices).toBeUndefined();
    expect(place!.verbs!.map((verb) => verb.name)).toEqual(['list', 'search', 'show', 'update', 'install', 'remove', 'upgrade']);
    const { text } = toDraftWrapper([{ words: ['apt'], helpCommand: ['apt', '--help'], help: parseHelp(man, ['apt']) }], []);
    expect(text).toMatch(/^# Left out by the safety rules .*apt: <command> list search show update install remove upgrade \(its verbs may change things\)/m);
    expect(text).not.toMatch(/upgrade\n/);
  });

  it('measured (stop 46): apt-mark\'s "{auto|manual}", verbs its help lists, is their place: only those that read are offered', () => {
    const help = [
      'Usage: apt-mark [options] {auto|manual} pkg1 [pkg2 ...]',
      '',
      'Most used commands:',
      '  auto - Mark the given packages as automatically installed',
      '  manual - Mark the given packages as manually installed',
      '  showmanual - Print the list of manually installed packages',
      '',
    ].join('\n');
    const [place, packages] = parseHelp(help, ['apt-mark']).positionals;
    expect(place).toMatchObject({ name: 'command', required: true, verbs: [{ name: 'auto' }, { name: 'manual' }, { name: 'showmanual' }] });
    expect(place!.choices).toBeUndefined();
    expect(packages).toMatchObject({ name: 'pkg', variadic: true });
    const { text } = toDraftWrapper([{ words: ['apt-mark'], helpCommand: ['apt-mark', '--help'], help: parseHelp(help, ['apt-mark']) }], []);
    expect(text).toMatch(/enum:\n\s+- showmanual\n\s+required/);
    expect(parseHelp('Usage: prog {on|off}\n\nCommands:\n  start  Start it\n  stop  Stop it\n', ['prog']).positionals[0]!.choices).toEqual(['on', 'off']);
  });

  it('measured (stop 46): ip\'s "OBJECT { COMMAND | help }" is an object, then a verb\'s place, never a choice to require', () => {
    const [object, place] = parseHelp('Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }\n', ['ip']).positionals;
    expect(object).toMatchObject({ name: 'object', required: true });
    expect(place).toMatchObject({ name: 'command', verbs: [{ name: 'help' }] });
  });

  it("measured (stop 45): kernel-install's forms, each led by a literal verb before placeholders in capitals, are a verb's place; lower-case placeholders are not", () => {
    const forms = (lines: string[]) =>
      parseHelp(['Usage:', ...lines, '', 'Options:', '  -v, --verbose  Increase verbosity', ''].join('\n'), ['prog']).positionals;
    const [place, ...rest] = forms([
      '  prog [OPTIONS...] add KERNEL-VERSION KERNEL-IMAGE',
      '  prog [OPTIONS...] remove KERNEL-VERSION',
      '  prog [OPTIONS...] inspect',
    ]);
    expect(place).toMatchObject({ name: 'command', required: true, verbs: [{ name: 'add' }, { name: 'remove' }, { name: 'inspect' }] });
    expect(rest.map((operand) => operand.name)).toEqual(['kernel_version', 'kernel_image']);
    expect(forms(['  prog [OPTIONS] file', '  prog [OPTIONS] dir']).some((operand) => operand.verbs)).toBe(false);
  });
});
