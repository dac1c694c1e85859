// Builds the CLI into one CommonJS file (dist/cli.cjs: one file to load, and one V8 code cache for
// bin/mcp-wrap to keep, made here by one short session) and the library into one ES module
// (dist/index.js).
import { build } from 'esbuild';
import { buildNativeHelpers } from './build-native-helpers.mjs';
import { generateValidator } from './generate-validator.mjs';
import { warmCodeCache } from './warm-code-cache.mjs';

// charset 'ascii' (esbuild's default, stated because bin/mcp-wrap relies on it to decode fast).
// execa is left out: it is rarely needed (Windows, generate) and a larger server forks slower.
// jsonc-parser's main entry is a UMD wrapper whose require() calls a bundler cannot follow: its
// ES module build is bundled instead.
const shared = {
  external: ['execa'],
  alias: { 'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  charset: 'ascii',
};

// The CLI's module is written as the function Node would wrap it in, so that bin/mcp-wrap compiles
// the file's text as it is: wrapping it at start made V8 keep a second copy (3.4 MB), and freeing
// the first raised glibc's trim threshold for the server's life (bin/mcp-wrap says how). Called
// by require() (its `this` is then module.exports), it runs as an ordinary CommonJS module.
const MODULE_AS_FUNCTION_START =
  '(function (main, self) { if (typeof module === "object" && module !== null && self === module.exports) main(exports, require, module, __filename, __dirname); return main; })(function (exports, require, module, __filename, __dirname) {';
const MODULE_AS_FUNCTION_END = '}, this);';

generateValidator();
await Promise.all([
  build({
    ...shared,
    entryPoints: { cli: 'src/cli/main.ts' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    outdir: 'dist',
    define: { 'import.meta.url': 'importMetaUrl' },
    banner: { js: `${MODULE_AS_FUNCTION_START}\nconst importMetaUrl = require('node:url').pathToFileURL(__filename).href;` },
    footer: { js: MODULE_AS_FUNCTION_END },
  }),
  // What runs first inside a sandbox whose network is a list of hosts: a small file of its own,
  // without the CLI, so that it starts fast on every such call.
  build({
    ...shared,
    entryPoints: { 'egress-forwarder': 'src/sandbox/egress-forwarder-main.ts' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    outdir: 'dist',
  }),
  build({
    ...shared,
    entryPoints: { index: 'src/index.ts' },
    format: 'esm',
    outdir: 'dist',
    // CommonJS dependencies inside an ES module bundle need a real `require` for Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  }),
]);
buildNativeHelpers();
await warmCodeCache();
