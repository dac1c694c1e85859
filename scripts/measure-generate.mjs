// Bundles the corpus measurement (TypeScript, like the tests) and runs it: `npm run corpus [-- --misses]`;
// given another entry of test/generate-corpus/, runs that instead (`npm run corpus:capture`).
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = await mkdtemp(join(process.cwd(), 'node_modules', '.corpus-'));
try {
  const outfile = join(folder, 'print-table.mjs');
  await build({
    entryPoints: [process.argv[2]?.endsWith('.ts') ? process.argv[2] : 'test/generate-corpus/print-table.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    packages: 'external',
    logLevel: 'warning',
  });
  await import(pathToFileURL(outfile).href);
} finally {
  await rm(folder, { recursive: true, force: true });
}
