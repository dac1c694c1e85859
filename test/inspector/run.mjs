// `npm run test:inspector`: the MCP Inspector's CLI (`--cli`, built on SDK v2's Client) drives the
// real bin/mcp-wrap over stdio in each protocol era it can negotiate, and its JSON output is judged.
// The Inspector is installed at its pinned version into a temporary folder (about 110 MB in 120
// packages, so not a devDependency) and needs Node 22.19 or later; `npm test` never needs it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const INSPECTOR = '@modelcontextprotocol/inspector@2.12.0';
const bin = fileURLToPath(new URL('../../bin/mcp-wrap', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
const CALL_TIMEOUT_MS = 30_000;
// The era each `--protocol-era` lands in against mcp-wrap, which speaks both.
const ERAS = [
  { era: 'legacy', version: '2025-11-25' },
  { era: 'auto', version: '2026-07-28' },
  { era: 'modern', version: '2026-07-28' },
];

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(`the MCP Inspector needs Node 22.19 or later; this is ${process.version}`);
  process.exit(1);
}
const folder = mkdtempSync(join(tmpdir(), 'mcp-wrap-inspector-'));
after(() => rmSync(folder, { recursive: true, force: true }));
const installed = spawnSync('npm', ['install', '--silent', '--no-save', '--no-package-lock', '--prefix', folder, INSPECTOR], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (installed.status !== 0) throw new Error(`npm could not install ${INSPECTOR}`);
const launcher = join(folder, 'node_modules', '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');
// The Inspector keeps a catalog and a cache under HOME: a fresh one keeps the user's untouched.
const home = join(folder, 'home');
const work = join(folder, 'work');
mkdirSync(home);
mkdirSync(work);

/** The `result` of one Inspector CLI run of `options` against `mcp-wrap <wrapper>`; fails on anything else. */
function inspect(era, wrapper, options) {
  const server = [process.execPath, bin, join(fixtures, 'wrappers', wrapper), '--cwd', work];
  // The Inspector hands a stdio server only a default environment plus its `-e` pairs.
  const args = [launcher, '--cli', '--format', 'json', '--protocol-era', era, '-e', `FIXTURES=${fixtures}`, ...options, '--', ...server];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, HOME: home }, timeout: CALL_TIMEOUT_MS });
  assert.equal(run.status, 0, `inspector ${options.join(' ')} exited ${run.status}:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(run.stdout).result;
}

for (const { era, version } of ERAS) {
  describe(`the Inspector CLI with --protocol-era ${era}`, () => {
    it(`negotiates ${version}`, () => {
      const result = inspect(era, 'fixtures.yaml', ['--method', 'initialize']);
      assert.equal(result.protocolVersion, version);
      assert.deepEqual(result.serverInfo, { name: 'fixtures', version: '1.2.3' });
    });

    it('lists the tools in the wrapper order', () => {
      const { tools } = inspect(era, 'fixtures.yaml', ['--method', 'tools/list']);
      assert.deepEqual(
        tools.map((tool) => tool.name),
        ['echo', 'echo_files', 'greet', 'fail', 'search', 'colour', 'hang', 'missing', 'echo_all_env'],
      );
    });

    it('calls a tool: an integer argument typed, its argv as the wrapper maps it, exit code 0', () => {
      const result = inspect(era, 'fixtures.yaml', ['--method', 'tools/call', '--tool-name', 'echo', '--tool-arg', 'name=inspector', 'count=3']);
      assert.ok(!result.isError, JSON.stringify(result));
      assert.deepEqual(JSON.parse(result.content[0].text).argv, ['--name', 'inspector', '-n', '3']);
      assert.equal(result._meta.exitCode, 0);
    });

    it('lists the resources', () => {
      const { resources } = inspect(era, 'surface.yaml', ['--method', 'resources/list']);
      assert.deepEqual(
        resources.map((resource) => resource.uri),
        ['demo://greeting', 'demo://failing', 'demo://picture'],
      );
    });
  });
}
