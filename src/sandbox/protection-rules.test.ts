import { describe, expect, it } from 'vitest';
import { isProtectedPath, toProtectionRules } from './protection-rules.js';

const HOME = '/home/me';
const rulesOf = (protect: string[] = [], unprotect: string[] = []) => toProtectionRules({ protect, unprotect }, '/work/base', HOME);

describe('isProtectedPath: the built-in list', () => {
  const rules = rulesOf();
  it.each([
    ['/repo/.git/hooks', true],
    ['/repo/.git/config', true],
    ['/repo/sub/deeper/.git/hooks', true],
    ['/repo/.git/modules/lib/hooks', true],
    ['/repo/.git/modules/lib/nested/modules/inner/config', true],
    ['/repo/.git/modules/hooks', false],
    ['/repo/.git/objects', false],
    ['/repo/.git', true],
    ['/repo/.git/commondir', true],
    ['/repo/.git/config.worktree', true],
    ['/repo/.git/worktrees/wt/commondir', true],
    ['/repo/.git/worktrees/wt/gitdir', true],
    ['/repo/.git/worktrees/wt/config.worktree', true],
    ['/repo/.git/worktrees/wt/HEAD', false],
    ['/repo/.git/modules/lib/commondir', true],
    ['/repo/.git/HEAD', false],
    ['/repo/.gitmodules', true],
    ['/home/me/.bash_aliases', true],
    ['/home/me/.bashrc.d', true],
    ['/home/me/.ssh', true],
    ['/repo/.ssh', false],
    ['/home/me/.local/share/applications', true],
    ['/repo/.hg/hgrc', true],
    ['/repo/crate/.cargo/config.toml', true],
    ['/repo/.cargo/config', true],
    ['/repo/.cargo/credentials.toml', false],
    ['/home/me/.bashrc', true],
    ['/anywhere/.zshenv', true],
    ['/home/me/.config/fish', true],
    ['/home/me/fish', false],
    ['/repo/.vscode', true],
    ['/repo/.vscode-test', false],
    ['/repo/.claude', true],
    ['/repo/.mcp.json', true],
    ['/repo/.envrc', true],
    ['/repo/envrc', false],
    ['/home/me/.config/systemd/user', true],
    ['/home/me/.config/systemd', false],
    ['/home/me/.config/autostart', true],
    ['/home/me/.config/git', true],
    ['/elsewhere/.config/git', false],
    ['/home/me/.local/bin', true],
    ['/repo/.local/bin', false],
    ['/repo/src/index.ts', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => expect(isProtectedPath(path, rules)).toBe(expected));
});

describe('protect and unprotect', () => {
  it.each([
    [[], ['.envrc'], '/repo/.envrc', false],
    [[], ['.envrc'], '/repo/.bashrc', true],
    [[], ['.git/hooks'], '/repo/.git/hooks', false],
    [[], ['.git/hooks'], '/repo/.git/modules/x/hooks', true],
    [[], ['~/.bashrc'], '/home/me/.bashrc', false],
    [[], ['~/.bashrc'], '/home/me/project/.bashrc', true],
    [[], ['./vendor'], '/work/base/vendor/.envrc', false],
    [[], ['~/.local/bin'], '/home/me/.local/bin', false],
    [['generated.lock'], [], '/repo/a/generated.lock', true],
    [['ci/*.yml'], [], '/repo/ci/build.yml', false],
    [['ci/*/deploy.yml'], [], '/repo/ci/prod/deploy.yml', true],
    [['/srv/fixed'], [], '/srv/fixed', true],
    [['/srv/fixed'], [], '/other/srv/fixed', false],
    [['./local.cfg'], [], '/work/base/local.cfg', true],
  ])('protect %j unprotect %j: %s -> %s', (protect, unprotect, path, expected) => expect(isProtectedPath(path, rulesOf(protect, unprotect))).toBe(expected));

  it('equal settings give equal keys, different ones different keys', () => {
    expect(rulesOf(['a']).key).toBe(rulesOf(['a']).key);
    expect(rulesOf(['a']).key).not.toBe(rulesOf([], ['.envrc']).key);
  });
});
