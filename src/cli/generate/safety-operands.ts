// Safety rules for operands that are run (a command, code, a script, test files, modules imported) and
// for subcommands that delete. Part of the one rule list (safety-rules.ts), in its order.

import { LANGUAGE_CODE } from './safety-runs-code.js';
import type { SafetyRule } from './safety-match.js';

const DESTRUCTIVE_VERBS = /^(delete|rm|rmi|rmdir|remove|prune|purge|clean|drop|destroy|kill|uninstall|format|wipe|erase|shred|reset|force)$/;
/** Programs whose operands are a command they run (`timeout 5 COMMAND`, `xargs COMMAND`; chrt's priority, then the command or a pid it reschedules). */
const RUNS_OPERANDS =
  /^(xargs|timeout|nohup|nice|ionice|chrt|env|sudo|doas|su|runuser|watch|time|strace|ltrace|parallel|chroot|unshare|nsenter|setsid|stdbuf|taskset|flock|exec|entr|choom|uclampset|prlimit|setpriv|cpulimit)$/;
/** Interpreters: their operands are a script or code to run. */
const INTERPRETERS = /^(python[\d.]*|node|nodejs|deno|bun|perl|ruby|php|lua[\d.]*|bash|sh|dash|zsh|ksh|fish|pwsh|tclsh|Rscript|osascript)( -m timeit)?$/;
/** Test runners: their operands are test files, code they run (mocha [spec..]). */
const TEST_RUNNERS = /^(mocha|jest|vitest|ava|jasmine|tap|tape|karma|cypress|playwright)$/;

/** Operands that are run; subcommands asked before each call. */
export const OPERAND_AND_COMMAND_RULES: readonly SafetyRule[] = [
  // Operands that are run.
  { applies: 'operand', command: RUNS_OPERANDS, action: 'leave-out', why: 'its operands are a command to run' },
  // killall's names (round 23): the processes it signals.
  { applies: 'operand', command: /^(kill|killall|pkill|skill|xkill)$/, action: 'leave-out', why: 'its operands are processes it signals' },
  // gdb's "[core-file or process-id]" (stop 46's review): a debugger given a pid attaches to that process and stops it.
  {
    applies: 'operand',
    name: /(^|_)(pid|process_id)s?$/,
    command: /^(gdb|lldb|strace|ltrace|perf|valgrind)$/,
    action: 'leave-out',
    why: 'it attaches to a running process',
  },
  // stty's settings (round 31): the terminal's, changed.
  { applies: 'operand', command: /^stty$/, action: 'leave-out', why: "its operands change the terminal's settings" },
  // renice's priority and pids (round 33): other processes, rescheduled.
  { applies: 'operand', command: /^(renice|snice)$/, action: 'leave-out', why: 'its operands are other processes whose priority it changes' },
  {
    applies: 'option',
    command: /^(renice|snice)$/,
    name: /^(-n|--priority|--relative)$/,
    action: 'leave-out',
    why: 'it changes the priority of other processes',
  },
  {
    applies: 'operand',
    command: /^(awk|gawk|mawk|nawk)$/,
    name: /^program/,
    action: 'confirm',
    why: 'an awk program can run commands (system(), print | "cmd"): the user sees each one',
  },
  { applies: 'operand', command: /^find$/, name: /^expression/, action: 'leave-out', why: "find's expression takes -exec, -delete and -fprint" },
  {
    applies: 'operand',
    // valgrind's "prog-and-args" (round 30): the program and its arguments; heaptrack's DEBUGGEE (round 30); gpg-agent's command_line (round 34).
    // Not tcpdump's "[ expression ]", which selects packets (round 36): find's is left out above.
    name: /^(statement|stmt|code|command|cmd|prog|program|script|executable|debuggee)((file|name|path|_line)?s?|_and_args?)$/,
    action: 'leave-out',
    why: 'it is code or a command to run',
  },
  { applies: 'operand', name: LANGUAGE_CODE, action: 'leave-out', why: 'it is code to run' },
  // msgfilter's FILTER, "can be any program that reads a translation from standard input" (round 28).
  {
    applies: 'operand',
    description: /^((can|must|may) be |is )?any (program|command|executable)\b|\b(program|command|executable) to (run|execute)\b/i,
    action: 'leave-out',
    why: 'it is a program to run',
  },
  { applies: 'operand', command: INTERPRETERS, action: 'leave-out', why: 'the operands of an interpreter are code to run' },
  { applies: 'operand', command: TEST_RUNNERS, action: 'leave-out', why: 'the operands of a test runner are test files, code it runs' },
  // unittest's tests "test modules, classes and test methods", pydoc's name "a ... module, or package": imported, so run.
  {
    applies: 'operand',
    command: /^python[\d.]* -m \S+$/,
    description: /\bmodules?\b/i,
    action: 'leave-out',
    why: 'a Python tool imports the modules its operand names, which runs their code',
  },
  // doctest's "file containing the tests to run": their examples are Python it executes.
  {
    applies: 'operand',
    command: /^python[\d.]* -m \S+$/,
    description: /\b(tests?|examples?|code) to (run|execute)\b/i,
    action: 'leave-out',
    why: 'a Python tool runs the tests its operand holds',
  },
  // Dangerous subcommands: offered, each call asked.
  { applies: 'command', dangerous: true, action: 'confirm', why: 'its source marks it dangerous' },
  { applies: 'command', name: DESTRUCTIVE_VERBS, action: 'confirm', why: 'it deletes or changes what cannot be recovered' },
];
