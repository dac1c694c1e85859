// What `sandbox.network: [hosts]` adds to a sandboxed call against `network: false`: the egress
// forwarder (a Node started inside the sandbox) and the channel the server serves. /bin/true, 200
// calls per side per round, alternating, 3 rounds; prints each round's medians and their median.
// Usage: node scripts/build.mjs && node bench/egress-cost.mjs
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, connectClient, median, timeCalls } from './lib.mjs';

const CALLS = 200;
const ROUNDS = 3;
const work = mkdtempSync(join(tmpdir(), 'mcp-wrap-egress-cost-'));
const wrapper = (network) => {
  const file = join(work, `${network === 'false' ? 'none' : 'list'}.yaml`);
  writeFileSync(file, `name: cost\ntools:\n  tool_0:\n    description: runs true\n    command: [/bin/true]\n    sandbox: { network: ${network} }\n`);
  return file;
};
const sides = {
  none: await connectClient([BIN, wrapper('false'), '--cwd', work, '--sandbox', 'required', '--log-level', 'error']),
  list: await connectClient([BIN, wrapper('[example.com]'), '--cwd', work, '--sandbox', 'required', '--log-level', 'error']),
};
for (const side of Object.values(sides)) await timeCalls(side.client, 'tool_0', 20);
const added = [];
for (let round = 0; round < ROUNDS; round++) {
  const none = median(await timeCalls(sides.none.client, 'tool_0', CALLS));
  const list = median(await timeCalls(sides.list.client, 'tool_0', CALLS));
  added.push(list - none);
  console.log(`round ${round + 1}: network: false ${none.toFixed(2)} ms, network: [example.com] ${list.toFixed(2)} ms, added ${(list - none).toFixed(2)} ms`);
}
console.log(`added per call (median of ${ROUNDS}): ${median(added).toFixed(2)} ms`);
for (const side of Object.values(sides)) await side.close();
rmSync(work, { recursive: true, force: true });
