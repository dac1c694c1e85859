// What the protected-path guard adds to a call (the look before the run plus the check after it),
// on a home-sized tree (50,000 entries, plus a node_modules the walk skips) and on a small repository:
// the first call of a server (nothing known yet) and a later one (folders unchanged since), median of 3.
// `node bench/protected-scan.mjs`; it bundles src/sandbox/guard-protected.ts with esbuild first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const top = mkdtempSync(join(tmpdir(), 'bench-protected-'));
const bundle = join(top, 'guard.mjs');
const entry = join(top, 'entry.ts');
writeFileSync(entry, `export * from '${process.cwd()}/src/sandbox/guard-protected.ts'; export * from '${process.cwd()}/src/sandbox/scan-protected.ts';`);
await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'warning' });
const { createProtectedGuard, createProtectedScanner } = await import(pathToFileURL(bundle).href);
const { DEFAULT_SANDBOX } = await import(pathToFileURL(join(process.cwd(), 'dist/index.js')).href).catch(() => ({}));
const settings = DEFAULT_SANDBOX ?? { network: false, read: 'all', write: [], writeRoots: true, hide: [], unhide: [], protect: [], unprotect: [] };

/** folders × files entries under `root`, nested three levels deep, with a repository and a few protected paths. */
function makeTree(root, folders, files) {
  let entries = 0;
  for (let i = 0; i < folders; i++) {
    const folder = join(root, `p${i % 10}`, `q${Math.floor(i / 10) % 10}`, `r${i}`);
    mkdirSync(folder, { recursive: true });
    for (let j = 0; j < files; j++) writeFileSync(join(folder, `f${j}.txt`), '');
    entries += files + 1;
  }
  mkdirSync(join(root, '.git', 'hooks'), { recursive: true });
  writeFileSync(join(root, '.git', 'config'), '');
  writeFileSync(join(root, '.bashrc'), '');
  mkdirSync(join(root, '.vscode'));
  return entries;
}

const home = join(top, 'home');
const entries = makeTree(home, 2_500, 19);
for (let i = 0; i < 500; i++) {
  const folder = join(home, 'node_modules', `m${i}`);
  mkdirSync(folder, { recursive: true });
  for (let j = 0; j < 19; j++) writeFileSync(join(folder, `f${j}.js`), '');
}
const repo = join(top, 'repo');
const repoEntries = makeTree(repo, 20, 9);
// Folders changed in the last 2 s are read again on every call (a ctime tick is coarse): wait.
await new Promise((resolve) => setTimeout(resolve, 2_200));

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = (action) => {
  const start = performance.now();
  action();
  return performance.now() - start;
};
const oneCall = (guard, root) => time(() => guard({ settings, roots: [root], baseDir: root, commandPaths: [] }).settle());

for (const [name, root, count] of [
  ['home-sized tree', home, `${entries.toLocaleString('en-US')} entries + 10,000 in node_modules`],
  ['small repository', repo, `${repoEntries} entries`],
]) {
  const first = [];
  const later = [];
  let walks = [];
  for (let round = 0; round < 3; round++) {
    const scanner = createProtectedScanner();
    walks = [];
    const guard = createProtectedGuard('/nonexistent-home', (...args) => {
      const result = scanner(...args);
      walks.push(`${result.complete ? 'complete' : 'stopped by a bound'}, ${result.foldersRead} folders read`);
      return result;
    });
    first.push(oneCall(guard, root));
    later.push(median([0, 1, 2, 3, 4].map(() => oneCall(guard, root))));
  }
  const plain = createProtectedGuard('/nonexistent-home', createProtectedScanner(undefined, undefined, false));
  const uncached = median([0, 1, 2].map(() => oneCall(plain, root)));
  console.log(`${name} (${count}): first call ${median(first).toFixed(1)} ms, later calls ${median(later).toFixed(2)} ms, later calls with MCP_WRAP_NO_SCAN_CACHE=1 ${uncached.toFixed(1)} ms (median of 3); walks of the last round: ${[...new Set(walks)].join('; ')}`);
}
rmSync(top, { recursive: true, force: true });
