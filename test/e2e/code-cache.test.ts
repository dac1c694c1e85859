// bin/mcp-wrap's V8 code cache must never run code the bundle no longer holds: V8 itself only
// checks the source length, so a bundle rewritten in place to the same length with the same
// modification time is the case that breaks a weak key.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const install = mkdtempSync(join(tmpdir(), 'code-cache-'));
afterAll(() => rmSync(install, { recursive: true, force: true }));

// The cache itself is under test: on even where CI runs the suite with every shortcut off.
const { MCP_WRAP_PLAIN: _plain, MCP_WRAP_NO_CODE_CACHE: _off, ...env } = process.env;
const versionOf = (nodeFlags: string[] = []) =>
  spawnSync(process.execPath, [...nodeFlags, join(install, 'bin', 'mcp-wrap'), '--version'], { encoding: 'utf8', env });
const cachesIn = (folder: string) => readdirSync(folder).filter((file) => file.endsWith('.v8-cache'));

it('a bundle rewritten in place to the same length and modification time is compiled afresh, not run from an old cache (each Node and flags had one)', () => {
  for (const file of ['bin/mcp-wrap', 'bin/package.json', 'dist/cli.cjs']) {
    mkdirSync(join(install, file, '..'), { recursive: true });
    copyFileSync(join(root, file), join(install, file));
  }
  const bundle = join(install, 'dist', 'cli.cjs');
  // A whole second, so that setting it again restores it exactly (as installers do: npm's is 1985).
  const stamp = new Date('2020-01-01T00:00:00Z');
  utimesSync(bundle, stamp, stamp);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  expect(versionOf().stdout.trim()).toBe(version);
  const [firstCache] = cachesIn(join(install, 'dist'));
  expect(firstCache).toBeDefined();
  // Another Node or other flags get a cache of their own, and leave the first one be.
  expect(versionOf(['--no-warnings']).stdout.trim()).toBe(version);
  const caches = cachesIn(join(install, 'dist'));
  expect(caches).toHaveLength(2);
  expect(caches).toContain(firstCache);

  const other = version.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
  const source = readFileSync(bundle, 'latin1');
  expect(source).toContain(`version: "${version}"`);
  writeFileSync(bundle, source.replaceAll(`version: "${version}"`, `version: "${other}"`), 'latin1');
  utimesSync(bundle, stamp, stamp);
  expect(statSync(bundle).mtimeMs).toBe(stamp.getTime());

  const rerun = versionOf();
  expect(rerun.stderr).toBe('');
  expect(rerun.stdout.trim()).toBe(other);
  expect(cachesIn(join(install, 'dist'))).toHaveLength(1);
  expect(cachesIn(join(install, 'dist'))).not.toContain(firstCache);
});

// A serving process changes one V8 flag once its wrappers are loaded (its young generation kept small);
// V8 stamps a cache with its flags, so a cache written at that server's exit must still be the one
// the next start accepts, not rejected and rewritten by every start after.
it('a server that kept its young generation small leaves a code cache the next start runs from', async () => {
  const served = mkdtempSync(join(tmpdir(), 'code-cache-served-'));
  try {
    for (const file of ['bin/mcp-wrap', 'bin/package.json', 'dist/cli.cjs']) {
      mkdirSync(join(served, file, '..'), { recursive: true });
      copyFileSync(join(root, file), join(served, file));
    }
    const wrapper = join(served, 'demo.yaml');
    writeFileSync(wrapper, 'name: demo\ntools:\n  hello:\n    description: Says hello.\n    command: [echo, hello]\n');
    const bin = join(served, 'bin', 'mcp-wrap');
    const server = spawn(process.execPath, [bin, wrapper, '--log-level', 'info'], { env, stdio: ['pipe', 'ignore', 'pipe'] });
    let log = '';
    server.stderr.setEncoding('utf8');
    await new Promise<void>((resolve) =>
      server.stderr.on('data', (text: string) => {
        log += text;
        if (log.includes('serving 1 tool(s)')) resolve();
      }),
    );
    server.stdin.end();
    await once(server, 'exit');
    const [cache] = cachesIn(join(served, 'dist'));
    expect(cache).toBeDefined();
    const written = statSync(join(served, 'dist', cache!), { bigint: true });

    const list = spawnSync(process.execPath, [bin, 'list', wrapper], { encoding: 'utf8', env });
    expect(list.stdout).toContain('hello');
    const after = statSync(join(served, 'dist', cache!), { bigint: true });
    expect([after.ino, after.mtimeNs]).toEqual([written.ino, written.mtimeNs]);
  } finally {
    rmSync(served, { recursive: true, force: true });
  }
});

// The bundle is the module's function (scripts/build.mjs), so that bin/mcp-wrap compiles its text
// as read and keeps one copy, nothing of its size freed (docs/performance.md, glibc's trim
// threshold); require() must still run it as a module, and a Node without WebAssembly, where the
// launcher cannot read outside malloc, must still start.
it('the bundle compiles, as read, to the module function; require() runs it as a module; a start without WebAssembly reads it as usual', () => {
  const bundle = join(root, 'dist', 'cli.cjs');
  const compiled = spawnSync(
    process.execPath,
    [
      '-e',
      `const f = require('node:vm').runInThisContext(require('node:fs').readFileSync(${JSON.stringify(bundle)}, 'latin1')); console.log(typeof f, f.length)`,
    ],
    { encoding: 'utf8', env },
  );
  expect(compiled.stdout.trim()).toBe('function 5');
  const required = spawnSync(process.execPath, ['-e', `console.log(typeof require(${JSON.stringify(bundle)}).runCli)`], { encoding: 'utf8', env });
  expect(required.stdout.trim()).toBe('function');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const jitless = spawnSync(process.execPath, ['--jitless', join(root, 'bin', 'mcp-wrap'), '--version'], { encoding: 'utf8', env });
  expect(jitless.stdout.trim()).toBe(version);
  expect(jitless.status).toBe(0);
});
