import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { CREDENTIAL_STORES } from './credential-stores.js';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX } from '../definition/types.js';
import { createRealPaths, NODE_LOOKUPS, type PathLookups } from './real-paths.js';
import { createPolicyBuilder, type SandboxScope } from './sandbox-policy.js';

const top = realpathSync(mkdtempSync(join(tmpdir(), 'real-paths-')));
afterAll(() => rmSync(top, { recursive: true, force: true }));

/**
 * A file system in memory whose clock ticks only when told: a folder's ctime moves when an entry
 * is made in it, as the kernel's does, and "now" is far past every change unless a test says so.
 */
function createFakeDisk() {
  type Node = { kind: 'dir' | 'file' | 'link'; target?: string; ino: number; ctimeMs: number };
  const nodes = new Map<string, Node>([['/', { kind: 'dir', ino: 1, ctimeMs: 0 }]]);
  let clock = 0;
  let inodes = 1;
  const looked: string[] = [];
  const make = (path: string, kind: Node['kind'], target?: string) => {
    nodes.get(dirname(path))!.ctimeMs = ++clock;
    nodes.set(path, { kind, ino: ++inodes, ctimeMs: clock, ...(target && { target }) });
  };
  const lookups: PathLookups = {
    lstat(path) {
      looked.push(path);
      const node = nodes.get(path);
      return node && { ...node, isDirectory: () => node.kind === 'dir', isSymbolicLink: () => node.kind === 'link' };
    },
    readlink: (path) => (looked.push(path), nodes.get(path)!.target!),
  };
  const disk = {
    looked,
    /** Makes a folder and the folders above it (paths here are real: no link on their way). */
    mkdir(path: string): void {
      if (path !== '/' && !nodes.has(path)) {
        disk.mkdir(dirname(path));
        make(path, 'dir');
      }
    },
    write: (path: string) => make(path, 'file'),
    link: (path: string, target: string) => make(path, 'link', target),
    paths: (nowMs = () => clock + 60_000) => createRealPaths(lookups, nowMs),
    now: () => clock,
  };
  return disk;
}

const [home, root, other] = ['/home/u', '/work/root', '/data/other'];
let disk: ReturnType<typeof createFakeDisk>;
let scope: SandboxScope;
beforeEach(() => {
  disk = createFakeDisk();
  for (const folder of [join(home, '.ssh'), root, other]) disk.mkdir(folder);
  scope = { settings: { ...DEFAULT_SANDBOX, hide: ['secret'] }, roots: [root], baseDir: root, commandPaths: [] };
});

describe('createPolicyBuilder with kept real paths', () => {
  it('resolves nothing on disk again for the next call of the same tool and roots, and builds the same policy', () => {
    const build = createPolicyBuilder(home, disk.paths());
    const first = build(scope, root);
    expect(first.hide).toEqual([join(home, '.ssh')]);
    const resolving = disk.looked.splice(0);
    expect(resolving.length).toBeGreaterThan(150);
    expect(build(scope, root)).toEqual(first);
    // Only the folders that decided the answers, each once (this disk has no /etc, /run or /var).
    expect(disk.looked.sort()).toEqual(['/', '/home', '/home/u', '/work', '/work/root'].sort());
  });

  it('follows links and `..` as the kernel does, and keeps answers through them', () => {
    disk.mkdir('/data/real/inner');
    disk.link('/data/alias', 'real/inner');
    disk.link('/data/loop', '/data/loop');
    const paths = disk.paths();
    expect(paths.real('/data/alias/../inner/./')).toBe('/data/real/inner');
    expect(paths.real('/data/alias/missing')).toBeUndefined();
    expect(paths.real('/data/loop/x')).toBeUndefined();
    disk.looked.splice(0);
    paths.refresh();
    expect(paths.real('/data/alias/../inner/./')).toBe('/data/real/inner');
    expect(disk.looked.sort()).toEqual(['/', '/data', '/data/real', '/data/real/inner']);
  });

  it('a link removed between its lstat and its readlink (another run at work) resolves to nothing, and is not kept', () => {
    const link = join(top, 'vanishing');
    symlinkSync(top, link);
    const paths = createRealPaths(
      {
        lstat: (path) => {
          const entry = NODE_LOOKUPS.lstat(path);
          if (path === link) rmSync(link);
          return entry;
        },
        readlink: NODE_LOOKUPS.readlink,
      },
      () => Date.now() + 60_000,
    );
    expect(paths.real(join(link, 'x'))).toBeUndefined();
    expect(paths.unkept()).toBe(1);
  });

  it('on the real disk too: the same stores as realpath finds, and the next call looks only at the folders that decided them, once each', () => {
    const looked: string[] = [];
    const paths = createRealPaths(
      { lstat: (path) => (looked.push(path), NODE_LOOKUPS.lstat(path)), readlink: (path) => (looked.push(path), NODE_LOOKUPS.readlink(path)) },
      () => Date.now() + 60_000,
    );
    const build = createPolicyBuilder(top, paths);
    const realScope = { ...scope, roots: [top], baseDir: top };
    const first = build(realScope, top);
    expect(first.hide).toEqual(CREDENTIAL_STORES.flatMap((path) => existing(path.replace(/^~/, top))));
    const resolving = looked.splice(0);
    expect(build(realScope, top)).toEqual(first);
    expect(new Set(looked).size).toBe(looked.length);
    expect(looked.length).toBeLessThan(resolving.length / 5);
  });

  it('hides a credential store made after the first call, in the next call', () => {
    const build = createPolicyBuilder(home, disk.paths());
    expect(build(scope, root).hide).not.toContain(join(home, '.aws'));
    disk.mkdir(join(home, '.aws'));
    expect(build(scope, root).hide).toContain(join(home, '.aws'));
    disk.mkdir(join(home, '.config', 'gcloud'));
    expect(build(scope, root).hide).toContain(join(home, '.config', 'gcloud'));
  });

  it('hides a store that appears behind a link in the next call: the folder the link leads to decides it', () => {
    disk.link(join(home, '.config'), other);
    disk.link(join(home, '.kube'), join(other, 'kube'));
    const build = createPolicyBuilder(home, disk.paths());
    expect(build(scope, root).hide).toEqual([join(home, '.ssh')]);
    // Nothing changes in home: only the links' target folder gains entries.
    disk.mkdir(join(other, 'gcloud'));
    disk.mkdir(join(other, 'kube'));
    expect(build(scope, root).hide).toEqual(expect.arrayContaining([join(other, 'gcloud'), join(other, 'kube')]));
  });

  it('sees a path made for `hide` in the root', () => {
    const build = createPolicyBuilder(home, disk.paths());
    expect(build(scope, root).hide).not.toContain(join(root, 'secret'));
    disk.write(join(root, 'secret'));
    expect(build(scope, root).hide).toContain(join(root, 'secret'));
  });

  it('works the tool part out again for new roots and for a changed definition', () => {
    const build = createPolicyBuilder(home, disk.paths());
    disk.mkdir(join(other, 'secret'));
    expect(build(scope, root).write).toEqual([root]);
    const moved = { ...scope, roots: [other], baseDir: other };
    expect(build(moved, other)).toMatchObject({ write: [other], hide: [join(home, '.ssh'), join(other, 'secret')] });
    const changed = { ...moved, settings: { ...scope.settings, hide: [], unhide: ['~/.ssh'] } };
    expect(build(changed, other).hide).toEqual([]);
  });
});

describe('createRealPaths', () => {
  it('does not keep what lies in a folder changed within the last second (a ctime tick could hide the next change)', () => {
    const paths = disk.paths(() => disk.now());
    expect(paths.real(join(home, '.kube'))).toBeUndefined();
    disk.looked.splice(0);
    paths.refresh();
    expect(paths.real(join(home, '.kube'))).toBeUndefined();
    expect(disk.looked).toContain(join(home, '.kube'));
  });

  it('sees what a dangling link points to appear, though no folder above the link changed', () => {
    const paths = disk.paths();
    disk.link(join(home, '.netrc'), join(other, 'netrc'));
    expect(paths.real(join(home, '.netrc'))).toBeUndefined();
    disk.write(join(other, 'netrc'));
    paths.refresh();
    expect(paths.real(join(home, '.netrc'))).toBe(join(other, 'netrc'));
  });
});

function existing(path: string): string[] {
  try {
    return [realpathSync.native(path)];
  } catch {
    return [];
  }
}
