// Runs one short MCP session through bin/mcp-wrap so that it leaves its V8 code cache in dist/
// for the Node that ran the build (bin/mcp-wrap writes it on exit when there is none).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export async function warmCodeCache() {
  const work = mkdtempSync(join(tmpdir(), 'mcp-wrap-warm-'));
  const wrapper = join(work, 'warm.yaml');
  writeFileSync(wrapper, `name: warm\ntools:\n  version:\n    description: Prints the Node version.\n    command: ["${process.execPath}", --version]\n`);
  const messages = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'build', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'version', arguments: {} } },
  ];
  const bin = fileURLToPath(new URL('../bin/mcp-wrap', import.meta.url));
  // stdin ends once the call is answered: at the end of stdin the server stops what still runs.
  const server = spawn(process.execPath, [bin, wrapper, '--cwd', work, '--log-level', 'error'], { stdio: ['pipe', 'pipe', 'ignore'], timeout: 30_000 });
  let answers = '';
  server.stdout.on('data', (chunk) => {
    answers += chunk;
    if (answers.includes('"id":3')) server.stdin.end();
  });
  server.stdin.write(messages.map((message) => `${JSON.stringify(message)}\n`).join(''));
  await new Promise((resolve) => server.on('close', resolve));
  rmSync(work, { recursive: true, force: true });
}
