// `npm run bench`: mcp-wrap against the physical limit, side by side in one run.
// P1 latency, P2 throughput, S1-S2 the OS sandbox's cost, S3-S7 what containment adds (limits,
// an rlimit, the Unix socket filter, a network list, the protected-path scan), P3 cold start,
// P4 a 1 GiB output, P5 cancellation of a process tree, H1-H4 Streamable HTTP.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  BIN,
  bundleMinimalServer,
  coldStart,
  connectClient,
  serverCpuMs,
  FIXTURES,
  isRunning,
  mainThreadCpuMs,
  median,
  peakRssMiB,
  percentile,
  rawRun,
  readBwrapArgv,
  SHOW_ARGV_COMMAND,
  startRawServer,
  throughput,
  timeCalls,
  uniqueMemoryMiB,
  withinTime,
  writeSocketFilter,
} from './lib.mjs';
import { containmentCosts } from './containment-costs.mjs';
import { httpRows } from './http.mjs';
import { protectedPathsCost } from './protected-paths-cost.mjs';
import { benchWrapper } from './tools.mjs';

const work = mkdtempSync(join(tmpdir(), 'mcp-wrap-bench-'));
const write = (name, text) => {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
};
const GIB = 1024 ** 3;
const PEER = 'mcp-server-commands@0.5.0';
const MINIMAL = await bundleMinimalServer(work);
const KILL_GRACE_MS = 500;

const trueWrapper = write('true.yaml', 'name: bench\ntools:\n  tool_0:\n    description: Runs /bin/true.\n    command: [/bin/true]\n');
const sandboxedWrapper = (network) =>
  write(
    `sandboxed-${network}.yaml`,
    `name: sandboxed\ndefaults: { sandbox: { network: ${network} } }\ntools:\n  tool_0:\n    description: Runs /bin/true.\n    command: [/bin/true]\n  bwrap_argv:\n    description: The sandbox's own command line.\n    command: ${SHOW_ARGV_COMMAND}\n`,
  );
// 1 GiB of zeros (binary: kept as a file), and of text lines (read as text on its way).
const TEXT_COMMAND = ['sh', '-c', `yes 'mcp-wrap bench: one line of plain text output, sixty-four bytes' | head -c ${GIB}`];
const bigWrapper = write(
  'big.yaml',
  `name: big\ntools:\n  gib:\n    description: Prints 1 GiB.\n    command: [head, -c, "${GIB}", /dev/zero]\n  gib_text:\n    description: Prints 1 GiB of text.\n    command: ${JSON.stringify(TEXT_COMMAND)}\n`,
);
const thousandWrapper = write('thousand.yaml', benchWrapper(1000, '/bin/true'));
const oneToolWrapper = write('one.yaml', benchWrapper(1, '/bin/true'));
const treeWrapper = write(
  'tree.yaml',
  `name: tree\ndefaults: { killGrace: ${KILL_GRACE_MS}ms }\ntools:
  tree:
    description: A chain of ten processes.
    command: [node, "${FIXTURES}spawn-grandchild.mjs", "{pid_file}", "10"]
    arguments: { pid_file: { type: string, required: true } }
  stubborn_tree:
    description: A chain of ten processes that ignore SIGTERM.
    command: [node, "${FIXTURES}spawn-grandchild.mjs", "{pid_file}", "10"]
    env: { IGNORE_SIGTERM: "1" }
    arguments: { pid_file: { type: string, required: true } }
  detached:
    description: A child in a session of its own with a child of its own.
    command: [node, "${FIXTURES}detached-grandchild.mjs", "{pid_file}"]
    arguments: { pid_file: { type: string, required: true } }
  daemon:
    description: A daemon started by a double fork.
    command: [node, "${FIXTURES}double-fork-daemon.mjs", "{pid_file}"]
    arguments: { pid_file: { type: string, required: true } }
`,
);

const rows = [];
/** A row; `extra.cpu`: the server CPU per call of both sides, in ms, for its own column. */
const report = (id, measure, ours, limit, unit, target, ok, extra = {}) => {
  rows.push({ id, measure, ours, limit, unit, target, ok, ...extra });
  const verdict = ok === undefined ? '' : ok ? ': met' : ': MISSED';
  const cpu = extra.cpu ? `; CPU per call ${extra.cpu.map((ms) => ms.toFixed(2)).join(' against ')} ms` : '';
  console.error(
    `${id} ${measure}: mcp-wrap ${ours.toFixed(2)} ${unit}, limit ${limit === undefined ? '-' : limit.toFixed(2)} ${unit} (${target}${verdict})${cpu}`,
  );
};
/** A row that could not be measured this run, and why. */
const notMeasured = (id, measure, why) => {
  rows.push({ id, measure, why });
  console.error(`${id} ${measure}: not measured (${why})`);
};

/** The longest an install from the registry may take: npm retries an unreachable registry for ever. */
const INSTALL_TIMEOUT_MS = 120_000;

/** A generic command-runner peer from the npm registry, installed for this run only (never committed), within INSTALL_TIMEOUT_MS. */
function installPeer() {
  const folder = join(work, 'peer');
  const installed = spawnSync('npm', ['install', '--silent', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', folder, `${PEER}`], {
    encoding: 'utf8',
    timeout: INSTALL_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  const why =
    installed.error?.code === 'ETIMEDOUT'
      ? `npm install did not finish within ${INSTALL_TIMEOUT_MS / 1000} s (registry unreachable?)`
      : installed.error
        ? `npm could not be run: ${installed.error.message}`
        : installed.status !== 0
          ? `npm install failed (exit ${installed.status}${installed.signal ? `, ${installed.signal}` : ''})${installed.stderr.trim() ? `: ${installed.stderr.trim().split('\n').pop()}` : ''}`
          : undefined;
  if (why === undefined) return join(folder, 'node_modules', 'mcp-server-commands', 'build', 'index.js');
  console.error(`peer ${PEER} not installed: ${why}`);
  notMeasured('peer', `${PEER}: call latency p50, server CPU per call, throughput`, why);
  return undefined;
}

/** The servers of P1-P2 and the idle rows: mcp-wrap and the minimal server, each sandboxed and not, and the peer. */
async function connectCallers(peer) {
  const ours = await connectClient([BIN, sandboxedWrapper(false), '--cwd', work, '--sandbox', 'required', '--log-level', 'error']);
  // The reference runs bubblewrap with the very argv mcp-wrap used, its Unix socket filter handed over as mcp-wrap does.
  const argv = await readBwrapArgv(ours.client);
  const filter = await writeSocketFilter(work);
  const [bwrap, ...bwrapArgs] = argv.slice(0, argv.indexOf('--') + 1);
  const usesFilter = bwrapArgs.includes('--seccomp');
  if (usesFilter && !filter) throw new Error('mcp-wrap filters Unix sockets here but the bench found no filter to hand the reference');
  return {
    sandboxed: { ...ours, tool: 'tool_0', args: {} },
    minimal_bwrap: {
      ...(await connectClient([MINIMAL, bwrap, '1', ...bwrapArgs, '/bin/true'], usesFilter ? { MINIMAL_SECCOMP: filter } : {})),
      tool: 'tool_0',
      args: {},
    },
    ours: { ...(await connectClient([BIN, trueWrapper, '--cwd', work, '--sandbox', 'off', '--log-level', 'error'])), tool: 'tool_0', args: {} },
    minimal: { ...(await connectClient([MINIMAL, '/bin/true'])), tool: 'tool_0', args: {} },
    ...(peer && { peer: { ...(await connectClient([peer])), tool: 'run_command', args: { command: '/bin/true' } } }),
  };
}

/** After this long without a call, a host's next call is timed (and the calls after it). */
const IDLE_MS = 60_000;
const IDLE_WINDOWS = 3;
const CALLS_AFTER_IDLE = 20;

async function latencyAndThroughput({ idle = false } = {}) {
  const peer = installPeer();
  const sides = await connectCallers(peer);
  const samples = Object.fromEntries(Object.keys(sides).map((name) => [name, { times: [], cpu: 0, mainCpu: 0, rates: [], steady: { times: [], cpu: 0 } }]));
  // Rounds of sequential calls, interleaved, with the server's CPU read around each: `into` collects them.
  const timedRounds = async (rounds, calls, into) => {
    for (let round = 0; round < rounds; round++) {
      for (const [name, side] of Object.entries(sides)) {
        const sample = into(name);
        const cpuBefore = serverCpuMs(side.transport.pid);
        const mainBefore = mainThreadCpuMs(side.transport.pid);
        sample.times.push(...(await timeCalls(side.client, side.tool, calls, side.args)));
        sample.cpu += serverCpuMs(side.transport.pid) - cpuBefore;
        if ('mainCpu' in sample) sample.mainCpu += mainThreadCpuMs(side.transport.pid) - mainBefore;
      }
    }
  };
  for (const side of Object.values(sides)) await timeCalls(side.client, side.tool, 200, side.args);
  await timedRounds(5, 400, (name) => samples[name]);
  for (let round = 0; round < 3; round++) {
    for (const [name, side] of Object.entries(sides)) samples[name].rates.push(await throughput(side.client, side.tool, 8, 250, side.args));
  }
  // Steady state: after the 2,000 calls and 6,000 throughput calls above, V8 has optimized what the call path runs.
  await timedRounds(3, 300, (name) => samples[name].steady);
  const memory = Object.fromEntries(Object.entries(sides).map(([name, side]) => [name, uniqueMemoryMiB(side.transport.pid)]));
  const pacedTimes = await atAgentPace(sides);
  const idleTimes = idle ? await afterIdle(sides) : undefined;
  for (const side of Object.values(sides)) await side.close();
  const p50 = (name, part = samples[name]) => median(part.times);
  const cpu = (name, part = samples[name]) => part.cpu / part.times.length;
  const mainCpu = (name) => samples[name].mainCpu / samples[name].times.length;
  const rate = (name) => median(samples[name].rates);
  const withCpu = (ours, limit) => ({ cpu: [cpu(ours), cpu(limit)] });
  // The headline: the default call, sandboxed, against the reference spawning bubblewrap with the same argv.
  report(
    'P1',
    'sandboxed call latency p50 (/bin/true, --sandbox on); limit: bwrap with the same argv',
    p50('sandboxed'),
    p50('minimal_bwrap'),
    'ms',
    '<= limit + 0.5 ms',
    p50('sandboxed') <= p50('minimal_bwrap') + 0.5,
    withCpu('sandboxed', 'minimal_bwrap'),
  );
  console.error(
    `   p90: mcp-wrap ${percentile(samples.sandboxed.times, 0.9).toFixed(2)} ms, limit ${percentile(samples.minimal_bwrap.times, 0.9).toFixed(2)} ms`,
  );
  report(
    'P1',
    'sandboxed: server CPU per call',
    cpu('sandboxed'),
    cpu('minimal_bwrap'),
    'ms',
    'ratio <= 1.15',
    cpu('sandboxed') / cpu('minimal_bwrap') <= 1.15,
  );
  report(
    'P1',
    'sandboxed call latency p50; limit: the unsandboxed reference',
    p50('sandboxed'),
    p50('minimal'),
    'ms',
    'ratio <= 2 (moonshot)',
    p50('sandboxed') / p50('minimal') <= 2,
  );
  report(
    'P2',
    'sandboxed throughput, 8 callers',
    rate('sandboxed'),
    rate('minimal_bwrap'),
    'calls/s',
    'ratio >= 0.95',
    rate('sandboxed') / rate('minimal_bwrap') >= 0.95,
  );
  report(
    'P1',
    'call latency p50 (/bin/true, --sandbox off)',
    p50('ours'),
    p50('minimal'),
    'ms',
    'ratio <= 1.05',
    p50('ours') / p50('minimal') <= 1.05,
    withCpu('ours', 'minimal'),
  );
  console.error(`   p90: mcp-wrap ${percentile(samples.ours.times, 0.9).toFixed(2)} ms, limit ${percentile(samples.minimal.times, 0.9).toFixed(2)} ms`);
  report('P1', 'server CPU per call (--sandbox off)', cpu('ours'), cpu('minimal'), 'ms', 'ratio <= 1.10', cpu('ours') / cpu('minimal') <= 1.1);
  report('P1', 'of which the main thread (JavaScript, spawn)', mainCpu('ours'), mainCpu('minimal'), 'ms', 'for information');
  report(
    'P1',
    'of which its other threads (V8 optimizing compiler and GC, libuv pool) and, for mcp-wrap, its spawner',
    cpu('ours') - mainCpu('ours'),
    cpu('minimal') - mainCpu('minimal'),
    'ms',
    'for information',
  );
  report('P2', 'throughput, 8 callers (--sandbox off)', rate('ours'), rate('minimal'), 'calls/s', 'ratio >= 1.0', rate('ours') / rate('minimal') >= 1);
  const steady = (name) => samples[name].steady;
  for (const [ours, limit, measure] of [
    ['sandboxed', 'minimal_bwrap', 'steady state (after 8,200 calls): sandboxed call latency p50'],
    ['ours', 'minimal', 'steady state: call latency p50 (--sandbox off)'],
  ]) {
    report('P1', measure, p50(ours, steady(ours)), p50(limit, steady(limit)), 'ms', 'for information', undefined, {
      cpu: [cpu(ours, steady(ours)), cpu(limit, steady(limit))],
    });
  }
  report(
    'M1',
    'unique memory (USS) of the server after P1-P2, sandboxed',
    memory.sandboxed,
    memory.minimal_bwrap,
    'MiB',
    '<= limit + 5 MiB',
    memory.sandboxed <= memory.minimal_bwrap + 5,
  );
  report('M1', 'the same, --sandbox off', memory.ours, memory.minimal, 'MiB', '<= limit + 5 MiB', memory.ours <= memory.minimal + 5);
  if (peer) {
    report(
      'peer',
      `${PEER} (a shell runs each command): call latency p50`,
      p50('peer'),
      p50('minimal'),
      'ms',
      'for information',
      undefined,
      withCpu('peer', 'minimal'),
    );
    report('peer', `${PEER}: server CPU per call`, cpu('peer'), cpu('minimal'), 'ms', 'for information');
    report('peer', `${PEER}: throughput, 8 callers`, rate('peer'), rate('minimal'), 'calls/s', 'for information');
    report('M1', `${PEER}: unique memory (USS)`, memory.peer, memory.minimal, 'MiB', 'for information');
  }
  for (const [ours, limit, label] of [
    ['sandboxed', 'minimal_bwrap', 'sandboxed; limit: bwrap with the same argv'],
    ['ours', 'minimal', '--sandbox off'],
  ]) {
    report(
      'A1',
      `call latency p50 at an agent's pace (${PACED_GAP_MS} ms between calls), ${label}`,
      median(pacedTimes[ours]),
      median(pacedTimes[limit]),
      'ms',
      '<= limit + 0.5 ms',
      median(pacedTimes[ours]) <= median(pacedTimes[limit]) + 0.5,
    );
  }
  if (idleTimes) {
    const firsts = (name) => median(idleTimes[name].map((window) => window[0]));
    const after = (name) => median(idleTimes[name].map((window) => Math.max(...window.slice(1))));
    report(
      'I1',
      `first call after ${IDLE_MS / 1000} s idle, sandboxed (median of ${IDLE_WINDOWS} windows)`,
      firsts('sandboxed'),
      firsts('minimal_bwrap'),
      'ms',
      'ratio <= 1.1',
      firsts('sandboxed') / firsts('minimal_bwrap') <= 1.1,
    );
    report('I1', `the slowest of the ${CALLS_AFTER_IDLE} calls after it, sandboxed`, after('sandboxed'), after('minimal_bwrap'), 'ms', 'for information');
    report(
      'I1',
      `first call after ${IDLE_MS / 1000} s idle, --sandbox off`,
      firsts('ours'),
      firsts('minimal'),
      'ms',
      'ratio <= 1.1',
      firsts('ours') / firsts('minimal') <= 1.1,
    );
    report('I1', `the slowest of the ${CALLS_AFTER_IDLE} calls after it, --sandbox off`, after('ours'), after('minimal'), 'ms', 'for information');
  }
}

/** Between two calls of an agent: long enough for the kernel to forget the last one (an RCU grace period, a few ms). */
const PACED_GAP_MS = 250;
const PACED_CALLS = 40;

/** PACED_CALLS calls per side, each after PACED_GAP_MS without one, the sides in turn. */
async function atAgentPace(sides) {
  const times = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
  for (let call = 0; call < PACED_CALLS; call++) {
    for (const [name, side] of Object.entries(sides)) {
      await new Promise((resolve) => setTimeout(resolve, PACED_GAP_MS));
      times[name].push(...(await timeCalls(side.client, side.tool, 1, side.args)));
    }
  }
  return times;
}

/** IDLE_WINDOWS times: every server left without a call for IDLE_MS, then the first call and CALLS_AFTER_IDLE more, side by side. */
async function afterIdle(sides) {
  const times = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
  for (let window = 0; window < IDLE_WINDOWS; window++) {
    console.error(`I1: idle window ${window + 1} of ${IDLE_WINDOWS} (${IDLE_MS / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    // Each side's first call in turn (the later ones have waited a few ms more), then the calls after it, interleaved.
    for (const [name, side] of Object.entries(sides)) times[name].push(await timeCalls(side.client, side.tool, 1, side.args));
    for (let call = 0; call < CALLS_AFTER_IDLE; call++)
      for (const [name, side] of Object.entries(sides)) times[name].at(-1).push(...(await timeCalls(side.client, side.tool, 1, side.args)));
  }
  return times;
}

/**
 * S1/S2: what the OS sandbox adds to a call, against what bubblewrap itself costs: the minimal
 * server spawning bwrap with the very argv mcp-wrap used (read back from inside the sandbox).
 */
async function sandboxCost() {
  for (const network of [false, true]) {
    const off = await connectClient([BIN, trueWrapper, '--cwd', work, '--sandbox', 'off', '--log-level', 'error']);
    const on = await connectClient([BIN, sandboxedWrapper(network), '--cwd', work, '--sandbox', 'required', '--log-level', 'error']);
    const argv = await readBwrapArgv(on.client);
    // The Unix socket filter arrives through a pipe only mcp-wrap serves: bwrap alone runs without
    // it, so what the filter costs counts in what the sandbox adds.
    const bwrapArgs = [
      ...argv.slice(1, argv.indexOf('--') + 1).filter((arg, index, all) => arg !== '--seccomp' && all[index - 1] !== '--seccomp'),
      '/bin/true',
    ];
    const plain = await connectClient([MINIMAL, '/bin/true']);
    const bwrap = await connectClient([MINIMAL, argv[0], '1', ...bwrapArgs]);
    const sides = { off, on, plain, bwrap };
    const samples = { off: [], on: [], plain: [], bwrap: [] };
    for (const side of Object.values(sides)) await timeCalls(side.client, 'tool_0', 100);
    for (let round = 0; round < 3; round++)
      for (const [name, side] of Object.entries(sides)) samples[name].push(...(await timeCalls(side.client, 'tool_0', 300)));
    for (const side of Object.values(sides)) await side.close();
    const p50 = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
    const label = network ? 'the host network' : 'no network';
    report('S1', `sandboxed call latency p50 (/bin/true, ${label})`, p50.on, p50.bwrap, 'ms', 'for information');
    const added = p50.on - p50.off;
    const bwrapAlone = p50.bwrap - p50.plain;
    report(
      'S2',
      `what the sandbox adds to a call (${label}); limit: what bwrap alone adds`,
      added,
      bwrapAlone,
      'ms',
      '<= limit + 1 ms',
      added <= bwrapAlone + 1,
    );
  }
}

async function coldStarts() {
  const ours = [];
  const uncached = [];
  const minimal = [];
  const oneTool = { ours: [], minimal: [] };
  for (let round = 0; round < 15; round++) {
    ours.push(await coldStart([BIN, thousandWrapper, '--log-level', 'error']));
    uncached.push(await coldStart([BIN, thousandWrapper, '--log-level', 'error'], { MCP_WRAP_NO_CODE_CACHE: '1' }));
    minimal.push(await coldStart([MINIMAL, '/bin/true', '1000']));
    oneTool.ours.push((await coldStart([BIN, oneToolWrapper, '--log-level', 'error'])).toolsList);
    oneTool.minimal.push((await coldStart([MINIMAL, '/bin/true', '1'])).toolsList);
  }
  report(
    'P3',
    'cold start to tools/list, 1 tool',
    median(oneTool.ours),
    median(oneTool.minimal),
    'ms',
    'ratio <= 1.0',
    median(oneTool.ours) <= median(oneTool.minimal),
  );
  for (const key of ['initialize', 'toolsList']) {
    const mine = median(ours.map((times) => times[key]));
    const limit = median(minimal.map((times) => times[key]));
    const label = key === 'initialize' ? 'cold start to initialize, 1,000 tools' : 'cold start to tools/list, 1,000 tools';
    report('P3', label, mine, limit, 'ms', 'ratio <= 1.3', mine / limit <= 1.3);
  }
  const first = median(uncached.map((times) => times.toolsList));
  const limit = median(minimal.map((times) => times.toolsList));
  report('P3', 'the same, first start without a code cache', first, limit, 'ms', 'for information');
}

async function hugeOutput() {
  for (const [tool, label, command] of [
    ['gib', '', ['head', '-c', String(GIB), '/dev/zero']],
    ['gib_text', ' of text', TEXT_COMMAND],
  ]) {
    const durations = [];
    const peaks = [];
    const raw = [];
    for (let round = 0; round < 3; round++) {
      const ours = await connectClient([BIN, bigWrapper, '--sandbox', 'off', '--log-level', 'error']);
      const start = performance.now();
      const result = await ours.client.callTool({ name: tool, arguments: {} });
      durations.push(performance.now() - start);
      peaks.push(peakRssMiB(ours.transport.pid));
      if (result.isError) throw new Error(`P4 call failed: ${JSON.stringify(result.content)}`);
      await ours.close();
      raw.push(rawRun(command[0], command.slice(1)));
    }
    const time = { ours: median(durations), raw: median(raw) };
    report('P4', `a tool printing 1 GiB${label}: wall time`, time.ours, time.raw, 'ms', 'ratio <= 1.5', time.ours / time.raw <= 1.5);
    const peak = Math.max(...peaks);
    report('P4', `a tool printing 1 GiB${label}: server peak RSS`, peak, undefined, 'MiB', '<= 100 MiB', peak <= 100);
  }
}

const CANCELLED_TREES = [
  ['tree', 10, 100, 'cancel to a 10-process tree gone (honours SIGTERM)'],
  ['stubborn_tree', 10, KILL_GRACE_MS + 100, `cancel to a 10-process tree gone (ignores SIGTERM, grace ${KILL_GRACE_MS} ms)`],
  ['detached', 3, 100, 'cancel to gone: a grandchild in a session of its own, and its child'],
  ['daemon', 2, 100, 'cancel to gone: a double-forked daemon reparented to init'],
];

async function cancellation() {
  const ours = await connectClient([BIN, treeWrapper, '--cwd', work, '--sandbox', 'off', '--log-level', 'error']);
  for (const [tool, count, target, label] of CANCELLED_TREES) {
    const times = [];
    for (let round = 0; round < 10; round++) {
      const pidFile = join(work, `${tool}-${round}.pid`);
      const controller = new AbortController();
      const call = ours.client.callTool({ name: tool, arguments: { pid_file: pidFile } }, CallToolResultSchema, { signal: controller.signal }).catch(() => {});
      const pids = await waitForPids(pidFile, count);
      const start = performance.now();
      controller.abort();
      times.push(await untilGone(pids, start));
      await call;
    }
    report('P5', label, median(times), undefined, 'ms', `<= ${target} ms`, median(times) <= target);
  }
  await ours.close();
}

/** A server killed with SIGKILL while its calls run; the next server's start to every orphan gone. */
async function reaping() {
  const times = [];
  for (let round = 0; round < 5; round++) {
    const killed = await startRawServer([BIN, treeWrapper, '--cwd', work, '--sandbox', 'off', '--log-level', 'error']);
    const pids = [];
    for (const [tool, count] of [
      ['tree', 10],
      ['detached', 3],
      ['daemon', 2],
    ]) {
      const pidFile = join(work, `orphan-${round}-${tool}.pid`);
      killed.call(tool, { pid_file: pidFile });
      pids.push(...(await waitForPids(pidFile, count)));
    }
    killed.kill('SIGKILL');
    await killed.exited;
    const start = performance.now();
    const next = await startRawServer([BIN, treeWrapper, '--cwd', work, '--log-level', 'error']);
    times.push(await untilGone(pids, start));
    next.kill('SIGTERM');
    await next.exited;
  }
  report('P5', 'server SIGKILLed with 3 trees running: next start to all 15 orphans gone', median(times), undefined, 'ms', '<= 500 ms', median(times) <= 500);
}

async function untilGone(pids, since) {
  while (pids.some(isRunning)) await new Promise((resolve) => setTimeout(resolve, 1));
  return performance.now() - since;
}

async function waitForPids(file, count) {
  for (;;) {
    try {
      const pids = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
      if (pids.length >= count && readFileSync(file, 'utf8').endsWith('\n')) return pids;
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// `node bench/run.mjs [ROW ...]` runs only the parts that give those rows (P1, P2, M1 or A1: all four;
// I1: those and the idle windows; S, S1 or S2: both; S3-S6 come together; H or H1-H4: all four).
// Each part has a time limit: past it, its rows are marked "not measured" and the bench goes on.
const MINUTE_MS = 60_000;
const PARTS = [
  [['P1', 'P2', 'M1', 'A1', 'I1'], () => latencyAndThroughput({ idle: chosen.length === 0 || chosen.includes('I1') }), 30 * MINUTE_MS],
  [['S', 'S1', 'S2'], sandboxCost, 10 * MINUTE_MS],
  [['S3', 'S4', 'S5', 'S6'], () => containmentCosts(report, { minimal: MINIMAL, work }), 15 * MINUTE_MS],
  [['S7'], () => protectedPathsCost(report, { work }), 10 * MINUTE_MS],
  [['P3'], coldStarts, 10 * MINUTE_MS],
  [['P4'], hugeOutput, 10 * MINUTE_MS],
  [['P5'], async () => (await cancellation(), await reaping()), 10 * MINUTE_MS],
  [['H', 'H1', 'H2', 'H3', 'H4'], () => httpRows(report, { bin: BIN, minimal: MINIMAL, wrapper: trueWrapper }), 20 * MINUTE_MS],
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !PARTS.some(([names]) => names.includes(name)));
try {
  if (unknown.length > 0) throw new Error(`no such row: ${unknown.join(', ')} (rows: ${PARTS.flatMap(([names]) => names).join(' ')})`);
  for (const [names, part, limitMs] of PARTS) {
    if (chosen.length > 0 && !names.some((name) => chosen.includes(name))) continue;
    const late = Symbol('late');
    const outcome = await withinTime(part(), limitMs, () => late);
    if (outcome === late) notMeasured(names.join(', '), 'every row of this part', `it did not finish within ${limitMs / MINUTE_MS} minutes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const format = (value) => (value === undefined ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(2));
console.log(`Node ${process.version}, ${process.platform} ${process.arch}\n`);
console.log('| | measure | mcp-wrap | physical limit | ratio | server CPU per call (mcp-wrap; limit) | target | |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  if (row.why) {
    console.log(`| ${row.id} | ${row.measure} | - | - | - | - | - | not measured: ${row.why} |`);
    continue;
  }
  const ratio = row.limit === undefined ? '-' : (row.ours / row.limit).toFixed(2);
  const verdict = row.ok === undefined ? '' : row.ok ? 'met' : 'missed';
  const cpu = row.cpu ? `${row.cpu.map((ms) => `${ms.toFixed(2)} ms`).join('; ')}` : '';
  console.log(
    `| ${row.id} | ${row.measure} | ${format(row.ours)} ${row.unit} | ${row.limit === undefined ? '-' : `${format(row.limit)} ${row.unit}`} | ${ratio} | ${cpu} | ${row.target} | ${verdict} |`,
  );
}
// A part left behind by its time limit may still hold servers and timers.
process.exit(0);
