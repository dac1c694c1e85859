import { readdirSync, readlinkSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAllGone, isAlive } from '../../test/support/fixtures.js';
import { NO_CGROUPS } from '../../test/support/no-cgroups.js';
import { createServerInstance, MARK_VARIABLE } from '../containment/run-mark.js';
import { createSpawnLedger } from '../containment/spawn-ledger.js';
import { createSpareLaunches, toSpareSetup, type Spare, type SpareLaunches } from './spare-launches.js';
import { spawnWithNode, type SpawnProgram } from './spawn-program.js';
import { findSpawner, Spawner } from './spawner.js';
import type { Launch } from './types.js';

// A waiting launcher: reads its command from fd 3 and prints it with the mark it was started under.
const WAITER = `const chunks = []; const s = require('node:fs').createReadStream(null, { fd: 3 });
s.on('data', (c) => chunks.push(c)); s.on('end', () => process.stdout.write(process.env.${MARK_VARIABLE} + ' ' + Buffer.concat(chunks)));`;

function launchOf(key: string): Launch {
  return {
    command: { program: process.execPath, args: ['-e', WAITER], cwd: '/', env: { LAUNCHER_ONLY: '1' } },
    diesWhole: true,
    extraFds: ['pipe'],
    prepared: { key, commandFd: 0, toCommand: (env) => Buffer.from(JSON.stringify(env)) },
  };
}

let pools: SpareLaunches[] = [];
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  pools = [];
});

/** Every pid the pools spawned, in order. */
const spawned: number[] = [];
const recordingSpawn: SpawnProgram = (command, io) => {
  const child = spawnWithNode(command, io);
  if (child.pid !== undefined) spawned.push(child.pid);
  return child;
};

function createPool(idleMs?: number): SpareLaunches {
  const pool = createSpareLaunches({
    spawnProgram: recordingSpawn,
    cgroups: NO_CGROUPS,
    instance: createServerInstance(process.pid, 'test'),
    spawnLedger: createSpawnLedger(),
    ...(idleMs !== undefined && { idleMs }),
  });
  pools.push(pool);
  return pool;
}

/** Replenishes as a set-up's second run does, then waits for the spares to be spawned (after the current turn). */
async function replenished(pool: SpareLaunches, launch: Launch, limits = {}, pipeStdin = false): Promise<void> {
  pool.replenish(toSpareSetup(launch, limits, pipeStdin));
  pool.replenish(toSpareSetup(launch, limits, pipeStdin));
  await new Promise((resolve) => setImmediate(resolve));
}

function outputOf(spare: Spare): Promise<string> {
  let output = '';
  spare.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => spare.child.on('close', () => resolve(output)));
}

describe('spare launches', () => {
  it('hands a spare of a set-up to the next run with that set-up, each once, each started under a mark of its own', async () => {
    const pool = createPool();
    const launch = launchOf('a');
    expect(pool.claim(toSpareSetup(launch, {}, false))).toBeUndefined();
    await replenished(pool, launch);
    const spare = pool.claim(toSpareSetup(launch, {}, false))!;
    expect(spare.mark).toMatch(/^\d+\.test:\d+$/);
    const other = pool.claim(toSpareSetup(launch, {}, false))!;
    expect(other.mark).not.toBe(spare.mark);
    process.kill(other.child.pid!, 'SIGKILL');
    expect(pool.claim(toSpareSetup(launch, {}, false))).toBeUndefined();
    const output = outputOf(spare);
    (spare.child.stdio[3] as Writable).end('the command');
    expect(await output).toBe(`${spare.mark} the command`);
  });

  it('keeps set-ups apart: another key, other limits, stdin piped or not', async () => {
    const pool = createPool();
    await replenished(pool, launchOf('a'), { processes: 10 }, true);
    expect(pool.claim(toSpareSetup(launchOf('b'), { processes: 10 }, true))).toBeUndefined();
    expect(pool.claim(toSpareSetup(launchOf('a'), { processes: 11 }, true))).toBeUndefined();
    expect(pool.claim(toSpareSetup(launchOf('a'), { processes: 10 }, false))).toBeUndefined();
    expect(pool.claim(toSpareSetup(launchOf('a'), { processes: 10 }, true))).toBeDefined();
  });

  it('starts none after the first run of a set-up: one whose runs all differ would only waste them', async () => {
    const pool = createPool();
    const before = spawned.length;
    pool.replenish(toSpareSetup(launchOf('once'), {}, false));
    await new Promise((resolve) => setImmediate(resolve));
    expect(spawned.length).toBe(before);
    expect(pool.claim(toSpareSetup(launchOf('once'), {}, false))).toBeUndefined();
  });

  it('keeps two spares per set-up ready however many runs replenish it, oldest first', async () => {
    const pool = createPool();
    const launch = launchOf('a');
    const before = spawned.length;
    for (let run = 0; run < 3; run++) pool.replenish(toSpareSetup(launch, {}, false));
    await new Promise((resolve) => setImmediate(resolve));
    await replenished(pool, launch);
    expect(spawned.length - before).toBe(2);
    const [first, second] = [pool.claim(toSpareSetup(launch, {}, false))!, pool.claim(toSpareSetup(launch, {}, false))!];
    expect([first.child.pid, second.child.pid]).toEqual(spawned.slice(before, before + 2));
    expect(pool.claim(toSpareSetup(launch, {}, false))).toBeUndefined();
    for (const spare of [first, second]) process.kill(spare.child.pid!, 'SIGKILL');
  });

  it('keeps eight spares at most, ending those of the oldest set-up first', async () => {
    const pool = createPool();
    const before = spawned.length;
    for (let key = 0; key < 5; key++) await replenished(pool, launchOf(String(key)));
    const firstKeys = spawned.slice(before, before + 2);
    expect(spawned.length - before).toBe(10);
    await expectAllGone(firstKeys);
    expect(pool.claim(toSpareSetup(launchOf('0'), {}, false))).toBeUndefined();
    expect(pool.claim(toSpareSetup(launchOf('4'), {}, false))).toBeDefined();
  });

  it('drops a spare that ended while it waited: the next run starts afresh', async () => {
    const pool = createPool();
    const launch = launchOf('a');
    await replenished(pool, launch);
    const [pid] = spawned.slice(-1);
    process.kill(pid!, 'SIGKILL');
    await expectAllGone([pid!]);
    await vi.waitFor(() => expect(pool.claim(toSpareSetup(launch, {}, false))).toBeUndefined());
  });

  it('ends a spare left waiting for idleMs, and every one when closed', async () => {
    const pool = createPool(300);
    await replenished(pool, launchOf('idle'));
    const idle = spawned.slice(-1);
    await expectAllGone(idle, 5_000);
    expect(pool.claim(toSpareSetup(launchOf('idle'), {}, false))).toBeUndefined();

    const closing = createPool();
    for (const key of ['x', 'y']) await replenished(closing, launchOf(key));
    const waiting = spawned.slice(-2);
    expect(waiting.every(isAlive)).toBe(true);
    await closing.close();
    await expectAllGone(waiting);
    await replenished(closing, launchOf('x'));
    expect(closing.claim(toSpareSetup(launchOf('x'), {}, false))).toBeUndefined();
  });
});

const SPAWNER = findSpawner(process.arch, fileURLToPath(new URL('../../dist/', import.meta.url)));
/** This process's descriptors that are pipes. */
const openPipes = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith('pipe:');
    } catch {
      return false;
    }
  }).length;

describe.skipIf(!SPAWNER)('spares the spawner started', () => {
  it('that end unclaimed leave none of their descriptors open: the report held bare, the command pipe (review of stop 43)', async () => {
    const spawner = new Spawner(SPAWNER!, spawnWithNode);
    const pool = createSpareLaunches({
      spawnProgram: spawner.spawn,
      cgroups: NO_CGROUPS,
      instance: createServerInstance(process.pid, 'test'),
      spawnLedger: createSpawnLedger(),
      idleMs: 200,
    });
    const waiter: Launch = {
      command: { program: process.execPath, args: ['-e', `require('node:fs').readFileSync(4)`], cwd: '/', env: {} },
      diesWhole: true,
      extraFds: ['report', 'pipe'],
      reportFd: 0,
      prepared: { key: 'unclaimed', commandFd: 1, toCommand: () => Buffer.from('') },
    };
    const before = openPipes();
    try {
      await replenished(pool, waiter);
      await vi.waitFor(() => expect(openPipes()).toBeGreaterThan(before));
      // Idle past idleMs: dropped, killed, and what the server held of them closed.
      await vi.waitFor(() => expect(openPipes()).toBe(before), { timeout: 5_000 });
    } finally {
      await pool.close();
      spawner.close();
    }
  });
});
