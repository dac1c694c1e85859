// File resources: the `path:` entries of the wrappers (files or globs, relative to the base
// directory, confined to the allowed roots) as file:// resources, with watchers for subscribers
// and for the list itself.
import { relative } from 'node:path';
import type { FSWatcher } from 'chokidar';
import { confine } from '../arguments/check-paths.js';
import type { FileResourceDefinition } from '../definition/types.js';
import { expandPattern, isIgnoredDirectory, parsePattern } from './expand-pattern.js';
import { describeFile, type LocalFile } from './file-content.js';

export interface PathContext {
  baseDir: string;
  allowedRoots: readonly string[];
}

export interface ListedFile extends LocalFile {
  name: string;
  title?: string;
  description?: string;
}

export interface FileResources {
  readonly isEmpty: boolean;
  list(): Promise<ListedFile[]>;
  /** The listed file behind `uri`, looked up afresh. */
  find(uri: string): Promise<ListedFile | undefined>;
  /** Calls `onChange` when a file appears or disappears (starts watching once). */
  watchList(onChange: () => void): Promise<void>;
  subscribe(uri: string, onUpdate: () => void): Promise<boolean>;
  unsubscribe(uri: string): Promise<void>;
  /** The base directory or the roots changed: watch the new places. */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/** Bursts of file events (a checkout, a build) become one notification. */
const SETTLE_MS = 100;

export function createFileResources(definitions: readonly FileResourceDefinition[], context: () => Promise<PathContext>): FileResources {
  const subscriptions = new Map<string, FSWatcher>();
  let listWatchers: FSWatcher[] = [];
  let onListChange: (() => void) | undefined;

  const list = async (): Promise<ListedFile[]> => {
    const { baseDir, allowedRoots } = await context();
    const listed = new Map<string, ListedFile>();
    for (const definition of definitions) {
      for (const path of await expandPattern(definition.path, baseDir)) {
        const real = await confine(path, baseDir, allowedRoots);
        if (!real || listed.has(real)) continue;
        const file = await describeFile(real, definition.mimeType);
        if (!file) continue;
        listed.set(real, {
          uri: file.uri,
          path: real,
          name: relative(baseDir, path) || definition.name,
          ...(definition.title && { title: definition.title }),
          ...(definition.description && { description: definition.description }),
          mimeType: file.mimeType,
          size: file.size,
          identity: file.identity,
        });
      }
    }
    return [...listed.values()];
  };

  const startListWatchers = async () => {
    const { baseDir } = await context();
    const { watch } = await import('chokidar');
    let timer: NodeJS.Timeout | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onListChange?.(), SETTLE_MS);
    };
    const patterns = await Promise.all(definitions.map((definition) => parsePattern(definition.path, baseDir)));
    listWatchers = patterns.map((pattern) => {
      const watcher = watch(pattern.base, {
        ignoreInitial: true,
        ...(!pattern.isGlob && { depth: 0 }),
        ignored: (path, stats) => isIgnoredDirectory(path) || (Boolean(stats?.isFile()) && !pattern.matches(path)),
      });
      watcher.on('add', changed).on('unlink', changed);
      return watcher;
    });
    await Promise.all(listWatchers.map(whenReady));
  };

  const closeListWatchers = async () => {
    await Promise.all(listWatchers.map((watcher) => watcher.close()));
    listWatchers = [];
  };

  return {
    isEmpty: definitions.length === 0,
    list,
    find: async (uri) => (await list()).find((file) => file.uri === uri),
    async watchList(onChange) {
      if (onListChange) return;
      onListChange = onChange;
      await startListWatchers();
    },
    async subscribe(uri, onUpdate) {
      const file = (await list()).find((candidate) => candidate.uri === uri);
      if (!file) return false;
      await subscriptions.get(uri)?.close();
      const { watch } = await import('chokidar');
      const watcher = watch(file.path, { ignoreInitial: true });
      watcher.on('change', onUpdate).on('add', onUpdate).on('unlink', onUpdate);
      await whenReady(watcher);
      subscriptions.set(uri, watcher);
      return true;
    },
    async unsubscribe(uri) {
      await subscriptions.get(uri)?.close();
      subscriptions.delete(uri);
    },
    async refresh() {
      if (!onListChange) return;
      await closeListWatchers();
      await startListWatchers();
      onListChange();
    },
    async close() {
      await closeListWatchers();
      await Promise.all([...subscriptions.values()].map((watcher) => watcher.close()));
      subscriptions.clear();
    },
  };
}

function whenReady(watcher: FSWatcher): Promise<void> {
  return new Promise((resolve) => watcher.once('ready', () => resolve()));
}
