// Bundles the CLI and the library into single ES modules: one file to load keeps cold start low.
import { build } from 'esbuild';

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  // CommonJS dependencies inside an ES module bundle need a real `require` for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

await Promise.all([
  build({ ...shared, entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts' }, outdir: 'dist' }),
]);
