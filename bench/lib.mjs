// Helpers shared by the benchmarks: statistics, MCP clients over stdio, process checks.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

export const BIN = fileURLToPath(new URL('../bin/mcp-wrap', import.meta.url));
const MINIMAL_SOURCE = fileURLToPath(new URL('./minimal-server.mjs', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../test/fixtures/', import.meta.url));

/** The environment every measured process gets: the user's, without extra CA certificates to load. */
export function benchEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

export const median = (values) => percentile(values, 0.5);

/**
 * The reference server bundled the way mcp-wrap's CLI is (one CommonJS file by esbuild), into
 * `folder`: unbundled, it spends about 120 ms of each start loading the SDK's modules.
 */
export async function bundleMinimalServer(folder) {
  const outfile = join(folder, 'minimal-server.cjs');
  await build({ entryPoints: [MINIMAL_SOURCE], bundle: true, platform: 'node', target: 'node20', format: 'cjs', outfile, logLevel: 'warning' });
  return outfile;
}

/** CPU time (user + system) a process has used so far, in ms (Linux). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
}

/**
 * CPU time a server has used so far, in ms (Linux): its own and its spawner's. mcp-wrap forks its
 * runs from a small child process (dist/spawner-linux-<arch>) so as not to fork itself: that work
 * is the server's, as the reference's own forks are its. The runs' CPU is neither side's.
 */
export function serverCpuMs(pid) {
  return cpuMs(pid) + spawnersOf(pid).reduce((sum, spawner) => sum + cpuMs(spawner), 0);
}

function spawnersOf(pid) {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
  return children.filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('spawner-linux-');
    } catch {
      return false;
    }
  });
}

/** CPU time (user + system) of a process's main thread so far, in ms (Linux); the rest of its CPU is its other threads'. */
export function mainThreadCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** An SDK client connected to `node <args...>` over stdio. */
export async function connectClient(args, env = {}) {
  const transport = new StdioClientTransport({ command: process.execPath, args, env: benchEnv(env), stderr: 'ignore' });
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, close: () => client.close() };
}

/** `node <args...>` spoken to line by line: initialized, then told to call tools it never answers. */
export async function startRawServer(args, env = {}) {
  const child = spawn(process.execPath, args, { env: benchEnv(env), stdio: ['pipe', 'pipe', 'ignore'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let id = 0;
  const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  const initialized = new Promise((resolve) => child.stdout.once('data', resolve));
  send({ id: id++, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } });
  await initialized;
  send({ method: 'notifications/initialized' });
  return {
    exited,
    kill: (signal) => child.kill(signal),
    call: (name, args) => send({ id: id++, method: 'tools/call', params: { name, arguments: args } }),
  };
}

/** Milliseconds each of `count` sequential calls took. */
export async function timeCalls(client, name, count, args = {}) {
  const times = [];
  for (let index = 0; index < count; index++) {
    const start = performance.now();
    await client.callTool({ name, arguments: args });
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Sequential calls to each side in turn, `batch` at a time, `calls` per side per round, so that
 * the machine's noise falls on every side alike; the times of each side, all rounds together.
 */
export async function timeInterleaved(sides, rounds, calls, batch = 10) {
  const times = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (let done = 0; done < calls; done += batch) {
      for (const [name, side] of Object.entries(sides))
        times[name].push(...(await timeCalls(side.client, side.tool, Math.min(batch, calls - done), side.args)));
    }
  }
  return times;
}

/** Calls per second with `callers` callers sharing one client, `perCaller` calls each. */
export async function throughput(client, name, callers, perCaller, args = {}) {
  const start = performance.now();
  await Promise.all(Array.from({ length: callers }, () => timeCalls(client, name, perCaller, args)));
  return (callers * perCaller * 1000) / (performance.now() - start);
}

/**
 * Cold start: spawn `node <args...>`, send initialize and tools/list at once, and time the
 * initialize answer and the tools/list answer from the spawn.
 */
export function coldStart(args, env = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { env: benchEnv(env), stdio: ['pipe', 'pipe', 'ignore'] });
    const times = {};
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk.toString();
      for (let newline = buffered.indexOf('\n'); newline !== -1; newline = buffered.indexOf('\n')) {
        const message = JSON.parse(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
        if (message.id === 1) times.initialize = performance.now() - start;
        if (message.id === 2) {
          times.toolsList = performance.now() - start;
          child.kill('SIGKILL');
          resolve(times);
        }
      }
    });
    child.on('error', reject);
    sendAfterHandshake(child, { method: 'tools/list' });
  });
}

/** Writes a 2025 initialize (id 1), its notification and `request` as id 2 at once to a stdio server. */
export function sendAfterHandshake(child, request) {
  const send = (message) => child.stdin.write(`${JSON.stringify(message)}\n`);
  send({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
  });
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send({ jsonrpc: '2.0', id: 2, ...request });
}

/** Peak resident memory of a process so far, in MiB (Linux). */
export function peakRssMiB(pid) {
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

/** Whether the OS still runs `pid` (a zombie does not count). */
export function isRunning(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !['Z', 'X'].includes(stat[stat.lastIndexOf(')') + 2]);
  } catch {
    return false;
  }
}

/** Milliseconds a fresh Node process takes to run `program` with child_process.spawn and drain its output. */
export function rawRun(program, args) {
  const script = fileURLToPath(new URL('./raw-spawn.mjs', import.meta.url));
  const result = spawnSync(process.execPath, [script, program, ...args], { env: benchEnv(), encoding: 'utf8' });
  return Number(result.stdout);
}

/** Unique memory of a process (USS: its private pages, clean and dirty), in MiB (Linux). */
export function uniqueMemoryMiB(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  return (kib('Private_Clean') + kib('Private_Dirty') + kib('Private_Hugetlb')) / 1024;
}

/** The sandbox's whole argv as mcp-wrap ran it for a call of `tool` (its `bwrap_argv` tool reads /proc/1/cmdline inside). */
export async function readBwrapArgv(client, tool = 'bwrap_argv') {
  const shown = await client.callTool({ name: tool, arguments: {} });
  if (shown.isError) throw new Error(`the sandbox does not work here: ${shown.content[0].text}`);
  return shown.content[0].text.split('\n').filter(Boolean);
}

/** A tool that prints the sandbox's own command line, to add to a bench wrapper's tools. */
export const SHOW_ARGV_COMMAND = `[sh, -c, "tr '\\\\0' '\\\\n' < /proc/1/cmdline"]`;

/**
 * The Unix socket filter's bytes, from mcp-wrap's own generator, in a file for the minimal server
 * (MINIMAL_SECCOMP); undefined on an architecture mcp-wrap has no filter for.
 */
export async function writeSocketFilter(work) {
  const outfile = join(work, 'unix-socket-filter.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../src/sandbox/unix-socket-filter.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  const filter = (await import(outfile)).toUnixSocketFilter(process.arch);
  if (!filter) return undefined;
  writeFileSync(join(work, 'filter.bpf'), filter);
  return join(work, 'filter.bpf');
}

/** Resolves to `fallback()` when `promise` has not settled within `ms` (the timer does not hold the process). */
export function withinTime(promise, ms, fallback) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(fallback()), ms);
    timer.unref();
  });
  return Promise.race([promise.finally(() => clearTimeout(timer)), late]);
}
