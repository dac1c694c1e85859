// What `npm pack` ships: what runs and what documents it, nothing else.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('the package holds the CLI, its types, the schema, the wrappers and the docs; no sources, tests, maps or caches', () => {
  // --ignore-scripts: prepare would rebuild dist while other tests use it.
  const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  expect(packed.status, packed.stderr).toBe(0);
  const files: string[] = JSON.parse(packed.stdout)[0].files.map((file: { path: string }) => file.path);
  for (const needed of ['bin/mcp-wrap', 'bin/package.json', 'dist/cli.cjs', 'dist/egress-forwarder.cjs', 'dist/index.js', 'dist/types/src/index.d.ts', 'schema/wrapper.schema.json', 'wrappers/git.yaml', 'docs/http.md', 'README.md', 'package.json']) {
    expect(files).toContain(needed);
  }
  const unwanted = files.filter((file) => /^(src|test|bench|scripts|adapters)\//.test(file) || /\.map$|\.v8-cache$/.test(file) || (file.endsWith('.ts') && !file.endsWith('.d.ts')));
  expect(unwanted).toEqual([]);
});
