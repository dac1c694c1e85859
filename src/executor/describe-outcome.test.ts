import { describe, expect, it } from 'vitest';
import { describeOutcome } from './describe-outcome.js';
import type { ExecutionOutcome } from './types.js';

const empty = { head: Buffer.alloc(0), tail: Buffer.alloc(0), totalBytes: 0, cutBytes: 0 };
const outcome = (overrides: Partial<ExecutionOutcome>): ExecutionOutcome => ({
  program: 'git',
  cwd: '/repo',
  exitCode: 1,
  signal: null,
  timedOut: false,
  timeoutMs: 30_000,
  isCanceled: false,
  succeeded: false,
  stdout: empty,
  stderr: empty,
  durationMs: 5,
  ...overrides,
});
const stderr = (text: string) => ({ ...empty, head: Buffer.from(text), totalBytes: text.length });

describe('describeOutcome', () => {
  it.each([
    [
      'exit code with stderr',
      { exitCode: 128, stderr: stderr('fatal: not a git repository (or any of the parent directories)\n') },
      'git exited with code 128: fatal: not a git repository (or any of the parent directories)',
    ],
    ['exit code without stderr', { exitCode: 2 }, 'git exited with code 2'],
    ['several stderr lines', { exitCode: 1, stderr: stderr('a\nb\n') }, 'git exited with code 1:\na\nb'],
    ['ANSI in stderr', { exitCode: 1, stderr: stderr('\x1b[31merror\x1b[0m') }, 'git exited with code 1: error'],
    ['signal', { exitCode: null, signal: 'SIGKILL' as const }, 'git was killed by SIGKILL'],
    [
      'spawn failure',
      { exitCode: null, spawnFailure: { kind: 'notFound' as const, message: 'command "git" not found on PATH' } },
      'command "git" not found on PATH',
    ],
    ['cancel beats signal', { isCanceled: true, signal: 'SIGTERM' as const }, 'git was cancelled'],
    [
      'timeout beats cancel and signal',
      { timedOut: true, isCanceled: true, signal: 'SIGTERM' as const },
      "git timed out after 30s and was stopped; ask for less (a narrower path, pattern or count) or raise the tool's timeout",
    ],
  ])('%s', (_name, overrides, message) => {
    expect(describeOutcome(outcome(overrides))).toBe(message);
  });
});
