// Watches a started run until it has ended: its timeout, its cancellation, its exit, and its
// streams closing (or, when a process that escaped the group holds them open, a short drain).
import type { RunChild } from './types.js';
import type { Deadline, Deadlines } from './deadlines.js';
import type { RunTree } from './run-tree.js';
import { toSpawnFailure, type SpawnFailure } from './spawn-failure.js';

/** How long output may keep arriving after the whole tree is gone. */
const STREAM_DRAIN_MS = 1_000;

/** How a run ended, before its output is read. */
export interface RunEnding {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  isCanceled: boolean;
  spawnFailure?: SpawnFailure;
}

interface WatchOptions {
  /** The command as planned: named in a spawn failure. */
  program: string;
  cwd: string;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  deadlines: Deadlines;
  tree: RunTree;
  /** Called once, when the run has ended, before its tree is waited for. */
  onEnd: () => void;
}

/** Resolves once the run has ended and its whole tree is gone. */
export function watchRun(child: RunChild, options: WatchOptions): Promise<RunEnding> {
  return new Promise((resolve) => new RunWatch(child, options, resolve));
}

// A class whose listeners are its methods bound, not closures made per run: V8 keeps a closure's
// optimized code only while a closure of it lives, so per-run closures were compiled again after
// every major GC; a method is one function for the server's life.
class RunWatch {
  private readonly ending: RunEnding = { exitCode: null, signal: null, timedOut: false, isCanceled: false };
  private isFinished = false;
  private readonly timeout: Deadline;
  private drain: Deadline | undefined;
  private readonly onAbort = this.aborted.bind(this);

  constructor(
    private readonly child: RunChild,
    private readonly options: WatchOptions,
    private readonly resolve: (ending: RunEnding) => void,
  ) {
    this.timeout = options.deadlines.after(options.timeoutMs, this.timedOut.bind(this));
    options.signal?.addEventListener('abort', this.onAbort, { once: true });
    child.on('error', this.failed.bind(this));
    child.on('exit', this.exited.bind(this));
    child.on('close', this.finish.bind(this));
  }

  private timedOut(): void {
    this.ending.timedOut = true;
    this.options.tree.stop();
  }

  private aborted(): void {
    this.ending.isCanceled = true;
    this.options.tree.stop();
  }

  private failed(error: NodeJS.ErrnoException): void {
    if (this.child.pid !== undefined) return;
    this.ending.spawnFailure = toSpawnFailure(error, this.options.program, this.options.cwd);
    this.finish();
  }

  private exited(code: number | null, exitSignal: NodeJS.Signals | null): void {
    this.ending.exitCode = code;
    this.ending.signal = exitSignal;
    this.options.tree.exited();
    // Streams held open by a process that escaped the group must not hold the call.
    void this.options.tree.gone().then(this.drainAfterGone.bind(this));
  }

  private drainAfterGone(): void {
    if (this.isFinished) return;
    this.drain = this.options.deadlines.after(STREAM_DRAIN_MS, this.drained.bind(this));
  }

  private drained(): void {
    this.child.stdout?.destroy();
    this.child.stderr?.destroy();
    this.finish();
  }

  private finish(): void {
    if (this.isFinished) return;
    this.isFinished = true;
    this.options.deadlines.cancel(this.timeout);
    this.options.deadlines.cancel(this.drain);
    this.options.onEnd();
    this.options.signal?.removeEventListener('abort', this.onAbort);
    // The run is over when its whole tree is gone, not when its first process is.
    void this.options.tree.gone().then(this.resolveEnding.bind(this));
  }

  private resolveEnding(): void {
    this.resolve(this.ending);
  }
}
