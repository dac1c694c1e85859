// Wrapper files that passed every check, remembered by content so that the next start skips the
// YAML parse, the checks and, for a text without ${NAME} references, building the model (for a
// 1,000-tool wrapper, most of a cold start). The key is a hash of
// mcp-wrap's version, the file's path and text, and the values of the environment variables the
// text names (a ${NAME} can change what a check finds); the entry is the parsed value as JSON, which
// holds no resolved ${NAME} value. Entries are written whole (temporary file, rename) into a folder
// only the user can read; any failure only means a slower start. Files whose checks depend on
// other files (output adapter modules) are never remembered.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { isModulePath } from '../../adapters/index.js';
import { isRecord, recordAt } from './raw.js';
import type { WrapperDefinition } from './types.js';

export interface CheckedCache {
  /** The parsed value of a text that passed every check before, and its model when kept, if remembered. */
  lookup(file: string, text: string): { value: unknown; model?: WrapperDefinition } | undefined;
  /** Remembers that `text`, parsed as `value`, passed every check; and its model, where that holds no environment value. */
  remember(file: string, text: string, value: unknown, model: WrapperDefinition): void;
}

/** Entries kept; the oldest go first. */
const MAX_ENTRIES = 64;

export function createCheckedCache(folder: string, version: string, env: Readonly<Record<string, string | undefined>>): CheckedCache {
  const keyOf = (file: string, text: string) => {
    const hash = createHash('sha256').update(`${version}\0${file}\0`).update(text);
    for (const name of new Set(Array.from(text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g), (match) => match[1]!)).values()) {
      hash.update(`\0${name}=${env[name] === undefined ? '\u0000unset' : env[name]}`);
    }
    return hash.digest('hex').slice(0, 32);
  };
  return {
    lookup(file, text) {
      try {
        const entry = JSON.parse(readFileSync(join(folder, `${keyOf(file, text)}.json`), 'utf8')) as { value?: unknown; model?: WrapperDefinition };
        return entry.value === undefined ? undefined : { value: entry.value, ...(entry.model && { model: entry.model }) };
      } catch {
        return undefined;
      }
    },
    remember(file, text, value, model) {
      // A model built from ${NAME} references holds their values, and one with URI templates holds
      // functions: only a model that JSON holds exactly, of a text without references, is kept.
      const json = (!text.includes('${') && toJson({ value, model })) || toJson({ value });
      if (json === undefined || usesAdapterModules(value)) return;
      try {
        mkdirSync(folder, { recursive: true, mode: 0o700 });
        const entry = join(folder, `${keyOf(file, text)}.json`);
        writeFileSync(`${entry}.${process.pid}`, json, { mode: 0o600 });
        renameSync(`${entry}.${process.pid}`, entry);
        prune(folder);
      } catch {
        // A read-only or full disk: the next start checks again.
      }
    },
  };
}

/** $XDG_CACHE_HOME/mcp-wrap/checked, else ~/.cache/mcp-wrap/checked. */
export function checkedCacheFolder(env: Readonly<Record<string, string | undefined>>): string {
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'mcp-wrap', 'checked');
}

/** The value as JSON, or undefined when JSON cannot hold it exactly (.inf, .nan, functions). */
function toJson(value: unknown): string | undefined {
  let exact = true;
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if ((typeof item === 'number' && !Number.isFinite(item)) || typeof item === 'function') exact = false;
    return item;
  });
  return exact ? json : undefined;
}

function usesAdapterModules(value: unknown): boolean {
  const tools = Object.values(recordAt(isRecord(value) ? value : {}, 'tools'));
  return tools.some((tool) => isRecord(tool) && typeof recordAt(tool, 'output').format === 'string' && isModulePath(recordAt(tool, 'output').format as string));
}

function prune(folder: string): void {
  const entries = readdirSync(folder).filter((name) => name.endsWith('.json'));
  if (entries.length <= MAX_ENTRIES) return;
  const byAge = entries.map((name) => ({ name, time: statSync(join(folder, name)).mtimeMs })).sort((a, b) => a.time - b.time);
  for (const { name } of byAge.slice(0, entries.length - MAX_ENTRIES)) rmSync(join(folder, name), { force: true });
}
