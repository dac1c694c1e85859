// A run's cgroup in the cgroup v2 tree. Domain cgroups take whole processes (`cgroup.procs`), and
// one with controllers enabled for its children may hold no process itself ("no internal
// processes"): to hand memory, pids and cpu down to its runs, a server alone in a non-root cgroup
// first moves itself into a leaf of its own (`mcp-wrap-<id>/server`). Without controllers the tree
// still contains: `cgroup.procs` lists every process of a run, `cgroup.freeze` stops them all at
// once, `cgroup.kill` (Linux 5.14) SIGKILLs them all at once.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LimitSettings } from '../definition/types.js';
import {
  CPU_PERIOD_US,
  readCgroupFile,
  readCgroupPids,
  readKeyedCount,
  toCpuQuotaUs,
  writeCgroupFile,
  type CgroupHits,
  type ReadCgroupFile,
} from './cgroup-files.js';
import { parseLinuxStat } from './process-table-linux.js';

/** The file a pid is written to, to move its whole process. */
export const V2_ENTER_FILE = 'cgroup.procs';

/** The leaf under the server's cgroup that a server alone in its own cgroup moves into (see delegateV2). */
const SERVER_LEAF = 'server';
/** Deeper than any helper tree the server starts: a chain this long is not the server's. */
const MAX_PARENT_STEPS = 64;

/** The controllers a v2 tree can limit runs with. */
const V2_LIMIT_CONTROLLERS = ['memory', 'pids', 'cpu'];

/** Files and values that set `limits` through the controllers enabled for a run's cgroup. */
export function toV2Limits(limits: LimitSettings, controllers: readonly string[], hasSwapFile: boolean): [string, string][] {
  const writes: [string, string][] = [];
  if (controllers.includes('memory') && limits.memoryBytes !== undefined) {
    writes.push(['memory.max', String(limits.memoryBytes)]);
    // No swap: the run cannot swap its way past the limit.
    if (hasSwapFile) writes.push(['memory.swap.max', '0']);
  }
  if (controllers.includes('pids') && limits.processes !== undefined) writes.push(['pids.max', String(limits.processes)]);
  if (controllers.includes('cpu') && limits.cpuCores !== undefined) {
    writes.push(['cpu.max', `${toCpuQuotaUs(limits.cpuCores)} ${CPU_PERIOD_US}`]);
  }
  return writes;
}

/** Files and values that lift the limits `toV2Limits` set. */
export function toV2LiftedLimits(limits: LimitSettings, controllers: readonly string[], hasSwapFile: boolean): [string, string][] {
  const writes: [string, string][] = [];
  if (controllers.includes('memory') && limits.memoryBytes !== undefined) {
    writes.push(['memory.max', 'max']);
    if (hasSwapFile) writes.push(['memory.swap.max', 'max']);
  }
  if (controllers.includes('pids') && limits.processes !== undefined) writes.push(['pids.max', 'max']);
  if (controllers.includes('cpu') && limits.cpuCores !== undefined) writes.push(['cpu.max', `max ${CPU_PERIOD_US}`]);
  return writes;
}

export function readV2Hits(dir: string, controllers: readonly string[], read?: ReadCgroupFile): CgroupHits {
  return {
    oomKills: controllers.includes('memory') ? readKeyedCount(dir, 'memory.events', 'oom_kill', read) : 0,
    refusedForks: controllers.includes('pids') ? readKeyedCount(dir, 'pids.events', 'max', read) : 0,
  };
}

export function setV2Frozen(dir: string, frozen: boolean): void {
  writeCgroupFile(dir, 'cgroup.freeze', frozen ? '1' : '0');
}

export function killV2(dir: string): void {
  writeCgroupFile(dir, 'cgroup.kill', '1');
}

const enabledIn = (dir: string) => readCgroupFile(dir, 'cgroup.subtree_control').split(/\s+/).filter(Boolean);
const enable = (dir: string, controllers: readonly string[]) => writeCgroupFile(dir, 'cgroup.subtree_control', controllers.map((name) => `+${name}`).join(' '));

/**
 * Hands the controllers `ownDir` offers down to `serverDir` (made already) and its runs. Returns
 * those the runs get, and where this process lives between spawns (`ownDir`, or the leaf it had
 * to move into). Whatever cannot be enabled is left out: containment needs none of them.
 */
export function delegateV2(ownDir: string, serverDir: string, offered: readonly string[], pid: number): { controllers: string[]; homeDir: string } {
  const wanted = V2_LIMIT_CONTROLLERS.filter((name) => offered.includes(name));
  let homeDir = ownDir;
  if (wanted.length === 0) return { controllers: [], homeDir };
  try {
    const missing = wanted.filter((name) => !enabledIn(ownDir).includes(name));
    if (missing.length > 0) {
      try {
        enable(ownDir, missing);
      } catch {
        // EBUSY: the own cgroup holds processes. Only a server alone in it may leave it empty.
        if (readCgroupPids(ownDir).some((other) => other !== pid)) return { controllers: [], homeDir };
        homeDir = join(serverDir, SERVER_LEAF);
        mkdirSync(homeDir);
        writeCgroupFile(homeDir, V2_ENTER_FILE, String(pid));
        enable(ownDir, missing);
      }
    }
    enable(serverDir, wanted);
    return { controllers: wanted, homeDir };
  } catch {
    return { controllers: [], homeDir };
  }
}

/** The parent of a live process, or undefined once it is gone. */
export function readParentPid(pid: number): number | undefined {
  try {
    return parseLinuxStat(readFileSync(`/proc/${pid}/stat`, 'latin1'), 0)?.ppid;
  } catch {
    return undefined;
  }
}

/**
 * Processes in the server's own leaf that are neither the server nor started by it (descendants
 * by parent link: the helpers it runs outside any run). Without bubblewrap a run's process may
 * move itself there: in a subtree delegated to the server's user it owns both cgroup.procs files
 * and their common parent. Usually the leaf holds the server alone, and nothing but the leaf is read.
 */
export function readLeafStrangers(leafDir: string, serverPid: number, parentOf: (pid: number) => number | undefined = readParentPid): number[] {
  const isServers = (pid: number) => {
    let at: number | undefined = pid;
    for (let step = 0; step < MAX_PARENT_STEPS && at !== undefined && at > 1; step++) {
      at = parentOf(at);
      if (at === serverPid) return true;
    }
    return false;
  };
  return readCgroupPids(leafDir).filter((pid) => pid !== serverPid && !isServers(pid));
}
