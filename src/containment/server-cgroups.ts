// The server's cgroups: `mcp-wrap-<pid>.<start>` under its own cgroup in each hierarchy where it
// may make one, found and made on the first run (a start stays as fast), each run's cgroup a
// child of it. cgroup v2 contains runs (and limits them with the controllers it can hand down);
// v1 trees add the controllers v2 does not have here (memory, pids, cpu; the freezer where no v2
// tree is). A limit no tree enforces is not an error: the run goes on without it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LimitHit, LimitSettings } from '../definition/types.js';
import { hasCgroupFile, keepCgroupFiles, pollCgroupUntil, type CgroupHits, type KeptCgroupFiles } from './cgroup-files.js';
import { delegateV2 } from './cgroup-v2.js';
import { findCgroupTrees, type CgroupTree } from './find-cgroups.js';
import { canKeepLimitsSet, readStaleCharge, removeCgroups, toRunCgroup, type KeepableRunCgroup, type RunCgroup, type ServerTree } from './run-cgroup.js';
import { SERVER_NAME_PREFIX } from './run-mark.js';

/** What enforces each limit and what finds a run's processes, for `doctor` and the start-up log. */
export interface LimitEnforcement {
  memory?: string;
  processes?: string;
  cpu?: string;
  containment: 'cgroup v2 cgroup.kill' | 'cgroup v2 freezer' | 'cgroup v1 freezer' | 'cgroup v1' | 'process table only';
}

export interface ServerCgroups {
  /** A cgroup for a run with these limits, or undefined where none can be made. */
  createRun(limits: LimitSettings): RunCgroup | undefined;
  enforcement(): LimitEnforcement;
  /** Removes the server's cgroups when no run's is left (a later run makes them again). */
  release(): Promise<void>;
}

/** The controller that enforces each limit, where a tree has it. */
const CONTROLLER_OF = { memoryBytes: 'memory', processes: 'pids', cpuCores: 'cpu' } as const;

/** A v1 tree is entered only for a limit the run has (each tree entered costs the spawn about 0.05 ms); v2 and the freezer always, to contain. */
function isNeeded(tree: ServerTree, limits: LimitSettings): boolean {
  if (tree.version === 2 || tree.controllers.includes('freezer')) return true;
  return (Object.keys(CONTROLLER_OF) as (keyof typeof CONTROLLER_OF)[]).some(
    (key) => limits[key] !== undefined && tree.controllers.includes(CONTROLLER_OF[key]),
  );
}

function makeFolder(dir: string): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EEXIST';
  }
}

/** The trees this server uses, its cgroup made in each; v1 trees only for what v2 does not do here. */
export function createServerTrees(trees: readonly CgroupTree[], instanceId: string, pid = process.pid): ServerTree[] {
  const used: ServerTree[] = [];
  const name = `${SERVER_NAME_PREFIX}${instanceId}`;
  // An empty v2 tree beside v1 controllers (hybrid mode) limits nothing; the v1 freezer contains
  // as well (frozen, nothing forks; SIGKILL; thawed) and costs a third as much to step into
  // (moving a whole process takes a lock v1's single-thread move does not hold as long).
  const hasV1Freezer = trees.some((tree) => tree.version === 1 && tree.controllers.includes('freezer'));
  const v2 = trees.find(
    (tree) => tree.version === 2 && (!hasV1Freezer || tree.controllers.some((controller) => ['memory', 'pids', 'cpu'].includes(controller))),
  );
  const v2Dir = v2 && join(v2.ownDir, name);
  if (v2 && v2Dir && makeFolder(v2Dir)) {
    const { controllers, homeDir } = delegateV2(v2.ownDir, v2Dir, v2.controllers, pid);
    used.push({
      version: 2,
      controllers,
      serverDir: v2Dir,
      homeDir,
      hasSwapFile: hasCgroupFile(v2Dir, 'memory.swap.max'),
      canKill: hasCgroupFile(v2Dir, 'cgroup.kill'),
    });
  }
  const covered = new Set([...(used[0]?.controllers ?? []), ...(used.length > 0 ? ['freezer'] : [])]);
  for (const tree of trees) {
    const controllers = tree.version === 1 ? tree.controllers.filter((controller) => !covered.has(controller)) : [];
    const serverDir = join(tree.ownDir, name);
    if (controllers.length === 0 || !makeFolder(serverDir)) continue;
    for (const controller of controllers) covered.add(controller);
    used.push({
      version: 1,
      controllers,
      serverDir,
      homeDir: tree.ownDir,
      hasSwapFile: hasCgroupFile(serverDir, 'memory.memsw.limit_in_bytes'),
      canKill: false,
    });
  }
  return used;
}

export function describeEnforcement(trees: readonly ServerTree[]): LimitEnforcement {
  const by = (controller: string) => {
    const tree = trees.find((candidate) => candidate.controllers.includes(controller));
    return tree && `cgroup v${tree.version}`;
  };
  const v2 = trees.find((tree) => tree.version === 2);
  const containment = v2
    ? v2.canKill
      ? 'cgroup v2 cgroup.kill'
      : 'cgroup v2 freezer'
    : by('freezer')
      ? 'cgroup v1 freezer'
      : trees.length > 0
        ? 'cgroup v1'
        : 'process table only';
  const enforcement: LimitEnforcement = { containment };
  for (const [key, field] of [
    ['memory', 'memoryBytes'],
    ['processes', 'processes'],
    ['cpu', 'cpuCores'],
  ] as const) {
    const enforcer = by(CONTROLLER_OF[field]);
    if (enforcer) enforcement[key] = enforcer;
  }
  return enforcement;
}

/** Emptied run cgroups kept for later runs with the same limits: one kept costs nothing to make or remove, and a third to enter. */
const KEPT_RUN_CGROUPS = 16;

/**
 * A kept cgroup is reused while at most this many exited processes of its earlier runs, not yet
 * collected by init, still count against its process limit; the limit is raised by as many, so a
 * run may start its whole limit. Past it a new cgroup is made (on a slow init, a cgroup reused at
 * once after every sandboxed call would gather one such process per call).
 */
const MAX_STALE_CHARGE = 8;

interface KeptCgroup {
  made: { tree: ServerTree; dir: string }[];
  /** Its files written or read on every run, kept open while it is. */
  files: KeptCgroupFiles;
  since: CgroupHits;
  /** Its limits stayed set (they cannot bind the server stepping in), the process limit raised by this stale charge: not written again for the same charge. */
  limitsSetFor?: number;
}

const keyOf = (limits: LimitSettings) => JSON.stringify([limits.memoryBytes, limits.processes, limits.cpuCores]);

/** Takes the longest kept cgroup whose stale charge is small (see MAX_STALE_CHARGE), with that charge. */
function takeReusable(queue: KeptCgroup[]): { cgroup: KeptCgroup; staleCharge: number } | undefined {
  for (const [index, cgroup] of queue.entries()) {
    const staleCharge = readStaleCharge(cgroup.made, cgroup.files);
    if (staleCharge <= MAX_STALE_CHARGE) return { cgroup: queue.splice(index, 1)[0]!, staleCharge };
  }
  return undefined;
}

/**
 * A run's cgroup until it is given up: once emptied, it may hold a later run, which this handle
 * touches no more. A class, not closures made per run (see watch-run.ts).
 */
class GivenUpOnce implements RunCgroup {
  private given = false;

  constructor(
    private readonly run: KeepableRunCgroup,
    private readonly cgroup: KeptCgroup,
    private readonly limits: LimitSettings,
    /** Keeps or removes the emptied cgroup. */
    private readonly giveUp: (run: KeepableRunCgroup, cgroup: KeptCgroup, limits: LimitSettings) => Promise<unknown>,
  ) {}

  enter(): void {
    this.run.enter();
  }

  leave(): void {
    this.run.leave();
  }

  joinFiles(): string[] {
    return this.run.joinFiles();
  }

  joined(mask: number): void {
    this.run.joined(mask);
  }

  pids(): number[] {
    return this.given ? [] : this.run.pids();
  }

  holdsRun(): boolean {
    return !this.given && this.run.holdsRun();
  }

  strangers(): number[] {
    return this.given ? [] : this.run.strangers();
  }

  setFrozen(frozen: boolean): void {
    if (!this.given) this.run.setFrozen(frozen);
  }

  kill(): void {
    if (!this.given) this.run.kill();
  }

  limitHit(): LimitHit | undefined {
    return this.run.limitHit();
  }

  async remove(): Promise<boolean> {
    if (this.given) return true;
    const emptied = await pollCgroupUntil(() => this.run.pids().length === 0);
    // One that does not empty keeps the server's: the reaper removes both once this server is gone.
    if (!emptied || this.given) return emptied;
    this.given = true;
    await this.giveUp(this.run, this.cgroup, this.limits);
    return true;
  }
}

/** `keepFiles`: how a cgroup's files are kept open (plain files in tests, where a write does not replace the text). */
export function createServerCgroups(instanceId: string, findTrees: () => CgroupTree[] = findCgroupTrees, keepFiles = keepCgroupFiles): ServerCgroups {
  let trees: ServerTree[] | undefined;
  let live = 0;
  let made = 0;
  const kept = new Map<string, KeptCgroup[]>();
  const homeFiles = keepFiles();
  const keptCount = () => [...kept.values()].reduce((sum, list) => sum + list.length, 0);
  const serverTrees = () => (trees ??= process.platform === 'linux' ? createServerTrees(findTrees(), instanceId) : []);
  const makeRunCgroup = (limits: LimitSettings): KeptCgroup | undefined => {
    const name = `run-${++made}`;
    const dirs = serverTrees()
      .filter((tree) => isNeeded(tree, limits))
      .map((tree) => ({ tree, dir: join(tree.serverDir, name) }))
      .filter(({ dir }) => makeFolder(dir));
    return dirs.length > 0 ? { made: dirs, files: keepFiles(), since: { oomKills: 0, refusedForks: 0 } } : undefined;
  };
  const giveUp = (run: KeepableRunCgroup, cgroup: KeptCgroup, limits: LimitSettings) => {
    live--;
    if (keptCount() >= KEPT_RUN_CGROUPS) return run.remove();
    // The server steps in to spawn the next run: limits it could reach are lifted now and set
    // again after that spawn (leave); the others stay, which spares their writes on every call.
    if (!canKeepLimitsSet(limits)) run.liftLimits();
    const limitsSetFor = run.limitsSetFor();
    const entry: KeptCgroup = { made: cgroup.made, files: cgroup.files, since: run.readHits(), ...(limitsSetFor !== undefined && { limitsSetFor }) };
    const key = keyOf(limits);
    kept.set(key, [...(kept.get(key) ?? []), entry]);
    return Promise.resolve(true);
  };
  return {
    createRun(limits) {
      const key = keyOf(limits);
      const reused = takeReusable(kept.get(key) ?? []);
      const cgroup = reused?.cgroup ?? makeRunCgroup(limits);
      if (!cgroup) return undefined;
      const staleCharge = reused?.staleCharge ?? 0;
      live++;
      const run = toRunCgroup(cgroup.made, limits, {
        since: cgroup.since,
        files: cgroup.files,
        homeFiles,
        staleCharge,
        ...(cgroup.limitsSetFor !== undefined && { limitsSetFor: cgroup.limitsSetFor }),
      });
      return new GivenUpOnce(run, cgroup, limits, giveUp);
    },
    enforcement: () => describeEnforcement(serverTrees()),
    async release() {
      if (!trees || live > 0) return;
      // On v2 a server that moved into its own leaf (`server`) still lives there: the leaf and the
      // server's cgroup stay (rmdir fails, EBUSY) until the reaper removes them once it is gone.
      const keptCgroups = [...kept.values()].flat();
      const dirs = [...keptCgroups.flatMap(({ made: dirs }) => dirs.map(({ dir }) => dir)), ...trees.map((tree) => tree.serverDir)];
      for (const { files } of keptCgroups) files.close();
      homeFiles.close();
      trees = undefined;
      kept.clear();
      await removeCgroups(dirs, 0);
    },
  };
}
