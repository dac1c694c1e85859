// Runs one short MCP session through bin/mcp-wrap so that it leaves its V8 code cache in dist/
// for the Node that ran the build (bin/mcp-wrap writes it on exit when there is none).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function warmCodeCache() {
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
  // stdin ends after the last message, and the server exits once it has answered what it got.
  spawnSync(process.execPath, [bin, wrapper, '--cwd', work, '--log-level', 'error'], { input: messages.map((message) => `${JSON.stringify(message)}\n`).join(''), timeout: 30_000 });
  rmSync(work, { recursive: true, force: true });
}
