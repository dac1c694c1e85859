// A tool's sandbox settings, in the places of one run, as absolute real paths: what is writable,
// readable and hidden. Built only when the run is sandboxed.
import { realpathSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { SandboxSettings } from '../definition/types.js';
import { isInside } from '../paths/is-inside.js';
import { CREDENTIAL_STORES } from './credential-stores.js';
import type { SandboxPolicy } from './types.js';

/** Where a run happens: what its sandbox settings are relative to. */
export interface SandboxScope {
  settings: SandboxSettings;
  /** The allowed roots (real paths). */
  roots: readonly string[];
  /** Relative sandbox paths resolve here. */
  baseDir: string;
  /** The call's {run_dir}, when the tool uses one. */
  runDir?: string;
  /** Absolute paths the definition itself names in its command (a script, a config file): always visible. */
  commandPaths: readonly string[];
  /** Protected paths that exist inside the writable places (found before the run): read-only. */
  protectedPaths?: readonly string[];
}

export function toSandboxPolicy(scope: SandboxScope, cwd: string, home: string, tmpBytes?: number): SandboxPolicy {
  const { settings } = scope;
  const write = writablePathsOf(scope, home);
  const unhidden = new Set(settings.unhide.map((path) => absoluteOf(path, scope.baseDir, home)));
  const hide = [...CREDENTIAL_STORES, ...settings.hide].flatMap((path) => existingReal(expandPath(path, scope.baseDir, home)) ?? []).filter((path) => !unhidden.has(path));
  // A protected link is held read-only at its target, when that lies in a writable place.
  const protect = (scope.protectedPaths ?? []).flatMap((path) => existingReal(path) ?? []).filter((path) => write.some((folder) => isInside(path, folder)));
  return {
    network: settings.network,
    read: settings.read,
    visible: unique([...scope.roots, cwd, ...scope.commandPaths.flatMap((path) => existingReal(path) ?? [])]),
    write,
    protect: unique(protect),
    hide: unique(hide),
    ...(tmpBytes !== undefined && { tmpBytes }),
    unixSockets: settings.unixSockets,
  };
}

/** Where a run may write: the roots (unless writeRoots is false), its {run_dir} and the tool's `write` paths, real where they exist. */
export function writablePathsOf(scope: SandboxScope, home: string): string[] {
  const { settings } = scope;
  return unique([...(settings.writeRoots ? scope.roots : []), ...(scope.runDir ? [scope.runDir] : []), ...settings.write.map((path) => absoluteOf(path, scope.baseDir, home))]);
}

/** A sandbox path as written (`~`, relative, absolute), absolute and real where it exists. */
function absoluteOf(path: string, baseDir: string, home: string): string {
  return realOrSame(expandPath(path, baseDir, home));
}

/** `~`, `~/x`, absolute, or relative to `baseDir`. */
export function expandPath(path: string, baseDir: string, home: string): string {
  if (path === '~') return home;
  if (path.startsWith('~/')) return join(home, path.slice(2));
  return isAbsolute(path) ? resolve(path) : resolve(baseDir, path);
}

function realOrSame(path: string): string {
  return existingReal(path) ?? path;
}

/** The real path of something that exists (a dangling link hides nothing). */
function existingReal(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

function unique(paths: string[]): string[] {
  return [...new Set(paths)];
}
