// The real paths a sandbox policy names (the credential stores, a tool's hide, write and unhide
// paths, its command paths, the protected paths), resolved once and kept while nothing on their
// way changed. A path is resolved here a name at a time, as the kernel does (links followed, `..`
// taken from the real folder), and its answer names the real folders whose entries decided it;
// before each run those folders are looked at (one lstat each, a dozen for the built-in list,
// against some 300 failed readlinks), and an answer is dropped when one of them was replaced or
// gained, lost or renamed an entry (its ctime moved; a link's target cannot change in place).
import { lstatSync, readlinkSync } from 'node:fs';

/** A folder changed this recently is not trusted to be still (a ctime has the clock's coarse tick). */
const RECENT_CHANGE_MS = 1_000;
/** Kept answers at most; past it, they are all dropped (a server that sees many repositories). */
const MAX_KEPT_PATHS = 10_000;
/** Links followed in one path at most, as Linux's ELOOP. */
const MAX_LINKS = 40;

export interface Entry {
  ino: number;
  ctimeMs: number;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

/** The two file system questions asked, injectable for tests. */
export interface PathLookups {
  /** What is at `path` itself (a link is not followed); undefined when nothing can be found there. */
  lstat(path: string): Entry | undefined;
  /** A link's target; undefined when it is no longer a link (it changed since its lstat). */
  readlink(path: string): string | undefined;
}

export const NODE_LOOKUPS: PathLookups = {
  lstat(path) {
    try {
      return lstatSync(path, { throwIfNoEntry: false });
    } catch {
      return undefined; // EACCES, ENAMETOOLONG: nothing that can be looked at
    }
  },
  readlink(path) {
    try {
      return readlinkSync(path);
    } catch {
      return undefined;
    }
  },
};

export interface RealPaths {
  /** The real path of `path` (absolute), or undefined when nothing exists there. */
  real(path: string): string | undefined;
  /** Drops the answers whose folders changed; a number that changes whenever an answer was dropped. */
  refresh(): number;
  /** How many answers were given that could not be kept (a folder on the way changed within the last second): a number that only grows. */
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
  /** The real path, and the folders that decided it (each looked at before the entry in it); `changed`: the disk moved under the walk. */
  const walk = (path: string): { real: string | undefined; folders: Map<string, Entry>; changed?: true } => {
    const folders = new Map<string, Entry>();
    const names = path.split('/');
    let real = '/';
    let links = 0;
    while (names.length > 0) {
      const name = names.shift()!;
      if (name === '' || name === '.') continue;
      if (name === '..') {
        real = parentOf(real);
        continue;
      }
      const folder = folders.get(real) ?? lookups.lstat(real);
      if (!folder?.isDirectory()) return { real: undefined, folders };
      folders.set(real, folder);
      const next = real === '/' ? `/${name}` : `${real}/${name}`;
      const entry = lookups.lstat(next);
      if (!entry) return { real: undefined, folders };
      if (entry.isSymbolicLink()) {
        if (++links > MAX_LINKS) return { real: undefined, folders };
        const target = lookups.readlink(next);
        if (target === undefined) return { real: undefined, folders, changed: true };
        if (target.startsWith('/')) real = '/';
        names.unshift(...target.split('/'));
        continue;
      }
      if (names.some((rest) => rest !== '' && rest !== '.') && !entry.isDirectory()) return { real: undefined, folders };
      real = next;
    }
    return { real, folders };
  };
  const resolve = (path: string): { real: string | undefined; keep: boolean } => {
    const { real, folders, changed } = walk(path);
    if (changed) return { real, keep: false };
    const recent = nowMs() - RECENT_CHANGE_MS;
    for (const [folder, stat] of folders) {
      const known = witnesses.get(folder);
      if (stat.ctimeMs >= recent || (known && (known.ino !== stat.ino || known.ctimeMs !== stat.ctimeMs))) return { real, keep: false };
    }
    for (const [folder, stat] of folders) {
      const witness = witnesses.get(folder) ?? { ino: stat.ino, ctimeMs: stat.ctimeMs, paths: new Set<string>() };
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

function parentOf(real: string): string {
  const slash = real.lastIndexOf('/');
  return slash <= 0 ? '/' : real.slice(0, slash);
}
