// S7: what the protected-path guard adds to a call (the look before the run plus the check after
// it), in this process, on a small repository and on a home-sized tree (50,000 entries, plus a
// node_modules the walk skips): a server's first call (nothing known yet), later calls (folders
// unchanged since), and later calls with the cache off (MCP_WRAP_NO_SCAN_CACHE=1); median of 3.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { median } from './lib.mjs';

const source = (path) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** `folders` folders of `files` files each, three levels deep, with a repository's and a home's protected paths. */
function makeTree(root, folders, files) {
  for (let i = 0; i < folders; i++) {
    const folder = join(root, `p${i % 10}`, `q${Math.floor(i / 10) % 10}`, `r${i}`);
    mkdirSync(folder, { recursive: true });
    for (let j = 0; j < files; j++) writeFileSync(join(folder, `f${j}.txt`), '');
  }
  mkdirSync(join(root, '.git', 'hooks'), { recursive: true });
  writeFileSync(join(root, '.git', 'config'), '');
  writeFileSync(join(root, '.bashrc'), '');
  mkdirSync(join(root, '.vscode'));
  return folders * (files + 1);
}

export async function protectedPathsCost(report, { work }) {
  const entry = join(work, 'guard-entry.ts');
  writeFileSync(
    entry,
    ['sandbox/guard-protected.ts', 'sandbox/scan-protected.ts', 'definition/types.ts']
      .map((path) => `export * from ${JSON.stringify(source(path))};`)
      .join('\n'),
  );
  const bundle = join(work, 'guard.mjs');
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'warning' });
  const { createProtectedGuard, createProtectedScanner, DEFAULT_SANDBOX: settings } = await import(pathToFileURL(bundle).href);

  const home = join(work, 'home');
  const homeEntries = makeTree(home, 2_500, 19);
  for (let i = 0; i < 500; i++) {
    mkdirSync(join(home, 'node_modules', `m${i}`), { recursive: true });
    for (let j = 0; j < 19; j++) writeFileSync(join(home, 'node_modules', `m${i}`, `f${j}.js`), '');
  }
  const repo = join(work, 'repo');
  const repoEntries = makeTree(repo, 20, 9);
  // Folders changed in the last 2 s are read again on every call (a ctime tick is coarse): wait.
  await new Promise((resolve) => setTimeout(resolve, 2_200));

  const oneCall = (guard, root) => {
    const start = performance.now();
    guard({ settings, roots: [root], baseDir: root, commandPaths: [] }).settle();
    return performance.now() - start;
  };
  for (const [name, detail, root] of [
    ['a small repository', `${repoEntries} entries`, repo],
    ['a home-sized tree', `${homeEntries.toLocaleString('en-US')} entries, 10,000 more in node_modules`, home],
  ]) {
    const first = [];
    const later = [];
    for (let round = 0; round < 3; round++) {
      const guard = createProtectedGuard('/nonexistent-home', createProtectedScanner());
      first.push(oneCall(guard, root));
      later.push(median([0, 1, 2, 3, 4].map(() => oneCall(guard, root))));
    }
    const uncachedGuard = createProtectedGuard('/nonexistent-home', createProtectedScanner(undefined, undefined, false));
    const uncached = median([0, 1, 2].map(() => oneCall(uncachedGuard, root)));
    report('S7', `protected-path scan per call, ${name} (${detail}): first call`, median(first), undefined, 'ms', 'for information');
    report('S7', `protected-path scan per call, ${name}: later calls`, median(later), undefined, 'ms', 'for information');
    report('S7', `protected-path scan per call, ${name}: later calls with MCP_WRAP_NO_SCAN_CACHE=1`, uncached, undefined, 'ms', 'for information');
  }
}
