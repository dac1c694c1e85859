// What `npm pack` ships: what runs and what documents it, nothing else; and that it installs and
// serves from the tarball alone, as `npm install -g` from the registry will.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = realpathSync(mkdtempSync(join(tmpdir(), 'e2e-package-')));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// --ignore-scripts: prepare would rebuild dist while other tests use it.
const npm = (args: string[]) => spawnSync('npm', [...args, '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8' });

it('the package holds the CLI, its types, the schema, the wrappers, the docs and the licence; no sources, tests, maps or caches', () => {
  const packed = npm(['pack', '--dry-run', '--json']);
  expect(packed.status, packed.stderr).toBe(0);
  const files: string[] = JSON.parse(packed.stdout)[0].files.map((file: { path: string }) => file.path);
  for (const needed of [
    'bin/mcp-wrap',
    'bin/package.json',
    'dist/cli.cjs',
    'dist/egress-forwarder.cjs',
    'dist/index.js',
    'dist/types/src/index.d.ts',
    'schema/wrapper.schema.json',
    'wrappers/git.yaml',
    'docs/http.md',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
    'package.json',
  ]) {
    expect(files).toContain(needed);
  }
  const unwanted = files.filter(
    (file) => /^(src|test|bench|scripts|adapters)\//.test(file) || /\.map$|\.v8-cache$/.test(file) || (file.endsWith('.ts') && !file.endsWith('.d.ts')),
  );
  expect(unwanted).toEqual([]);
});

it('server.json describes this package for the MCP registry: its mcpName, version and npm name', () => {
  const server = JSON.parse(readFileSync(join(root, 'server.json'), 'utf8'));
  expect(server.$schema).toMatch(/^https:\/\/static\.modelcontextprotocol\.io\/schemas\/\d{4}-\d{2}-\d{2}\/server\.schema\.json$/);
  expect(server.name).toBe(packageJson.mcpName);
  expect(server.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
  expect(server.description.length).toBeLessThanOrEqual(100);
  expect(server.version).toBe(packageJson.version);
  expect(server.packages).toEqual([
    expect.objectContaining({ registryType: 'npm', identifier: packageJson.name, version: packageJson.version, transport: { type: 'stdio' } }),
  ]);
  expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the mcp-wrap authors\n/);
  expect(packageJson.license).toBe('MIT');
});

it('installed from the tarball into a fresh prefix, mcp-wrap prints its version and serves a call over stdio', { timeout: 180_000 }, async () => {
  const packed = npm(['pack', '--json', '--pack-destination', work]);
  expect(packed.status, packed.stderr).toBe(0);
  const tarball = join(work, JSON.parse(packed.stdout)[0].filename);
  const prefix = join(work, 'prefix');
  // The dependencies come from npm's cache when `npm ci` filled it, else from the registry.
  const installed = npm(['install', '--global', '--prefix', prefix, '--prefer-offline', tarball]);
  expect(installed.status, installed.stderr).toBe(0);
  const bin = join(prefix, 'bin', 'mcp-wrap');

  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  expect(version.status, version.stderr).toBe(0);
  expect(version.stdout.trim()).toBe(packageJson.version);

  const transport = new StdioClientTransport({ command: bin, args: ['git', '--cwd', root, '--sandbox', 'off'], stderr: 'pipe' });
  const client = new Client({ name: 'e2e-package', version: '1.0.0' });
  await client.connect(transport);
  try {
    const result = await client.callTool({ name: 'git_log', arguments: { max_count: 1 } });
    expect(result.isError).toBe(false);
    expect(result.content).toEqual([expect.objectContaining({ type: 'text', text: expect.stringMatching(/^[0-9a-f]{7,} \d{4}-\d{2}-\d{2} /) })]);
  } finally {
    await client.close();
  }
});
