// Launches started ahead of their calls. A run whose launch can wait for its command
// (Launch.prepared: bubblewrap with a tool's namespaces, mounts and filter made, its exec helper
// waiting) leaves, once it is over and off the answer's path, launches like it started, each in a
// cgroup and under a mark of its own, from the second run of that set-up on; the next runs with
// the same set-up take them and only write their command. Each is used once. One left waiting for
// SPARE_IDLE_MS is ended, and every one when the executor closes.
import type { RunCgroup } from '../containment/run-cgroup.js';
import type { ServerInstance } from '../containment/run-mark.js';
import type { ServerCgroups } from '../containment/server-cgroups.js';
import type { SpawnLedger } from '../containment/spawn-ledger.js';
import type { LimitSettings } from '../definition/types.js';
import { spawnLaunch, type SpawnProgram } from './spawn-program.js';
import type { Launch, RunChild } from './types.js';

/** How long a spare waits for a call before it is ended: longer than an agent's usual pauses. */
const SPARE_IDLE_MS = 10 * 60_000;
/** Spares kept ready per set-up: calls in a quick row each find one that had a call's time to get ready. */
const SPARES_PER_SETUP = 2;
/** Spares at most, across set-ups (each holds three processes: 4 MiB resident, 0.2 MiB of it their own). */
const MAX_SPARES = 8;
/** Set-ups remembered as run once, at most (a set-up whose runs all differ adds one each). */
const MAX_SEEN_SETUPS = 64;
/** How long close() waits for an ended spare's processes. */
const CLOSE_WAIT_MS = 2_000;

/** A started launch waiting for its command, with the cgroup it was born in and the mark it carries. */
export interface Spare {
  child: RunChild;
  mark: string;
  cgroup: RunCgroup | undefined;
  spawnedAtMs: number;
}

/** A run's set-up as the spares know it: its launch (one that waits for its command), limits and stdin, and the key they make, worked out once a run. */
export interface SpareSetup {
  key: string;
  launch: Launch;
  limits: LimitSettings;
  pipeStdin: boolean;
}

export function toSpareSetup(launch: Launch, limits: LimitSettings, pipeStdin: boolean): SpareSetup {
  return { key: `${launch.prepared!.key}\0${JSON.stringify(limits)}\0${pipeStdin ? 'stdin' : ''}`, launch, limits, pipeStdin };
}

export interface SpareLaunches {
  /** The spare for this set-up, if one waits: it is the caller's from now on. */
  claim(setup: SpareSetup): Spare | undefined;
  /** Starts spares for this set-up after the current turn, unless enough wait or are on their way. */
  replenish(setup: SpareSetup): void;
  /** Ends every spare; resolves once they are gone and their cgroups given up. */
  close(): Promise<void>;
}

export interface SpareLaunchesOptions {
  spawnProgram: SpawnProgram;
  cgroups: ServerCgroups;
  instance: ServerInstance;
  spawnLedger: SpawnLedger;
  idleMs?: number;
}

export function createSpareLaunches(options: SpareLaunchesOptions): SpareLaunches {
  return new SparePool(options);
}

const ignore = () => {};

// Classes, not closures made per run (see watch-run.ts).
class SparePool implements SpareLaunches {
  /** Waiting spares by set-up, each list oldest first. */
  private readonly waiting = new Map<string, WaitingSpare[]>();
  /** Spares of each set-up asked for and not yet started. */
  private readonly starting = new Map<string, number>();
  private readonly ending = new Set<Promise<void>>();
  private readonly startSoon = this.startIfWanted.bind(this);
  /** Set-ups that ran once, remembered until MAX_SEEN_SETUPS of them. */
  private readonly seen = new Set<string>();
  private count = 0;
  private closed = false;

  constructor(private readonly options: SpareLaunchesOptions) {}

  claim(setup: SpareSetup): Spare | undefined {
    return this.take(setup.key)?.handOver();
  }

  replenish(setup: SpareSetup): void {
    const { key } = setup;
    if (!this.isRepeated(key)) return;
    const asked = this.starting.get(key) ?? 0;
    const wanted = SPARES_PER_SETUP - (this.waiting.get(key)?.length ?? 0) - asked;
    if (this.closed || wanted <= 0) return;
    this.starting.set(key, asked + wanted);
    for (let spare = 0; spare < wanted; spare++) setImmediate(this.startSoon, setup);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const list of this.waiting.values()) for (const spare of list) this.end(spare);
    this.waiting.clear();
    this.count = 0;
    await Promise.all(this.ending);
  }

  /** True from a set-up's second run on: one whose runs all differ (a {run_dir} in its policy, a cwd from an argument) never gets a spare. */
  private isRepeated(key: string): boolean {
    if (this.seen.has(key)) return true;
    if (this.seen.size >= MAX_SEEN_SETUPS) this.seen.clear();
    this.seen.add(key);
    return false;
  }

  private startIfWanted(setup: SpareSetup): void {
    if (this.closed || (this.waiting.get(setup.key)?.length ?? 0) >= SPARES_PER_SETUP) this.started(setup.key);
    else void this.start(setup);
  }

  /** One spare asked for is started, or will not be. */
  private started(key: string): void {
    const asked = this.starting.get(key)! - 1;
    if (asked > 0) this.starting.set(key, asked);
    else this.starting.delete(key);
  }

  private async start({ key, launch, limits, pipeStdin }: SpareSetup): Promise<void> {
    const { spawnProgram, cgroups, instance, spawnLedger } = this.options;
    if (this.count >= MAX_SPARES) this.end(this.take(this.waiting.keys().next().value!)!);
    const mark = instance.nextMark();
    const cgroup = cgroups.createRun(limits);
    let child: RunChild | undefined;
    try {
      ({ child } = await spawnLaunch(launch, mark, pipeStdin, spawnProgram, cgroup));
    } catch {
      // A spawn that failed says why with the run that launches afresh; this one is dropped.
    } finally {
      this.started(key);
    }
    if (child?.pid === undefined) {
      child?.on('error', ignore);
      void cgroup?.remove();
      return;
    }
    spawnLedger.record(child.pid);
    launch.attach?.(child);
    const spare = new WaitingSpare({ child, mark, cgroup, spawnedAtMs: Date.now() }, this.options.idleMs ?? SPARE_IDLE_MS, this.drop.bind(this, key));
    if (this.closed) {
      this.end(spare);
      return;
    }
    const list = this.waiting.get(key);
    if (list) list.push(spare);
    else this.waiting.set(key, [spare]);
    this.count++;
  }

  /** The oldest spare of a set-up, no longer waiting. */
  private take(key: string): WaitingSpare | undefined {
    const list = this.waiting.get(key);
    const spare = list?.shift();
    if (list?.length === 0) this.waiting.delete(key);
    if (spare) this.count--;
    return spare;
  }

  /** A spare that ended or timed out while waiting: forgotten, ended, its cgroup given up. */
  private drop(key: string, spare: WaitingSpare): void {
    const list = this.waiting.get(key);
    const index = list?.indexOf(spare) ?? -1;
    if (index >= 0) {
      list!.splice(index, 1);
      if (list!.length === 0) this.waiting.delete(key);
      this.count--;
    }
    this.end(spare);
  }

  private end(spare: WaitingSpare): void {
    const ended = spare.end();
    this.ending.add(ended);
    void ended.then(() => this.ending.delete(ended));
  }
}

class WaitingSpare {
  private readonly timer: NodeJS.Timeout;
  private readonly onExit = this.exited.bind(this);
  private readonly exit: Promise<void>;
  private isOver = false;
  private ended: Promise<void> | undefined;

  constructor(
    private readonly spare: Spare,
    idleMs: number,
    private readonly dropped: (spare: WaitingSpare) => void,
  ) {
    const { child } = spare;
    child.on('error', ignore);
    child.stdout?.on('error', ignore);
    child.stderr?.on('error', ignore);
    this.exit = new Promise((resolve) => child.once('exit', () => resolve()));
    child.once('exit', this.onExit);
    this.timer = setTimeout(this.dropped, idleMs, this);
    this.timer.unref();
  }

  handOver(): Spare {
    clearTimeout(this.timer);
    this.spare.child.off('exit', this.onExit);
    return this.spare;
  }

  /** Kills the spare's process group (bwrap's PID namespace goes with it: --die-with-parent) and gives its cgroup up once it is gone; once. */
  end(): Promise<void> {
    return (this.ended ??= this.stop());
  }

  private async stop(): Promise<void> {
    clearTimeout(this.timer);
    const { child, cgroup } = this.spare;
    if (!this.isOver && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
      cgroup?.kill();
    }
    await Promise.race([this.exit, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    // Unclaimed, its pipes are read or written by no one: closed here, or each would hold a descriptor for the server's life.
    for (const stream of child.stdio) stream?.destroy();
    child.dropReports?.();
    await cgroup?.remove();
  }

  private exited(): void {
    this.isOver = true;
    this.dropped(this);
  }
}
