// Keeps `path: true` values inside the allowed roots. Symlinks are resolved before the check, so a
// link inside a root that points outside it is refused; a path that does not exist yet is judged
// by its nearest existing ancestor.
import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';

export async function toRealPath(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (error) {
    const parent = dirname(path);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === path) return path;
    return join(await toRealPath(parent), basename(path));
  }
}

export function isInside(path: string, root: string): boolean {
  const rest = relative(root, path);
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
}

/** The real path of `path` (relative to `cwd`) when it lies inside one of `roots` (already real), else undefined. */
export async function confine(path: string, cwd: string, roots: readonly string[]): Promise<string | undefined> {
  const real = await toRealPath(resolve(cwd, path));
  return roots.some((root) => isInside(real, root)) ? real : undefined;
}

export function describeRoots(roots: readonly string[]): string {
  return roots.length === 1 ? `the allowed root ${roots[0]}` : `the allowed roots (${roots.join(', ')})`;
}
