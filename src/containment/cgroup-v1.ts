// A run's cgroup in a cgroup v1 tree: one tree per controller (or co-mounted set), each with its
// own files. A thread moves alone (`tasks`), so the server moves only its main thread around a
// spawn; the run's processes are listed in `cgroup.procs`; the freezer tree can stop them all.
import type { LimitSettings } from '../definition/types.js';
import { CPU_PERIOD_US, readKeyedCount, toCpuQuotaUs, writeCgroupFile, type CgroupHits, type ReadCgroupFile } from './cgroup-files.js';

/** The file a thread id is written to, to move that thread alone. */
export const V1_ENTER_FILE = 'tasks';

/**
 * What the thread that forks writes there to move itself: "0", the writer. A thread moving itself
 * skips the kernel's global threadgroup lock, whose first write after a pause waits out an RCU
 * grace period (6-10 ms median here, a call's whole cost); its own id would take that lock.
 */
export const V1_CALLING_THREAD = '0';

/** Files and values (in the order they must be written) that set `limits` through `controllers`. */
export function toV1Limits(limits: LimitSettings, controllers: readonly string[], hasSwapFile: boolean): [string, string][] {
  const writes: [string, string][] = [];
  if (controllers.includes('memory') && limits.memoryBytes !== undefined) {
    writes.push(['memory.limit_in_bytes', String(limits.memoryBytes)]);
    // Memory plus swap, no more than memory alone: the run cannot swap its way past the limit.
    if (hasSwapFile) writes.push(['memory.memsw.limit_in_bytes', String(limits.memoryBytes)]);
  }
  if (controllers.includes('pids') && limits.processes !== undefined) writes.push(['pids.max', String(limits.processes)]);
  if (controllers.includes('cpu') && limits.cpuCores !== undefined) {
    writes.push(['cpu.cfs_period_us', String(CPU_PERIOD_US)]);
    writes.push(['cpu.cfs_quota_us', String(toCpuQuotaUs(limits.cpuCores))]);
  }
  return writes;
}

/** Files and values (in the order they must be written) that lift the limits `toV1Limits` set: memory and swap above memory alone. */
export function toV1LiftedLimits(limits: LimitSettings, controllers: readonly string[], hasSwapFile: boolean): [string, string][] {
  const writes: [string, string][] = [];
  if (controllers.includes('memory') && limits.memoryBytes !== undefined) {
    if (hasSwapFile) writes.push(['memory.memsw.limit_in_bytes', '-1']);
    writes.push(['memory.limit_in_bytes', '-1']);
  }
  if (controllers.includes('pids') && limits.processes !== undefined) writes.push(['pids.max', 'max']);
  if (controllers.includes('cpu') && limits.cpuCores !== undefined) writes.push(['cpu.cfs_quota_us', '-1']);
  return writes;
}

/** What the kernel stopped or refused in the run's cgroup of this tree. */
export function readV1Hits(dir: string, controllers: readonly string[], read?: ReadCgroupFile): CgroupHits {
  return {
    oomKills: controllers.includes('memory') ? readKeyedCount(dir, 'memory.oom_control', 'oom_kill', read) : 0,
    refusedForks: controllers.includes('pids') ? readKeyedCount(dir, 'pids.events', 'max', read) : 0,
  };
}

export function setV1Frozen(dir: string, frozen: boolean): void {
  writeCgroupFile(dir, 'freezer.state', frozen ? 'FROZEN' : 'THAWED');
}
