// scratch driver (not committed): sandboxed mcp-wrap vs minimal bwrap, CPU per call
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { BIN, bundleMinimalServer, connectClient, cpuMs, mainThreadCpuMs, median, readBwrapArgv, SHOW_ARGV_COMMAND, timeCalls, writeSocketFilter } from './lib.mjs';
import { readFileSync } from 'node:fs';
const minflt = (pid) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[7]);
const work = mkdtempSync(join(tmpdir(), 'drv-'));
const MINIMAL = await bundleMinimalServer(work);
const wrapper = join(work, 's.yaml');
writeFileSync(wrapper, `name: sandboxed\ndefaults: { sandbox: { network: false } }\ntools:\n  tool_0:\n    description: Runs /bin/true.\n    command: [/bin/true]\n  bwrap_argv:\n    description: x\n    command: ${SHOW_ARGV_COMMAND}\n`);
const ours = await connectClient([...JSON.parse(process.env.OURS_FLAGS ?? '[]'), BIN, wrapper, '--cwd', work, '--sandbox', 'required', '--log-level', 'error'], JSON.parse(process.env.OURS_ENV ?? '{}'));
const argv = await readBwrapArgv(ours.client);
const filter = await writeSocketFilter(work);
const [bwrap, ...bwrapArgs] = argv.slice(0, argv.indexOf('--') + 1);
const ref = await connectClient([...JSON.parse(process.env.REF_FLAGS ?? '[]'), MINIMAL, bwrap, '1', ...bwrapArgs, '/bin/true'], bwrapArgs.includes('--seccomp') ? { MINIMAL_SECCOMP: filter } : {});
const sides = { ours, ref };
const N = +(process.env.N ?? 300);
for (const s of Object.values(sides)) await timeCalls(s.client, 'tool_0', 100);
console.error('ready pid', ours.transport.pid, 'ref', ref.transport.pid);
if (process.env.PAUSE) await new Promise((r) => setTimeout(r, +process.env.PAUSE));
const res = {};
for (let round = 0; round < 3; round++) for (const [name, s] of Object.entries(sides)) {
  const r = (res[name] ??= { times: [], cpu: 0, main: 0, flt: 0 });
  const f0 = minflt(s.transport.pid);
  const c0 = cpuMs(s.transport.pid), m0 = mainThreadCpuMs(s.transport.pid);
  r.times.push(...(await timeCalls(s.client, 'tool_0', N / 3)));
  r.flt += minflt(s.transport.pid) - f0; r.cpu += cpuMs(s.transport.pid) - c0; r.main += mainThreadCpuMs(s.transport.pid) - m0;
}
for (const [name, r] of Object.entries(res)) console.log(name, 'p50', median(r.times).toFixed(2), 'cpu/call', (r.cpu / N).toFixed(2), 'main', (r.main / N).toFixed(2), 'minflt/call', (r.flt / N).toFixed(0));
await ours.close(); await ref.close();
