// Only src/server/ imports the MCP SDK (DESIGN.md section 8), so an SDK upgrade touches one folder:
// every .ts file under src/ is read, and each import of `@modelcontextprotocol/` elsewhere is named.
// The server is on SDK v2 (server, core, node); v1 (`@modelcontextprotocol/sdk`) is for tests only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ALLOWED_FOLDER = 'server/';
/** This file: its tables quote imports as examples. */
const THIS_FILE = 'server/import-boundary.test.ts';
/** The SDK v2 packages src/server/ may import (the package, or one of its exported subpaths). */
const ALLOWED_PACKAGES = /^@modelcontextprotocol\/(?:server|core|node)(?:\/|$)/;

/** `from '…'`, `import '…'`, `import('…')` and `require('…')` naming the SDK, across line breaks too. */
const SDK_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"`])(@modelcontextprotocol\/[^'"`]*)\1/g;

/** Each SDK import in a file's text (those `keep` accepts by specifier), as `line: the import's line`. */
function findSdkImports(text: string, keep: (specifier: string) => boolean = () => true): string[] {
  const lines = text.split('\n');
  return [...text.matchAll(SDK_SPECIFIER)]
    .filter((match) => keep(match[2]!))
    .map((match) => {
      const line = text.slice(0, match.index + match[0].length).split('\n').length;
      return `${line}: ${lines[line - 1]?.trim()}`;
    });
}

function listSourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return /\.[cm]?tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('findSdkImports', () => {
  it.each([
    [`import { Client } from '@modelcontextprotocol/sdk/client/index.js';`, 1],
    [`import type { Tool } from "@modelcontextprotocol/sdk/types.js";`, 1],
    [`export type { Tool } from '@modelcontextprotocol/sdk/types.js';`, 1],
    [`export * from '@modelcontextprotocol/server';`, 1],
    [`import '@modelcontextprotocol/sdk/types.js';`, 1],
    [`const sdk = await import('@modelcontextprotocol/sdk/client/index.js');`, 1],
    [`type T = typeof import('@modelcontextprotocol/sdk/types.js').Tool;`, 1],
    ['const sdk = require(`@modelcontextprotocol/core`);', 1],
    [`import {\n  Client,\n} from\n  '@modelcontextprotocol/client';`, 1],
    [`import { createServer } from '../server/create-server.js';`, 0],
    [`import type { Tool } from '../server/protocol-types.js';`, 0],
    [`// the SDK (@modelcontextprotocol/sdk) answers with -32602`, 0],
    [`const name = '@modelcontextprotocol/sdk';`, 0],
  ])('%j has %i SDK import(s)', (text, count) => {
    expect(findSdkImports(text)).toHaveLength(count);
  });

  it('names the line of a multi-line import by its specifier', () => {
    expect(findSdkImports(`// header\nimport {\n  Client,\n} from '@modelcontextprotocol/client';\n`)).toEqual([`4: } from '@modelcontextprotocol/client';`]);
  });
});

describe('the import boundary', () => {
  const files = listSourceFiles(SOURCE_ROOT).map((path) => relative(SOURCE_ROOT, path).split(sep).join('/'));

  it('reads the source tree, both inside and outside src/server/', () => {
    expect(files).toContain('server/in-process.ts');
    expect(files).toContain('cli/call.ts');
  });

  it('has no file outside src/server/ importing @modelcontextprotocol/', () => {
    const violations = files
      .filter((file) => !file.startsWith(ALLOWED_FOLDER))
      .flatMap((file) => findSdkImports(readFileSync(join(SOURCE_ROOT, file), 'utf8')).map((found) => `src/${file}:${found}`));
    expect(violations).toEqual([]);
  });

  it('has src/server/ importing only the SDK v2 server, core and node packages (never @modelcontextprotocol/sdk)', () => {
    const violations = files
      .filter((file) => file.startsWith(ALLOWED_FOLDER) && file !== THIS_FILE)
      .flatMap((file) =>
        findSdkImports(readFileSync(join(SOURCE_ROOT, file), 'utf8'), (specifier) => !ALLOWED_PACKAGES.test(specifier)).map((found) => `src/${file}:${found}`),
      );
    expect(violations).toEqual([]);
  });

  it.each([
    ['@modelcontextprotocol/server', true],
    ['@modelcontextprotocol/server/validators/ajv', true],
    ['@modelcontextprotocol/core', true],
    ['@modelcontextprotocol/node', true],
    ['@modelcontextprotocol/sdk/types.js', false],
    ['@modelcontextprotocol/client', false],
    ['@modelcontextprotocol/server-extra', false],
  ])('allows %s in src/server/: %s', (specifier, allowed) => {
    expect(ALLOWED_PACKAGES.test(specifier)).toBe(allowed);
  });
});
