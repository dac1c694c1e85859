// Protected paths around one run, with or without the OS sandbox. Before it: which exist inside
// the writable places (the sandbox binds them read-only). After it, once every process of the run
// is gone: anything at a protected path that was not there before (created, or put in place of
// what was) is moved aside to `<name>.mcp-wrap-blocked-<time>`, so that nothing runs it later,
// and what changed in place is reported (only possible without the sandbox).
import { lstatSync, renameSync } from 'node:fs';
import type { SandboxSettings } from '../definition/types.js';
import { protectingEntryOf, toProtectionRules, type ProtectionRules } from './protection-rules.js';
import { isWithin, writablePathsOf, type SandboxScope } from './sandbox-policy.js';
import { createProtectedScanner, toFoundPath, type FoundPath, type ProtectedScanner } from './scan-protected.js';

/** What the after-run check did. */
export interface ProtectedPathReport {
  /** Created or replaced by the run, moved aside: [path, where it is now]. */
  moved: [string, string][];
  /** Changed in place (the sandbox prevents this; without it, it can only be told). */
  changed: string[];
  /** Could not be moved aside, with why. */
  failed: string[];
  /** The entries that protect them, as `sandbox.unprotect` would name them. */
  entries: string[];
}

export interface ProtectedGuard {
  /** The protected paths that exist inside the writable places now. */
  existing: string[];
  /** Checks what the run left at protected paths; undefined when nothing. */
  settle(): ProtectedPathReport | undefined;
}

export type GuardProtected = (scope: SandboxScope) => ProtectedGuard;

export function createProtectedGuard(home: string, scanner: ProtectedScanner = createProtectedScanner(), now = () => new Date()): GuardProtected {
  const rulesOf = new WeakMap<SandboxSettings, ProtectionRules>();
  return (scope) => {
    const writable = writablePathsOf(scope, home);
    if (writable.length === 0) return { existing: [], settle: () => undefined };
    let rules = rulesOf.get(scope.settings);
    if (!rules) rulesOf.set(scope.settings, (rules = toProtectionRules(scope.settings, scope.baseDir, home)));
    const look = () => findAll(writable, rules, scanner);
    const before = look();
    return {
      existing: [...before.keys()],
      settle() {
        const report: ProtectedPathReport = { moved: [], changed: [], failed: [], entries: [] };
        const named = (path: string) => {
          const entry = protectingEntryOf(path, rules);
          if (entry !== undefined && !report.entries.includes(entry)) report.entries.push(entry);
        };
        const stamp = now().toISOString().replace(/[:.]/g, '-');
        for (const [path, after] of look()) {
          const earlier = before.get(path);
          if (earlier && earlier.dev === after.dev && earlier.ino === after.ino && earlier.birthtimeMs === after.birthtimeMs) {
            if (earlier.ctimeMs !== after.ctimeMs) {
              report.changed.push(path);
              named(path);
            }
            continue;
          }
          if (report.moved.some(([moved]) => isWithin(path, moved))) continue;
          named(path);
          const aside = `${path}.mcp-wrap-blocked-${stamp}`;
          try {
            renameSync(path, aside);
            report.moved.push([path, aside]);
          } catch (error) {
            report.failed.push(`${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
          }
        }
        return report.moved.length + report.changed.length + report.failed.length > 0 ? report : undefined;
      },
    };
  };
}

/** Every protected path inside the writable places, shallowest first, each stat'ed now. */
function findAll(writable: readonly string[], rules: ProtectionRules, scanner: ProtectedScanner): Map<string, FoundPath> {
  const paths = new Set<string>();
  for (const root of writable) {
    for (const found of scanner(root, rules).found) paths.add(found.path);
    for (const path of rules.paths) if (path !== root && isWithin(path, root)) paths.add(path);
  }
  const found = new Map<string, FoundPath>();
  for (const path of [...paths].sort((a, b) => a.length - b.length)) {
    try {
      found.set(path, toFoundPath(path, lstatSync(path)));
    } catch {
      // Not there (an exact path that does not exist).
    }
  }
  return found;
}
