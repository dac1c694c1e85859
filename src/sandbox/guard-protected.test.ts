import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX, type SandboxSettings } from '../definition/types.js';
import { describeProtectedPaths } from './describe-protected.js';
import { createProtectedGuard } from './guard-protected.js';
import { createProtectedScanner } from './scan-protected.js';

const top = realpathSync(mkdtempSync(join(tmpdir(), 'guard-protected-')));
afterAll(() => rmSync(top, { recursive: true, force: true }));
let root: string;
beforeEach(({ task }) => {
  root = join(top, task.id);
  mkdirSync(join(root, '.git/hooks'), { recursive: true });
  writeFileSync(join(root, '.git/config'), '[core]\n');
});
const FIXED = new Date('2026-01-02T03:04:05.678Z');
const guardOf = (settings: Partial<SandboxSettings> = {}) =>
  createProtectedGuard(
    join(top, 'home'),
    undefined,
    () => FIXED,
  )({ settings: { ...DEFAULT_SANDBOX, ...settings }, roots: [root], baseDir: root, commandPaths: [] });

describe('the protected-path guard', () => {
  it('names what exists before the run, and finds nothing to say when the run left none', () => {
    const guard = guardOf();
    expect(guard.existing.sort()).toEqual([join(root, '.git/config'), join(root, '.git/hooks')]);
    writeFileSync(join(root, 'ordinary.txt'), 'x');
    expect(guard.settle()).toBeUndefined();
  });

  it('moves aside what the run created at a protected path, the outermost one only', () => {
    const guard = guardOf();
    writeFileSync(join(root, '.envrc'), 'evil');
    mkdirSync(join(root, '.vscode'));
    writeFileSync(join(root, '.vscode/tasks.json'), '{}');
    const report = guard.settle()!;
    const stamp = '2026-01-02T03-04-05-678Z';
    expect(report.moved.sort()).toEqual([
      [join(root, '.envrc'), join(root, `.envrc.mcp-wrap-blocked-${stamp}`)],
      [join(root, '.vscode'), join(root, `.vscode.mcp-wrap-blocked-${stamp}`)],
    ]);
    expect(report.entries.sort()).toEqual(['.envrc', '.vscode']);
    expect(existsSync(join(root, '.envrc'))).toBe(false);
    expect(readFileSync(join(root, `.envrc.mcp-wrap-blocked-${stamp}`), 'utf8')).toBe('evil');
  });

  it('a protected file replaced by another is moved aside; one changed in place is reported', () => {
    const guard = guardOf();
    rmSync(join(root, '.git/hooks'), { recursive: true });
    mkdirSync(join(root, '.git/hooks'));
    writeFileSync(join(root, '.git/config'), '[core]\n\tfsmonitor = evil\n');
    const report = guard.settle()!;
    expect(report.moved.map(([path]) => path)).toEqual([join(root, '.git/hooks')]);
    expect(report.changed).toEqual([join(root, '.git/config')]);
  });

  it('unprotect lets a named path be created; writeRoots: false scans nothing', () => {
    const guard = guardOf({ unprotect: ['.envrc'] });
    writeFileSync(join(root, '.envrc'), 'fine');
    expect(guard.settle()).toBeUndefined();
    expect(readdirSync(root)).toContain('.envrc');
    expect(guardOf({ writeRoots: false }).existing).toEqual([]);
  });

  it("with the sandbox, what changed at or inside an existing (read-only) protected path was the host's: left alone", () => {
    const guard = guardOf();
    writeFileSync(join(root, '.git/hooks/host-wrote'), 'x');
    rmSync(join(root, '.git/config'));
    writeFileSync(join(root, '.git/config'), '[core]\n');
    writeFileSync(join(root, '.envrc'), 'new');
    expect(guard.settle({ sandboxed: true })!.moved.map(([path]) => path)).toEqual([join(root, '.envrc')]);
  });

  it("a path that an overlapping run may write is not moved aside by the other's check; once that run ended, it is", () => {
    const guard = createProtectedGuard(join(top, 'home'), undefined, () => FIXED);
    const scope = (unprotect: string[]) => ({ settings: { ...DEFAULT_SANDBOX, unprotect }, roots: [root], baseDir: root, commandPaths: [] });
    const first = guard(scope([]));
    const allowed = guard(scope(['.envrc']));
    writeFileSync(join(root, '.envrc'), 'fine');
    expect(allowed.settle()).toBeUndefined();
    allowed.end();
    expect(first.settle()).toBeUndefined();
    first.end();
    const later = guard(scope([]));
    rmSync(join(root, '.envrc'));
    writeFileSync(join(root, '.envrc'), 'evil');
    expect(later.settle()!.moved).toHaveLength(1);
  });

  describe("a worktree registered while the run went on (the host's `git worktree add`) is inert: left alone; what git would run from is not", () => {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, stdio: 'pipe', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: join(top, 'home') } }).toString();
    beforeEach(() => {
      rmSync(join(root, '.git'), { recursive: true });
      git('init', '-q');
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'first');
    });

    it('a worktree added outside the roots (its admin folder inside): nothing moved, the worktree works', () => {
      const guard = guardOf();
      const outside = join(top, `${root.split('/').pop()}-wt`);
      git('worktree', 'add', '-q', '--detach', outside);
      expect(guard.settle({ sandboxed: true })).toBeUndefined();
      expect(git('-C', outside, 'status', '--porcelain')).toBe('');
    });

    it('a worktree added inside the roots: its `.git` file is left alone too', () => {
      const guard = guardOf();
      git('worktree', 'add', '-q', '--detach', 'inside');
      expect(guard.settle({ sandboxed: true })).toBeUndefined();
      expect(git('-C', join(root, 'inside'), 'status', '--porcelain')).toBe('');
    });

    it('an admin folder whose commondir points elsewhere, and a `.git` file to a folder without commondir, are moved aside', () => {
      const guard = guardOf();
      mkdirSync(join(root, 'evil-common'));
      mkdirSync(join(root, '.git/worktrees/a'), { recursive: true });
      writeFileSync(join(root, '.git/worktrees/a/commondir'), '../../../evil-common\n');
      mkdirSync(join(root, '.git/worktrees/b'), { recursive: true });
      writeFileSync(join(root, '.git/worktrees/b/config'), '[core]\n\tfsmonitor = evil\n');
      mkdirSync(join(root, 'b'));
      writeFileSync(join(root, 'b/.git'), `gitdir: ${join(root, '.git/worktrees/b')}\n`);
      const moved = guard
        .settle({ sandboxed: true })!
        .moved.map(([path]) => path)
        .sort();
      expect(moved).toEqual([join(root, '.git/worktrees/a/commondir'), join(root, 'b/.git')]);
    });

    it('a `.git` file to a registered admin folder whose commondir the run pointed elsewhere is moved aside with it', () => {
      const guard = guardOf();
      git('worktree', 'add', '-q', '--detach', 'inside');
      const admin = join(root, '.git/worktrees/inside');
      writeFileSync(join(admin, 'commondir'), '../../../evil\n');
      const moved = guard
        .settle({ sandboxed: true })!
        .moved.map(([path]) => path)
        .sort();
      expect(moved).toEqual([join(admin, 'commondir'), join(root, 'inside/.git')]);
    });
  });

  describe('the check after the run is not blinded by many files', () => {
    const SMALL = { maxEntries: 2_000, maxMs: 60_000 };
    const flood = () => {
      for (let index = 0; index < 3_000; index++) writeFileSync(join(root, `f${index}`), '');
      mkdirSync(join(root, 'sub'));
      writeFileSync(join(root, 'sub/.envrc'), 'evil');
    };
    const scope = () => ({ settings: DEFAULT_SANDBOX, roots: [root], baseDir: root, commandPaths: [] });

    it('walks with a budget of its own: what a run plants behind more entries than the look before reads is found', () => {
      const guard = createProtectedGuard(join(top, 'home'), createProtectedScanner(SMALL), () => FIXED)(scope());
      flood();
      const report = guard.settle()!;
      expect(report.moved.map(([path]) => path)).toEqual([join(root, 'sub/.envrc')]);
      expect(report.incomplete).toBeUndefined();
    });

    it('when that budget runs out too, the report says which root was not checked to the end and how far the check got', () => {
      const guard = createProtectedGuard(join(top, 'home'), createProtectedScanner(SMALL), () => FIXED, SMALL)(scope());
      flood();
      const report = guard.settle()!;
      expect(report.incomplete).toEqual([{ root, entries: 3_002, levels: 1 }]);
      expect(describeProtectedPaths('node', report)).toContain(
        `the check after node ran stopped early in ${root}, after 3,002 entries (1 level deep): protected paths deeper than that were not checked`,
      );
    });
  });
});
