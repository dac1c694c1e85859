import { describe, expect, it } from 'vitest';
import { describeProtectedPaths } from './describe-protected.js';

describe('describeProtectedPaths', () => {
  it.each([
    [
      { moved: [['/r/.envrc', '/r/.envrc.mcp-wrap-blocked-T']], changed: [], failed: [], entries: ['.envrc'] },
      'Note: node wrote to protected paths (git hooks and config, shell start-up files, editor and agent settings ...): moved aside (it would run later, outside any sandbox): /r/.envrc -> .envrc.mcp-wrap-blocked-T. A wrapper allows a tool to write one with `sandbox: {unprotect: [.envrc]}`.',
    ],
    [
      { moved: [], changed: ['/r/.git/config'], failed: ['/r/.vscode (EACCES)'], entries: ['.git/config', '.vscode'] },
      'Note: node wrote to protected paths (git hooks and config, shell start-up files, editor and agent settings ...): could not be moved aside: /r/.vscode (EACCES); changed in place while it ran (nothing stops this without the OS sandbox; check them): /r/.git/config. A wrapper allows a tool to write one with `sandbox: {unprotect: [.git/config, .vscode]}`.',
    ],
  ] as const)('%j', (report, expected) => {
    expect(
      describeProtectedPaths('node', {
        moved: report.moved.map(([a, b]) => [a, b]),
        changed: [...report.changed],
        failed: [...report.failed],
        entries: [...report.entries],
      }),
    ).toBe(expected);
  });

  it('says which place the check after the run did not finish, and how far it got', () => {
    expect(
      describeProtectedPaths('node', { moved: [], changed: [], failed: [], entries: [], incomplete: [{ root: '/r', entries: 1_000_000, levels: 3 }] }),
    ).toBe(
      'Note: the check after node ran stopped early in /r, after 1,000,000 entries (3 levels deep): protected paths deeper than that were not checked, and anything the run planted there stays.',
    );
  });
});
