// MCP_WRAP_PLAIN=1 turns every speed shortcut off (docs/performance.md). Seen from outside: a
// start writes no V8 code cache beside the bundle and never touches the checked-definition cache.
// Each side is run with and without the switch, so that the check cannot pass by accident.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const top = mkdtempSync(join(tmpdir(), 'plain-path-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

const wrapper = join(top, 'demo.yaml');
writeFileSync(wrapper, 'name: demo\ntools:\n  hello:\n    description: Says hello.\n    command: [echo, hello]\n');

/** A fresh copy of the built CLI (no code cache yet) and a cache home of its own. */
function freshInstall(name: string): { bin: string; dist: string; cacheHome: string } {
  const install = join(top, name);
  for (const file of ['bin/mcp-wrap', 'bin/package.json', 'dist/cli.cjs']) {
    mkdirSync(join(install, file, '..'), { recursive: true });
    copyFileSync(join(root, file), join(install, file));
  }
  return { bin: join(install, 'bin', 'mcp-wrap'), dist: join(install, 'dist'), cacheHome: join(install, 'cache') };
}

function list(name: string, env: Record<string, string>) {
  const { bin, dist, cacheHome } = freshInstall(name);
  const { MCP_WRAP_PLAIN: _plain, MCP_WRAP_NO_CODE_CACHE: _code, MCP_WRAP_NO_DEFINITION_CACHE: _definitions, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [bin, 'list', wrapper], { encoding: 'utf8', env: { ...inherited, XDG_CACHE_HOME: cacheHome, ...env } });
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain('hello');
  return { codeCaches: readdirSync(dist).filter((file) => file.endsWith('.v8-cache')), checkedCache: existsSync(join(cacheHome, 'mcp-wrap', 'checked')) };
}

it('with the shortcuts on, a start leaves a code cache and a checked-definition entry', () => {
  const { codeCaches, checkedCache } = list('shortcuts', {});
  expect(codeCaches).toHaveLength(1);
  expect(checkedCache).toBe(true);
});

it('MCP_WRAP_PLAIN=1: no code cache is written, the checked-definition cache is never touched', () => {
  expect(list('plain', { MCP_WRAP_PLAIN: '1' })).toEqual({ codeCaches: [], checkedCache: false });
});

it('MCP_WRAP_PLAIN=0 leaves the shortcuts on', () => {
  expect(list('plain-zero', { MCP_WRAP_PLAIN: '0' })).toEqual({ codeCaches: [expect.stringMatching(/\.v8-cache$/)], checkedCache: true });
});
