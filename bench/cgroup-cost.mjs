// What a run's cgroup costs the server per call: making it (a folder per hierarchy), stepping the
// main thread in and out around the spawn (and setting the limits), and removing it once the run
// is over; 500 spawns of /bin/true per round, 3 rounds, median of the rounds' medians. The spawn
// itself is timed too, for scale. Linux, as root (or wherever the server may make cgroups).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { median } from './lib.mjs';

const CALLS = 500;
const ROUNDS = 3;
const LIMITS = { memoryBytes: 4 * 1024 ** 3, processes: 1024 };

const folder = mkdtempSync(join(tmpdir(), 'cgroup-cost-'));
const outfile = join(folder, 'server-cgroups.mjs');
await build({ entryPoints: [fileURLToPath(new URL('../src/containment/server-cgroups.ts', import.meta.url))], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'warning' });
const { createServerCgroups } = await import(outfile);
const cgroups = createServerCgroups(`${process.pid}.bench`);
console.error(`enforcement here: ${JSON.stringify(cgroups.enforcement())}`);

const exited = (child) => new Promise((resolve) => child.on('exit', resolve));
const rounds = { make: [], step: [], remove: [], spawn: [], total: [] };
for (let round = 0; round < ROUNDS; round++) {
  const samples = { make: [], step: [], remove: [], spawn: [], total: [] };
  for (let call = 1; call <= CALLS; call++) {
    const t0 = performance.now();
    const run = cgroups.createRun(LIMITS);
    const t1 = performance.now();
    run?.enter();
    const t2 = performance.now();
    const child = spawn('/bin/true', [], { stdio: 'ignore', detached: true });
    const t3 = performance.now();
    run?.leave();
    const t4 = performance.now();
    await exited(child);
    const t5 = performance.now();
    await run?.remove();
    const t6 = performance.now();
    samples.make.push(t1 - t0);
    samples.step.push(t2 - t1 + (t4 - t3));
    samples.spawn.push(t3 - t2);
    samples.remove.push(t6 - t5);
    samples.total.push(t1 - t0 + (t2 - t1) + (t4 - t3) + (t6 - t5));
  }
  for (const [name, values] of Object.entries(samples)) rounds[name].push(median(values));
}
await cgroups.release();
rmSync(folder, { recursive: true, force: true });
const show = (name) => `${median(rounds[name]).toFixed(3)} ms (rounds: ${rounds[name].map((value) => value.toFixed(3)).join(', ')})`;
console.log(`make the run's cgroups:        ${show('make')}`);
console.log(`step in and out, set limits:   ${show('step')}`);
console.log(`remove them:                   ${show('remove')}`);
console.log(`all the cgroup work per call:  ${show('total')}`);
console.log(`for scale, spawn(/bin/true):   ${show('spawn')}`);
