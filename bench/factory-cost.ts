// The cost of one 2026-07-28 instance (an SDK Server with every handler) for a 1,000-tool
// catalog: paid on every modern HTTP request. Prints the median of 3 rounds, in ms per instance.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDefinitions } from '../src/definition/load-definition.js';
import { createHost } from '../src/server/create-server.js';
// @ts-expect-error: a plain .mjs helper, shared with run.mjs
import { benchWrapper } from './tools.mjs';

const INSTANCES = 2_000;
const ROUNDS = 3;
const file = join(mkdtempSync(join(tmpdir(), 'factory-cost-')), 'thousand.yaml');
writeFileSync(file, benchWrapper(1000, '/bin/true'));
const { definitions } = await loadDefinitions([file], { env: process.env });
const host = createHost(definitions, { baseDir: tmpdir(), allowedRoots: [tmpdir()], env: process.env, logger: { log: () => {} }, version: '0' });
host.createInstance('modern'); // the scope, once per definitions version
const rounds: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now();
  for (let index = 0; index < INSTANCES; index++) host.createInstance('modern');
  rounds.push((performance.now() - started) / INSTANCES);
}
rounds.sort((a, b) => a - b);
console.log(
  `factory: ${rounds[1]!.toFixed(4)} ms per instance (median of ${ROUNDS} rounds of ${INSTANCES}; rounds ${rounds.map((ms) => ms.toFixed(4)).join(', ')})`,
);
await host.close();
