// `npm run test:conformance`: the official MCP conformance suite against `mcp-wrap serve --http`
// serving wrapper.yaml. The suite is installed into a temporary folder at the pinned version (it
// needs Node 22 or later); expected-failures.yml lists the scenarios that cannot apply.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SUITE = '@modelcontextprotocol/conformance@0.1.16';
const here = fileURLToPath(new URL('.', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/mcp-wrap', import.meta.url));

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`${SUITE} needs Node 22 or later; this is ${process.version}`);
  process.exit(1);
}
const folder = mkdtempSync(join(tmpdir(), 'mcp-wrap-conformance-'));
try {
  const installed = spawnSync('npm', ['install', '--silent', '--no-save', '--no-package-lock', '--prefix', folder, SUITE], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (installed.status !== 0) throw new Error(`npm could not install ${SUITE}`);
  const server = spawn(process.execPath, [bin, join(here, 'wrapper.yaml'), '--http', '127.0.0.1:0', '--cwd', here], { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  const url = await new Promise((resolve, reject) => {
    server.stderr.on('data', (chunk) => {
      stderr += chunk;
      const found = /over Streamable HTTP at (\S+)/.exec(stderr);
      if (found) resolve(found[1]);
    });
    server.on('exit', (code) => reject(new Error(`mcp-wrap exited (${code}) before listening:\n${stderr}`)));
  });
  const suite = join(folder, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
  const run = spawnSync(process.execPath, [suite, 'server', '--url', url, '--expected-failures', join(here, 'expected-failures.yml'), '--output-dir', join(folder, 'results')], { stdio: 'inherit' });
  server.kill('SIGTERM');
  if (run.status !== 0) console.error(`mcp-wrap's log, last 60 lines:\n${stderr.trimEnd().split('\n').slice(-60).join('\n')}`);
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
