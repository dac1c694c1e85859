// The built-in output formats, and loading an adapter module that a wrapper names by path.
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import csv from './csv.js';
import json from './json.js';
import lines from './lines.js';
import ndjson from './ndjson.js';
import tsv from './tsv.js';
import type { Adapter } from './types.js';

export type { Adapter, AdapterOptions, AdapterResult } from './types.js';

export const BUILT_IN_ADAPTERS: Readonly<Record<string, Adapter>> = { json, ndjson, lines, csv, tsv };

/** `text` and every built-in format name; anything else is a path to a module. */
export const OUTPUT_FORMATS = ['text', ...Object.keys(BUILT_IN_ADAPTERS)];

export function isModulePath(format: string): boolean {
  return !OUTPUT_FORMATS.includes(format);
}

const loaded = new Map<string, Promise<Adapter>>();

export type ImportModule = (url: string) => Promise<unknown>;

/** The adapter for `format`; a module path is resolved against `baseDir` (the wrapper file's folder). */
export function loadAdapter(format: string, baseDir: string, importModule: ImportModule = (url) => import(url)): Promise<Adapter> {
  const builtIn = BUILT_IN_ADAPTERS[format];
  if (builtIn) return Promise.resolve(builtIn);
  const path = isAbsolute(format) ? format : resolve(baseDir, format);
  let adapter = loaded.get(path);
  if (!adapter) {
    adapter = importModule(pathToFileURL(path).href).then((imported) => {
      const module = imported as { default?: unknown };
      if (typeof module.default !== 'function') throw new Error(`${path} has no default export that is a function (stdout, options) => { structuredContent }`);
      return module.default as Adapter;
    });
    loaded.set(path, adapter);
  }
  return adapter;
}
