// Protected paths around one run, with or without the OS sandbox. Before it: which exist inside
// the writable places (the sandbox binds them read-only). After it, once every process of the run
// is gone: anything at a protected path that was not there before (created, or put in place of
// what was) is moved aside to `<name>.mcp-wrap-blocked-<time>`, so that nothing runs it later,
// and what changed in place is reported (only possible without the sandbox). A worktree
// registration that runs nothing is left alone (inert-worktree.ts): the host registers them too. The check after the
// run walks with a larger budget than the look before it (a run that creates many files must not
// hide one planted deeper), and says so when even that did not reach the end.
import { lstatSync, renameSync } from 'node:fs';
import type { SandboxSettings } from '../definition/types.js';
import { isInertWorktreeEntry } from './inert-worktree.js';
import { protectingEntryOf, toProtectionRules, type ProtectionRules } from './protection-rules.js';
import { isInside } from '../paths/is-inside.js';
import { writablePathsOf, type SandboxScope } from './sandbox-policy.js';
import { createProtectedScanner, toFoundPath, type FoundPath, type ProtectedScanner, type ScanLimits } from './scan-protected.js';

/** The check after a run reads at most this much per writable place (the look before: MAX_SCAN_ENTRIES, MAX_SCAN_MS). */
const SETTLE_SCAN_LIMITS: ScanLimits = { maxEntries: 1_000_000, maxMs: 2_000 };
/** A path the look before did not reach, unchanged since this long before the run started, is not the run's (ctimes lag the clock by a tick). */
const CTIME_SLACK_MS = 1_000;

/** A writable place the check after the run did not walk to the end. */
export interface UncheckedPlace {
  root: string;
  /** Entries it counted before it stopped. */
  entries: number;
  /** Levels it walked to the end. */
  levels: number;
}

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
  /** Places the check stopped in before their end: deeper protected paths were not checked. */
  incomplete?: UncheckedPlace[];
}

export interface ProtectedGuard {
  /** The protected paths that exist inside the writable places now. */
  existing: string[];
  /**
   * Checks what the run left at protected paths; undefined when nothing. `sandboxed`: the
   * existing ones were bound read-only, so only what did not exist before can be the run's.
   */
  settle(options?: { sandboxed?: boolean }): ProtectedPathReport | undefined;
  /** The run can write no more: the checks of runs that overlapped it stop asking what it may write. */
  end(): void;
}

/** A run between its look before and its end, as the other runs' checks see it. */
interface RunInFlight {
  writable: readonly string[];
  rules: ProtectionRules;
  /** Runs in flight at any time during this one. */
  overlapping: Set<RunInFlight>;
  /** A concurrent check moved `path` aside: it no longer exists as this run saw it before. */
  forget(path: string): void;
}

export type GuardProtected = (scope: SandboxScope) => ProtectedGuard;

// One per executor: it keeps the runs in flight, so that a path one run may write (its tool
// unprotects it) is not moved aside by the check of another run that overlapped it.
export function createProtectedGuard(
  home: string,
  scanner: ProtectedScanner = createProtectedScanner(),
  now = () => new Date(),
  settleLimits = SETTLE_SCAN_LIMITS,
): GuardProtected {
  const rulesOf = new WeakMap<SandboxSettings, ProtectionRules>();
  const inFlight = new Set<RunInFlight>();
  return (scope) => {
    const writable = writablePathsOf(scope, home);
    if (writable.length === 0) return NOTHING_GUARDED;
    let rules = rulesOf.get(scope.settings);
    if (!rules) rulesOf.set(scope.settings, (rules = toProtectionRules(scope.settings, scope.baseDir, home)));
    return new GuardedRun(writable, rules, inFlight, { scanner, now, settleLimits });
  };
}

const NOTHING_GUARDED: ProtectedGuard = { existing: [], settle: () => undefined, end: () => {} };

interface GuardTools {
  scanner: ProtectedScanner;
  now: () => Date;
  settleLimits: ScanLimits;
}

/** One run's guard. A class, not closures made per run (see watch-run.ts). */
class GuardedRun implements ProtectedGuard, RunInFlight {
  readonly existing: string[];
  readonly overlapping: Set<RunInFlight>;
  private readonly startedMs: number;
  private readonly before: ReturnType<typeof findAll>;

  constructor(
    readonly writable: readonly string[],
    readonly rules: ProtectionRules,
    private readonly inFlight: Set<RunInFlight>,
    private readonly tools: GuardTools,
  ) {
    this.startedMs = tools.now().getTime();
    this.before = findAll(writable, rules, tools.scanner);
    this.existing = [...this.before.found.keys()];
    this.overlapping = new Set(inFlight);
    for (const other of inFlight) other.overlapping.add(this);
    inFlight.add(this);
  }

  forget(path: string): void {
    this.before.found.delete(path);
  }

  end(): void {
    this.inFlight.delete(this);
  }

  settle({ sandboxed = false } = {}): ProtectedPathReport | undefined {
    const { before, rules, startedMs } = this;
    const report: ProtectedPathReport = { moved: [], changed: [], failed: [], entries: [] };
    const stamp = this.tools.now().toISOString().replace(/[:.]/g, '-');
    const after = findAll(this.writable, rules, this.tools.scanner, this.tools.settleLimits);
    // With the OS sandbox the existing ones were read-only mount points: what changed at or
    // inside them was the host's doing (an agent host writes its settings while runs go on).
    const existedBound = sandboxed ? [...before.found.values()].filter((found) => !found.isLink) : [];
    for (const [path, found] of after.found) {
      if (existedBound.some((earlier) => isInside(path, earlier.path)) || this.isAllowedToOther(path) || isInertWorktreeEntry(path)) continue;
      const earlier = before.found.get(path);
      if (earlier && earlier.dev === found.dev && earlier.ino === found.ino && earlier.birthtimeMs === found.birthtimeMs) {
        if (earlier.ctimeMs !== found.ctimeMs) {
          report.changed.push(path);
          this.name(path, report);
        }
        continue;
      }
      // Where the look before stopped early, what is there unchanged since before the run was there before it.
      if (!earlier && before.unreached(path) && found.ctimeMs < startedMs - CTIME_SLACK_MS) continue;
      if (report.moved.some(([moved]) => isInside(path, moved))) continue;
      this.name(path, report);
      const aside = `${path}.mcp-wrap-blocked-${stamp}`;
      try {
        renameSync(path, aside);
        report.moved.push([path, aside]);
        for (const other of this.inFlight) if (other !== this) other.forget(path);
      } catch (error) {
        report.failed.push(`${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      }
    }
    if (after.incomplete.length > 0) report.incomplete = after.incomplete;
    return report.moved.length + report.changed.length + report.failed.length > 0 || report.incomplete ? report : undefined;
  }

  /** Another run that overlapped this one may write `path`. */
  private isAllowedToOther(path: string): boolean {
    for (const other of this.overlapping) {
      if (other.writable.some((place) => isInside(path, place)) && protectingEntryOf(path, other.rules) === undefined) return true;
    }
    return false;
  }

  /** Names in the report the entry that protects `path`. */
  private name(path: string, report: ProtectedPathReport): void {
    const entry = protectingEntryOf(path, this.rules);
    if (entry !== undefined && !report.entries.includes(entry)) report.entries.push(entry);
  }
}

/** Every protected path inside the writable places, shallowest first, each stat'ed now; and the places not walked to the end. */
function findAll(writable: readonly string[], rules: ProtectionRules, scanner: ProtectedScanner, limits?: ScanLimits) {
  const paths = new Set<string>();
  const incomplete: UncheckedPlace[] = [];
  for (const root of writable) {
    const scan = scanner(root, rules, limits);
    for (const found of scan.found) paths.add(found.path);
    if (!scan.complete) incomplete.push({ root, entries: scan.entries, levels: scan.levels });
    for (const path of rules.paths) if (path !== root && isInside(path, root)) paths.add(path);
  }
  const found = new Map<string, FoundPath>();
  for (const path of [...paths].sort((a, b) => a.length - b.length)) {
    try {
      found.set(path, toFoundPath(path, lstatSync(path)));
    } catch {
      // Not there (an exact path that does not exist).
    }
  }
  /** Whether `path` lies in a place the walk did not finish, deeper than it got. */
  const unreached = (path: string) => incomplete.some(({ root, levels }) => isInside(path, root) && path.slice(root.length).split('/').length - 1 > levels);
  return { found, incomplete, unreached };
}
