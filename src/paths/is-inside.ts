// The one "inside the roots" check (arguments, output files, file resources, the OS sandbox):
// lexical, on paths already made absolute and real by the caller. `..b` is a name like any other,
// a trailing separator changes nothing, and on Windows a drive letter compares without case and
// a UNC share (\\server\share) is a root of its own.
import * as nodePath from 'node:path';
import type { PlatformPath } from 'node:path';

/** True when `path` is `root` or lies below it (both absolute); `flavor` is this platform's path rules unless given. */
export function isInside(path: string, root: string, flavor: PlatformPath = nodePath): boolean {
  const rest = flavor.relative(root, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${flavor.sep}`) && !flavor.isAbsolute(rest));
}
