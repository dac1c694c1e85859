// The real paths a sandbox policy names (the credential stores, a tool's hide, write and unhide
// paths, the protected paths), resolved once and kept while nothing on their way changed. A kept
// answer names the folders that decide it (every folder above the path, or above the deepest part
// of a missing path that exists); before each run those folders are looked at (one stat each, a
// dozen for the built-in list, against some 300 failed readlinks), and an answer is dropped when
// one of them was replaced or gained or lost an entry (its ctime moved). A path with a link on its
// way is resolved at every run: what its link points to is decided elsewhere.
import { lstatSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';

/** A folder changed this recently is not trusted to be still (a ctime has the clock's coarse tick). */
const RECENT_CHANGE_MS = 1_000;
/** Kept answers at most; past it, they are all dropped (a server that sees many repositories). */
const MAX_KEPT_PATHS = 10_000;

/** The two file system questions asked, injectable for tests. */
export interface PathLookups {
  realpath(path: string): string;
  /** What is at `path` itself (a link is not followed); undefined when nothing is there. */
  lstat(path: string): { ino: number; ctimeMs: number } | undefined;
}

export const NODE_LOOKUPS: PathLookups = {
  realpath: (path) => realpathSync.native(path),
  lstat(path) {
    try {
      return lstatSync(path, { throwIfNoEntry: false });
    } catch {
      return undefined; // ENOTDIR, EACCES: nothing that can be looked at
    }
  },
};

export interface RealPaths {
  /** The real path of `path` (absolute), or undefined when nothing exists there. */
  real(path: string): string | undefined;
  /** Drops the answers whose folders changed; a number that changes whenever an answer was dropped. */
  refresh(): number;
  /** How many answers were given that could not be kept (a link on the way, a recent change): a number that only grows. */
  unkept(): number;
}

interface Witness {
  ino: number;
  ctimeMs: number;
  /** The kept answers this folder decides. */
  paths: Set<string>;
}

// One per sandbox gate: the answers are shared by every tool and run of a server.
export function createRealPaths(lookups: PathLookups = NODE_LOOKUPS, nowMs = () => Date.now()): RealPaths {
  const kept = new Map<string, string | undefined>();
  const witnesses = new Map<string, Witness>();
  let generation = 0;
  let unkept = 0;

  const forget = () => {
    kept.clear();
    witnesses.clear();
    generation += 1;
  };
  /** Looks at the folders first, then resolves: a change between the two moves a ctime seen later. */
  const resolve = (path: string): { real: string | undefined; keep: boolean } => {
    const folders = foldersAbove(path);
    const seen = folders.map((folder) => lookups.lstat(folder));
    const recent = nowMs() - RECENT_CHANGE_MS;
    let real: string | undefined;
    try {
      real = lookups.realpath(path);
    } catch {
      real = undefined;
    }
    // A missing path is decided by the folders above its deepest existing part, which must be real
    // (a dangling link there counts as existing: what it points to may appear without a ctime moving here).
    const decisive = real === undefined ? seen.findIndex((stat) => stat !== undefined) : 0;
    const stable = decisive !== -1 && seen.slice(decisive).every((stat) => stat !== undefined && stat.ctimeMs < recent);
    const linkFree = real === undefined ? decisive !== -1 && lookups.lstat(path) === undefined && realOrNot(lookups, folders[decisive]!) === folders[decisive] : real === path;
    if (!stable || !linkFree) return { real, keep: false };
    for (const [index, folder] of folders.entries()) {
      if (index < decisive) continue;
      const stat = seen[index]!;
      const witness = witnesses.get(folder) ?? { ino: stat.ino, ctimeMs: stat.ctimeMs, paths: new Set<string>() };
      if (witness.ino !== stat.ino || witness.ctimeMs !== stat.ctimeMs) return { real, keep: false };
      witness.paths.add(path);
      witnesses.set(folder, witness);
    }
    return { real, keep: true };
  };

  return {
    real(path) {
      if (kept.has(path)) return kept.get(path);
      const { real, keep } = resolve(path);
      if (keep) {
        if (kept.size >= MAX_KEPT_PATHS) forget();
        kept.set(path, real);
      } else unkept += 1;
      return real;
    },
    refresh() {
      for (const [folder, witness] of witnesses) {
        const stat = lookups.lstat(folder);
        if (stat && stat.ino === witness.ino && stat.ctimeMs === witness.ctimeMs) continue;
        for (const path of witness.paths) kept.delete(path);
        witnesses.delete(folder);
        generation += 1;
      }
      return generation;
    },
    unkept: () => unkept,
  };
}

/** The folders that hold `path`, nearest first, up to `/`. */
function foldersAbove(path: string): string[] {
  const folders: string[] = [];
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    folders.push(folder);
    if (folder === dirname(folder)) return folders;
  }
}

function realOrNot(lookups: PathLookups, path: string): string | undefined {
  try {
    return lookups.realpath(path);
  } catch {
    return undefined;
  }
}
