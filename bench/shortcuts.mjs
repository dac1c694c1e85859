// What each speed shortcut (docs/performance.md, "Speed shortcuts") saves, measured against the
// same build with it turned off by its own variable, and everything against MCP_WRAP_PLAIN=1.
// Variants run in turn, round after round (A B C A B C ...), so a drift of the machine's speed
// hits them alike; each figure is the median of the rounds, with the range. On Node 22.1 or later
// it also measures Node's own compile cache (module.enableCompileCache) in place of bin/mcp-wrap's.
// Usage: node scripts/build.mjs && node bench/shortcuts.mjs [rounds]   (default 7)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, benchEnv, median, sendAfterHandshake } from './lib.mjs';
import { benchWrapper } from './tools.mjs';

const ROUNDS = Number(process.argv[2] ?? 7);
const work = mkdtempSync(join(tmpdir(), 'bench-shortcuts-'));
const write = (name, text) => (writeFileSync(join(work, name), text), join(work, name));
const wrappers = { 1: write('one.yaml', benchWrapper(1, '/bin/true')), 1000: write('thousand.yaml', benchWrapper(1000, '/bin/true')) };
const gibWrapper = write('gib.yaml', `name: gib\ntools:\n  gib:\n    description: Prints 1 GiB.\n    command: [head, -c, "${1024 ** 3}", /dev/zero]\n`);
// Node's compile cache in place of bin/mcp-wrap's own (the same bundle, the same build id).
const compileCacheBin = write(
  'compile-cache.cjs',
  `const { join } = require('node:path');
require('node:module').enableCompileCache(${JSON.stringify(join(work, 'compile-cache'))});
require(${JSON.stringify(join(BIN, '..', '..', 'dist', 'cli.cjs'))}).runCli({ importModule: (url) => import(url) });
`,
);

/** Starts a server, initializes it and sends `request` (id 2); `onAnswer(child)` once it is answered, then closes it. */
function askOnce(bin, args, env, request, onAnswer) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args, '--log-level', 'error'], { env: benchEnv(env), stdio: ['pipe', 'pipe', 'ignore'] });
    let answers = '';
    child.stdout.on('data', (chunk) => {
      answers += chunk;
      if (!answers.includes('"id":2')) return;
      answers = '';
      const result = onAnswer(child);
      child.stdin.end();
      child.on('close', () => resolve(result));
    });
    child.on('error', reject);
    sendAfterHandshake(child, request);
  });
}

/** Spawn to the tools/list answer, in ms. */
function toolsListAfter(bin, wrapper, env) {
  const start = performance.now();
  return askOnce(bin, [wrapper], env, { method: 'tools/list' }, () => performance.now() - start);
}

/** A whole CLI command, in ms. */
function commandTime(args, env) {
  const start = performance.now();
  spawnSync(process.execPath, [BIN, ...args], { env: benchEnv(env), stdio: 'ignore' });
  return performance.now() - start;
}

/** The server's peak RSS (MiB) over one call that prints 1 GiB. */
function gibPeak(env) {
  const peakOf = (child) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
  return askOnce(BIN, [gibWrapper, '--sandbox', 'off'], env, { method: 'tools/call', params: { name: 'gib', arguments: {} } }, peakOf);
}

/** Runs every variant once per round, after one warm-up each (which writes the caches), and prints medians. */
async function compare(title, unit, variants) {
  const samples = variants.map(() => []);
  for (const [, measure] of variants) await measure();
  for (let round = 0; round < ROUNDS; round++) for (const [index, [, measure]] of variants.entries()) samples[index].push(await measure());
  console.log(`\n${title} (${process.version}, median of ${ROUNDS}, range)`);
  for (const [index, [label]] of variants.entries()) {
    const values = samples[index];
    console.log(`  ${label.padEnd(62)} ${median(values).toFixed(0).padStart(6)} ${unit} (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`);
  }
}

const OFF = {
  plain: { MCP_WRAP_PLAIN: '1' },
  codeCache: { MCP_WRAP_NO_CODE_CACHE: '1' },
  checkedCache: { MCP_WRAP_NO_DEFINITION_CACHE: '1' },
  checkedCacheAndFastYaml: { MCP_WRAP_NO_DEFINITION_CACHE: '1', MCP_WRAP_NO_FAST_YAML: '1' },
};
const [major, minor] = process.versions.node.split('.').map(Number);
const hasCompileCache = typeof module.enableCompileCache === 'function' && (major > 22 || (major === 22 && minor >= 1));

try {
  for (const tools of [1, 1000]) {
    const wrapper = wrappers[tools];
    await compare(`cold start to the tools/list answer, ${tools} tool(s)`, 'ms', [
      ['every shortcut on', () => toolsListAfter(BIN, wrapper, {})],
      ['MCP_WRAP_NO_CODE_CACHE=1', () => toolsListAfter(BIN, wrapper, OFF.codeCache)],
      ...(hasCompileCache ? [['module.enableCompileCache() instead of the code cache', () => toolsListAfter(compileCacheBin, wrapper, OFF.codeCache)]] : []),
      ['MCP_WRAP_NO_DEFINITION_CACHE=1 (a first start after an edit)', () => toolsListAfter(BIN, wrapper, OFF.checkedCache)],
      ['the same with MCP_WRAP_NO_FAST_YAML=1 (yaml alone)', () => toolsListAfter(BIN, wrapper, OFF.checkedCacheAndFastYaml)],
      ['MCP_WRAP_PLAIN=1', () => toolsListAfter(BIN, wrapper, OFF.plain)],
    ]);
  }
  await compare('mcp-wrap list, 1,000 tools', 'ms', [
    ['every shortcut on', () => commandTime(['list', wrappers[1000]], {})],
    ['MCP_WRAP_PLAIN=1', () => commandTime(['list', wrappers[1000]], OFF.plain)],
  ]);
  await compare('mcp-wrap validate, 1,000 tools (always checks: no definition cache)', 'ms', [
    ['every shortcut on', () => commandTime(['validate', wrappers[1000]], {})],
    ['MCP_WRAP_NO_FAST_YAML=1 (yaml alone)', () => commandTime(['validate', wrappers[1000]], { MCP_WRAP_NO_FAST_YAML: '1' })],
  ]);
  if (process.platform === 'linux') {
    await compare('server peak RSS over a call printing 1 GiB', 'MiB', [
      ['every shortcut on', () => gibPeak({})],
      ['MCP_WRAP_NO_BUFFER_RECLAIM=1', () => gibPeak({ MCP_WRAP_NO_BUFFER_RECLAIM: '1' })],
    ]);
  }
  console.log('\nThe protected-path scan cache: row S7 of `node bench/run.mjs S7` (MCP_WRAP_NO_SCAN_CACHE=1).');
} finally {
  rmSync(work, { recursive: true, force: true });
}
