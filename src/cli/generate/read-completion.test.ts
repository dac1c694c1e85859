import { describe, expect, it } from 'vitest';
import { findCompletionArgs, parseFishCompletion, splitFishCommands } from './read-completion.js';

/** As clap 4 writes it (rustup completions fish), cut down. */
const CLAP4 = `# Print an optspec for argparse
function __fish_rustup_global_optspecs
	string join \\n v/verbose q/quiet h/help V/version
end
complete -c rustup -n "__fish_rustup_needs_command" -s v -l verbose -d 'Set log level to \\'DEBUG\\''
complete -c rustup -n "__fish_rustup_needs_command" -s h -l help -d 'Print help'
complete -c rustup -n "__fish_rustup_needs_command" -a "install" -d 'Install or update'
complete -c rustup -n "__fish_rustup_using_subcommand toolchain; and __fish_seen_subcommand_from install" -l profile -r -f -a "minimal\\t''
complete\\t''"
complete -c rustup -n "__fish_rustup_using_subcommand toolchain; and __fish_seen_subcommand_from install" -s c -l component -d 'Components to add' -r
complete -c rustup -n "__fish_rustup_using_subcommand toolchain; and not __fish_seen_subcommand_from list install" -s q -l quiet -d 'Quiet'
complete -c rustup -n "__fish_rustup_using_subcommand toolchain" -l path -d 'A path' -r -F
`;
/** As clap 2/3 and ripgrep write it. */
const CLAP2 = `complete -c rg -n "__fish_use_subcommand" -s g -l glob -d 'Include or exclude files' -r
complete -c rg -s t -l type -x -a 'rust py js' -d 'Only search files matching TYPE'
complete -c cargo -n "__fish_seen_subcommand_from build" -l release -d 'Build in release mode'
`;

describe('parseFishCompletion', () => {
  it("reads the program's own options, with their values, and never --help", () => {
    expect(parseFishCompletion(CLAP4, []).options).toEqual([
      { long: '--verbose', short: '-v', optionalValue: false, inline: false, negatable: false, description: "Set log level to 'DEBUG'" },
    ]);
    expect(parseFishCompletion(CLAP2, []).options).toMatchObject([
      { long: '--glob', short: '-g', value: 'VALUE' },
      { long: '--type', short: '-t', value: 'VALUE', choices: ['rust', 'py', 'js'] },
    ]);
  });

  it("reads a subcommand's options by the script's conditions", () => {
    expect(parseFishCompletion(CLAP4, ['toolchain', 'install']).options).toMatchObject([
      { long: '--profile', choices: ['minimal', 'complete'] },
      { long: '--component', short: '-c', value: 'VALUE' },
    ]);
    expect(parseFishCompletion(CLAP4, ['toolchain']).options).toMatchObject([{ long: '--quiet' }, { long: '--path', value: 'VALUE', path: true }]);
    expect(parseFishCompletion(CLAP2, ['build']).options).toMatchObject([{ long: '--release' }]);
    expect(parseFishCompletion(CLAP2, ['install']).options).toEqual([]);
  });

  it('reads quotes across lines, escapes and comments', () => {
    expect(splitFishCommands(`# c\ncomplete -c x -d 'it\\'s' -a "a\nb"; echo "q\\"q"`)).toEqual([
      ['complete', '-c', 'x', '-d', "it's", '-a', 'a\nb'],
      ['echo', 'q"q'],
    ]);
  });
});

describe('findCompletionArgs', () => {
  it.each([
    ['clap: a completions subcommand', 'Commands:\n  completions  Generate tab-completion scripts for your shell\n', ['completions', 'fish']],
    [
      'cobra: a completion subcommand',
      'Available Commands:\n  completion  Generate the autocompletion script for the specified shell\n',
      ['completion', 'fish'],
    ],
    [
      'ripgrep: --generate',
      '    --generate=KIND\n        Generate special types of output: man, complete-bash, complete-fish\n',
      ['--generate', 'complete-fish'],
    ],
    ['nothing', 'Usage: grep [OPTION]... PATTERNS [FILE]...\n', undefined],
  ])('%s', (_name, help, expected) => {
    expect(findCompletionArgs(help)).toEqual(expected);
  });
});
