// Waits for the whole tree of a run, not only its first process: what stays in the run's process
// group may hold its output open and is stopped at once; anything else it left (a daemon, a
// detached grandchild) is swept after the answer.
import { isGroupRunning } from '../containment/process-group.js';
import type { RunCgroup } from '../containment/run-cgroup.js';
import type { SpawnLedger } from '../containment/spawn-ledger.js';
import { stopRun, type RunTarget } from '../containment/stop-run.js';

export interface RunTree {
  /** Stops every process of the run (once, however often asked). */
  stop(): void;
  /** The first process exited: stops now what it left in its group, or marks the rest for a sweep. */
  exited(): void;
  /** Resolves once every process a stop was asked for is gone (at once when none was). */
  gone(): Promise<unknown>;
  /** What the run left can only be found by a scan, which waits until the answer is out. */
  sweepsAfterAnswer(): boolean;
}

interface TreeOptions {
  killGraceMs: number;
  /** Which processes this server created since the run's first. */
  spawnLedger: SpawnLedger;
  cgroup: RunCgroup | undefined;
  /** The kernel ends the whole run with its first process (a PID namespace). */
  diesWhole: boolean;
}

export function createRunTree(target: RunTarget, options: TreeOptions): RunTree {
  return new TreeOfRun(target, options);
}

/** A class, not closures made per run (see watch-run.ts). */
class TreeOfRun implements RunTree {
  private stopping: Promise<boolean> | undefined;
  private sweepAfterAnswer = false;

  constructor(
    private readonly target: RunTarget,
    private readonly options: TreeOptions,
  ) {}

  stop(): void {
    if (this.target.pid !== undefined) this.stopping ??= stopRun(this.target, this.options.killGraceMs);
  }

  exited(): void {
    // Background processes the program left behind belong to the call too. With a cgroup, every
    // one of them is in it (born inside): an empty cgroup means none is left, on however busy a
    // machine. Without one, none can exist if no process was created since the child (its group
    // held only the child). Those in its group may hold its output open: stopped now. Any other
    // may only be found by a scan, which waits until the answer is out. A launch that dies whole
    // needs none: what its cgroup still holds is being torn down by the kernel.
    const { target } = this;
    const { cgroup, diesWhole, spawnLedger } = this.options;
    const leftBehind = cgroup?.holdsRun() ? !diesWhole && cgroup.pids().length > 0 : !spawnLedger.nothingElseSince(target.pid ?? 0);
    if (target.pid === undefined || !leftBehind) return;
    if (isGroupRunning(target.pid)) this.stop();
    else this.sweepAfterAnswer = !this.stopping && !diesWhole;
  }

  gone(): Promise<unknown> {
    return Promise.resolve(this.stopping);
  }

  sweepsAfterAnswer(): boolean {
    return this.sweepAfterAnswer;
  }
}
