// The protected-path list of one tool (the built-in list, plus `sandbox.protect`, minus
// `sandbox.unprotect`) as rules, and whether a path falls under them.
import { sep } from 'node:path';
import { isNamePattern } from '../definition/protect-entry.js';
import { PROTECTED_PATHS } from './protected-paths.js';
import { isInside } from '../paths/is-inside.js';
import { expandPath } from './sandbox-policy.js';

export interface ProtectionRules {
  /** Name patterns (as written, and as segments) by their last segment (never a wildcard). */
  names: ReadonlyMap<string, readonly { entry: string; segments: readonly string[] }[]>;
  /** Exact absolute paths (`~/...`, absolute or `./...` entries). */
  paths: readonly string[];
  /** Paths given back by `unprotect`: nothing at or inside them is protected. */
  exempt: readonly string[];
  /** Identifies equal rules (a cache key). */
  key: string;
}

export function toProtectionRules(settings: { protect: readonly string[]; unprotect: readonly string[] }, baseDir: string, home: string): ProtectionRules {
  const unprotected = new Set(settings.unprotect.filter(isNamePattern));
  const exempt = settings.unprotect.filter((entry) => !isNamePattern(entry)).map((entry) => expandPath(entry, baseDir, home));
  const entries = [...new Set([...PROTECTED_PATHS, ...settings.protect])].filter((entry) => !unprotected.has(entry));
  const names = new Map<string, { entry: string; segments: string[] }[]>();
  const paths: string[] = [];
  for (const entry of entries) {
    if (!isNamePattern(entry)) {
      const path = expandPath(entry, baseDir, home);
      if (!exempt.includes(path)) paths.push(path);
      continue;
    }
    const segments = entry.split('/').filter(Boolean);
    const last = segments.at(-1)!;
    names.set(last, [...(names.get(last) ?? []), { entry, segments }]);
  }
  return { names, paths, exempt, key: JSON.stringify([entries, exempt, paths]) };
}

/** True when `path` (absolute) is protected: it ends with a name pattern, or is one of the paths, and is not exempt. */
export function isProtectedPath(path: string, rules: ProtectionRules): boolean {
  return protectingEntryOf(path, rules) !== undefined;
}

/** The entry that protects `path` as a wrapper would name it in `unprotect` (a name, or the path itself), or undefined. */
export function protectingEntryOf(path: string, rules: ProtectionRules): string | undefined {
  if (rules.exempt.some((folder) => isInside(path, folder))) return undefined;
  if (rules.paths.includes(path)) return path;
  const segments = path.split(sep);
  return (rules.names.get(segments.at(-1)!) ?? []).find((name) => endsWith(segments, segments.length - 1, name.segments, name.segments.length - 1))?.entry;
}

/** Whether segments[..i] end with pattern[..j]: `*` is one segment, `**` one or more. */
function endsWith(segments: readonly string[], i: number, pattern: readonly string[], j: number): boolean {
  if (j < 0) return true;
  if (i < 1) return false;
  const part = pattern[j];
  if (part === '**') {
    for (let taken = 1; i - taken >= 0; taken++) if (endsWith(segments, i - taken, pattern, j - 1)) return true;
    return false;
  }
  return (part === '*' || part === segments[i]) && endsWith(segments, i - 1, pattern, j - 1);
}
