import { describe } from 'vitest';
import { operand, option, command, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// One row per rule of safety-operands.ts, and one per failure measured in issue 24 (marked "measured"): what the
// help (or spec) says, in which command, and what the whole rule list (in its order) does with it.
const ROWS: SafetyRow[] = [
  ["measured (round 34): gpg-agent's command_line", operand('command_line'), ['gpg-agent'], 'leave-out'],
  ["measured (round 31): stty's settings", operand('setting'), ['stty'], 'leave-out'],
  ["measured (round 33): renice's pids", operand('pids'), ['renice'], 'leave-out'],
  ['measured (round 33): renice --priority', option(['--priority', '-n'], '<priority>', 'specify an absolute niceness value'), ['renice'], 'leave-out'],
  ["measured (round 30): heaptrack's DEBUGGEE [ARGUMENT]...", operand('debuggee'), ['heaptrack'], 'leave-out'],
  ["measured (round 30): valgrind's prog-and-args", operand('prog_and_args'), ['valgrind'], 'leave-out'],
  ['measured (round 26): choom runs its command', operand('command'), ['choom'], 'leave-out'],
  [
    'measured (round 28): msgfilter FILTER "can be any program that reads a translation from standard input"',
    operand('filter', 'can be any program that reads a translation from standard input'),
    ['msgfilter'],
    'leave-out',
  ],
  ["a file 'the program reads' is no program", operand('file', 'the file the program reads'), ['tool'], 'path'],
  [
    "an ldd-like 'executable or shared library to inspect' is read, not run",
    operand('binary', 'an executable or shared library to inspect'),
    ['tool'],
    undefined,
  ],
  ["whatis's 'the name of a program to look up'", operand('name', 'the name of a program to look up'), ['whatis'], undefined],
  ['measured (round 23): killall NAME...: the processes it signals', operand('names'), ['killall'], 'leave-out'],
  ["pgrep's pattern only reads", operand('pattern'), ['pgrep'], undefined],
  // Operands that are run.
  ["measured: find's expression takes -exec, -delete, -fprint", operand('expression'), ['find'], 'leave-out'],
  ["measured (round 36): tcpdump's expression selects packets, no code", operand('expression'), ['tcpdump'], undefined],
  ['review (stop 46): gdb\'s "[core-file or process-id]": a pid it attaches to', operand('core_file_or_process_id'), ['gdb'], 'leave-out'],
  ["measured: timeit's statement is executed Python", operand('statement'), ['python3', '-m', 'timeit'], 'leave-out'],
  ['xargs COMMAND [INITIAL-ARGS]', operand('initial_args'), ['xargs'], 'leave-out'],
  ['timeout DURATION COMMAND', operand('duration'), ['timeout'], 'leave-out'],
  ['measured (round 37): cpulimit [OPTIONS...] TARGET, the pid, executable or command it limits', operand('target'), ['cpulimit'], 'leave-out'],
  ['held out (round 22): chrt <priority> <command>, or a pid to reschedule', operand('priority'), ['chrt'], 'leave-out'],
  ['held out (round 22): help2man EXECUTABLE, run for its --help', operand('executable'), ['help2man'], 'leave-out'],
  ['docker run IMAGE [COMMAND]', operand('command'), ['docker', 'run'], 'leave-out'],
  ["an interpreter's script and its arguments", operand('args'), ['node'], 'leave-out'],
  ["awk's program: asked each time", operand('program'), ['awk'], 'confirm'],
  ["jq's filter cannot run programs", operand('jq_filter'), ['jq'], undefined],
  ["sed's script operand, with --sandbox on", operand('script_only_if_no_other_script'), ['sed'], undefined],
  // Dangerous subcommands.
  ["a spec's isDangerous subcommand", command(['tool', 'nuke'], true), ['tool', 'nuke'], 'confirm'],
  ...['delete', 'rm', 'remove', 'prune', 'purge', 'clean', 'drop', 'destroy', 'kill', 'uninstall', 'format', 'wipe', 'reset'].map((verb): SafetyRow => [
    `the subcommand ${verb}`,
    command(['tool', verb]),
    ['tool', verb],
    'confirm',
  ]),
  ['git stash drop', command(['git', 'stash', 'drop']), ['git', 'stash', 'drop'], 'confirm'],
  ['git status', command(['git', 'status']), ['git', 'status'], undefined],
  ["measured: cProfile's scriptfile is run", operand('scriptfile'), ['python3', '-m', 'cProfile'], 'leave-out'],
  ['measured: trace\'s progname, "file to run as main program"', operand('progname', 'file to run as main program'), ['python3', '-m', 'trace'], 'leave-out'],
  ["measured: rename's perlexpr", operand('perlexpr'), ['rename'], 'leave-out'],
  [
    'measured: unittest imports its test modules',
    operand('tests', 'a list of any number of test modules, classes and test methods.'),
    ['python3', '-m', 'unittest'],
    'leave-out',
  ],
  [
    'measured: pydoc imports the module it documents',
    operand('name', 'the name of a Python keyword, topic, function, module, or package'),
    ['python3', '-m', 'pydoc'],
    'leave-out',
  ],
  // Round 5's held-out programs.
  ["measured: entr's utility is run", operand('utility'), ['entr'], 'leave-out'],
  ['measured: doctest runs the tests in its files', operand('file', 'file containing the tests to run'), ['python3', '-m', 'doctest'], 'leave-out'],
  ['measured: mocha [spec..], test files it runs', operand('spec'), ['mocha'], 'leave-out'],
];

describe('the safety rules: operands run, subcommands asked', () => {
  itJudgesEachRow(ROWS);
});
