// What the rlimits cost a call: a `/bin/true` tool with limits.fileSize and limits.openFiles set
// (so prlimit runs before it) against the same tool without, in one server, with the sandbox off
// and required: 3 rounds of 200 calls of each, alternating call by call (the machine's noise falls
// on both alike), after 50 warm-up calls; the p50 of each round and the median of the 3 differences. `node bench/limits-cost.mjs` (after a build).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, connectClient, median, timeCalls } from './lib.mjs';

const CALLS = 200;
const ROUNDS = 3;
const work = mkdtempSync(join(tmpdir(), 'mcp-wrap-bench-limits-'));
const wrapper = join(work, 'limits.yaml');
writeFileSync(
  wrapper,
  [
    'name: limits',
    'tools:',
    '  plain: { description: /bin/true, command: [/bin/true] }',
    '  limited: { description: /bin/true through prlimit, command: [/bin/true], limits: { fileSize: 1GiB, openFiles: 1024 } }',
    '',
  ].join('\n'),
);

try {
  for (const mode of ['off', 'required']) {
    const { client, close } = await connectClient([BIN, wrapper, '--cwd', work, '--sandbox', mode, '--log-level', 'error']);
    for (const name of ['plain', 'limited']) await timeCalls(client, name, 50);
    const added = [];
    for (let round = 0; round < ROUNDS; round++) {
      const samples = { plain: [], limited: [] };
      for (let call = 0; call < CALLS; call++) for (const name of ['plain', 'limited']) samples[name].push(...(await timeCalls(client, name, 1)));
      const [plain, limited] = [median(samples.plain), median(samples.limited)];
      added.push(limited - plain);
      console.log(`--sandbox ${mode}, round ${round + 1}: p50 ${plain.toFixed(2)} ms without, ${limited.toFixed(2)} ms with prlimit (+${(limited - plain).toFixed(2)} ms)`);
    }
    console.log(`--sandbox ${mode}: prlimit adds ${median(added).toFixed(2)} ms per call (median of ${ROUNDS})`);
    await close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
