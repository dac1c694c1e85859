import { describe } from 'vitest';
import { option, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// One row per rule of safety-runs-code.ts, and one per failure measured in issue 24 (marked "measured"): what the
// help (or spec) says, in which command, and what the whole rule list (in its order) does with it.
const ROWS: SafetyRow[] = [
  [
    'review (stop 43): vacuumdb --jobs=njobs "Execute the vacuum ... commands in parallel by running njobs commands simultaneously" runs none of its own',
    option(['--jobs', '-j'], 'njobs', 'Execute the vacuum or analyze commands in parallel by running njobs commands simultaneously.'),
    ['vacuumdb'],
    'plain',
  ],
  [
    "review (stop 43): ssh-copy-id's man tag `-p port, -o ssh_option` read as -p with ssh_option is not ssh's options",
    option(['-p'], 'ssh_option', 'Specifies the port to connect to on the remote host.'),
    ['ssh-copy-id'],
    undefined,
  ],
  [
    'measured (round 32): tmux -c shell-command "Execute shell-command using the default shell."',
    option(['-c'], 'shell-command', 'Execute shell-command using the default shell.'),
    ['tmux'],
    'leave-out',
  ],
  [
    'measured (round 32): sftp -D sftp_server_command',
    option(['-D'], 'sftp_server_command', 'Connect directly to a local sftp server (rather than via ssh(1)).'),
    ['sftp'],
    'leave-out',
  ],
  [
    'a capital verb: "Execute the given command after each build"',
    option(['--after'], 'CMD', 'Execute the given command after each build'),
    ['demo'],
    'leave-out',
  ],
  [
    'measured (round 32): nvcc --run "compiles and links all inputs into an executable, and executes it"',
    option(['--run', '-run'], undefined, 'This option compiles and links all inputs into an executable, and executes it.'),
    ['nvcc'],
    'leave-out',
  ],
  ['measured (round 32): cmake -E "CMake command mode."', option(['-E'], undefined, 'CMake command mode.'), ['cmake'], 'leave-out'],
  ['measured (round 32): cmake -P "Process script mode."', option(['-P'], '<file>', 'Process script mode.'), ['cmake'], 'leave-out'],
  ["measured (round 32): ssh-copy-id's -o <ssh -o options>", option(['-o'], '<ssh -o options>', 'The -o option.'), ['ssh-copy-id'], 'leave-out'],
  [
    'measured (round 32): gpg-wks-server --send "send the mail using sendmail"',
    option(['--send'], undefined, 'send the mail using sendmail'),
    ['gpg-wks-server'],
    'leave-out',
  ],
  [
    "valgrind's man page, --log-socket=<ip-address:port-number>",
    option(
      ['--log-socket'],
      '<ip-address:port-number>',
      'Specifies that Valgrind should send all of its messages to the specified port at the specified IP address; the socket must be listening.',
    ),
    ['valgrind'],
    'leave-out',
  ],
  [
    'measured (round 30): valgrind --log-socket=ipaddr:port',
    option(['--log-socket'], 'ipaddr:port', 'log messages to socket ipaddr:port'),
    ['valgrind'],
    'leave-out',
  ],
  [
    'measured (round 30): logger --server "write to this remote syslog server"',
    option(['--server', '-n'], '<name>', 'write to this remote syslog server'),
    ['logger'],
    'leave-out',
  ],
  [
    'measured (round 30): gpg-connect-agent -T "connect to Assuan server at ADDR"',
    option(['--tcp-socket', '-T'], 'ADDR', 'connect to Assuan server at ADDR'),
    ['gpg-connect-agent'],
    'leave-out',
  ],
  [
    'measured (round 30): lli --mcjit-remote-process "the process to launch"',
    option(['--mcjit-remote-process'], '<filename>', 'Specify the filename of the process to launch for remote MCJIT execution.'),
    ['lli'],
    'leave-out',
  ],
  [
    "pip's --proxy <proxy> names no host and port",
    option(['--proxy'], '<proxy>', 'Specify a proxy in the form scheme://[user:passwd@]proxy.server:port.'),
    ['pip'],
    undefined,
  ],
  // Round 25 (after its blind row): scp's -D runs a program, -P only numbers a port.
  [
    'measured (round 25): scp -D sftp_server_path "Connect directly to a local SFTP server program rather than a remote one"',
    option(['-D'], 'sftp_server_path', 'Connect directly to a local SFTP server program rather than a remote one via ssh(1).'),
    ['scp'],
    'leave-out',
  ],
  [
    'measured (round 25): scp -P port "Specifies the port to connect to on the remote host"',
    option(['-P'], 'port', 'Specifies the port to connect to on the remote host.'),
    ['scp'],
    undefined,
  ],
  // Round 24 (after its blind row): a program run in place of another's, strace's -o.
  [
    'measured (round 24): gpgtar --gpg gpgcmd "Use the specified command gpgcmd instead of gpg"',
    option(['--gpg'], 'gpgcmd', 'Use the specified command gpgcmd instead of gpg.'),
    ['gpgtar'],
    'leave-out',
  ],
  ['measured (round 24): perldoc -n "Specify replacement for groff"', option(['-n'], undefined, 'Specify replacement for groff'), ['perldoc'], 'leave-out'],
  [
    'measured (round 24): strace -o FILE, whose "|cmd" runs',
    option(['--output', '-o'], 'FILE', 'send trace output to FILE instead of stderr'),
    ['strace'],
    'leave-out',
  ],
  [
    'measured (round 17): sqlite-utils insert --convert TEXT "Python code to convert each item"',
    option(['--convert'], 'TEXT', 'Python code to convert each item'),
    ['sqlite-utils', 'insert'],
    'leave-out',
  ],
  [
    'measured (round 27): cg_diff --mod-filename=<expr> "a Perl search-and-replace expression that is applied to filenames"',
    option(['--mod-filename'], '<expr>', 'a Perl search-and-replace expression that is applied to filenames'),
    ['cg_diff'],
    'leave-out',
  ],
  [
    "grep -P's 'PATTERNS are Perl regular expressions' is a pattern, no code",
    option(['--perl-regexp', '-P'], undefined, 'PATTERNS are Perl regular expressions'),
    ['grep'],
    undefined,
  ],
  // Round 20 (tuned on after it was measured blind): a program named in quotes, or a debugger, run by a flag.
  [
    'hlint --refactor "Automatically invoke `refactor` to apply hints"',
    option(['--refactor'], undefined, 'Automatically invoke `refactor` to apply hints'),
    ['hlint'],
    'leave-out',
  ],
  ['mypy --pdb "Invoke pdb on fatal error"', option(['--pdb'], undefined, 'Invoke pdb on fatal error'), ['mypy'], 'leave-out'],
  [
    "df's --sync 'invoke sync before getting usage info' is the system call",
    option(['--sync'], undefined, 'invoke sync before getting usage info'),
    ['df'],
    undefined,
  ],
  ["pgbench's -i 'invokes initialization mode'", option(['--initialize', '-i'], undefined, 'invokes initialization mode'), ['pgbench'], undefined],
  [
    'measured (round 14): uconv --from-code code "set the original encoding"',
    option(['--from-code', '-f'], 'code', 'set the original encoding'),
    ['uconv'],
    'plain',
  ],
  [
    'a code to run stays out: --code code "code to run on each line"',
    option(['--code'], 'code', 'code to run on each line, in the encoding of the input'),
    ['tool'],
    'leave-out',
  ],
  // measured (round 9): enscript prints through a spooler and mails through a mailer.
  [
    'measured (round 9): enscript -P "print output to printer NAME"',
    option(['--printer', '-P'], 'NAME', 'print output to printer NAME'),
    ['enscript'],
    'leave-out',
  ],
  ['measured (round 9): enscript -m "send mail upon completion"', option(['--mail', '-m'], undefined, 'send mail upon completion'), ['enscript'], 'leave-out'],
  ['mail headers shown are no mail sent', option(['--format'], 'FMT', 'format of the mail headers shown'), ['x'], undefined],
  ['ack --output=expr: the evaluation of a Perl expression', option(['--output'], 'expr', 'Output the evaluation of expr for each line'), ['ack'], 'leave-out'],
  // Offered although named like what the rules leave out (issue 24's tuned corpus).
  [
    'shellcheck --shell=SHELLNAME picks a dialect from a list',
    { ...option(['--shell', '-s'], 'SHELLNAME', 'Specify dialect (sh, bash, dash, ksh)'), choices: ['sh', 'bash', 'dash', 'ksh'] },
    ['shellcheck'],
    'plain',
  ],
  // Round 16 (blind): Miller's placeholders in braces; `mlr --prepipe 'touch f; cat'` created the file.
  [
    'measured (round 16): mlr join --prepipe {command}',
    option(['--prepipe'], '{command}', 'As in main input options; see mlr --help for details.'),
    ['mlr'],
    'leave-out',
  ],
  ['a --shell with no list stays out', option(['--shell'], 'NAME', 'the shell to use'), ['x'], 'leave-out'],
  [
    'measured (round 10): getopt --shell <shell> "set quoting conventions to those of <shell>" runs none',
    option(['--shell', '-s'], '<shell>', 'set quoting conventions to those of <shell>'),
    ['getopt'],
    'plain',
  ],
  [
    'lsblk --shell formats output for a shell',
    option(['--shell', '-y'], undefined, 'use column names to be usable as shell variable identifiers'),
    ['lsblk'],
    'plain',
  ],
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
  ['needs a terminal: /dev/tty', option(['--open-tty', '-o'], undefined, 'Reopen stdin as /dev/tty in the child'), ['xargs'], 'leave-out'],
  ['--interactive prompts', option(['--interactive', '-p'], undefined, 'prompt before each run'), ['tool'], 'leave-out'],
  [
    'gcc -print-prog-name=<prog> only prints a path',
    option(['-print-prog-name'], '<prog>', 'Display the full path to compiler component <prog>.'),
    ['gcc'],
    'plain',
  ],
  ["sed's script, with --sandbox on, is offered", option(['--expression', '-e'], 'script', 'add the script to the commands to be executed'), ['sed'], 'plain'],
  // Round 3 (issue 24): what the blind set showed, the rules' false positives first.
  [
    'measured: hyperfine --runs <NUM> is a count, not a command',
    option(['--runs', '-r'], '<NUM>', 'Perform exactly NUM runs for each command.'),
    ['hyperfine'],
    'plain',
  ],
  ['measured: rename -e takes Perl code', option(['-e'], 'perlexpr', 'Expression: code to act on files name.'), ['rename'], 'leave-out'],
  // Round 4 (issue 24): a category per unsafe option or operand the blind set showed offered.
  [
    'measured: env -S splits its value into a command',
    option(['--split-string', '-S'], 'S', 'process and split S into separate arguments; used to pass multiple arguments on shebang lines'),
    ['env'],
    'leave-out',
  ],
  ['measured: git grep --textconv runs filters', option(['--textconv'], undefined, 'process binary files with textconv filters'), ['git', 'grep'], 'leave-out'],
  ['measured: lessc --js runs inline JavaScript', option(['--js'], undefined, 'Enables inline JavaScript in less files'), ['lessc'], 'leave-out'],
  ['measured: patch --ed reads an ed script', option(['--ed', '-e'], undefined, 'Interpret the patch as an ed script.'), ['patch'], 'leave-out'],
  [
    'measured: patch --get checks files out of RCS',
    option(['--get', '-g'], 'NUM', 'Get files from RCS etc. if positive; ask if negative.'),
    ['patch'],
    'leave-out',
  ],
  [
    'measured: entr -s runs the utility through $SHELL',
    option(['-s'], undefined, 'Evaluate the first argument using the interpreter specified by the SHELL environment variable.'),
    ['entr'],
    'leave-out',
  ],
  ['measured: fzf --bind runs execute() actions', option(['--bind'], 'KEYBINDS', 'Custom key bindings. Refer to the man page.'), ['fzf'], 'leave-out'],
  [
    'measured: uglifyjs --reduce-test runs the test case',
    option(['--reduce-test'], undefined, 'Reduce a standalone test case (assumes cloned repository).'),
    ['uglifyjs'],
    'leave-out',
  ],
  [
    'measured: ninja -t runs a subtool',
    option(['-t'], 'TOOL', "run a subtool (use '-t list' to list subtools) terminates toplevel options; further flags are passed to the tool"),
    ['ninja'],
    'leave-out',
  ],
  ['an option that runs a subcommand', option(['--tool'], 'NAME', 'run a subtool by name'), ['x'], 'leave-out'],
  [
    'measured: addr2line --exe=<executable> names the file it reads',
    option(['--exe', '-e'], '<executable>', 'Set the input file name (default is a.out)'),
    ['addr2line'],
    'path',
  ],
  ['measured: git archive --remote', option(['--remote'], '<repo>', 'retrieve the archive from remote repository <repo>'), ['git', 'archive'], 'leave-out'],
  ['measured: git cat-file --filters', option(['--filters'], undefined, "run filters on object's content"), ['git', 'cat-file'], 'leave-out'],
  [
    'measured: concurrently --teardown "command(s) to execute"',
    option(['--teardown'], 'VALUE', 'Clean up command(s) to execute before exiting concurrently.'),
    ['concurrently'],
    'leave-out',
  ],
  // Round 8's held-out programs.
  [
    'measured: psql --output "(or |pipe)" runs a command',
    option(['--output', '-o'], 'FILENAME', 'send query results to file (or |pipe)'),
    ['psql'],
    'leave-out',
  ],
  [
    'measured: pgbench --file adds a script it runs',
    option(['--file', '-f'], 'FILENAME[@W]', 'add script FILENAME weighted at W (default: 1)'),
    ['pgbench'],
    'leave-out',
  ],
  [
    'measured: llvm-ar -M reads an MRI script from standard input',
    option(
      ['-M'],
      undefined,
      'This option allows for MRI scripts to be read through the stan- dard input stream. No other options are compatible with this op- tion.',
    ),
    ['llvm-ar'],
    'leave-out',
  ],
  ['a list of files read from standard input runs nothing', option(['--stdin'], undefined, 'read the list of files from standard input'), ['tool'], undefined],
  // The man pages' wording.
  [
    "measured (man): pgbench --file 'Add a transaction script read from filename'",
    option(['--file', '-f'], 'filename[@weight]', 'Add a transaction script read from filename to the list of scripts to be executed.'),
    ['pgbench'],
    'leave-out',
  ],
  [
    "measured (man): psql --file 'Read commands from the file filename'",
    option(['--file', '-f'], 'filename', 'Read commands from the file filename, rather than standard input.'),
    ['psql'],
    'leave-out',
  ],
  [
    "measured (man): pidstat -e 'Execute  program with given arguments'",
    option(['-e'], 'program args', 'Execute  program  with  given arguments args and monitor it with pidstat.'),
    ['pidstat'],
    'leave-out',
  ],
  [
    "measured (man): rename -e 'Expression: code to act on files name'",
    option(['-e'], undefined, 'Expression: code to act on files name.'),
    ['rename'],
    'leave-out',
  ],
  [
    "measured (man): git cat-file --filters 'as converted by the filters configured'",
    option(['--filters'], undefined, 'Show the content as converted by the filters configured in the current working tree for the given <path>'),
    ['git', 'cat-file'],
    'leave-out',
  ],
  ['a file of settings read stays', option(['--settings'], 'FILE', 'Read settings from the file FILE'), ['tool'], 'path'],
  [
    'git cat-file --batch-command reads its queries from stdin',
    option(['--batch-command'], '[=<format>]', 'read commands from stdin'),
    ['git', 'cat-file'],
    'plain',
  ],
  ['round 11: groff -l "spool the output"', option(['-l'], undefined, 'spool the output'), ['groff'], 'leave-out'],

  [
    'measured (round 16): systemd-analyze --generators "Do [not] run unit generators"',
    option(['--generators'], '[=BOOL]', 'Do [not] run unit generators (requires privileges)'),
    ['systemd-analyze', 'calendar'],
    'leave-out',
  ],
  [
    'measured (round 16): knip --format "Format modified files after --fix using the local formatter"',
    option(['--format', '-F'], undefined, 'Format modified files after --fix using the local formatter'),
    ['knip'],
    'leave-out',
  ],
  ['git commit --no-verify skips the hooks', option(['--no-verify'], undefined, 'bypass the pre-commit and commit-msg hooks'), ['git', 'commit'], 'plain'],

  [
    "npm version --commit-hooks runs the repository's own hooks, as npm version runs its scripts",
    option(['--commit-hooks'], undefined, 'Run git commit hooks when using the `npm version` command.'),
    ['npm', 'version'],
    undefined,
  ],
];

describe('the safety rules: values that are run', () => {
  itJudgesEachRow(ROWS);
});
