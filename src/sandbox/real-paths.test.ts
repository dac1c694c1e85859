import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
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
  const nodes = new Map<string, { kind: 'dir' | 'file' | 'link'; target?: string; ino: number; ctimeMs: number }>([['/', { kind: 'dir', ino: 1, ctimeMs: 0 }]]);
  let clock = 0;
  let inodes = 1;
  const counts = { realpath: 0, lstat: 0 };
  const resolve = (path: string, depth = 0): string => {
    if (depth > 40) throw new Error('ELOOP');
    let real = '/';
    for (const name of path.split('/').filter(Boolean)) {
      const next = join(real, name);
      const node = nodes.get(next);
      if (!node) throw Object.assign(new Error(`ENOENT ${next}`), { code: 'ENOENT' });
      real = node.kind === 'link' ? resolve(node.target!, depth + 1) : next;
    }
    return real;
  };
  const make = (path: string, kind: 'dir' | 'file' | 'link', target?: string) => {
    const parent = nodes.get(resolve(dirname(path)))!;
    parent.ctimeMs = ++clock;
    nodes.set(join(resolve(dirname(path)), basename(path)), { kind, ino: ++inodes, ctimeMs: clock, ...(target && { target }) });
  };
  const lookups: PathLookups = {
    realpath: (path) => (counts.realpath++, resolve(path)),
    lstat(path) {
      counts.lstat++;
      try {
        return nodes.get(join(resolve(dirname(path)), basename(path)));
      } catch {
        return undefined;
      }
    },
  };
  const disk = {
    counts,
    /** Makes a folder and the folders above it. */
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
    const resolved = disk.counts.realpath;
    expect(resolved).toBeGreaterThan(100);
    const second = build(scope, root);
    expect(disk.counts.realpath).toBe(resolved);
    expect(second).toEqual(first);
  });

  it('on the real disk too: only paths with a link on their way are resolved again (/var/run, a link to /run on most systems)', () => {
    const counts = { realpath: 0 };
    const paths = createRealPaths({ ...NODE_LOOKUPS, realpath: (path) => (counts.realpath++, NODE_LOOKUPS.realpath(path)) }, () => Date.now() + 60_000);
    const build = createPolicyBuilder(top, paths);
    const realScope = { ...scope, roots: [top], baseDir: top };
    const first = build(realScope, top);
    const resolved = counts.realpath;
    expect(build(realScope, top)).toEqual(first);
    expect(counts.realpath - resolved).toBeLessThanOrEqual(4);
  });

  it('hides a credential store made after the first call, in the next call', () => {
    const build = createPolicyBuilder(home, disk.paths());
    expect(build(scope, root).hide).not.toContain(join(home, '.aws'));
    disk.mkdir(join(home, '.aws'));
    expect(build(scope, root).hide).toContain(join(home, '.aws'));
    disk.mkdir(join(home, '.config', 'gcloud'));
    expect(build(scope, root).hide).toContain(join(home, '.config', 'gcloud'));
  });

  it('follows a link on the way at every call: a store appearing behind it is hidden at once', () => {
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
    const resolved = disk.counts.realpath;
    paths.refresh();
    expect(paths.real(join(home, '.kube'))).toBeUndefined();
    expect(disk.counts.realpath).toBeGreaterThan(resolved);
  });

  it('never keeps a dangling link: what it points to may appear without a folder above it changing', () => {
    const paths = disk.paths();
    disk.link(join(home, '.netrc'), join(other, 'netrc'));
    expect(paths.real(join(home, '.netrc'))).toBeUndefined();
    disk.write(join(other, 'netrc'));
    paths.refresh();
    expect(paths.real(join(home, '.netrc'))).toBe(join(other, 'netrc'));
  });
});
