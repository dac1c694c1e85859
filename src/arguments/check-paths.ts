// Keeps `path: true` values (and cwds built from arguments, output files, file resources) inside
// the allowed roots, judged where the OS lands: each symlink is followed before the next `..` is
// applied (`link/..` is the link target's parent, not the link's folder), a dangling link is
// judged by its target, and a path that does not exist yet by its nearest existing ancestor.
import { lstat, readlink, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, parse, sep } from 'node:path';
import { isInside } from '../paths/is-inside.js';

/** Past this many links in one path the OS gives up (ELOOP), and so does the check. */
const MAX_LINKS = 40;

function componentsOf(path: string): string[] {
  return path.split(sep === '\\' ? /[\\/]+/ : /\/+/).filter((part) => part !== '' && part !== '.');
}

/**
 * The absolute path the OS opens for `path` relative to `cwd`, every link followed; undefined when
 * the links loop. Components from the first missing one on are joined as text (no link is there).
 */
export async function resolveAsTheOsDoes(path: string, cwd: string): Promise<string | undefined> {
  const absolute = isAbsolute(path) ? path : `${cwd}${sep}${path}`;
  try {
    // An existing path: realpath(3) walks it as the OS does, in one call.
    return await realpath(absolute);
  } catch {
    return walkComponents(absolute);
  }
}

/** The same, one component at a time: for paths that do not (all) exist, dangling links among them. */
async function walkComponents(absolute: string): Promise<string | undefined> {
  let current = parse(absolute).root;
  const pending = componentsOf(absolute.slice(current.length));
  let links = 0;
  while (pending.length > 0) {
    const part = pending.shift()!;
    if (part === '..') {
      current = dirname(current);
      continue;
    }
    const next = join(current, part);
    let isLink: boolean;
    try {
      isLink = (await lstat(next)).isSymbolicLink();
    } catch {
      return join(next, ...pending);
    }
    if (!isLink) {
      current = next;
      continue;
    }
    if (++links > MAX_LINKS) return undefined;
    const target = await readlink(next);
    if (isAbsolute(target)) current = parse(target).root;
    pending.unshift(...componentsOf(isAbsolute(target) ? target.slice(parse(target).root.length) : target));
  }
  return current;
}

/** Where `path` (relative to `cwd`) lands when it lies inside one of `roots` (already real), else undefined. */
export async function confine(path: string, cwd: string, roots: readonly string[]): Promise<string | undefined> {
  const landed = await resolveAsTheOsDoes(path, cwd);
  return landed !== undefined && roots.some((root) => isInside(landed, root)) ? landed : undefined;
}

/** True when the OS could read `path` otherwise than a program that collapses `..` as text would. */
export function hasParentStep(path: string): boolean {
  return componentsOf(path).includes('..');
}

/**
 * A relative path whose first part holds a colon (`file:x`, `host:file`) reads as a URL or a
 * remote location to many programs (pandoc, tar, rsync, scp); `./` in front leaves the same file
 * for the OS and no scheme or host for them.
 */
export function withoutSchemeLook(path: string): string {
  return !isAbsolute(path) && /^[^/\\]*:/.test(path) ? `.${sep}${path}` : path;
}

export function describeRoots(roots: readonly string[]): string {
  return roots.length === 1 ? `the allowed root ${roots[0]}` : `the allowed roots (${roots.join(', ')})`;
}
