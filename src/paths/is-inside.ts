// The one "inside the roots" check (arguments, output files, file resources, the OS sandbox):
// lexical, on paths already made absolute and real by the caller. `..b` is a name like any other,
// a trailing separator changes nothing, and on Windows a drive letter compares without case and
// a UNC share (\\server\share) is a root of its own.
import * as nodePath from 'node:path';
import type { PlatformPath } from 'node:path';

/** An absolute POSIX path with nothing to normalize: no empty, `.` or `..` part, no trailing slash. */
const PLAIN_POSIX = /^(?:\/(?!\.\.?(?:\/|$))[^/]+)+$/;

/** True when `path` is `root` or lies below it (both absolute); `flavor` is this platform's path rules unless given. */
export function isInside(path: string, root: string, flavor: PlatformPath = nodePath): boolean {
  // The sandbox asks hundreds of times per run, of real paths: those need no relative() (8x slower).
  if (flavor.sep === '/' && PLAIN_POSIX.test(path) && (root === '/' || PLAIN_POSIX.test(root))) {
    return root === '/' || path === root || (path.startsWith(root) && path[root.length] === '/');
  }
  const rest = flavor.relative(root, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${flavor.sep}`) && !flavor.isAbsolute(rest));
}
