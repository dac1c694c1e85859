// A tool's sandbox settings, in the places of one run, as absolute real paths: what is writable,
// readable and hidden. Built only when the run is sandboxed.
import { realpathSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { SandboxSettings } from '../definition/types.js';
import { isInside } from '../paths/is-inside.js';
import { CREDENTIAL_STORES } from './credential-stores.js';
import { createRealPaths, type RealPaths } from './real-paths.js';
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

/** What a run's policy takes from its tool's settings and the roots alone, real paths resolved. */
interface ToolPart {
  hide: string[];
  /** The tool's `write` paths, absolute, real where they exist. */
  write: string[];
  /** The definition's command paths that exist, real. */
  commandPaths: string[];
}

/** Resolves a path on disk: its real path, undefined when nothing exists there. */
export type ResolvePath = (path: string) => string | undefined;

export function toSandboxPolicy(
  scope: SandboxScope,
  cwd: string,
  home: string,
  tmpBytes?: number,
  real: ResolvePath = existingReal,
  part = toToolPart(scope, home, real),
): SandboxPolicy {
  const { settings } = scope;
  const write = unique([...(settings.writeRoots ? scope.roots : []), ...(scope.runDir ? [scope.runDir] : []), ...part.write]);
  // A protected link is held read-only at its target, when that lies in a writable place.
  const protect = (scope.protectedPaths ?? []).flatMap((path) => real(path) ?? []).filter((path) => write.some((folder) => isInside(path, folder)));
  return {
    network: settings.network,
    read: settings.read,
    visible: unique([...scope.roots, cwd, ...part.commandPaths]),
    write,
    protect: unique(protect),
    hide: part.hide,
    ...(tmpBytes !== undefined && { tmpBytes }),
    unixSockets: settings.unixSockets,
  };
}

function toToolPart(scope: SandboxScope, home: string, real: ResolvePath): ToolPart {
  const { settings } = scope;
  const absolute = (path: string) => {
    const expanded = expandPath(path, scope.baseDir, home);
    return real(expanded) ?? expanded;
  };
  const unhidden = new Set(settings.unhide.map(absolute));
  const hide = [...CREDENTIAL_STORES, ...settings.hide]
    .flatMap((path) => real(expandPath(path, scope.baseDir, home)) ?? [])
    .filter((path) => !unhidden.has(path));
  return { hide: unique(hide), write: settings.write.map(absolute), commandPaths: scope.commandPaths.flatMap((path) => real(path) ?? []) };
}

/** Kept tool parts per tool settings, at most this many roots each (clients that change roots). */
const MAX_PARTS_PER_TOOL = 8;

/**
 * Builds each run's policy from what was worked out before for the same tool settings, roots and
 * base folder, as long as none of the real paths it holds changed on disk (see real-paths.ts); a
 * changed definition (new settings) or new roots work it out again.
 */
export function createPolicyBuilder(
  home: string,
  paths: RealPaths = createRealPaths(),
): (scope: SandboxScope, cwd: string, tmpBytes?: number) => SandboxPolicy {
  const parts = new WeakMap<SandboxSettings, Map<string, { generation: number; part: ToolPart }>>();
  // A part that holds an answer not kept (a link on its way) is worked out again at every run.
  const VOLATILE = -1;
  const real = (path: string) => paths.real(path);
  return (scope, cwd, tmpBytes) => {
    const generation = paths.refresh();
    const key = [scope.baseDir, ...scope.roots, '', ...scope.commandPaths].join('\0');
    let known = parts.get(scope.settings);
    if (!known) parts.set(scope.settings, (known = new Map()));
    let kept = known.get(key);
    if (kept?.generation !== generation) {
      known.delete(key);
      if (known.size >= MAX_PARTS_PER_TOOL) known.delete(known.keys().next().value!);
      const unkept = paths.unkept();
      const part = toToolPart(scope, home, real);
      known.set(key, (kept = { generation: paths.unkept() === unkept ? generation : VOLATILE, part }));
    }
    return toSandboxPolicy(scope, cwd, home, tmpBytes, real, kept.part);
  };
}

/** Where a run may write: the roots (unless writeRoots is false), its {run_dir} and the tool's `write` paths, real where they exist. */
export function writablePathsOf(scope: SandboxScope, home: string): string[] {
  const { settings } = scope;
  return unique([
    ...(settings.writeRoots ? scope.roots : []),
    ...(scope.runDir ? [scope.runDir] : []),
    ...settings.write.map((path) => absoluteOf(path, scope.baseDir, home)),
  ]);
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
