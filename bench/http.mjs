// H1-H4: mcp-wrap over Streamable HTTP against the minimal server on the SDK's HTTP transport.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { benchEnv, median, serverCpuMs, timeCalls } from './lib.mjs';

/** `node <args...>` serving HTTP, once it prints its URL (`pattern` finds it on stderr). */
async function startHttpServer(args, pattern, env = {}) {
  const child = spawn(process.execPath, args, { env: benchEnv(env), stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise((resolve, reject) => {
    let stderr = '';
    const onData = (chunk) => {
      stderr += chunk;
      const found = pattern.exec(stderr);
      if (found) resolve(found[1]);
    };
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args[0]} exited (${code}) before listening: ${stderr}`)));
  });
  // Drained, not kept: mcp-wrap writes an access log line per request.
  child.stderr.removeAllListeners('data');
  child.stderr.resume();
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

async function openSession(url) {
  const transport = new StreamableHTTPClientTransport(new URL(url));
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(transport);
  return { client, close: async () => (await transport.terminateSession(), await client.close()) };
}

const rssMiB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Calls per second with one session per caller, `perCaller` sequential calls each. */
async function sessionThroughput(url, callers, perCaller) {
  const sessions = await Promise.all(Array.from({ length: callers }, () => openSession(url)));
  const start = performance.now();
  await Promise.all(sessions.map(({ client }) => timeCalls(client, 'tool_0', perCaller)));
  const rate = (callers * perCaller * 1000) / (performance.now() - start);
  await Promise.all(sessions.map((session) => session.close()));
  return rate;
}

/** `batches` x 50 sessions opened at once, each calling once, then closed with DELETE. */
async function sessionRounds(url, batches) {
  for (let batch = 0; batch < batches; batch++) {
    const opened = await Promise.all(Array.from({ length: 50 }, () => openSession(url)));
    await Promise.all(opened.map(({ client }) => client.callTool({ name: 'tool_0', arguments: {} })));
    await Promise.all(opened.map((session) => session.close()));
  }
}

/** Server RSS growth per session over 200 sessions opened and left idle, in KiB. */
async function idleSessionKiB(server) {
  const before = rssMiB(server.pid);
  const idle = [];
  for (let batch = 0; batch < 4; batch++) idle.push(...(await Promise.all(Array.from({ length: 50 }, () => openSession(server.url)))));
  const perSession = ((rssMiB(server.pid) - before) * 1024) / idle.length;
  await Promise.all(idle.map((session) => session.close()));
  return perSession;
}

export async function httpRows(report, { bin, minimal, wrapper }) {
  const servers = {
    ours: await startHttpServer([bin, wrapper, '--http', '127.0.0.1:0', '--sandbox', 'off'], /over Streamable HTTP at (\S+)/),
    minimal: await startHttpServer([minimal, '/bin/true'], /listening (\S+)/, { MINIMAL_HTTP: '1' }),
  };
  try {
    const one = { ours: await openSession(servers.ours.url), minimal: await openSession(servers.minimal.url) };
    const samples = { ours: { times: [], cpu: 0 }, minimal: { times: [], cpu: 0 } };
    for (const side of Object.values(one)) await timeCalls(side.client, 'tool_0', 200);
    for (let round = 0; round < 5; round++) {
      for (const name of ['ours', 'minimal']) {
        const before = serverCpuMs(servers[name].pid);
        samples[name].times.push(...(await timeCalls(one[name].client, 'tool_0', 300)));
        samples[name].cpu += serverCpuMs(servers[name].pid) - before;
      }
    }
    for (const side of Object.values(one)) await side.close();
    const p50 = (name) => median(samples[name].times);
    const cpu = (name) => samples[name].cpu / samples[name].times.length;
    report('H1', 'HTTP call latency p50 (/bin/true, one session)', p50('ours'), p50('minimal'), 'ms', 'ratio <= 1.2', p50('ours') / p50('minimal') <= 1.2);
    report('H1', 'HTTP server CPU per call', cpu('ours'), cpu('minimal'), 'ms', 'for information');

    for (const callers of [8, 64]) {
      const rates = { ours: [], minimal: [] };
      for (let round = 0; round < 3; round++)
        for (const name of ['ours', 'minimal']) rates[name].push(await sessionThroughput(servers[name].url, callers, Math.ceil(1600 / callers)));
      const ours = median(rates.ours);
      const limit = median(rates.minimal);
      report('H2', `HTTP throughput, ${callers} sessions calling at once`, ours, limit, 'calls/s', 'ratio >= 0.85', ours / limit >= 0.85);
    }

    const idleKiB = { ours: await idleSessionKiB(servers.ours), minimal: await idleSessionKiB(servers.minimal) };
    report('H3', 'memory per idle session (RSS growth over 200 open sessions)', idleKiB.ours, idleKiB.minimal, 'KiB', 'for information');

    // "Before" is a warmed server (200 sessions already served): a cold heap grows to its working size
    // whatever happens, which a leak check must not count.
    const pid = servers.ours.pid;
    await sessionRounds(servers.ours.url, 4);
    const start = rssMiB(pid);
    await sessionRounds(servers.ours.url, 20);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMiB(pid);
    report(
      'H4',
      `1,000 sessions opened, called and closed: server RSS after (${start.toFixed(1)} MiB before)`,
      after,
      undefined,
      'MiB',
      '<= before + 20 MiB',
      after <= start + 20,
    );
  } finally {
    for (const server of [servers.ours, servers.minimal]) server?.stop();
  }
}
