// docs/http.md's SDK example, run as a reader would run it: it prints, ends its session and exits.
import { spawn } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { serveHttp } from '../support/http-server.js';
import { useWorkDir } from '../support/work-dir.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = useWorkDir('e2e-http-example');
const TOKEN = 'a-token-for-the-docs-example';

it("docs/http.md's SDK example lists, calls, ends its session and exits by itself", async () => {
  const example = /```js\n(\/\/ client\.mjs[\s\S]*?)```/.exec(readFileSync(join(root, 'docs', 'http.md'), 'utf8'))?.[1];
  expect(example, 'docs/http.md has a ```js block starting with // client.mjs').toBeDefined();
  writeFileSync(join(work.dir, 'client.mjs'), example!);
  symlinkSync(join(root, 'node_modules'), join(work.dir, 'node_modules'));
  const served = await serveHttp(['git', '--http', '127.0.0.1:0', '--cwd', root, '--sandbox', 'off', '--auth-token-env', 'MCP_TOKENS'], { MCP_TOKENS: TOKEN });
  const child = spawn(process.execPath, ['client.mjs'], { cwd: work.dir, env: { ...process.env, MCP_URL: served.url, MCP_TOKEN: TOKEN } });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  // The test's own timeout is the bound: a client left open never exits.
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(0);
  expect(stdout.split('\n')[0]).toContain('git_log');
  expect(served.stderr()).toMatch(/http=DELETE path=\/mcp status=200/);
});
