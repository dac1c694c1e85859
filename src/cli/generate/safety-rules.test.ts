import { describe, expect, it } from 'vitest';
import { findSafetyRule, type SafetyAction, type SafetySubject } from './safety-rules.js';

const option = (names: string[], placeholder: string | undefined, description: string, isDangerous?: boolean): SafetySubject => ({
  kind: 'option',
  names,
  ...(placeholder !== undefined && { placeholder }),
  description,
  ...(isDangerous && { isDangerous }),
});
const operand = (name: string, description?: string): SafetySubject => ({ kind: 'operand', names: [name], ...(description && { description }) });
const command = (words: string[], isDangerous?: boolean): SafetySubject => ({ kind: 'command', names: words.slice(1), ...(isDangerous && { isDangerous }) });

// One row per rule, and one per failure measured in issue 24 (marked "measured"): what the help
// (or spec) says, in which command, and what the draft must do with it.
const ROWS: [string, SafetySubject, string[], SafetyAction | undefined][] = [
  ['ack --output=expr: the evaluation of a Perl expression', option(['--output'], 'expr', 'Output the evaluation of expr for each line'), ['ack'], 'leave-out'],
  ['age --passphrase asks on the terminal', option(['--passphrase', '-p'], undefined, 'Encrypt with a passphrase.'), ['age'], 'leave-out'],
  ['lz4 -f overwrites without prompting', option(['-f'], undefined, 'overwrite output without prompting'), ['lz4'], 'leave-out'],
  // Offered although named like what the rules leave out (issue 24's tuned corpus).
  [
    'shellcheck --shell=SHELLNAME picks a dialect from a list',
    { ...option(['--shell', '-s'], 'SHELLNAME', 'Specify dialect (sh, bash, dash, ksh)'), choices: ['sh', 'bash', 'dash', 'ksh'] },
    ['shellcheck'],
    'plain',
  ],
  ['a --shell with no list stays out', option(['--shell'], 'NAME', 'the shell to use'), ['x'], 'leave-out'],
  [
    'lsblk --shell formats output for a shell',
    option(['--shell', '-y'], undefined, 'use column names to be usable as shell variable identifiers'),
    ['lsblk'],
    'plain',
  ],
  ['bat --force-colorization', option(['--force-colorization', '-f'], undefined, "Alias for '--decorations=always --color=always'."), ['bat'], 'plain'],
  [
    'bat --paging <when> picks a mode from a list',
    { ...option(['--paging'], '<when>', 'Specify when to use the pager. To disable the pager, use --paging=never'), choices: ['auto', 'never', 'always'] },
    ['bat'],
    'plain',
  ],
  ['tr --delete deletes characters, not files', option(['--delete', '-d'], undefined, 'delete characters in ARRAY1, do not translate'), ['tr'], 'plain'],
  [
    'xz --stdout: "don\'t delete input files"',
    option(['--stdout', '-c'], undefined, "write to standard output and don't delete input files"),
    ['xz'],
    undefined,
  ],
  ['zip -d deletes entries', option(['-d'], undefined, 'delete entries in zipfile'), ['zip'], 'leave-out'],
  // Values that are run.
  [
    'measured: git grep -O runs its value through a shell',
    option(['--open-files-in-pager', '-O'], '[<pager>]', 'show matching files in the pager'),
    ['git', 'grep'],
    'leave-out',
  ],
  ['split --filter=COMMAND', option(['--filter'], 'COMMAND', 'write to shell COMMAND; file name is $FILE'), ['split'], 'leave-out'],
  ['python -c cmd', option(['-c'], 'cmd', 'program passed in as string (terminates option list)'), ['python3'], 'leave-out'],
  ['perl -e program', option(['-e'], 'program', "one line of program (several -e's allowed, omit programfile)"), ['perl'], 'leave-out'],
  ['node -e, --eval', option(['--eval', '-e'], '...', 'evaluate script'), ['node'], 'leave-out'],
  ['php -r <code>', option(['-r'], '<code>', 'Run PHP <code> without using script tags <?..?>'), ['php'], 'leave-out'],
  ['measured: sqlite3 -cmd', option(['-cmd'], 'COMMAND', 'run "COMMAND" before reading stdin'), ['sqlite3'], 'leave-out'],
  ['rsync -e, --rsh', option(['--rsh', '-e'], 'COMMAND', 'specify the remote shell to use'), ['rsync'], 'leave-out'],
  ['rsync --rsync-path', option(['--rsync-path'], 'PROGRAM', 'specify the rsync to run on remote machine'), ['rsync'], 'leave-out'],
  ['tar -I, --use-compress-program', option(['--use-compress-program', '-I'], 'PROG', 'filter through PROG (must accept -d)'), ['tar'], 'leave-out'],
  ['tar --to-command', option(['--to-command'], 'COMMAND', 'pipe extracted files to another program'), ['tar'], 'leave-out'],
  ['tar --checkpoint-action: "execute ACTION"', option(['--checkpoint-action'], 'ACTION', 'execute ACTION on each checkpoint'), ['tar'], 'leave-out'],
  ['tar --info-script: "run script"', option(['--info-script', '-F'], 'NAME', 'run script at end of each tape (implies -M)'), ['tar'], 'leave-out'],
  ['a --hook that runs a command', option(['--hook'], '<spec>', 'run the given command after each file'), ['tool'], 'leave-out'],
  ['find -exec', option(['-exec'], 'COMMAND ;', 'execute COMMAND; true if 0 status is returned'), ['find'], 'leave-out'],
  ['find -execdir', option(['-execdir'], 'COMMAND ;', 'like -exec, from the subdirectory of the file'), ['find'], 'leave-out'],
  ['find -ok', option(['-ok'], 'COMMAND ;', 'like -exec but ask the user first'), ['find'], 'leave-out'],
  ['git commit --edit', option(['--edit', '-e'], undefined, 'force edit of commit'), ['git', 'commit'], 'leave-out'],
  ['an --editor', option(['--editor'], 'EDITOR', 'the editor to open'), ['tool'], 'leave-out'],
  ['ssh -o ProxyCommand=...', option(['-o'], 'option', 'Can be used to give options in the format used in the configuration file'), ['ssh'], 'leave-out'],
  ['git -c core.pager=...', option(['-c'], '<name>=<value>', 'Pass a configuration parameter to the command'), ['git'], 'leave-out'],
  ['git log -c is a diff format, not git -c', option(['-c'], undefined, 'combined diff format for merge commits'), ['git', 'log'], undefined],
  [
    'measured (merged, issue 24): pandoc -L, --lua-filter <script> is Lua it runs',
    option(['--lua-filter', '-L'], '<script>', "Transform the document in a similar fashion as JSON filters, but use pandoc's built-in Lua filtering system"),
    ['pandoc'],
    'leave-out',
  ],
  ['pandoc --lua-filter=SCRIPTPATH, as its help says it', option(['--lua-filter', '-L'], 'SCRIPTPATH', ''), ['pandoc'], 'leave-out'],
  [
    'measured (merged): rsync --rsync-path <PATH>, as its spec says it, runs a program on the remote',
    option(['--rsync-path'], '<PATH>', 'Specify the rsync to run on the remote machine'),
    ['rsync'],
    'leave-out',
  ],
  [
    'git fetch --upload-pack runs a program on the remote',
    option(['--upload-pack'], '<upload-pack>', 'Path to git-upload-pack on the remote'),
    ['git', 'fetch'],
    'leave-out',
  ],
  [
    'measured: timeit -s, --setup is executed Python',
    option(['--setup', '-s'], 'S', "statement to be executed once initially (default 'pass')"),
    ['python3', '-m', 'timeit'],
    'leave-out',
  ],
  ['needs a terminal: "pipe through more pager"', option(['-M'], undefined, 'pipe through "more" pager'), ['tool'], 'leave-out'],
  ['needs a terminal: /dev/tty', option(['--open-tty', '-o'], undefined, 'Reopen stdin as /dev/tty in the child'), ['xargs'], 'leave-out'],
  [
    'measured (merged): age -p, --passphrase "requested interactively from the terminal"',
    option(['--passphrase', '-p'], undefined, 'Encrypt with a passphrase, requested interactively from the ter- minal.'),
    ['age'],
    'leave-out',
  ],
  [
    'ack --heading: "default: on when used interactively" needs no terminal',
    option(['--heading'], undefined, "Print a filename heading above each file's results.  (default: on when used interactively)"),
    ['ack'],
    undefined,
  ],
  ['measured (merged): eslint --init runs a wizard', option(['--init'], undefined, 'Run config initialization wizard'), ['eslint'], 'leave-out'],
  ['measured (merged): zip -e asks for a password on the terminal', option(['-e'], undefined, 'encrypt'), ['zip'], 'leave-out'],
  ['unzip -e is not zip -e', option(['-e'], undefined, 'extract'), ['unzip'], undefined],
  ['--interactive prompts', option(['--interactive', '-p'], undefined, 'prompt before each run'), ['tool'], 'leave-out'],
  ['git --no-pager turns the pager off', option(['--no-pager'], undefined, 'Do not pipe Git output into a pager.'), ['git'], 'plain'],
  ['diff --paginate runs pr, no pager', option(['--paginate', '-l'], undefined, "pass output through 'pr' to paginate it"), ['diff'], undefined],
  [
    'npm --workspaces is a flag, not a command',
    option(['--workspaces'], undefined, 'Set to true to run the command in the context of all configured workspaces.'),
    ['npm', 'ls'],
    undefined,
  ],
  ['sqlite3 -nonce escapes safe mode', option(['-nonce'], 'STRING', 'set the safe-mode escape nonce'), ['sqlite3'], 'leave-out'],
  ['file --no-sandbox', option(['--no-sandbox', '-S'], undefined, 'disable system call sandboxing'), ['file'], 'leave-out'],
  // Values handed on to another program, programs and interpreters chosen, code loaded (round 3 of issue 24).
  ['gcc -Wa,<options>: passed on to the assembler', option(['-Wa'], '<options>', 'Pass comma-separated <options> on to the assembler.'), ['gcc'], 'leave-out'],
  ['gcc -Xlinker <arg>: passed on to the linker', option(['-Xlinker'], '<arg>', 'Pass <arg> on to the linker.'), ['gcc'], 'leave-out'],
  ['clang -Xclang <arg>: passed to the compiler', option(['-Xclang'], '<arg>', 'Pass <arg> to the clang compiler'), ['clang'], 'leave-out'],
  ['curl --data passes data to a server, not a program', option(['--data', '-d'], '<data>', 'Pass the data to the HTTP server'), ['curl'], undefined],
  [
    'gcc -B <directory>: where the compiler finds its programs',
    option(['-B'], '<directory>', "Add <directory> to the compiler's search paths."),
    ['gcc'],
    'leave-out',
  ],
  [
    'gcc -specs=<file>: the programs the driver runs',
    option(['-specs'], '<file>', 'Override built-in specs with the contents of <file>.'),
    ['gcc'],
    'leave-out',
  ],
  ['cc -I <dir> is a header folder, kept in the roots', option(['-I'], '<dir>', 'Add directory to include search path'), ['cc'], 'path'],
  [
    'gcc -print-prog-name=<prog> only prints a path',
    option(['-print-prog-name'], '<prog>', 'Display the full path to compiler component <prog>.'),
    ['gcc'],
    'plain',
  ],
  [
    'pip --python <python>: the interpreter that runs',
    option(['--python'], '<python>', 'Run pip with the specified Python interpreter.'),
    ['pip', 'list'],
    'leave-out',
  ],
  ['a --node <path> that picks the runtime', option(['--node'], '<path>', 'path to the node binary'), ['tool'], 'leave-out'],
  ['an --interpreter', option(['--interpreter'], 'PATH', 'the interpreter for the scripts'), ['tool'], 'leave-out'],
  ['black --python-cell-magics is no interpreter', option(['--python-cell-magics'], 'TEXT', 'custom cell magics'), ['black'], undefined],
  [
    'markdownlint --rules: custom rule files',
    option(['--rules', '-r'], '<file|directory|glob|package>', 'include custom rule files (default: [])'),
    ['markdownlint'],
    'leave-out',
  ],
  [
    'rg --ignore-file: .gitignore format rules files are data',
    option(['--ignore-file'], '<PATH>', 'Specifies a path to one or more .gitignore format rules files.'),
    ['rg'],
    'path',
  ],
  ['svgo --config: only .js is supported', option(['--config'], '<CONFIG>', 'Custom config file, only .js is supported'), ['svgo'], 'leave-out'],
  [
    'a config that is data stays a path',
    option(['--config', '-c'], '<configFile>', 'configuration file (JSON, JSONC, JS, YAML, or TOML)'),
    ['markdownlint'],
    'path',
  ],
  ['node --require <module>', option(['--require', '-r'], '<module>', 'module to preload'), ['mocha'], 'leave-out'],
  ['node --import <module>', option(['--import'], '<module>', 'ES module to preload'), ['node'], 'leave-out'],
  ['a --loader', option(['--loader', '--experimental-loader'], '<module>', 'use the specified module as a custom loader'), ['node'], 'leave-out'],
  ['eslint --plugin [String] names installed packages', option(['--plugin'], '[String]', 'Specify plugins'), ['eslint'], undefined],
  ['prove -P: a plugin by name', option(['-P'], undefined, 'Load plugin (searches App::Prove::Plugin::*.)'), ['prove'], undefined],
  ['prove --man starts a man viewer', option(['--man', '-H'], undefined, 'Longer manpage for prove'), ['prove'], 'leave-out'],
  ['ack --man: the manual, through perldoc', option(['--man'], undefined, 'Print the manual.'), ['ack'], 'leave-out'],
  ['bsdtar -w: "Interactive"', option(['-w'], undefined, 'Interactive'), ['bsdtar'], 'leave-out'],
  // Safe modes.
  ['sqlite3 -safe is always on', option(['-safe'], undefined, 'enable safe-mode'), ['sqlite3'], 'always-on'],
  ['GNU sed --sandbox is always on', option(['--sandbox'], undefined, 'operate in sandbox mode (disable e/r/w commands).'), ['sed'], 'always-on'],
  ["sed's script, with --sandbox on, is offered", option(['--expression', '-e'], 'script', 'add the script to the commands to be executed'), ['sed'], 'plain'],
  // Dangerous options.
  ["a spec's isDangerous option", option(['--yes'], undefined, 'Do not ask', true), ['tool'], 'leave-out'],
  ['git reset --hard', option(['--hard'], undefined, 'reset HEAD, index and working tree'), ['git', 'reset'], 'leave-out'],
  ['--force', option(['--force', '-f'], undefined, 'force overwrite of output file'), ['gzip'], 'leave-out'],
  [
    'git push --force-with-lease',
    option(['--force-with-lease'], '[=<refname>[:<expect>]]', 'require old value of ref to be at this value'),
    ['git', 'push'],
    'leave-out',
  ],
  ['tar --remove-files', option(['--remove-files'], undefined, 'remove files after adding them to the archive'), ['tar'], 'leave-out'],
  ['date --set', option(['--set', '-s'], 'STRING', 'set time described by STRING'), ['date'], 'leave-out'],
  ['git branch -D', option(['-D'], undefined, 'Shortcut for --delete --force.'), ['git', 'branch'], 'leave-out'],
  ['zip -d deletes entries', option(['-d'], undefined, 'delete entries in zipfile'), ['zip'], 'leave-out'],
  ['zip -m deletes the files it adds', option(['-m'], undefined, 'move into zipfile (delete OS files)'), ['zip'], 'leave-out'],
  ['measured (merged): rsync --del, "an alias for --delete-during"', option(['--del'], undefined, 'an alias for --delete-during'), ['rsync'], 'leave-out'],
  ['find -delete', option(['-delete'], undefined, 'Delete files; true if removal succeeded'), ['find'], 'leave-out'],
  ['rm --no-preserve-root', option(['--no-preserve-root'], undefined, "do not treat '/' specially"), ['rm'], 'leave-out'],
  ['sqlite3 -batch "force batch I/O" is harmless', option(['-batch'], undefined, 'force batch I/O'), ['sqlite3'], undefined],
  // Operands that are run.
  ["measured: find's expression takes -exec, -delete, -fprint", operand('expression'), ['find'], 'leave-out'],
  ["measured: timeit's statement is executed Python", operand('statement'), ['python3', '-m', 'timeit'], 'leave-out'],
  ['xargs COMMAND [INITIAL-ARGS]', operand('initial_args'), ['xargs'], 'leave-out'],
  ['timeout DURATION COMMAND', operand('duration'), ['timeout'], 'leave-out'],
  ['docker run IMAGE [COMMAND]', operand('command'), ['docker', 'run'], 'leave-out'],
  ["an interpreter's script and its arguments", operand('args'), ['node'], 'leave-out'],
  ["awk's program: asked each time", operand('program'), ['awk'], 'confirm'],
  ["jq's filter cannot run programs", operand('jq_filter'), ['jq'], undefined],
  ["sed's script operand, with --sandbox on", operand('script_only_if_no_other_script'), ['sed'], undefined],
  // Dangerous subcommands.
  ["a spec's isDangerous subcommand", command(['tool', 'nuke'], true), ['tool', 'nuke'], 'confirm'],
  ...['delete', 'rm', 'remove', 'prune', 'purge', 'clean', 'drop', 'destroy', 'kill', 'uninstall', 'format', 'wipe', 'reset'].map(
    (verb): [string, SafetySubject, string[], SafetyAction | undefined] => [`the subcommand ${verb}`, command(['tool', verb]), ['tool', verb], 'confirm'],
  ),
  ['git stash drop', command(['git', 'stash', 'drop']), ['git', 'stash', 'drop'], 'confirm'],
  ['git status', command(['git', 'status']), ['git', 'status'], undefined],
  // Files.
  ['-o, --output=FILE', option(['--output', '-o'], 'FILE', 'write result to FILE instead of standard output'), ['sort'], 'path'],
  ['-o string, named for its output', option(['-o'], 'string', 'where to write'), ['tool'], 'path'],
  ['--log-file string', option(['--log-file'], 'string', 'log to this file'), ['tool'], 'path'],
  ['--outfile', option(['--outfile'], 'OUTFILE', 'write the result here'), ['tool'], 'path'],
  ['measured: eslint -o, --output-file', option(['--output-file', '-o'], 'path::String', 'Specify file to write report to'), ['eslint'], 'path'],
  ['measured: eslint --cache-location', option(['--cache-location'], 'path::String', 'Path to the cache file or directory'), ['eslint'], 'path'],
  ['measured: eslint --cache-file', option(['--cache-file'], 'path::String', 'Path to the cache file. Deprecated: use --cache-location'), ['eslint'], 'path'],
  [
    'measured: eslint --resolve-plugins-relative-to',
    option(['--resolve-plugins-relative-to'], 'path::String', 'A folder where plugins should be resolved from, CWD by default'),
    ['eslint'],
    'path',
  ],
  ['find -fprint FILE writes', option(['-fprint'], 'FILE', 'print the full file name into file FILE'), ['find'], 'path'],
  ['"files named in file F"', option(['--files0-from'], 'F', 'read input from the files named in file F'), ['du'], 'path'],
  ['openssl -provider-path val', option(['-provider-path'], 'val', 'Provider load path'), ['openssl', 'rand'], 'path'],
  ['KEY=VALUE|PATH is not only a path', option(['--config'], '<KEY=VALUE|PATH>', 'Override a configuration value'), ['cargo', 'build'], 'plain'],
  ['a pattern is not a path', option(['--exclude-patterns'], 'PATH', 'Files matching these patterns'), ['tool'], 'plain'],
  ['a count is not a path', option(['--count', '-n'], 'N', 'how many'), ['tool'], undefined],
  ['FILE...', operand('files'), ['gzip'], 'path'],
  ['measured: bzip2 rewrites and deletes its operands', operand('input'), ['bzip2'], 'path'],
  ['measured: black rewrites SRC', operand('src'), ['black'], 'path'],
  ['prettier rewrites its operands (--write)', operand('patterns'), ['prettier'], 'path'],
  ['json.tool writes its outfile operand', operand('outfile'), ['python3', '-m', 'json.tool'], 'path'],
  ['zip writes its zipfile operand', operand('zipfile'), ['zip'], 'path'],
  ['a pattern operand is not a file', operand('patterns'), ['grep'], undefined],
];

describe('the safety rules', () => {
  it.each(ROWS)('%s', (_label, subject, words, action) => {
    expect(findSafetyRule(subject, words)?.action).toBe(action);
  });

  it('every rule says why', () => {
    for (const words of [['git', 'clean'], ['awk']]) {
      const rule = findSafetyRule(words.length > 1 ? command(words) : operand('program'), words);
      expect(rule?.why).toMatch(/\w{4}/);
    }
  });
});
