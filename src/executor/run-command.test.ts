import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAllGone, fixture, readPids } from '../../test/support/fixtures.js';
import { NO_CGROUPS } from '../../test/support/no-cgroups.js';
import { currentServerInstance, currentSpawnLedger } from '../containment/current-instance.js';
import { MARK_VARIABLE } from '../containment/run-mark.js';
import { createDeadlines } from './deadlines.js';
import { createChildEnvironment } from './environment.js';
import { launchAsIs } from './launch-as-is.js';
import { runCommand } from './run-command.js';
import { createSpareLaunches } from './spare-launches.js';
import { spawnWithNode } from './spawn-program.js';
import type { Launcher, RunRequest } from './types.js';

const work = mkdtempSync(join(tmpdir(), 'run-command-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The counters and timers a server's executor hands each run. */
const deadlines = createDeadlines();
const services = () => ({ mark: currentServerInstance().nextMark(), deadlines, spawnLedger: currentSpawnLedger() });

const childEnv = createChildEnvironment({ PATH: process.env.PATH, HOME: '/home/test', FORCE_COLOR: '3', WRAP_INHERITED: 'yes' });

function request(program: string, args: string[], overrides: Partial<RunRequest> = {}): RunRequest {
  return {
    program,
    args,
    cwd: work,
    env: {},
    inheritEnv: true,
    timeoutMs: 10_000,
    killGraceMs: 2_000,
    maxOutputBytes: 1024 * 1024,
    successCodes: [0],
    limits: {},
    ...overrides,
  };
}

const text = (output: { head: Buffer; tail: Buffer }) => Buffer.concat([output.head, output.tail]).toString();
const createNodeSpares = () =>
  createSpareLaunches({ spawnProgram: spawnWithNode, cgroups: NO_CGROUPS, instance: currentServerInstance(), spawnLedger: currentSpawnLedger() });

describe('runCommand', () => {
  it('captures stdout and stderr of a successful run', async () => {
    const outcome = await runCommand(request('node', [fixture('exit-with.mjs'), '0', 'out', 'err']), { ...services(), childEnv });
    expect(outcome).toMatchObject({ program: 'node', exitCode: 0, signal: null, timedOut: false, isCanceled: false, succeeded: true });
    expect(text(outcome.stdout)).toBe('out');
    expect(text(outcome.stderr)).toBe('err');
    expect(outcome.durationMs).toBeGreaterThan(0);
  });

  it.each([
    [3, [0], false],
    [1, [0, 1], true],
    [0, [1], false],
  ])('exit code %i with successCodes %o succeeded: %s', async (code, successCodes, succeeded) => {
    const outcome = await runCommand(request('node', [fixture('exit-with.mjs'), String(code)], { successCodes }), { ...services(), childEnv });
    expect(outcome).toMatchObject({ exitCode: code, succeeded });
  });

  it('passes argv without a shell', async () => {
    const args = ['; touch X', '$(touch X)', '`touch X`', 'a | b', 'line\nbreak', '*', '~'];
    const outcome = await runCommand(request('node', [fixture('echo-argv.mjs'), ...args]), { ...services(), childEnv });
    expect(JSON.parse(text(outcome.stdout)).argv).toEqual(args);
  });

  it('writes stdin when given and closes it otherwise', async () => {
    const fed = await runCommand(request('node', [fixture('echo-argv.mjs')], { stdin: 'hello\n' }), { ...services(), childEnv });
    expect(JSON.parse(text(fed.stdout)).stdin).toBe('hello\n');
    const closed = await runCommand(request('node', [fixture('echo-argv.mjs')]), { ...services(), childEnv });
    expect(JSON.parse(text(closed.stdout)).stdin).toBe('');
  });

  it('runs non-interactively: no colour forcing, no pager, no prompts', async () => {
    const outcome = await runCommand(request('node', [fixture('echo-argv.mjs')], { env: { WRAP_SET: 'by-definition' } }), { ...services(), childEnv });
    const { env } = JSON.parse(text(outcome.stdout));
    expect(env).toMatchObject({
      NO_COLOR: '1',
      TERM: 'dumb',
      PAGER: 'cat',
      GIT_PAGER: 'cat',
      GIT_TERMINAL_PROMPT: '0',
      GIT_EDITOR: 'true',
      EDITOR: 'true',
      WRAP_INHERITED: 'yes',
      WRAP_SET: 'by-definition',
    });
    expect(env.FORCE_COLOR).toBeUndefined();
  });

  it.each<[string, Record<string, string>, string]>([
    ["the run's folder, resolved", {}, work],
    ['what the definition sets', { PWD: '/chosen' }, '/chosen'],
  ])('sets PWD to %s', async (_, env, expected) => {
    const outcome = await runCommand(request('node', [fixture('echo-argv.mjs')], { cwd: relative(process.cwd(), work), env }), { ...services(), childEnv });
    expect(JSON.parse(text(outcome.stdout)).env.PWD).toBe(expected);
  });

  it('lets the definition override the non-interactive defaults', async () => {
    const outcome = await runCommand(request('node', [fixture('echo-argv.mjs')], { env: { PAGER: 'less' } }), { ...services(), childEnv });
    expect(JSON.parse(text(outcome.stdout)).env.PAGER).toBe('less');
  });

  it.each([
    [false, { PATH: process.env.PATH }],
    [['HOME'], { PATH: process.env.PATH, HOME: '/home/test' }],
  ])('inheritEnv %o passes only PATH and the names listed', async (inheritEnv, expected) => {
    const outcome = await runCommand(request('node', [fixture('echo-argv.mjs')], { inheritEnv }), { ...services(), childEnv });
    const { env } = JSON.parse(text(outcome.stdout));
    expect(env.WRAP_INHERITED).toBeUndefined();
    expect(env).toMatchObject(expected);
  });

  it('reports a missing program', async () => {
    const outcome = await runCommand(request('no-such-program-xyz', []), { ...services(), childEnv });
    expect(outcome).toMatchObject({
      succeeded: false,
      exitCode: null,
      spawnFailure: { kind: 'notFound', message: 'command "no-such-program-xyz" not found on PATH' },
    });
  });

  it('reports a program that is not executable', async () => {
    const script = join(work, 'not-executable.sh');
    writeFileSync(script, '#!/bin/sh\necho hi\n');
    chmodSync(script, 0o644);
    const outcome = await runCommand(request(script, []), { ...services(), childEnv });
    expect(outcome.spawnFailure).toMatchObject({ kind: 'notExecutable' });
  });

  it('reports a working directory that does not exist', async () => {
    const outcome = await runCommand(request('node', ['-e', '0'], { cwd: join(work, 'missing') }), { ...services(), childEnv });
    expect(outcome.spawnFailure).toMatchObject({ kind: 'badCwd', message: `working directory ${join(work, 'missing')} does not exist` });
  });

  it('reports death by signal', async () => {
    const outcome = await runCommand(request('node', ['-e', 'process.kill(process.pid, "SIGSEGV")']), { ...services(), childEnv });
    expect(outcome).toMatchObject({ exitCode: null, signal: 'SIGSEGV', succeeded: false });
  });

  it('asks the launch which limit stopped a run that failed, with its stderr, and never for one that succeeded', async () => {
    const seen: string[] = [];
    const launch: Launcher = (command) => ({
      ...launchAsIs(command),
      limitHitOf: (ending, stderr) => (seen.push(`${ending.exitCode} ${stderr}`), { key: 'openFiles', value: '64', detail: 'seen' }),
    });
    const failed = await runCommand(request('node', ['-e', 'console.error("EMFILE"); process.exit(3)']), { ...services(), childEnv, launch });
    expect(failed.limitHit).toEqual({ key: 'openFiles', value: '64', detail: 'seen' });
    const succeeded = await runCommand(request('node', ['-e', 'console.error("EMFILE")']), { ...services(), childEnv, launch });
    expect(succeeded.limitHit).toBeUndefined();
    expect(seen).toEqual(['3 EMFILE\n']);
  });

  it('stops a run at its timeout, and nothing of it survives', async () => {
    const pidFile = join(work, 'timeout.pid');
    const outcome = await runCommand(request('node', [fixture('forever.mjs'), pidFile], { timeoutMs: 300 }), { ...services(), childEnv });
    expect(outcome).toMatchObject({ timedOut: true, succeeded: false, signal: 'SIGTERM' });
    await expectAllGone(await readPids(pidFile));
  });

  it('lets a run finish under a timeout longer than a Node timer can wait (720h)', async () => {
    const outcome = await runCommand(request('node', ['-e', 'setTimeout(() => {}, 200)'], { timeoutMs: 720 * 3_600_000 }), { ...services(), childEnv });
    expect(outcome).toMatchObject({ timedOut: false, succeeded: true, exitCode: 0 });
  });

  it('stops a run when cancelled', async () => {
    const pidFile = join(work, 'cancel.pid');
    const controller = new AbortController();
    const running = runCommand(request('node', [fixture('forever.mjs'), pidFile]), { ...services(), childEnv, signal: controller.signal });
    const [pid] = await readPids(pidFile);
    controller.abort();
    expect(await running).toMatchObject({ isCanceled: true, timedOut: false, succeeded: false });
    await expectAllGone([pid!]);
  });

  it('does not start when already cancelled', async () => {
    const outcome = await runCommand(request('node', [fixture('echo-argv.mjs')], { env: { RUN_LOG: join(work, 'never.log') } }), {
      ...services(),
      childEnv,
      signal: AbortSignal.abort(),
    });
    expect(outcome).toMatchObject({ isCanceled: true, exitCode: null });
  });

  it('stops background processes a program leaves behind', async () => {
    const pidFile = join(work, 'left-behind.pid');
    const outcome = await runCommand(request('node', [fixture('spawn-grandchild.mjs'), pidFile, '3', 'exit']), { ...services(), childEnv });
    expect(outcome).toMatchObject({ exitCode: 0, succeeded: true });
    expect(text(outcome.stdout)).toBe('ready\n');
    await expectAllGone(await readPids(pidFile, 3));
  });

  it('stops children and grandchildren at a timeout', async () => {
    const pidFile = join(work, 'tree-timeout.pid');
    const outcome = await runCommand(request('node', [fixture('spawn-grandchild.mjs'), pidFile, '3'], { timeoutMs: 2_000 }), { ...services(), childEnv });
    expect(outcome).toMatchObject({ timedOut: true });
    // Normally all three started before the timeout; whichever did must be gone.
    await expectAllGone(await readPids(pidFile, 1));
  });

  it('keeps head and tail of output larger than maxOutput', async () => {
    const script = 'for (let i = 0; i < 10000; i++) console.log("line " + i)';
    const outcome = await runCommand(request('node', ['-e', script], { maxOutputBytes: 1000 }), { ...services(), childEnv });
    expect(outcome.stdout.head.toString()).toMatch(/^line 0\nline 1\n/);
    expect(outcome.stdout.tail.toString()).toMatch(/line 9999\n$/);
    expect(outcome.stdout.head.length + outcome.stdout.tail.length).toBe(1000);
    expect(outcome.stdout.totalBytes).toBe(outcome.stdout.cutBytes + 1000);
  });

  it('tells a launch that waits for its command the command and environment, and only it gets them; a spare is taken when one waits', async () => {
    // A waiting launcher: prints the command it reads on fd 3 and the run mark it was started under.
    const waiter = `let c = ''; require('node:fs').createReadStream(null, { fd: 3 }).on('data', (d) => (c += d)).on('end', () => console.log(process.env.${MARK_VARIABLE}, c, process.env.PATH === undefined))`;
    const launch: Launcher = () => ({
      command: { program: process.execPath, args: ['-e', waiter], cwd: work, env: {} },
      diesWhole: false,
      extraFds: ['pipe'],
      prepared: { key: 'k', commandFd: 0, toCommand: (env) => Buffer.from(`${env[MARK_VARIABLE]}:${env.WRAP_INHERITED}`) },
    });
    const spares = createNodeSpares();
    try {
      const fresh = services();
      const first = await runCommand(request('prog', []), { ...fresh, childEnv, launch, spares });
      expect(text(first.stdout)).toBe(`${fresh.mark} ${fresh.mark}:yes true\n`);
      // Spares are started from a set-up's second run on, after the turn that answered.
      await runCommand(request('prog', []), { ...services(), childEnv, launch, spares });
      await new Promise((resolve) => setImmediate(resolve));
      const later = services();
      const second = await runCommand(request('prog', []), { ...later, childEnv, launch, spares });
      const [startedUnder, told] = text(second.stdout).split(' ');
      expect(startedUnder).not.toBe(later.mark);
      expect(told).toBe(`${startedUnder}:yes`);
    } finally {
      await spares.close();
    }
  });

  it("reads a spare's launcher report that ended before the spare was claimed as empty, and answers (review of stop 43: it hung)", async () => {
    // A waiting launcher whose report is empty (closed at once, as bwrap's is when it fails before running anything), then fails in bwrap's words.
    const waiter = `const fs = require('fs'); fs.closeSync(3); fs.readFileSync(4); process.stderr.write('bwrap: cannot\\n'); process.exitCode = 1;`;
    const launch: Launcher = () => ({
      command: { program: process.execPath, args: ['-e', waiter], cwd: work, env: {} },
      diesWhole: false,
      extraFds: ['report', 'pipe'],
      reportFd: 0,
      startFailureOf: (code, stderr, report) =>
        code === 1 && stderr.startsWith('bwrap: ') && !/exit-code/.test(report ?? '') ? { kind: 'sandbox', message: 'bwrap could not' } : undefined,
      prepared: { key: 'empty-report', commandFd: 1, toCommand: () => Buffer.from('go') },
    });
    const spares = createNodeSpares();
    try {
      for (let run = 0; run < 2; run++) await runCommand(request('prog', []), { ...services(), childEnv, launch, spares });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const claimed = await Promise.race([
        runCommand(request('prog', []), { ...services(), childEnv, launch, spares }),
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5_000).unref()),
      ]);
      expect(claimed === 'hung' ? 'hung' : claimed.spawnFailure).toEqual({ kind: 'sandbox', message: 'bwrap could not' });
    } finally {
      await spares.close();
    }
  });
});
