import { describe, expect, it } from 'vitest';
import { parseCgroupMounts, parseProcCgroup, toCgroupTrees } from './find-cgroups.js';

/** This machine's kind: v1 controllers mounted one by one, beside an empty v2 tree (hybrid). */
const HYBRID = `
25 1 0:23 / / rw,relatime - overlay overlay rw
31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
32 31 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct
35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
37 31 0:34 / /sys/fs/cgroup/freezer rw,relatime - cgroup cgroup rw,freezer
39 31 0:36 / /sys/fs/cgroup/pids rw,nosuid,nodev - cgroup cgroup rw,pids
40 31 0:37 / /sys/fs/cgroup/systemd rw,relatime - cgroup cgroup rw,xattr,name=systemd
41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw,nsdelegate
90 25 0:36 / /mnt/pids\\040again rw,relatime - cgroup cgroup rw,pids
`;

const OWN = `9:name=systemd:/
8:pids:/
4:memory:/process_api/d03b
2:cpu,cpuacct:/
6:freezer:/
0::/
`;

describe('parseCgroupMounts', () => {
  it('reads v1 trees with their controllers, the v2 tree, and each hierarchy once', () => {
    expect(parseCgroupMounts(HYBRID)).toEqual([
      { version: 1, mountPoint: '/sys/fs/cgroup/cpu,cpuacct', root: '/', controllers: ['cpu', 'cpuacct'] },
      { version: 1, mountPoint: '/sys/fs/cgroup/memory', root: '/', controllers: ['memory'] },
      { version: 1, mountPoint: '/sys/fs/cgroup/freezer', root: '/', controllers: ['freezer'] },
      { version: 1, mountPoint: '/sys/fs/cgroup/pids', root: '/', controllers: ['pids'] },
      { version: 1, mountPoint: '/sys/fs/cgroup/systemd', root: '/', controllers: [] },
      { version: 2, mountPoint: '/sys/fs/cgroup/unified', root: '/', controllers: [] },
    ]);
  });

  it('unescapes paths', () => {
    expect(parseCgroupMounts('50 1 0:99 /a\\040b /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n')).toEqual([
      { version: 2, mountPoint: '/sys/fs/cgroup', root: '/a b', controllers: [] },
    ]);
  });
});

describe('parseProcCgroup', () => {
  it('maps each v1 controller to its path and keeps the v2 path apart', () => {
    const own = parseProcCgroup(OWN);
    expect(own.v2).toBe('/');
    expect(Object.fromEntries(own.v1)).toEqual({ 'name=systemd': '/', pids: '/', memory: '/process_api/d03b', cpu: '/', cpuacct: '/', freezer: '/' });
  });
});

describe('toCgroupTrees', () => {
  const controllersOf = (dir: string) => (dir.startsWith('/sys/fs/cgroup/unified') ? [] : ['memory', 'pids', 'io']);

  it('finds this process in each wanted tree, the v2 one with the controllers it offers', () => {
    expect(toCgroupTrees(parseCgroupMounts(HYBRID), parseProcCgroup(OWN), controllersOf)).toEqual([
      { version: 1, controllers: ['cpu'], ownDir: '/sys/fs/cgroup/cpu,cpuacct' },
      { version: 1, controllers: ['memory'], ownDir: '/sys/fs/cgroup/memory/process_api/d03b' },
      { version: 1, controllers: ['freezer'], ownDir: '/sys/fs/cgroup/freezer' },
      { version: 1, controllers: ['pids'], ownDir: '/sys/fs/cgroup/pids' },
      { version: 2, controllers: [], ownDir: '/sys/fs/cgroup/unified' },
    ]);
  });

  it('a pure v2 host, seen through a mount of a sub-tree (a container without a cgroup namespace)', () => {
    const mounts = parseCgroupMounts('30 1 0:26 /docker/abc /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n');
    expect(toCgroupTrees(mounts, parseProcCgroup('0::/docker/abc/app\n'), controllersOf)).toEqual([
      { version: 2, controllers: ['memory', 'pids', 'io'], ownDir: '/sys/fs/cgroup/app' },
    ]);
    expect(toCgroupTrees(mounts, parseProcCgroup('0::/elsewhere\n'), controllersOf)).toEqual([]);
  });
});
