// A path or a glob (relative to a directory) as the absolute paths of the files it names now.
import { access } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';

/** Never searched by a glob: version control and dependency folders. */
const IGNORED_BY_GLOBS = ['**/.git/**', '**/node_modules/**'];

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

type Picomatch = typeof import('picomatch');

/** Where a pattern starts, and the glob part below that (empty when it is a plain path). */
function scanPattern(picomatch: Picomatch, pattern: string, cwd: string) {
  const path = isAbsolute(pattern) ? pattern : resolve(cwd, pattern);
  const scan = picomatch.scan(path);
  return { path, base: scan.isGlob ? scan.base || '/' : dirname(path), isGlob: scan.isGlob, glob: scan.glob };
}

export async function parsePattern(pattern: string, cwd: string): Promise<ParsedPattern> {
  const { default: picomatch } = await import('picomatch');
  const { path, base, isGlob } = scanPattern(picomatch, pattern, cwd);
  const isMatch = picomatch(path, { dot: false });
  const isIgnored = picomatch(IGNORED_BY_GLOBS);
  return { path, base, isGlob, matches: (candidate) => (isGlob ? isMatch(candidate) && !isIgnored(candidate) : candidate === path) };
}

export async function expandPattern(pattern: string, cwd: string): Promise<string[]> {
  const { default: picomatch } = await import('picomatch');
  const { path, base, isGlob, glob } = scanPattern(picomatch, pattern, cwd);
  if (!isGlob) {
    return access(path).then(
      () => [path],
      () => [],
    );
  }
  const { glob: find } = await import('tinyglobby');
  const found = await find(glob, { cwd: base, absolute: true, onlyFiles: true, ignore: IGNORED_BY_GLOBS });
  return found.sort();
}
