import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { toProtectionRules } from './protection-rules.js';
import { createProtectedScanner, MAX_SCAN_ENTRIES, MAX_SCAN_MS } from './scan-protected.js';

const top = realpathSync(mkdtempSync(join(tmpdir(), 'scan-protected-')));
afterAll(() => rmSync(top, { recursive: true, force: true }));
const rules = toProtectionRules({ protect: [], unprotect: [] }, top, '/nonexistent-home');
const LIMITS = { maxEntries: MAX_SCAN_ENTRIES, maxMs: MAX_SCAN_MS };
/** A clock 10 s ahead: every folder looks settled, so what a walk read is kept. */
const settled = () => Date.now() + 10_000;

let root: string;
const make = (...files: string[]) => {
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    if (!file.endsWith('/')) writeFileSync(join(root, file), '');
  }
};
const relative = (paths: { path: string }[]) => paths.map(({ path }) => path.slice(root.length + 1)).sort();
beforeEach(({ task }) => {
  root = join(top, task.id);
  mkdirSync(root);
});

describe('the walk', () => {
  it('finds protected paths at any depth, not inside them, not in skipped folders or a .git object store, never through a link', () => {
    make(
      '.envrc',
      'a/b/c/.envrc',
      'a/.vscode/settings.json',
      '.git/hooks/pre-commit',
      '.git/config',
      '.git/objects/.envrc',
      'node_modules/x/.envrc',
      'src/main.ts',
      'elsewhere/.bashrc',
    );
    symlinkSync(join(root, 'elsewhere'), join(root, 'a', 'link'));
    rmSync(join(root, 'elsewhere/.bashrc'));
    make('outside/.bashrc');
    symlinkSync(join(root, 'outside'), join(root, 'b-link'));
    const result = createProtectedScanner()(root, rules);
    expect(relative(result.found)).toEqual(['.envrc', '.git/config', '.git/hooks', 'a/.vscode', 'a/b/c/.envrc', 'outside/.bashrc']);
    expect(result.complete).toBe(true);
  });

  it("enters a .git folder (pinned, not protected) but finds a .git file, and the worktrees' pointers", () => {
    make('.git/config', '.git/commondir', '.git/worktrees/wt/gitdir', '.git/worktrees/wt/commondir', '.git/worktrees/wt/HEAD', 'wt/.git', 'wt/src.ts');
    expect(relative(createProtectedScanner()(root, rules).found)).toEqual([
      '.git/commondir',
      '.git/config',
      '.git/worktrees/wt/commondir',
      '.git/worktrees/wt/gitdir',
      'wt/.git',
    ]);
  });

  it('looks at .cargo/config.toml and .cargo/config directly, without walking .cargo, on every walk', () => {
    make('.cargo/registry/x/.envrc', 'a/.cargo/config');
    const scan = createProtectedScanner(LIMITS, settled);
    expect(relative(scan(root, rules).found)).toEqual(['a/.cargo/config']);
    make('.cargo/config.toml');
    expect(relative(scan(root, rules).found)).toEqual(['.cargo/config.toml', 'a/.cargo/config']);
  });

  it('stops after maxEntries entries, the shallow levels first', () => {
    make('.envrc', 'a/.envrc', 'a/b/.envrc', 'a/b/c/.envrc');
    const result = createProtectedScanner({ maxEntries: 3, maxMs: 1_000 })(root, rules);
    expect(result.complete).toBe(false);
    expect(relative(result.found)).toEqual(['.envrc', 'a/.envrc']);
  });

  it('stops at its deadline', () => {
    make('a/b/c/.envrc');
    let clock = 0;
    const result = createProtectedScanner({ maxEntries: 1_000, maxMs: 2 }, () => clock++)(root, rules);
    expect(result).toMatchObject({ complete: false, found: [] });
  });
});

describe('what a walk read is kept per folder', () => {
  it('a second walk reads no folder that did not change, and re-reads one that did', () => {
    make('.envrc', 'a/b/c/d.txt', 'e/f.txt');
    const scan = createProtectedScanner(LIMITS, settled);
    expect(scan(root, rules).foldersRead).toBe(5);
    expect(scan(root, rules)).toMatchObject({ foldersRead: 0, complete: true });
    make('a/b/.mcp.json');
    const again = scan(root, rules);
    expect(again.foldersRead).toBe(1);
    expect(relative(again.found)).toEqual(['.envrc', 'a/b/.mcp.json']);
    rmSync(join(root, 'a'), { recursive: true });
    expect(relative(scan(root, rules).found)).toEqual(['.envrc']);
  });

  it('MCP_WRAP_NO_SCAN_CACHE (remember: false) reads every folder every time', () => {
    make('a/b/x.txt');
    const scan = createProtectedScanner(LIMITS, settled, false);
    scan(root, rules);
    expect(scan(root, rules).foldersRead).toBe(3);
  });

  it('a folder that changed within the last moments is read again (a ctime tick is coarse)', () => {
    make('a/x.txt');
    const scan = createProtectedScanner();
    scan(root, rules);
    expect(scan(root, rules).foldersRead).toBe(2);
  });

  it('different rules do not share what was found', () => {
    make('a/generated.lock');
    const scan = createProtectedScanner(LIMITS, settled);
    expect(scan(root, rules).found).toEqual([]);
    const more = toProtectionRules({ protect: ['generated.lock'], unprotect: [] }, top, '/nonexistent-home');
    expect(relative(scan(root, more).found)).toEqual(['a/generated.lock']);
  });
});
