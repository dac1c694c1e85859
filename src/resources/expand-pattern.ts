// A path or a glob (relative to a directory) as the absolute paths of the files it names now.
import { access } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';

/** Never searched by a glob: version control and dependency folders. */
export const IGNORED_BY_GLOBS = ['**/.git/**', '**/node_modules/**'];

/** A directory a glob never enters (for watchers, which see directories before their files). */
export function isIgnoredDirectory(path: string): boolean {
  return /(^|[\\/])(\.git|node_modules)([\\/]|$)/.test(path);
}

export interface ParsedPattern {
  /** The file itself when it is not a glob. */
  path: string;
  /** The directory to watch: where the glob starts, or the file's directory. */
  base: string;
  isGlob: boolean;
  /** Whether an absolute path is one the pattern names. */
  matches(path: string): boolean;
}

export async function parsePattern(pattern: string, cwd: string): Promise<ParsedPattern> {
  const { default: picomatch } = await import('picomatch');
  const absolute = isAbsolute(pattern) ? pattern : resolve(cwd, pattern);
  const scan = picomatch.scan(absolute);
  const isMatch = picomatch(absolute, { dot: false });
  const isIgnored = picomatch(IGNORED_BY_GLOBS);
  return {
    path: absolute,
    base: scan.isGlob ? scan.base || '/' : dirname(absolute),
    isGlob: scan.isGlob,
    matches: (path) => (scan.isGlob ? isMatch(path) && !isIgnored(path) : path === absolute),
  };
}

export async function expandPattern(pattern: string, cwd: string): Promise<string[]> {
  const parsed = await parsePattern(pattern, cwd);
  if (!parsed.isGlob) {
    return access(parsed.path).then(
      () => [parsed.path],
      () => [],
    );
  }
  const [{ default: picomatch }, { glob }] = await Promise.all([import('picomatch'), import('tinyglobby')]);
  const relative = picomatch.scan(isAbsolute(pattern) ? pattern : resolve(cwd, pattern)).glob;
  const found = await glob(relative, { cwd: parsed.base, absolute: true, onlyFiles: true, ignore: IGNORED_BY_GLOBS });
  return found.sort();
}
