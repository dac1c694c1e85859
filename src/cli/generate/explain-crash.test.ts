import { describe, expect, it } from 'vitest';
import { crashOf, likelySandboxCause, stderrTail } from './explain-crash.js';

const TIMEOUT_MS = 5_000;

describe('crashOf: a crash, not a help that says little', () => {
  it.each([
    ['a clean exit', { stderr: '', exitCode: 0 }, undefined],
    ['an error without a trace', { stderr: 'unknown option --help', exitCode: 2 }, undefined],
    ['a Node stack trace', { stderr: 'Error: boom\n    at main (/x/cli.js:3:9)\n', exitCode: 1 }, 'crashed (exit code 1)'],
    ['a Python traceback', { stderr: 'Traceback (most recent call last):\n  File "x.py", line 1\n', exitCode: 1 }, 'crashed (exit code 1)'],
    ['a Rust panic', { stderr: "thread 'main' panicked at src/main.rs:2:5:\n", exitCode: 101 }, 'crashed (exit code 101)'],
    ['a signal', { stderr: '', signal: 'SIGSEGV' }, 'crashed (signal SIGSEGV)'],
    ['a signal as bwrap reports it', { stderr: '', exitCode: 139 }, 'crashed (exit code 139: SIGSEGV)'],
    ['the timeout', { stderr: '', timedOut: true }, 'did not finish within 5 s and was ended'],
  ])('%s', (_name, run, expected) => {
    expect(crashOf(run, TIMEOUT_MS)).toBe(expected);
  });
});

describe('likelySandboxCause', () => {
  it.each([
    [
      'the program under /tmp',
      '/tmp/x/node_modules/.bin/eslint',
      '',
      /\/tmp\/x\/node_modules\/\.bin\/eslint is under \/tmp, which inside the sandbox is private and empty/,
    ],
    ['a module under $TMPDIR named on stderr', '/usr/bin/tool', "Cannot find module '/scratch/t/lib.js'", /\/scratch\/t\/lib\.js is under \/scratch\/t/],
    ['a write', '/usr/bin/tool', "EROFS: read-only file system, open '/home/u/.cache/x'", /read-only inside the sandbox/],
    ['the network', '/usr/bin/tool', 'getaddrinfo ENOTFOUND registry.npmjs.org', /no network/],
    ['anything else', '/usr/bin/tool', 'boom', /read-only, \/tmp is private and empty, there is no network/],
  ])('%s', (_name, program, stderr, expected) => {
    expect(likelySandboxCause(program, stderr, ['/tmp', '/scratch/t'])).toMatch(expected);
  });
});

describe('stderrTail', () => {
  it('keeps the error line of a long trace: two frames in a row, then one line for the rest', () => {
    const stderr = `Error: boom\n${Array.from({ length: 20 }, (_, index) => `    at f${index} (/x.js:${index}:1)`).join('\n')}\n\nNode.js v22\n`;
    expect(stderrTail(stderr).split('\n')).toEqual([
      '    Error: boom',
      '        at f0 (/x.js:0:1)',
      '        at f1 (/x.js:1:1)',
      '        at ...',
      '    Node.js v22',
    ]);
  });
});
