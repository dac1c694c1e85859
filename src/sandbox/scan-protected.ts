// Finds the protected paths that exist inside a writable folder: a walk, breadth first (the
// shallow ones, which matter most, come first), bounded by entries read and by time, that skips
// folders of downloaded or generated files and never follows links. What one walk read is kept
// per folder and trusted while the folder's ctime and inode stay the same (a new, removed or
// renamed entry changes them, and no program can set a ctime), so a later call mostly stats the
// folders it knows instead of reading them again.
import { lstatSync, readdirSync, type Stats } from 'node:fs';
import { PINNED_FOLDERS } from './protected-paths.js';
import { isProtectedPath, type ProtectionRules } from './protection-rules.js';

/** A walk reads at most this many entries per writable folder... */
export const MAX_SCAN_ENTRIES = 100_000;
/** ...and stops after this long. */
export const MAX_SCAN_MS = 250;
/** A folder changed less than this long ago is read again next time (ctimes are coarse: a change in the same tick would go unseen). */
const SETTLE_MS = 2_000;

/** Folders the walk does not enter: downloaded or generated, large, and nothing in them runs by itself. */
const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([
  'node_modules',
  'bower_components',
  '.pnpm-store',
  '.yarn',
  '.npm',
  '.cache',
  '.venv',
  'venv',
  '__pycache__',
  '.tox',
  '.nox',
  '.mypy_cache',
  '.pytest_cache',
  '.ruff_cache',
  '.gradle',
  '.m2',
  '.cargo',
  '.rustup',
  '.terraform',
  '.next',
  '.nuxt',
  'target',
]);
/** Inside a .git folder only hooks, config, modules and worktrees matter: its object store and logs are not walked. */
const SKIPPED_IN_GIT: ReadonlySet<string> = new Set(['objects', 'refs', 'logs', 'lfs', 'info', 'rr-cache', 'branches']);

/** A protected path that exists, as the walk saw it. */
export interface FoundPath {
  path: string;
  dev: number;
  ino: number;
  /** With the inode, which file it is (an inode number freed by a removal comes back for the next file). */
  birthtimeMs: number;
  ctimeMs: number;
  /** A link is bound at its target (when that is writable), not where it is: the run can replace it. */
  isLink: boolean;
}

export interface ScanResult {
  found: FoundPath[];
  /** False when a bound stopped the walk before every folder was seen. */
  complete: boolean;
  /** Folders read from disk (the rest came from what an earlier walk read). */
  foldersRead: number;
  /** Entries counted, read or remembered. */
  entries: number;
  /** Levels walked to the end (the root's own entries are the first). */
  levels: number;
}

interface KnownFolder {
  dev: number;
  ino: number;
  ctimeMs: number;
  entries: number;
  folders: string[];
  found: FoundPath[];
  /** Protected files inside skipped folders (`.cargo/config.toml`), looked at on every walk: a change inside a folder leaves its parent's ctime as it was. */
  probes: string[];
}

export interface ScanLimits {
  maxEntries: number;
  maxMs: number;
}

/** Walks `root`, within the scanner's own limits unless given others (the check after a run has a larger budget). */
export type ProtectedScanner = (root: string, rules: ProtectionRules, limits?: ScanLimits) => ScanResult;

/** A scanner that remembers, per root and rules, what each folder held (unless `remember` is false: MCP_WRAP_NO_SCAN_CACHE=1). */
export function createProtectedScanner(
  limits: ScanLimits = { maxEntries: MAX_SCAN_ENTRIES, maxMs: MAX_SCAN_MS },
  now = Date.now,
  remember = true,
): ProtectedScanner {
  const caches = new Map<string, Map<string, KnownFolder>>();
  return (root, rules, given = limits) => {
    const key = `${root}\0${rules.key}`;
    const known = caches.get(key) ?? new Map<string, KnownFolder>();
    if (remember) caches.set(key, known);
    return scanFolder(root, rules, known, given, now);
  };
}

function scanFolder(root: string, rules: ProtectionRules, known: Map<string, KnownFolder>, limits: ScanLimits, now: () => number): ScanResult {
  const deadline = now() + limits.maxMs;
  const found: FoundPath[] = [];
  const seen = new Set<string>();
  let entries = 0;
  let foldersRead = 0;
  let levels = 0;
  let queue = [root];
  while (queue.length > 0) {
    const next: string[] = [];
    for (const folder of queue) {
      if (entries >= limits.maxEntries || now() > deadline) return { found, complete: false, foldersRead, entries, levels };
      const stats = statOf(folder);
      if (!stats?.isDirectory()) continue;
      seen.add(folder);
      let entry = known.get(folder);
      if (!entry || entry.ino !== stats.ino || entry.dev !== stats.dev || entry.ctimeMs !== stats.ctimeMs) {
        entry = readFolder(folder, stats, rules);
        foldersRead += 1;
        if (now() - stats.ctimeMs > SETTLE_MS) known.set(folder, entry);
        else known.delete(folder);
      }
      entries += entry.entries;
      found.push(...entry.found);
      for (const path of entry.probes) {
        const probed = statOf(path);
        if (probed) found.push(toFoundPath(path, probed));
      }
      for (const name of entry.folders) next.push(childOf(folder, name));
    }
    queue = next;
    levels += 1;
  }
  for (const folder of known.keys()) if (!seen.has(folder)) known.delete(folder);
  return { found, complete: true, foldersRead, entries, levels };
}

function readFolder(folder: string, stats: Stats, rules: ProtectionRules): KnownFolder {
  const entry: KnownFolder = { dev: stats.dev, ino: stats.ino, ctimeMs: stats.ctimeMs, entries: 0, folders: [], found: [], probes: [] };
  let names;
  try {
    names = readdirSync(folder, { withFileTypes: true });
  } catch {
    return entry;
  }
  const inGit = folder.split('/').includes('.git');
  entry.entries = names.length;
  for (const dirent of names) {
    const path = childOf(folder, dirent.name);
    const pinned = dirent.isDirectory() && PINNED_FOLDERS.has(dirent.name);
    if (!pinned && isProtectedPath(path, rules)) {
      const found = statOf(path);
      if (found) entry.found.push(toFoundPath(path, found));
    } else if (dirent.isDirectory() && SKIPPED_FOLDERS.has(dirent.name)) {
      for (const name of probesOf(rules).get(dirent.name) ?? []) if (isProtectedPath(childOf(path, name), rules)) entry.probes.push(childOf(path, name));
    } else if (dirent.isDirectory() && !(inGit && SKIPPED_IN_GIT.has(dirent.name))) {
      entry.folders.push(dirent.name);
    }
  }
  return entry;
}

const probesByRules = new WeakMap<ProtectionRules, Map<string, string[]>>();

/** The names of two segments whose first is a skipped folder (`.cargo/config.toml`): by that folder, the files to look at in it. */
function probesOf(rules: ProtectionRules): Map<string, string[]> {
  let probes = probesByRules.get(rules);
  if (probes) return probes;
  probes = new Map();
  for (const names of rules.names.values()) {
    for (const { segments } of names) {
      const [folder, file] = segments;
      if (segments.length === 2 && SKIPPED_FOLDERS.has(folder!)) probes.set(folder!, [...(probes.get(folder!) ?? []), file!]);
    }
  }
  probesByRules.set(rules, probes);
  return probes;
}

/** Cheaper than path.join, for names read from a folder. */
function childOf(folder: string, name: string): string {
  return folder.endsWith('/') ? folder + name : `${folder}/${name}`;
}

export function toFoundPath(path: string, stats: Stats): FoundPath {
  return { path, dev: stats.dev, ino: stats.ino, birthtimeMs: stats.birthtimeMs, ctimeMs: stats.ctimeMs, isLink: stats.isSymbolicLink() };
}

function statOf(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}
