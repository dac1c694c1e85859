// Tells a program that crashed while printing its help from one that printed little: a signal, a
// run ended by the timeout, or a non-zero exit with a stack trace on stderr. Inside the OS sandbox
// it names the likely cause from what the sandbox hides (a private, empty /tmp; a read-only file
// system; no network; credential stores), since a program that works outside can fail there.
import { constants } from 'node:os';
import { isInside } from '../../paths/is-inside.js';

export interface HelpRun {
  stderr: string;
  exitCode?: number;
  signal?: string;
  timedOut?: boolean;
}

/** Stack traces of Node, Python, Rust, Go, Java and Ruby. */
const STACK_TRACE =
  /^\s+at .+:\d+:\d+\)?$|^Traceback \(most recent call last\):|panicked at|^panic: |^goroutine \d+ \[|^Exception in thread |^\s+from .+:\d+:in /m;
/** SIGABRT, SIGBUS, SIGFPE, SIGSEGV as a shell or bwrap reports them: 128 + the signal's number. */
const CRASH_SIGNALS = ['SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV'] as const;
/** How much of stderr's end is shown. */
const STDERR_TAIL_LINES = 12;

/** How the run crashed (`crashed (exit code 1)`), or undefined when it ended on its own. */
export function crashOf(run: HelpRun, timeoutMs: number): string | undefined {
  if (run.timedOut) return `did not finish within ${timeoutMs / 1000} s and was ended`;
  if (run.signal) return `crashed (signal ${run.signal})`;
  const signal = CRASH_SIGNALS.find((name) => run.exitCode === 128 + constants.signals[name]);
  if (signal) return `crashed (exit code ${run.exitCode}: ${signal})`;
  if (run.exitCode !== undefined && run.exitCode !== 0 && STACK_TRACE.test(run.stderr)) return `crashed (exit code ${run.exitCode})`;
  return undefined;
}

/** Stack frames shown in a row; the rest of a trace is counted, so that the error's own line stays in the tail. */
const FRAMES_SHOWN = 2;

/** The last lines of stderr, indented, long stack traces shortened, to show under the message. */
export function stderrTail(stderr: string): string {
  const lines: string[] = [];
  let frames = 0;
  for (const line of stderr.split('\n').filter((text) => text.trim())) {
    frames = /^\s+at /.test(line) ? frames + 1 : 0;
    if (frames <= FRAMES_SHOWN) lines.push(line);
    else if (frames === FRAMES_SHOWN + 1) lines.push('    at ...');
  }
  return lines
    .slice(-STDERR_TAIL_LINES)
    .map((line) => `    ${line}`)
    .join('\n');
}

/** What inside the sandbox most likely made the program fail: the program (or a file it loads) lives in a private temporary folder, it wrote, it reached for the network, or it read a hidden path. */
export function likelySandboxCause(program: string | undefined, stderr: string, tempFolders: readonly string[]): string {
  const paths = [...(program ? [program] : []), ...Array.from(stderr.matchAll(/(?:file:\/\/)?(\/[^\s'"`()<>:,]+)/g), (match) => match[1]!)];
  const hidden = paths.find((path) => tempFolders.some((folder) => isInside(path, folder)));
  const folder = hidden && tempFolders.find((temp) => isInside(hidden, temp));
  if (hidden)
    return `${hidden} is under ${folder}, which inside the sandbox is private and empty: the program file itself is shown there, not the files beside it (its modules, libraries, data). Install the program outside ${folder}`;
  if (/\bEROFS\b|read-only file system/i.test(stderr))
    return 'the file system is read-only inside the sandbox, and the program tried to write (a cache, a log, a settings file)';
  if (/\b(ENOTFOUND|EAI_AGAIN|ENETUNREACH|ECONNREFUSED)\b|network is unreachable|temporary failure in name resolution/i.test(stderr))
    return 'there is no network inside the sandbox, and the program tried to reach one';
  if (/\bEACCES\b|permission denied/i.test(stderr))
    return 'the sandbox hides credential stores (~/.ssh, ~/.aws ...) as empty, unreadable folders, and the program tried to read one';
  return 'inside the sandbox the file system is read-only, /tmp is private and empty, there is no network and credential stores are hidden';
}
