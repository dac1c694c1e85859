// `npm run stress`: 200 runs of every process-tree shape that tries to outlive its call, under
// every way a call ends, against the built bin/mcp-wrap; prints `N runs, M survivors` (survivors
// are processes still running 5 s after their call ended, checked in /proc; they are then killed).
// `--sandbox off` (the default) follows the pids the fixtures write; `--sandbox required` runs each
// call inside the OS sandbox, whose PID namespace renumbers them, so there the host's processes
// are found by the pid file's path in their command lines (bubblewrap's own included).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { BIN, connectClient, FIXTURES, isRunning, startRawServer } from './lib.mjs';

const SANDBOX = process.argv.includes('--sandbox') ? process.argv[process.argv.indexOf('--sandbox') + 1] : 'off';
const RUNS = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 200);
const AT_ONCE = 4;
const WRAPPER = `${FIXTURES}wrappers/containment.yaml`;
const SHAPES = { same_group: 3, detached_grandchild: 3, double_fork_daemon: 2, ignores_sigterm: 3, stopped_child: 2 };
const env = { FIXTURES: FIXTURES.replace(/\/$/, '') };
const work = mkdtempSync(join(tmpdir(), 'mcp-wrap-stress-'));
const serverArgs = [BIN, WRAPPER, '--cwd', work, '--sandbox', SANDBOX, '--log-level', 'error'];

async function pidsIn(file, count) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 10))) {
    try {
      const pids = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
      if (pids.length >= count) return SANDBOX === 'off' ? pids : processesMentioning(file);
    } catch {
      // Not written yet.
    }
  }
  throw new Error(`${file}: processes did not start`);
}

function processesMentioning(text) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .flatMap((entry) => {
      try {
        return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text) && isRunning(Number(entry)) ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });
}

async function rawServerRunning(tool, pidFile, count) {
  const server = await startRawServer(serverArgs, env);
  server.call(tool, { pid_file: pidFile });
  return { server, pids: await pidsIn(pidFile, count) };
}

/** Each trigger ends a call of `tool` one way, and returns the pids the call's processes had. */
const TRIGGERS = {
  async timeout(tool, pidFile, count) {
    const { client, close } = await connectClient(serverArgs, env);
    await client.callTool({ name: tool, arguments: { pid_file: pidFile, timeout_ms: 1_500 } });
    await close();
    return pidsIn(pidFile, count);
  },
  async cancel(tool, pidFile, count) {
    const { client, close } = await connectClient(serverArgs, env);
    const controller = new AbortController();
    const call = client.callTool({ name: tool, arguments: { pid_file: pidFile } }, CallToolResultSchema, { signal: controller.signal }).catch(() => {});
    const pids = await pidsIn(pidFile, count);
    controller.abort();
    await call;
    await close();
    return pids;
  },
  async stdinEof(tool, pidFile, count) {
    const { client, close } = await connectClient(serverArgs, env);
    void client.callTool({ name: tool, arguments: { pid_file: pidFile } }).catch(() => {});
    const pids = await pidsIn(pidFile, count);
    await close();
    return pids;
  },
  async sigterm(tool, pidFile, count) {
    const { server, pids } = await rawServerRunning(tool, pidFile, count);
    server.kill('SIGTERM');
    await server.exited;
    return pids;
  },
  async normalExit(tool, pidFile, count) {
    const { client, close } = await connectClient(serverArgs, env);
    await client.callTool({ name: tool, arguments: { pid_file: pidFile, mode: 'exit' } });
    await close();
    return pidsIn(pidFile, count);
  },
  async sigkillThenRestart(tool, pidFile, count) {
    const { server, pids } = await rawServerRunning(tool, pidFile, count);
    server.kill('SIGKILL');
    await server.exited;
    const next = await startRawServer(serverArgs, env);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    next.kill('SIGTERM');
    await next.exited;
    return pids;
  },
};

const plan = [];
for (let index = 0; plan.length < RUNS; index++) {
  const shapes = Object.keys(SHAPES);
  const triggers = Object.keys(TRIGGERS);
  plan.push([shapes[index % shapes.length], triggers[Math.floor(index / shapes.length) % triggers.length]]);
}

let survivors = 0;
const failures = new Map();
async function runOne(index) {
  const [tool, trigger] = plan[index];
  const pids = await TRIGGERS[trigger](tool, join(work, `${index}.pid`), SHAPES[tool]);
  const deadline = Date.now() + 5_000;
  while (pids.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const left = pids.filter(isRunning);
  survivors += left.length;
  if (left.length > 0) failures.set(`${tool} / ${trigger}`, (failures.get(`${tool} / ${trigger}`) ?? 0) + left.length);
  for (const pid of left) process.kill(pid, 'SIGKILL');
}

const started = performance.now();
let next = 0;
try {
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < plan.length) await runOne(next++);
    }),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const [combination, count] of failures) console.error(`  ${combination}: ${count} survivor(s)`);
console.error(`${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`--sandbox ${SANDBOX}: ${plan.length} runs, ${survivors} survivors`);
process.exitCode = survivors === 0 ? 0 : 1;
