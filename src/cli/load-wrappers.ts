// Resolving and loading wrapper arguments for a subcommand, with the one way to report a broken
// definition: every problem on stderr as file:line:col: code: message, and exit code 1.
import { realpath, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DefinitionError, formatIssue } from '../definition/definition-error.js';
import { checkedCacheFolder, createCheckedCache } from '../definition/checked-cache.js';
import { loadDefinitions, type LoadedDefinitions } from '../definition/load-definition.js';
import { isShortcutOn } from '../shortcuts.js';
import { UsageError, type CliIo } from './cli-io.js';
import type { PlaceOptions } from './options.js';
import { resolveWrapperPath } from './resolve-wrappers.js';
import { selectTools, type ToolSelection } from './select-tools.js';

export interface Loaded extends LoadedDefinitions {
  files: string[];
}

/** The loaded wrappers, or undefined once a DefinitionError has been reported. */
export async function loadWrappers(wrappers: readonly string[], io: CliIo, refusal: string, selection?: ToolSelection): Promise<Loaded | undefined> {
  const files = wrappers.map((wrapper) => resolveWrapperPath(wrapper, io.cwd, io.packageRoot));
  try {
    const checkedCache = isShortcutOn(io.env, 'checkedCache') ? createCheckedCache(checkedCacheFolder(io.env), io.buildId, io.env) : undefined;
    const loaded = await loadDefinitions(files, { env: io.env, ...(checkedCache && { checkedCache }) });
    return { files, ...loaded, definitions: selection ? selectTools(loaded.definitions, selection) : loaded.definitions };
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    io.stderr.write(`${error.issues.map(formatIssue).join('\n')}\nmcp-wrap: ${refusal}: ${error.issues.length} problem(s) in the wrapper definition\n`);
    return undefined;
  }
}

/** --cwd and --root as real directories (a usage error when one is not). */
export async function resolvePlaces(options: PlaceOptions, io: CliIo): Promise<{ baseDir: string; allowedRoots: string[] }> {
  const baseDir = await existingDirectory(options.cwd ?? '.', io.cwd, '--cwd');
  const allowedRoots = options.root.length > 0 ? await Promise.all(options.root.map((root) => existingDirectory(root, io.cwd, '--root'))) : [baseDir];
  return { baseDir, allowedRoots };
}

async function existingDirectory(path: string, cwd: string, option: string): Promise<string> {
  const absolute = resolve(cwd, path);
  try {
    if ((await stat(absolute)).isDirectory()) return await realpath(absolute);
  } catch {
    // Reported below.
  }
  throw new UsageError(`${option} ${path}: not a directory`);
}
