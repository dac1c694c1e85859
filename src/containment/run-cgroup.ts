// A run's cgroups, one per hierarchy the server uses. The child is born inside: the server steps
// in just before the spawn (libuv forks from the calling thread) and back out right after. From
// then on every process the run starts is in them, whatever its session, group, parent or
// environment, and its limits bind them together.
import { rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describeSize } from '../definition/units.js';
import type { LimitHit, LimitSettings } from '../definition/types.js';
import { pollCgroupUntil, readCgroupPids, UNKEPT_CGROUP_FILES, type CgroupHits, type KeptCgroupFiles } from './cgroup-files.js';
import { readV1Hits, setV1Frozen, toV1LiftedLimits, toV1Limits, V1_CALLING_THREAD, V1_ENTER_FILE } from './cgroup-v1.js';
import { killV2, readLeafStrangers, readParentPid, readV2Hits, setV2Frozen, toV2LiftedLimits, toV2Limits, V2_ENTER_FILE } from './cgroup-v2.js';

/** A hierarchy as the server uses it: where its cgroup is, and what its runs' cgroups get. */
export interface ServerTree {
  version: 1 | 2;
  /** Controllers a run's cgroup in this tree limits with (v1 `freezer` too). */
  controllers: string[];
  /** The server's cgroup, `mcp-wrap-<pid>.<start>`, parent of its runs'. */
  serverDir: string;
  /** Where this process lives between spawns. */
  homeDir: string;
  /** memory.memsw (v1) or memory.swap.max (v2) exists: swap is limited too. */
  hasSwapFile: boolean;
  /** v2's cgroup.kill exists. */
  canKill: boolean;
}

export interface RunCgroup {
  /** Moves the calling thread, the one that spawns (v2: the whole process), into the run's cgroups. */
  enter(): void;
  /** Moves it back, then sets the limits: the server itself never counts against them (a kept cgroup's are lifted when it is given up). */
  leave(): void;
  /** For a child that joins by itself (the spawner's): sets the limits, then names the files it writes "0" into, one per tree. */
  joinFiles(): string[];
  /** The child joined the trees whose bits are set, in joinFiles' order. */
  joined(mask: number): void;
  /** Every process of the run. */
  pids(): number[];
  /** True once the run's child was spawned inside the cgroup that lists its processes (pids() is then all of them). */
  holdsRun(): boolean;
  /**
   * (v2) Processes that moved themselves into the server's own leaf: stopped with a run, one by
   * one, but never taken for the run's (their process groups may hold anyone's processes).
   */
  strangers(): number[];
  /** Stops or resumes every process of the run at once, where a freezer is. */
  setFrozen(frozen: boolean): void;
  /** SIGKILLs every process of the run at once, where the kernel can (v2's cgroup.kill). */
  kill(): void;
  /** The limit the run went past, read once it is over. */
  limitHit(): LimitHit | undefined;
  /** Gives the cgroups up once the run's processes are gone (removed, or kept for a later run); false if they did not empty in time. */
  remove(): Promise<boolean>;
}

const enterFileOf = (tree: ServerTree) => (tree.version === 1 ? V1_ENTER_FILE : V2_ENTER_FILE);

/** A cgroup write whose failure (the cgroup gone, a controller refusing) changes nothing for the run; true if written. */
function attemptWrite(files: KeptCgroupFiles, dir: string, file: string, value: string): boolean {
  try {
    files.write(dir, file, value);
    return true;
  } catch {
    return false;
  }
}

function removeAll(dirs: string[]): string[] {
  return dirs.filter((dir) => {
    try {
      rmdirSync(dir);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code !== 'ENOENT';
    }
  });
}

/** Removes cgroup folders, waiting a little for exiting processes to leave; resolves true once all are gone. */
export function removeCgroups(dirs: string[], waitMs?: number): Promise<boolean> {
  let left = dirs;
  return pollCgroupUntil(() => (left = removeAll(left)).length === 0, waitMs);
}

export interface RunCgroupOptions {
  pid?: number;
  /** The counters when this run began (a cgroup kept from an earlier run keeps its counts). */
  since?: CgroupHits;
  /** A process's parent (tells the server's helpers in its leaf from processes that moved in). */
  parentOf?: (pid: number) => number | undefined;
  /** The limits are set already (a kept cgroup whose limits can never bind the server stepping in), the process limit raised by this stale charge. */
  limitsSetFor?: number;
  /** Exited processes of earlier runs still charged to the process limit (see readStaleCharge): the limit set is raised by as many. */
  staleCharge?: number;
  /** The run's cgroup files kept open, and the server's home ones (written to step back out). */
  files?: KeptCgroupFiles;
  homeFiles?: KeptCgroupFiles;
}

/** Limits the server stepping in to spawn (v2: all its ~12 threads) can never reach: kept set between runs. */
const SERVER_SAFE_PROCESSES = 64;
const SERVER_SAFE_MEMORY_BYTES = 256 * 1024 ** 2;

/** True when a kept cgroup may keep `limits` set while the server steps in and out of it. */
export function canKeepLimitsSet(limits: LimitSettings): boolean {
  const processes = limits.processes === undefined || limits.processes >= SERVER_SAFE_PROCESSES;
  const memory = limits.memoryBytes === undefined || limits.memoryBytes >= SERVER_SAFE_MEMORY_BYTES;
  // A CPU quota would slow the server itself while it is inside.
  return processes && memory && limits.cpuCores === undefined;
}

const NO_HITS: CgroupHits = { oomKills: 0, refusedForks: 0 };

/** What a cgroup kept for a later run needs besides: its counters, and its limits lifted. */
export interface KeepableRunCgroup extends RunCgroup {
  /** The counters of every tree of the run's cgroup, entered or not (the next run's `since`). */
  readHits(): CgroupHits;
  /** Lifts the limits, so that the server stepping in to spawn the next run never counts against them. */
  liftLimits(): void;
  /** The stale charge the limits set in every tree include (set before, or written by leave); undefined when they are not set (lifted, or a run never entered). */
  limitsSetFor(): number | undefined;
}

/** The run's cgroup in each tree (made already) with `limits` to set once the child is in. */
export function toRunCgroup(trees: readonly { tree: ServerTree; dir: string }[], limits: LimitSettings, options: RunCgroupOptions = {}): KeepableRunCgroup {
  return new CgroupsOfRun(trees, limits, options);
}

// A class, not closures made per run (see watch-run.ts).
class CgroupsOfRun implements KeepableRunCgroup {
  private readonly pid: number;
  private readonly since: CgroupHits;
  private readonly parentOf: (pid: number) => number | undefined;
  /** The stale charge the limits were set with before this run, if they were. */
  private readonly limitsSetBefore: number | undefined;
  private readonly staleCharge: number;
  private readonly files: KeptCgroupFiles;
  private readonly homeFiles: KeptCgroupFiles;
  /** v2 lists a run's processes and freezes them whole; else v1's freezer tree, else any v1 tree. */
  private readonly members: { tree: ServerTree; dir: string } | undefined;
  private readonly freezer: { tree: ServerTree; dir: string } | undefined;
  /** A process of any run that moved itself into the server's leaf (v2) is stopped with the run that ends next. */
  private readonly leaf: string | undefined;
  private readonly setLimits: LimitSettings;
  private entered: readonly { tree: ServerTree; dir: string }[] = [];
  private limitsSetWith: number | undefined;
  /** Emptied once the child was spawned, it stays so (nothing of the run is left to fork into it): not read again. */
  private left = false;
  private emptied = false;

  constructor(
    private readonly trees: readonly { tree: ServerTree; dir: string }[],
    private readonly limits: LimitSettings,
    options: RunCgroupOptions,
  ) {
    this.pid = options.pid ?? process.pid;
    this.since = options.since ?? NO_HITS;
    this.parentOf = options.parentOf ?? readParentPid;
    this.limitsSetBefore = options.limitsSetFor;
    this.limitsSetWith = options.limitsSetFor;
    this.staleCharge = options.staleCharge ?? 0;
    this.files = options.files ?? UNKEPT_CGROUP_FILES;
    this.homeFiles = options.homeFiles ?? UNKEPT_CGROUP_FILES;
    this.members = trees.find(({ tree }) => tree.version === 2) ?? trees.find(({ tree }) => tree.controllers.includes('freezer')) ?? trees[0];
    const { members } = this;
    this.freezer = members && (members.tree.version === 2 || members.tree.controllers.includes('freezer')) ? members : undefined;
    this.leaf = members && members.tree.version === 2 && dirname(members.tree.homeDir) === members.tree.serverDir ? members.tree.homeDir : undefined;
    this.setLimits = this.staleCharge > 0 && limits.processes !== undefined ? { ...limits, processes: limits.processes + this.staleCharge } : limits;
  }

  private mover(tree: ServerTree): string {
    return tree.version === 1 ? V1_CALLING_THREAD : String(this.pid);
  }

  /** Limits set already: only a process limit raised by another stale charge is written again. */
  private needsWrite(file: string): boolean {
    return this.limitsSetBefore === undefined || (file === 'pids.max' && this.limitsSetBefore !== this.staleCharge);
  }

  /** A server that could not step back out is never frozen or killed with its run. */
  private holdsServer(): boolean {
    return this.pids().includes(this.pid);
  }

  enter(): void {
    this.entered = this.trees.filter(({ tree, dir }) => attemptWrite(this.files, dir, enterFileOf(tree), this.mover(tree)));
  }

  leave(): void {
    // A write that fails leaves the server inside (then never frozen or killed) or a limit unset (the run goes on).
    for (const { tree } of this.entered) attemptWrite(this.homeFiles, tree.homeDir, enterFileOf(tree), this.mover(tree));
    this.setLimitsIn(this.entered);
    if (this.entered.length === this.trees.length) this.limitsSetWith = this.staleCharge;
    this.left = true;
  }

  joinFiles(): string[] {
    this.setLimitsIn(this.trees);
    return this.trees.map(({ tree, dir }) => join(dir, enterFileOf(tree)));
  }

  joined(mask: number): void {
    this.entered = this.trees.filter((_, index) => (mask & (1 << index)) !== 0);
    if (this.entered.length === this.trees.length) this.limitsSetWith = this.staleCharge;
    this.left = true;
  }

  private setLimitsIn(trees: readonly { tree: ServerTree; dir: string }[]): void {
    for (const { tree, dir } of trees) {
      const writes =
        tree.version === 1 ? toV1Limits(this.setLimits, tree.controllers, tree.hasSwapFile) : toV2Limits(this.setLimits, tree.controllers, tree.hasSwapFile);
      for (const [file, value] of writes) if (this.needsWrite(file)) attemptWrite(this.files, dir, file, value);
    }
  }

  pids(): number[] {
    if (this.emptied || !this.members) return [];
    const found = readCgroupPids(this.members.dir);
    this.emptied = this.left && found.length === 0;
    return found;
  }

  holdsRun(): boolean {
    const { members } = this;
    return members !== undefined && this.entered.some(({ dir }) => dir === members.dir);
  }

  strangers(): number[] {
    return this.leaf ? readLeafStrangers(this.leaf, this.pid, this.parentOf) : [];
  }

  setFrozen(frozen: boolean): void {
    const { freezer } = this;
    if (!freezer || this.holdsServer()) return;
    try {
      (freezer.tree.version === 2 ? setV2Frozen : setV1Frozen)(freezer.dir, frozen);
    } catch {
      // The cgroup gone: nothing of the run is left to freeze.
    }
  }

  kill(): void {
    const killer = this.trees.find(({ tree }) => tree.canKill);
    if (!killer || this.holdsServer()) return;
    try {
      killV2(killer.dir);
    } catch {
      // The cgroup gone: nothing of the run is left to kill.
    }
  }

  /** Every tree, entered or not: a kept cgroup's counts go on from the earlier runs it held. */
  readHits(): CgroupHits {
    let oomKills = 0;
    let refusedForks = 0;
    for (const { tree, dir } of this.trees) {
      const read = tree.version === 1 ? readV1Hits(dir, tree.controllers, this.files.read) : readV2Hits(dir, tree.controllers, this.files.read);
      oomKills += read.oomKills;
      refusedForks += read.refusedForks;
    }
    return { oomKills, refusedForks };
  }

  limitsSetFor(): number | undefined {
    return this.limitsSetWith;
  }

  liftLimits(): void {
    this.limitsSetWith = undefined;
    for (const { tree, dir } of this.trees) {
      const writes =
        tree.version === 1
          ? toV1LiftedLimits(this.limits, tree.controllers, tree.hasSwapFile)
          : toV2LiftedLimits(this.limits, tree.controllers, tree.hasSwapFile);
      for (const [file, value] of writes) attemptWrite(this.files, dir, file, value);
    }
  }

  limitHit(): LimitHit | undefined {
    const hits = this.readHits();
    return toLimitHit({ oomKills: hits.oomKills - this.since.oomKills, refusedForks: hits.refusedForks - this.since.refusedForks }, this.limits);
  }

  remove(): Promise<boolean> {
    this.files.close();
    return removeCgroups(this.trees.map(({ dir }) => dir));
  }
}

/**
 * What counts against an emptied cgroup's process limit: processes of its earlier runs that exited
 * and that init has yet to collect (a sandboxed run leaves bubblewrap's inner process so; this
 * machine's init takes 1.5 s, a container's may never). NaN where unreadable.
 */
export function readStaleCharge(trees: readonly { tree: ServerTree; dir: string }[], files: KeptCgroupFiles = UNKEPT_CGROUP_FILES): number {
  return trees.reduce(
    (most, { tree, dir }) => (tree.controllers.includes('pids') ? Math.max(most, Number.parseInt(files.read(dir, 'pids.current'), 10)) : most),
    0,
  );
}

/** The limit a run went past, as the result tells it: memory first (it stops processes), then processes. */
export function toLimitHit(hits: CgroupHits, limits: LimitSettings): LimitHit | undefined {
  if (hits.oomKills > 0 && limits.memoryBytes !== undefined) {
    return { key: 'memory', value: describeSize(limits.memoryBytes), detail: `the kernel stopped ${hits.oomKills} process(es) that went past it` };
  }
  if (hits.refusedForks > 0 && limits.processes !== undefined) {
    return { key: 'processes', value: String(limits.processes), detail: `the kernel refused ${hits.refusedForks} new process(es) past it` };
  }
  return undefined;
}
