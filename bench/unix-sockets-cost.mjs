// What closing host Unix sockets adds to a sandboxed call: /bin/true through the real server, with
// the seccomp filter (unixSockets: false, the default) and without it, interleaved; 3 rounds.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, connectClient, median, timeCalls } from './lib.mjs';

const CALLS = Number(process.argv[2] ?? 200);
const work = mkdtempSync(join(tmpdir(), 'mcp-wrap-bench-sockets-'));
const wrapper = (unixSockets) => {
  const path = join(work, `sockets-${unixSockets}.yaml`);
  writeFileSync(path, `name: s\ndefaults: { sandbox: { unixSockets: ${unixSockets} } }\ntools:\n  tool_0:\n    description: Runs /bin/true.\n    command: [/bin/true]\n`);
  return path;
};
const sides = { filtered: await connectClient([BIN, wrapper(false), '--cwd', work, '--sandbox', 'required', '--log-level', 'error']), open: await connectClient([BIN, wrapper(true), '--cwd', work, '--sandbox', 'required', '--log-level', 'error']) };
for (const side of Object.values(sides)) if ((await side.client.callTool({ name: 'tool_0', arguments: {} })).isError) throw new Error('the sandbox does not work here');
const rounds = [];
for (let round = 0; round < 3; round++) {
  const samples = { filtered: [], open: [] };
  for (let index = 0; index < CALLS / 10; index++) for (const [name, side] of Object.entries(sides)) samples[name].push(...(await timeCalls(side.client, 'tool_0', 10)));
  rounds.push({ filtered: median(samples.filtered), open: median(samples.open) });
}
for (const side of Object.values(sides)) await side.close();
rmSync(work, { recursive: true, force: true });
const added = rounds.map((round) => round.filtered - round.open);
console.log(rounds.map((round, index) => `round ${index + 1}: p50 ${round.filtered.toFixed(2)} ms filtered, ${round.open.toFixed(2)} ms open, added ${added[index].toFixed(2)} ms`).join('\n'));
console.log(`added per call, median of 3: ${median(added).toFixed(2)} ms`);
