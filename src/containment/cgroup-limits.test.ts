import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LimitSettings } from '../definition/types.js';
import { toV1LiftedLimits, toV1Limits } from './cgroup-v1.js';
import { delegateV2, toV2LiftedLimits, toV2Limits } from './cgroup-v2.js';
import { toLimitHit } from './run-cgroup.js';

const GIB = 1024 ** 3;
const ALL = ['memory', 'pids', 'cpu'];

describe('the files and values that set the limits', () => {
  it.each<[string, LimitSettings, string[], boolean, [string, string][]]>([
    [
      'v1: memory, memory and swap together',
      { memoryBytes: 4 * GIB },
      ALL,
      true,
      [
        ['memory.limit_in_bytes', '4294967296'],
        ['memory.memsw.limit_in_bytes', '4294967296'],
      ],
    ],
    ['v1: memory where swap is not accounted', { memoryBytes: 256 }, ALL, false, [['memory.limit_in_bytes', '256']]],
    ['v1: processes', { processes: 64 }, ALL, true, [['pids.max', '64']]],
    [
      'v1: half a core',
      { cpuCores: 0.5 },
      ALL,
      true,
      [
        ['cpu.cfs_period_us', '100000'],
        ['cpu.cfs_quota_us', '50000'],
      ],
    ],
    [
      'v1: a sliver of a core is the smallest quota',
      { cpuCores: 0.001 },
      ALL,
      true,
      [
        ['cpu.cfs_period_us', '100000'],
        ['cpu.cfs_quota_us', '1000'],
      ],
    ],
    ['v1: only what the tree controls', { memoryBytes: 1, processes: 2, cpuCores: 1 }, ['pids'], true, [['pids.max', '2']]],
    ['v1: nothing limited, nothing written', {}, ALL, true, []],
  ])('%s', (_name, limits, controllers, swap, writes) => {
    expect(toV1Limits(limits, controllers, swap)).toEqual(writes);
  });

  it.each<[string, LimitSettings, string[], boolean, [string, string][]]>([
    [
      'v2: memory, no swap',
      { memoryBytes: 4 * GIB },
      ALL,
      true,
      [
        ['memory.max', '4294967296'],
        ['memory.swap.max', '0'],
      ],
    ],
    [
      'v2: processes and two cores',
      { processes: 1024, cpuCores: 2 },
      ALL,
      false,
      [
        ['pids.max', '1024'],
        ['cpu.max', '200000 100000'],
      ],
    ],
    ['v2: no controller, no limit', { memoryBytes: 1, processes: 2, cpuCores: 1 }, [], true, []],
  ])('%s', (_name, limits, controllers, swap, writes) => {
    expect(toV2Limits(limits, controllers, swap)).toEqual(writes);
  });
});

describe('the files and values that lift them (a cgroup kept for a later run)', () => {
  it.each<[string, (limits: LimitSettings, controllers: string[], swap: boolean) => [string, string][], LimitSettings, boolean, [string, string][]]>([
    [
      'v1: memory and swap first, then memory',
      toV1LiftedLimits,
      { memoryBytes: 256 },
      true,
      [
        ['memory.memsw.limit_in_bytes', '-1'],
        ['memory.limit_in_bytes', '-1'],
      ],
    ],
    [
      'v1: processes and cpu',
      toV1LiftedLimits,
      { processes: 8, cpuCores: 1 },
      false,
      [
        ['pids.max', 'max'],
        ['cpu.cfs_quota_us', '-1'],
      ],
    ],
    ['v1: only what was set', toV1LiftedLimits, {}, true, []],
    [
      'v2: memory and swap',
      toV2LiftedLimits,
      { memoryBytes: 256 },
      true,
      [
        ['memory.max', 'max'],
        ['memory.swap.max', 'max'],
      ],
    ],
    [
      'v2: processes and cpu',
      toV2LiftedLimits,
      { processes: 8, cpuCores: 1 },
      false,
      [
        ['pids.max', 'max'],
        ['cpu.max', 'max 100000'],
      ],
    ],
  ])('%s', (_name, lift, limits, swap, writes) => {
    expect(lift(limits, ALL, swap)).toEqual(writes);
  });
});

describe('toLimitHit', () => {
  it.each([
    [
      'an OOM kill names memory',
      { oomKills: 2, refusedForks: 5 },
      { memoryBytes: 256 * 1024 ** 2, processes: 64 },
      { key: 'memory', value: '256MiB', detail: 'the kernel stopped 2 process(es) that went past it' },
    ],
    [
      'refused forks name processes',
      { oomKills: 0, refusedForks: 7 },
      { processes: 64 },
      { key: 'processes', value: '64', detail: 'the kernel refused 7 new process(es) past it' },
    ],
    ['nothing hit', { oomKills: 0, refusedForks: 0 }, { processes: 64 }, undefined],
  ])('%s', (_name, hits, limits, expected) => {
    expect(toLimitHit(hits, limits)).toEqual(expected);
  });
});

describe('delegateV2 (a folder standing in for the tree)', () => {
  const work = mkdtempSync(join(tmpdir(), 'cgroup-v2-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const tree = (name: string, procs: string) => {
    const own = join(work, name);
    mkdirSync(join(own, 'mcp-wrap-1.2'), { recursive: true });
    writeFileSync(join(own, 'cgroup.procs'), procs);
    writeFileSync(join(own, 'cgroup.subtree_control'), 'io');
    return own;
  };

  it('enables what the own cgroup offers, for the server cgroup and for its runs', () => {
    const own = tree('open', '');
    expect(delegateV2(own, join(own, 'mcp-wrap-1.2'), ['cpuset', 'memory', 'pids', 'io'], 42)).toEqual({ controllers: ['memory', 'pids'], homeDir: own });
    expect(readFileSync(join(own, 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids');
    expect(readFileSync(join(own, 'mcp-wrap-1.2', 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids');
  });

  it('hands down none where the own cgroup refuses and holds other processes too', () => {
    const own = tree('shared', '42\n43\n');
    // A folder where the control file is: every write to it fails, as EBUSY would.
    rmSync(join(own, 'cgroup.subtree_control'));
    mkdirSync(join(own, 'cgroup.subtree_control'));
    expect(delegateV2(own, join(own, 'mcp-wrap-1.2'), ['memory', 'pids'], 42)).toEqual({ controllers: [], homeDir: own });
  });

  it('nothing offered: containment only', () => {
    const own = tree('bare', '42\n');
    expect(delegateV2(own, join(own, 'mcp-wrap-1.2'), [], 42)).toEqual({ controllers: [], homeDir: own });
  });
});
