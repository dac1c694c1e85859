// The spawner, tested the way it breaks: argv that a shell would expand, a program that is not
// there or not executable, a folder that is gone, a child killed by a signal, a spawner that dies
// under its runs, and a server that closes it.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture } from '../../test/support/fixtures.js';
import { spawnWithNode } from './spawn-program.js';
import { findSpawner, Spawner } from './spawner.js';
import type { Command, RunChild, SpawnIo } from './types.js';

const SPAWNER = findSpawner(process.arch, fileURLToPath(new URL('../../dist/', import.meta.url)));
const env = { PATH: process.env.PATH ?? '' };
const spawners: Spawner[] = [];

afterEach(() => {
  for (const spawner of spawners.splice(0)) spawner.close();
});

function started(command: Partial<Command> & { program: string }, io: SpawnIo = { pipeStdin: false }): Promise<RunChild> {
  const spawner = new Spawner(SPAWNER!, () => {
    throw new Error('not the fallback');
  });
  spawners.push(spawner);
  return Promise.resolve(spawner.spawn({ args: [], cwd: tmpdir(), env, ...command }, io));
}

async function ended(child: RunChild): Promise<{ stdout: string; stderr: string; code: number | null; signal: NodeJS.Signals | null; order: string[] }> {
  let stdout = '';
  let stderr = '';
  const order: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('exit', () => order.push('exit'));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (...ending) => resolve(ending)));
  order.push('close');
  return { stdout, stderr, code, signal, order };
}

/** Fields of /proc/PID/stat after the name: state, parent, group, session ...; [] once it is gone. */
function statOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return [];
  }
}
const parentOf = (pid: number) => Number(statOf(pid)[1]);
const sessionOf = (pid: number) => Number(statOf(pid)[3]);
/** Gone, or dead and not yet collected by init. */
const isDead = (pid: number) => [undefined, 'Z', 'X'].includes(statOf(pid)[0]);

describe.skipIf(!SPAWNER)('the spawner', () => {
  it('runs argv as given, with no shell, stdin piped, in a session of its own, forked by itself and not by the server', async () => {
    const args = ['; touch X', '$(id)', 'a b', '%PATH%', '^&|', 'é\n'];
    const child = await started({ program: 'node', args: [fixture('echo-argv.mjs'), ...args] }, { pipeStdin: true });
    expect([parentOf(child.pid!) !== process.pid, sessionOf(child.pid!)]).toEqual([true, child.pid]);
    child.stdin!.end('fed');
    const { stdout, code, order } = await ended(child);
    expect([code, order]).toEqual([0, ['exit', 'close']]);
    expect(JSON.parse(stdout)).toMatchObject({ argv: args, stdin: 'fed' });
  });

  it('gives the program only the environment it is told, in the folder it is told', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'spawner-'));
    const child = await started({
      program: 'node',
      args: ['-e', 'console.log(JSON.stringify([process.cwd(), process.env]))'],
      cwd: folder,
      env: { ...env, ONLY: 'this' },
    });
    const { stdout } = await ended(child);
    expect(JSON.parse(stdout)).toEqual([folder, { ...env, ONLY: 'this' }]);
  });

  it('says how the program ended: its code, or the signal that killed it', async () => {
    expect((await ended(await started({ program: 'node', args: [fixture('exit-with.mjs'), '3'] }))).code).toBe(3);
    const killed = await started({ program: 'sleep', args: ['30'] });
    process.kill(killed.pid!, 'SIGKILL');
    expect(await ended(killed)).toMatchObject({ code: null, signal: 'SIGKILL' });
  });

  it('fails a program that is not there, not executable, or a folder that is gone, as Node does', async () => {
    await expect(started({ program: 'no-such-program-xyz' })).rejects.toMatchObject({ code: 'ENOENT' });
    const folder = mkdtempSync(join(tmpdir(), 'spawner-'));
    writeFileSync(join(folder, 'script'), '#!/bin/sh\n');
    chmodSync(join(folder, 'script'), 0o644);
    await expect(started({ program: join(folder, 'script') })).rejects.toMatchObject({ code: 'EACCES' });
    await expect(started({ program: 'true', cwd: join(folder, 'gone') })).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('passes extra pipes from fd 3 on, which the server writes', async () => {
    const child = await started(
      { program: 'node', args: ['-e', 'process.stdout.write(require("fs").readFileSync(4))'] },
      { pipeStdin: false, extraFds: ['pipe', 'pipe'] },
    );
    (child.stdio[3] as Writable).end();
    (child.stdio[4] as Writable).end('through fd 4');
    expect((await ended(child)).stdout).toBe('through fd 4');
  });

  it('passes a report pipe the other way, held as a bare descriptor: read to its end once the child is gone, or let go', async () => {
    const write = 'require("fs").writeSync(3, "reported"); require("fs").writeSync(1, require("fs").readFileSync(4))';
    const child = await started({ program: 'node', args: ['-e', write] }, { pipeStdin: false, extraFds: ['report', 'pipe'] });
    expect(child.stdio[3]).toBeUndefined();
    (child.stdio[4] as Writable).end('written');
    expect((await ended(child)).stdout).toBe('written');
    expect(child.takeReport!(3, true)).toBe('reported');
    expect(child.takeReport!(3, true)).toBeUndefined();
    const unread = await started({ program: 'node', args: ['-e', write] }, { pipeStdin: false, extraFds: ['report', 'pipe'] });
    (unread.stdio[4] as Writable).end('');
    await ended(unread);
    expect(unread.takeReport!(3, false)).toBeUndefined();
  });

  it('holds every end of a run with stdin piped and four extra pipes, and serves the next run (review of stop 43: it overflowed)', async () => {
    const spawner = new Spawner(SPAWNER!, () => {
      throw new Error('not the fallback');
    });
    spawners.push(spawner);
    const many = { pipeStdin: true, extraFds: ['pipe', 'pipe', 'pipe', 'report'] } as const;
    for (let run = 0; run < 2; run++) {
      const child = await spawner.spawn({ program: 'node', args: ['-e', 'require("fs").writeSync(6, "ok")'], cwd: tmpdir(), env }, many);
      for (const index of [0, 3, 4, 5]) (child.stdio[index] as Writable).end();
      expect((await ended(child)).code).toBe(0);
      expect(child.takeReport!(6, true)).toBe('ok');
    }
  });

  it('leaves to Node what it cannot make: a launch whose extra fds the server reads too', async () => {
    const spawner = new Spawner(SPAWNER!, spawnWithNode);
    spawners.push(spawner);
    const child = await spawner.spawn({ program: 'true', args: [], cwd: tmpdir(), env }, { pipeStdin: false, extraFds: ['pipe'], duplexFds: true });
    expect(parentOf(child.pid!)).toBe(process.pid);
    await ended(child);
  });

  it('dying, kills the runs it started and tells them so; the next spawn starts it again', async () => {
    const spawner = new Spawner(SPAWNER!, spawnWithNode);
    spawners.push(spawner);
    const child = await spawner.spawn({ program: 'sleep', args: ['30'], cwd: tmpdir(), env }, { pipeStdin: false });
    process.kill(parentOf(child.pid!), 'SIGKILL');
    expect(await ended(child)).toMatchObject({ signal: 'SIGKILL' });
    // Its pipes close before it is a zombie: on a loaded machine that can take a while.
    await expect.poll(() => isDead(child.pid!), { timeout: 10_000 }).toBe(true);
    const next = await spawner.spawn({ program: 'true', args: [], cwd: tmpdir(), env }, { pipeStdin: false });
    expect((await ended(next)).code).toBe(0);
  });

  it('ends when the server closes it', async () => {
    const child = await started({ program: 'sleep', args: ['30'] });
    const spawnerPid = parentOf(child.pid!);
    spawners.pop()!.close();
    await expect.poll(() => isDead(spawnerPid), { timeout: 10_000 }).toBe(true);
    process.kill(child.pid!, 'SIGKILL');
  });
});
