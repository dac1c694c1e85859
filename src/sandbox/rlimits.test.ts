import { describe, expect, it } from 'vitest';
import type { LimitSettings } from '../definition/types.js';
import type { Command, Launcher } from '../executor/types.js';
import { countsNprocPerNamespace, describeRlimits, heldRlimits, launchWithRlimits, toAppliedRlimits, toPrlimitOptions, type RlimitSetup } from './rlimits.js';

const PRLIMIT = '/usr/bin/prlimit';
const user: RlimitSetup = { prlimit: PRLIMIT, isRoot: false, processesByCgroup: false, nprocPerNamespace: true };
const root: RlimitSetup = { ...user, isRoot: true };
const withCgroup: RlimitSetup = { ...user, processesByCgroup: true };
const noPrlimit: RlimitSetup = { ...user, prlimit: undefined };

/** A run's launch as the sandbox wrapper makes it: the keys that hold for the setup, then the launch. */
const createRlimitLauncher =
  (setup: RlimitSetup, sandboxed: Launcher | undefined): Launcher =>
  (command, limits) =>
    launchWithRlimits(setup, heldRlimits(setup, sandboxed !== undefined), sandboxed, command, limits);

const command = (limits: LimitSettings): [Command, LimitSettings] => [{ program: 'prog', args: ['a'], cwd: '/r', env: {} }, limits];
const spawned = (program: string, args: string[]) => ({ program, args, cwd: '/r', env: {} });
const sandbox: Launcher = (wrapped) => ({ command: spawned('bwrap', ['--', ...(wrapped.prefix ?? []), wrapped.program, ...wrapped.args]), diesWhole: true });

describe('describeRlimits', () => {
  it.each([
    ['a user, in bubblewrap', user, true, ['fileSize', 'openFiles', 'processes'], []],
    ['a user, without it', user, false, ['fileSize', 'openFiles'], [['processes', /counts every process of the user/]]],
    ['root', root, true, ['fileSize', 'openFiles'], [['processes', /does not bind a server running as root/]]],
    ['processes by a cgroup', withCgroup, false, ['fileSize', 'openFiles'], []],
    ['no prlimit', noPrlimit, true, [], ['fileSize', 'openFiles', 'processes'].map((key) => [key, /prlimit \(util-linux\) is not installed/])],
    [
      'a user, in bubblewrap, on a kernel before 5.14',
      { ...user, nprocPerNamespace: false },
      true,
      ['fileSize', 'openFiles'],
      [['processes', /before Linux 5.14/]],
    ],
  ] as const)('%s', (_name, setup, inBubblewrap, held, notHeld) => {
    const status = describeRlimits(setup, inBubblewrap);
    expect(status.held).toEqual(held);
    expect(status.notHeld.map(({ key, reason }) => [key, reason])).toEqual(notHeld.map(([key, reason]) => [key, expect.stringMatching(reason)]));
  });
});

it.each([
  ['6.18.44-fc-v595', true],
  ['5.14.0-362.el9.x86_64', true],
  ['5.10.0-28-amd64', false],
  ['4.18.0-553.el8_10.x86_64', false],
])('Linux %s counts RLIMIT_NPROC per user namespace: %s', (release, perNamespace) => {
  expect(countsNprocPerNamespace(release)).toBe(perNamespace);
});

describe('toPrlimitOptions of toAppliedRlimits', () => {
  const all = ['fileSize', 'openFiles', 'processes'] as const;
  it.each([
    [{}, all, []],
    [{ memoryBytes: 4096, tmpBytes: 1024, cpuCores: 1 }, all, []],
    [{ fileSizeBytes: 1048576 }, all, ['--fsize=1048576']],
    [{ openFiles: 64 }, all, ['--nofile=64']],
    [{ processes: 100 }, all, ['--nproc=100']],
    [{ fileSizeBytes: 10, openFiles: 64, processes: 100 }, all, ['--fsize=10', '--nofile=64', '--nproc=100']],
    [{ fileSizeBytes: 10, openFiles: 64, processes: 100 }, ['fileSize', 'openFiles'], ['--fsize=10', '--nofile=64']],
    [{ processes: 1024 }, ['fileSize', 'openFiles'], []],
    [{ fileSizeBytes: 0 }, all, ['--fsize=0']],
  ] as const)('%o, holding %o -> %o', (limits, held, options) => {
    expect(toPrlimitOptions(toAppliedRlimits(limits, held))).toEqual(options);
  });
});

describe('launchWithRlimits', () => {
  it('a run that sets no rlimit launches as it is: no prlimit, the argv unchanged, in a sandbox or not', () => {
    expect(createRlimitLauncher(user, undefined)(...command({ memoryBytes: 4096, tmpBytes: 1024 }))).toEqual({
      command: spawned('prog', ['a']),
      diesWhole: false,
    });
    // As root, the default processes limit is no rlimit either.
    expect(createRlimitLauncher(root, sandbox)(...command({ processes: 1024 }))).toEqual({ command: spawned('bwrap', ['--', 'prog', 'a']), diesWhole: true });
  });

  it('without a sandbox, prlimit runs the program; in one, it runs inside, before the program', () => {
    expect(createRlimitLauncher(user, undefined)(...command({ fileSizeBytes: 1024, processes: 50 }))).toMatchObject({
      command: spawned(PRLIMIT, ['--fsize=1024', '--', 'prog', 'a']),
      diesWhole: false,
    });
    expect(createRlimitLauncher(user, sandbox)(...command({ fileSizeBytes: 1024, processes: 50 }))).toMatchObject({
      command: spawned('bwrap', ['--', PRLIMIT, '--fsize=1024', '--nproc=50', '--', 'prog', 'a']),
    });
  });

  it('where prlimit is missing, runs the program without those limits', () => {
    expect(createRlimitLauncher(noPrlimit, undefined)(...command({ fileSizeBytes: 1024, openFiles: 64 }))).toEqual({
      command: spawned('prog', ['a']),
      diesWhole: false,
    });
  });

  it("reads prlimit's failures as the program's own, after the sandbox's (given the sandbox's report)", () => {
    const inner: Launcher = (wrapped, limits) => ({
      ...sandbox(wrapped, limits),
      startFailureOf: (code, stderr, report) =>
        code === 1 && stderr.startsWith('bwrap: ') && report !== 'exec-ed' ? { kind: 'sandbox', message: 'bwrap failed' } : undefined,
    });
    const { startFailureOf } = createRlimitLauncher(user, inner)(...command({ openFiles: 64 }));
    expect(startFailureOf?.(127, 'prlimit: failed to execute nope: No such file or directory\n')).toEqual({
      kind: 'notFound',
      message: 'command "nope" not found on PATH',
    });
    expect(startFailureOf?.(126, 'prlimit: failed to execute ./x: Permission denied\n')).toEqual({
      kind: 'notExecutable',
      message: 'command "./x" is not executable (permission denied)',
    });
    expect(startFailureOf?.(1, 'prlimit: failed to set the NOFILE resource limit: Operation not permitted\n')).toEqual({
      kind: 'sandbox',
      message: "the run's limits could not be set (prlimit): failed to set the NOFILE resource limit: Operation not permitted",
    });
    expect(startFailureOf?.(1, 'bwrap: oops\n')).toEqual({ kind: 'sandbox', message: 'bwrap failed' });
    expect(startFailureOf?.(1, 'bwrap: oops\n', 'exec-ed')).toBeUndefined();
    expect(startFailureOf?.(2, 'prlimit: failed to execute nope: No such file or directory\n')).toBeUndefined();
    expect(startFailureOf?.(127, 'sh: nope: not found\n')).toBeUndefined();
  });

  it('reads the rlimits it set, then what the sandbox reads', () => {
    const inner: Launcher = (wrapped, limits) => ({ ...sandbox(wrapped, limits), limitHitOf: () => ({ key: 'tmp', value: '1KiB', detail: 'full' }) });
    const { limitHitOf } = createRlimitLauncher(user, inner)(...command({ fileSizeBytes: 1024 ** 2 }));
    expect(limitHitOf?.({ exitCode: 153, signal: null }, '')).toMatchObject({ key: 'fileSize', value: '1MiB' });
    expect(limitHitOf?.({ exitCode: 1, signal: null }, 'Too many open files')).toMatchObject({ key: 'tmp' });
  });
});
