import { describe } from 'vitest';
import { option, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// One row per rule of safety-never-ends.ts, and one per failure measured in issue 24 (marked "measured"): what the
// help (or spec) says, in which command, and what the whole rule list (in its order) does with it.
const ROWS: SafetyRow[] = [
  [
    'dot -m "Memory test (Observe no growth with top. Kill when done.)"',
    option(['-m'], undefined, 'Memory test (Observe no growth with top. Kill when done.)'),
    ['dot'],
    'leave-out',
  ],
  // Round 19 (tuned on after it was measured blind): servers that outlive the call, and questions on the terminal.
  ['rubocop --start-server "Start server process."', option(['--start-server'], undefined, 'Start server process.'), ['rubocop'], 'leave-out'],
  ['rubocop --stop-server "Stop server process."', option(['--stop-server'], undefined, 'Stop server process.'), ['rubocop'], 'leave-out'],
  [
    'rubocop --[no-]server "start the server process and execute inspection with server"',
    option(['--server'], undefined, 'If a server process has not been started yet, start the server process and execute inspection with server.'),
    ['rubocop'],
    'leave-out',
  ],
  ["rubocop's --server-status only asks", option(['--server-status'], undefined, 'Show server status.'), ['rubocop'], undefined],
  ["eslint's --mcp serves its closed stdin and ends", option(['--mcp'], undefined, 'Start the ESLint MCP server'), ['eslint'], undefined],
  [
    'shar -X, --query-user "ask user before overwriting files"',
    option(['--query-user', '-X'], undefined, 'ask user before overwriting files'),
    ['shar'],
    'leave-out',
  ],
  [
    'minisign -C "change/remove the password of the secret key"',
    option(['-C'], undefined, 'change/remove the password of the secret key'),
    ['minisign'],
    'leave-out',
  ],
  ['pngcrush -p "(pause)"', option(['-p'], undefined, '(pause)'), ['pngcrush'], 'leave-out'],
  [
    'measured (round 9): perltidy -q "deactivate error messages (for running under editor)" opens none',
    option(['-q'], undefined, 'deactivate error messages (for running under editor)'),
    ['perltidy'],
    undefined,
  ],
  [
    'measured (round 9): tar -M "create/list/extract multi-volume archive" prompts for each volume',
    option(['--multi-volume', '-M'], undefined, 'create/list/extract multi-volume archive'),
    ['tar'],
    'leave-out',
  ],
  [
    'ran (round 13): ncdu -2 "UI to use when scanning (0=none,2=full ncurses)" exits without a terminal',
    option(['-2'], undefined, 'UI to use when scanning (0=none,2=full ncurses)'),
    ['ncdu'],
    'leave-out',
  ],
  [
    'measured (round 15): dmesg --nopager "do not pipe output into a pager" turns the pager off',
    option(['--nopager', '-P'], undefined, 'do not pipe output into a pager'),
    ['dmesg'],
    'plain',
  ],
  [
    'measured (round 15): clang-format --cursor=<uint>, a position an editor integration passes, needs no editor',
    option(['--cursor'], '<uint>', 'The position of the cursor when invoking clang-format from an editor integration'),
    ['clang-format'],
    undefined,
  ],
  ['age --passphrase asks on the terminal', option(['--passphrase', '-p'], undefined, 'Encrypt with a passphrase.'), ['age'], 'leave-out'],
  [
    'bat --paging <when> picks a mode from a list',
    { ...option(['--paging'], '<when>', 'Specify when to use the pager. To disable the pager, use --paging=never'), choices: ['auto', 'never', 'always'] },
    ['bat'],
    'plain',
  ],
  ['needs a terminal: "pipe through more pager"', option(['-M'], undefined, 'pipe through "more" pager'), ['tool'], 'leave-out'],
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
  [
    'measured (round 16): depcruise --init [oneshot] "set up dependency-cruiser for use in your environment" asks questions',
    option(['--init'], '[oneshot]', 'set up dependency-cruiser for use in your environment (<<< recommended!)'),
    ['depcruise'],
    'leave-out',
  ],
  ['oxlint --init writes a file of defaults', option(['--init'], undefined, 'Initialize oxlint configuration with default values'), ['oxlint'], undefined],
  ['sqlite3 -init FILENAME is a file read, no set-up', option(['-init'], 'FILENAME', 'read/process named file'), ['sqlite3'], 'path'],
  [
    'measured (round 13): pod2usage -verbose level "3 : print the entire manpage"',
    option(
      ['-verbose'],
      'level',
      'The desired level of verbosity to use: 1 : print SYNOPSIS only 2 : print SYNOPSIS sections and any OPTIONS/ARGUMENTS sections 3 : print the entire manpage (similar to running pod2text)',
    ),
    ['pod2usage'],
    'leave-out',
  ],
  ['a verbosity level that shows no manual', option(['--verbose'], 'level', 'The desired level of verbosity: 1 to 3'), ['tool'], undefined],
  ['measured (merged): eslint --init runs a wizard', option(['--init'], undefined, 'Run config initialization wizard'), ['eslint'], 'leave-out'],
  ['measured (merged): zip -e asks for a password on the terminal', option(['-e'], undefined, 'encrypt'), ['zip'], 'leave-out'],
  ['unzip -e is not zip -e', option(['-e'], undefined, 'extract'), ['unzip'], undefined],
  ['git --no-pager turns the pager off', option(['--no-pager'], undefined, 'Do not pipe Git output into a pager.'), ['git'], 'plain'],
  ['diff --paginate runs pr, no pager', option(['--paginate', '-l'], undefined, "pass output through 'pr' to paginate it"), ['diff'], undefined],
  [
    'npm --workspaces is a flag, not a command',
    option(['--workspaces'], undefined, 'Set to true to run the command in the context of all configured workspaces.'),
    ['npm', 'ls'],
    undefined,
  ],
  ['prove --man starts a man viewer', option(['--man', '-H'], undefined, 'Longer manpage for prove'), ['prove'], 'leave-out'],
  ['ack --man: the manual, through perldoc', option(['--man'], undefined, 'Print the manual.'), ['ack'], 'leave-out'],
  ['bsdtar -w: "Interactive"', option(['-w'], undefined, 'Interactive'), ['bsdtar'], 'leave-out'],
  [
    'measured: sdiff --output "operate interactively"',
    option(['--output', '-o'], 'FILE', 'operate interactively, sending output to FILE'),
    ['sdiff'],
    'leave-out',
  ],
  [
    'measured: esbuild --watch never ends',
    option(['--watch'], undefined, 'Watch mode: rebuild on file system changes (stops when stdin is closed)'),
    ['esbuild'],
    'leave-out',
  ],
  [
    'measured: esbuild --serve starts a server',
    option(['--serve'], '...', 'Start a local HTTP server on this host:port for outputs'),
    ['esbuild'],
    'leave-out',
  ],
  [
    'measured: pydoc -p starts a server',
    option(['-p'], '<port>', 'Start an HTTP server on the given port on the local machine.'),
    ['python3', '-m', 'pydoc'],
    'leave-out',
  ],
  [
    'held out (round 22): godoc -http "HTTP service address" serves until stopped',
    option(['-http'], 'string', "HTTP service address (e.g., '127.0.0.1:6060' or just ':6060')"),
    ['godoc'],
    'leave-out',
  ],
  ['a port to listen on serves', option(['--port'], '<n>', 'the port to listen on'), ['tool'], 'leave-out'],
  ['a proxy address to reach is no server', option(['--proxy'], '<url>', 'HTTP proxy address to use'), ['tool'], undefined],
  ['esbuild --watch-delay is a number', option(['--watch-delay'], '...', 'Wait before watch mode rebuilds (in milliseconds)'), ['esbuild'], undefined],
  [
    'measured: git branch --edit-description opens an editor',
    option(['--edit-description'], undefined, 'edit the description for the branch'),
    ['git', 'branch'],
    'leave-out',
  ],
  [
    'measured: rm -I prompts once',
    option(['-I'], undefined, 'prompt once before removing more than three files, or when removing recursively'),
    ['rm'],
    'leave-out',
  ],
  ['measured: http-server -o opens a browser', option(['-o'], '[path]', 'Open browser window after starting the server.'), ['http-server'], 'leave-out'],
  ['measured: pv --remote updates another process', option(['--remote', '-R'], 'PID', 'update settings of process PID'), ['pv'], 'leave-out'],
  ['lslocks --pid only reads a process', option(['--pid', '-p'], '<pid>', 'display only locks held by this process'), ['lslocks'], undefined],
  // measured (round 7's held-out programs).
  ['measured: cleancss --watch "Runs CLI in watch mode"', option(['--watch'], undefined, 'Runs CLI in watch mode'), ['cleancss'], 'leave-out'],
  [
    'measured: mocha --watch "Watch files ... for changes"',
    option(['--watch', '-w'], undefined, 'Watch files in the current working directory for changes'),
    ['mocha'],
    'leave-out',
  ],
  [
    'ran (round 10 tuning): kubectl get --watch, after listing, never ends',
    option(['--watch', '-w'], 'false', 'After listing/getting the requested object, watch for changes.'),
    ['kubectl', 'get'],
    'leave-out',
  ],
  [
    'measured (round 10): a -w named for nothing, "Recompile files on changes"',
    option(['-w'], undefined, 'Recompile files on changes.'),
    ['tool'],
    'leave-out',
  ],
  ['a -W "after listing, watch for changes"', option(['-W'], undefined, 'After listing the objects, watch for changes.'), ['tool'], 'leave-out'],
  ['measured: docker logs --follow', option(['--follow', '-f'], undefined, 'Follow log output'), ['docker', 'logs'], 'leave-out'],
  ['measured: journalctl --follow', option(['--follow', '-f'], undefined, 'Follow the journal'), ['journalctl'], 'leave-out'],
  ['fd --follow follows symlinks', option(['--follow', '-L'], undefined, 'Follow symbolic links'), ['fd'], undefined],
  // Round 8's held-out programs.
  ['measured: cpio --rename "Interactively rename files"', option(['--rename', '-r'], undefined, 'Interactively rename files'), ['cpio'], 'leave-out'],
  [
    'measured: psql --single-step confirms each query',
    option(['--single-step', '-s'], undefined, 'single-step mode (confirm each query)'),
    ['psql'],
    'leave-out',
  ],
  ['measured: lsof -r repeats forever', option(['-r'], '[t[m<fmt>]]', 'repeat every t seconds (15);  + until no files, - forever.'), ['lsof'], 'leave-out'],
  [
    'measured: ss --events "continually display"',
    option(['--events', '-E'], undefined, 'continually display sockets as they are destroyed'),
    ['ss'],
    'leave-out',
  ],
  [
    'measured: ss --kill closes sockets of other processes',
    option(['--kill', '-K'], undefined, 'forcibly close sockets, display what was closed'),
    ['ss'],
    'leave-out',
  ],
  ['a repeat count ends', option(['--repeat'], 'N', 'repeat the test N times'), ['tool'], undefined],
  // The man pages' wording.
  [
    "measured (man): journalctl --follow 'continuously print new entries'",
    option(['--follow', '-f'], undefined, 'Show only the most recent journal entries, and continuously print new entries as they are appended to the journal.'),
    ['journalctl'],
    'leave-out',
  ],
  [
    "measured (man): psql --single-step 'the user is prompted before each command'",
    option(['--single-step', '-s'], undefined, 'Run in single-step mode. That means the user is prompted before each command is sent to the server'),
    ['psql'],
    'leave-out',
  ],
  [
    "measured (man): pv -R PID 'an instance of pv that is already running'",
    option(
      ['--remote', '-R'],
      'PID',
      "If PID is an instance of pv that is already running, -R PID will cause that instance to act as though it had been given this instance's command line instead.",
    ),
    ['pv'],
    'leave-out',
  ],
  [
    'ran (round 12): astyle --html "Open the HTML help file ... in the default browser"',
    option(
      ['--html', '-!'],
      undefined,
      'Open the HTML help file "astyle.html" in the default browser. The documentation must be installed in the standard install path.',
    ),
    ['astyle'],
    'leave-out',
  ],
  [
    'ran (round 11): groff -X "use X11 previewer rather than usual postprocessor"',
    option(['-X'], undefined, 'use X11 previewer rather than usual postprocessor'),
    ['groff'],
    'leave-out',
  ],
  [
    'ran (round 11): html-validate --init asks questions',
    option(['--init'], undefined, 'initialize project with a new configuration'),
    ['html-validate'],
    'leave-out',
  ],
  [
    'tsc --init writes its tsconfig.json without asking',
    option(['--init'], undefined, 'Initializes a TypeScript project and creates a tsconfig.json file.'),
    ['tsc'],
    undefined,
  ],

  ['measured (round 15): dmesg -w "wait for new messages" never ends', option(['--follow', '-w'], undefined, 'wait for new messages'), ['dmesg'], 'leave-out'],
  [
    'measured (round 15): dmesg -W "wait and print only new messages"',
    option(['--follow-new', '-W'], undefined, 'wait and print only new messages'),
    ['dmesg'],
    'leave-out',
  ],
  ['git log --no-walk does not wait', option(['--wait-for-lock'], '<ms>', 'wait at most this long for the lock'), ['tool'], undefined],
  ['measured (round 15): oxlint --lsp "Start the language server"', option(['--lsp'], undefined, 'Start the language server'), ['oxlint'], 'leave-out'],
  [
    'measured (round 15): zipinfo -M "page output through built-in more"',
    option(['-M'], undefined, 'page output through built-in "more"'),
    ['zipinfo'],
    'leave-out',
  ],

  [
    'measured (round 16): ansifilter --tail "Continue reading after end-of-file (like tail -f)"',
    option(['--tail', '-t'], undefined, 'Continue reading after end-of-file (like tail -f)'),
    ['ansifilter'],
    'leave-out',
  ],
];

describe('the safety rules: calls that never end or need a terminal', () => {
  itJudgesEachRow(ROWS);
});
