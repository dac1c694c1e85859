// Reads a program's structured spec from the `@withfig/autocomplete` package, when the package is
// installed (it is an optional peer: see README "Sources") and has the program. A spec is a
// JavaScript module: importing it runs its top-level code, and its generators are functions that
// would run commands for suggestions. So it is imported in a child Node process, inside the same
// OS sandbox as a help run, which prints the spec as data: own data properties only, functions,
// getters, proxies and toJSON hooks never called but dropped.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SandboxedRun } from './run-sandboxed.js';
import type { FigSpec } from './spec-to-help.js';

export const FIG_PACKAGE = '@withfig/autocomplete';
const SPEC_TIMEOUT_MS = 10_000;
const SPEC_MAX_BYTES = 16 * 1024 * 1024;

export interface SpecPackage {
  /** The folder of the spec modules (build/). */
  buildDir: string;
  version: string;
}

export interface Spec {
  spec: FigSpec;
  /** `@withfig/autocomplete 2.692.3`, for the draft's header. */
  source: string;
}

/** Walks a module's default export and prints it as JSON, reading only own data properties. */
const DUMP_SCRIPT = `
import { pathToFileURL } from 'node:url';
import { types } from 'node:util';
const MAX_DEPTH = 64;
const toData = (value, depth) => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (typeof value !== 'object' || depth > MAX_DEPTH || types.isProxy(value)) return undefined;
  const isArray = Array.isArray(value);
  const out = isArray ? [] : {};
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== 'string' || (isArray && key === 'length')) continue;
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (!descriptor || !('value' in descriptor)) continue;
    const data = toData(descriptor.value, depth + 1);
    if (data === undefined) continue;
    if (isArray) out.push(data); else out[key] = data;
  }
  return out;
};
const module = await import(pathToFileURL(process.argv[1]).href);
const descriptor = Object.getOwnPropertyDescriptor(module, 'default');
process.stdout.write(JSON.stringify(descriptor && 'value' in descriptor ? toData(descriptor.value, 0) ?? null : null));
`;

/** The installed package, looked up from the working folder, then beside mcp-wrap itself (a global install finds a global package). */
export function findSpecPackage(cwd: string, packageRoot: string): SpecPackage | undefined {
  for (const from of [join(cwd, 'package.json'), join(packageRoot, 'package.json')]) {
    try {
      const entry = createRequire(from).resolve(FIG_PACKAGE);
      const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version?: string };
      return { buildDir: dirname(entry), version: manifest.version ?? 'unknown' };
    } catch {
      // Not installed there.
    }
  }
  return undefined;
}

/** The spec of `program` (a base name), or undefined when the package has none or it does not load (`warn` is told why). */
export async function readSpec(program: string, found: SpecPackage, run: SandboxedRun, warn: (message: string) => void = () => {}): Promise<Spec | undefined> {
  if (!/^[A-Za-z0-9][\w.+-]*$/.test(program)) return undefined;
  const file = join(found.buildDir, `${program}.js`);
  if (!existsSync(file)) return undefined;
  // The package may lie where the sandbox hides (a clone under /tmp): it is shown, read-only.
  const result = await run(process.execPath, ['--input-type=module', '--eval', DUMP_SCRIPT, file], {
    timeoutMs: SPEC_TIMEOUT_MS,
    maxBytes: SPEC_MAX_BYTES,
    visible: [found.buildDir],
  });
  if (result.exitCode !== 0) {
    // Inside the sandbox a Node under the private /tmp cannot start, nor a module that writes.
    warn(
      `the spec of \`${program}\` in ${FIG_PACKAGE} did not load (exit code ${result.exitCode ?? result.signal}): ${errorLine(result.stderr)}; reading its other sources`,
    );
    return undefined;
  }
  try {
    const spec = JSON.parse(result.stdout) as FigSpec | null;
    return spec && typeof spec === 'object' && spec.name ? { spec, source: `${FIG_PACKAGE} ${found.version}` } : undefined;
  } catch {
    return undefined;
  }
}

/** The line of a Node crash that says what failed (`Error: EROFS: read-only file system, open ...`). */
function errorLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /^(\w*Error|Error)\b/.test(line)) ?? lines.at(-1) ?? 'no stderr';
}
