import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX } from '../definition/types.js';
import { expandPath, toSandboxPolicy } from './sandbox-policy.js';

const top = realpathSync(mkdtempSync(join(tmpdir(), 'sandbox-policy-')));
afterAll(() => rmSync(top, { recursive: true, force: true }));
const [home, root, runDir] = ['home', 'root', 'run'].map((name) => join(top, name)) as [string, string, string];
for (const folder of [join(home, '.ssh'), join(home, '.aws'), root, runDir, join(root, 'private')]) mkdirSync(folder, { recursive: true });
writeFileSync(join(home, '.netrc'), 'machine x');
symlinkSync(join(home, '.aws'), join(home, '.aws-link'));

const scope = { settings: DEFAULT_SANDBOX, roots: [root], baseDir: root, runDir, commandPaths: [] as string[] };

describe('toSandboxPolicy', () => {
  it('by default: no network, everything readable but the credential stores that exist, the roots and {run_dir} writable', () => {
    const policy = toSandboxPolicy(scope, root, home);
    expect(policy).toMatchObject({ network: false, read: 'all', visible: [root], write: [root, runDir] });
    expect(policy.hide).toEqual(expect.arrayContaining([join(home, '.ssh'), join(home, '.aws'), join(home, '.netrc')]));
    expect(policy.hide).not.toContain(join(home, '.kube'));
  });

  it('writeRoots: false leaves only {run_dir} and the extra write paths, which resolve like the others', () => {
    const settings = { ...DEFAULT_SANDBOX, writeRoots: false, write: ['~/cache', 'out', '/var/tmp/x'] };
    expect(toSandboxPolicy({ ...scope, settings }, root, home).write).toEqual([runDir, join(home, 'cache'), join(root, 'out'), '/var/tmp/x']);
  });

  it('unhide takes a store off the list, also when named through a link; hide adds paths that exist', () => {
    const settings = { ...DEFAULT_SANDBOX, unhide: ['~/.aws-link'], hide: ['private', 'missing'] };
    const { hide } = toSandboxPolicy({ ...scope, settings }, root, home);
    expect(hide).not.toContain(join(home, '.aws'));
    expect(hide).toContain(join(root, 'private'));
    expect(hide).not.toContain(join(root, 'missing'));
  });

  it("keeps the definition's own command paths visible, those that exist, by their real paths", () => {
    const script = join(top, 'tool.mjs');
    writeFileSync(script, '');
    const policy = toSandboxPolicy({ ...scope, commandPaths: [join(home, '.aws-link'), script, '/nonexistent/tool'] }, root, home);
    expect(policy.visible).toEqual([root, join(home, '.aws'), script]);
  });

  it('protected paths: those found, held at their real paths, only where they lie in a writable place', () => {
    mkdirSync(join(root, '.git', 'hooks'), { recursive: true });
    writeFileSync(join(top, 'dotfiles-bashrc'), '');
    writeFileSync(join(runDir, 'rc'), '');
    symlinkSync(join(runDir, 'rc'), join(root, '.bashrc'));
    const protectedPaths = [join(root, '.git', 'hooks'), join(root, '.bashrc'), join(top, 'dotfiles-bashrc'), join(root, 'gone')];
    expect(toSandboxPolicy({ ...scope, protectedPaths }, root, home).protect).toEqual([join(root, '.git', 'hooks'), join(runDir, 'rc')]);
  });

  it('read: roots keeps the cwd visible too', () => {
    const policy = toSandboxPolicy({ ...scope, settings: { ...DEFAULT_SANDBOX, read: 'roots' } }, join(root, 'private'), home);
    expect(policy).toMatchObject({ read: 'roots', visible: [root, join(root, 'private')] });
  });
});

describe('expandPath', () => {
  it('reads ~, ~/x, absolute and relative paths', () => {
    expect([
      expandPath('~', '/b', '/h'),
      expandPath('~/x', '/b', '/h'),
      expandPath('/a/../c', '/b', '/h'),
      expandPath('d', '/b', '/h'),
      expandPath('~x', '/b', '/h'),
    ]).toEqual(['/h', '/h/x', '/c', '/b/d', '/b/~x']);
  });
});
