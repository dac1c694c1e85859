// The syntax of `sandbox.protect` and `sandbox.unprotect` entries: a name that matches at any
// depth (`.envrc`, `.git/hooks`, `*` one segment, `**` one or more), or a path. Read by the loader
// (to refuse a bad entry with its line) and by the sandbox's protection rules.

/** A name matches at any depth; a path starts with `/`, `~`, `./` or `../` (relative ones resolve against the base directory). */
export function isNamePattern(entry: string): boolean {
  return !/^(\/|~(\/|$)|\.\.?(\/|$))/.test(entry);
}

/** Segments that are not empty, `.` or `..`, and a last one that is not a wildcard. */
export function isValidName(entry: string): boolean {
  const segments = entry.split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..') && !['*', '**'].includes(segments.at(-1)!);
}
