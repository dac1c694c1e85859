// Watches a started run until it has ended: its timeout, its cancellation, its exit, and its
// streams closing (or, when a process that escaped the group holds them open, a short drain).
import type { ChildProcess } from 'node:child_process';
import type { Deadlines } from './deadlines.js';
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
export function watchRun(child: ChildProcess, { program, cwd, timeoutMs, signal, deadlines, tree, onEnd }: WatchOptions): Promise<RunEnding> {
  const ending: RunEnding = { exitCode: null, signal: null, timedOut: false, isCanceled: false };
  return new Promise((resolve) => {
    let finished = false;
    let cancelDrain: (() => void) | undefined;
    const cancelTimeout = deadlines.after(timeoutMs, () => {
      ending.timedOut = true;
      tree.stop();
    });
    const onAbort = () => {
      ending.isCanceled = true;
      tree.stop();
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    const finish = () => {
      if (finished) return;
      finished = true;
      cancelTimeout();
      cancelDrain?.();
      onEnd();
      signal?.removeEventListener('abort', onAbort);
      // The run is over when its whole tree is gone, not when its first process is.
      void tree.gone().then(() => resolve(ending));
    };

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (child.pid !== undefined) return;
      ending.spawnFailure = toSpawnFailure(error, program, cwd);
      finish();
    });
    child.on('exit', (code, exitSignal) => {
      ending.exitCode = code;
      ending.signal = exitSignal;
      tree.exited();
      // Streams held open by a process that escaped the group must not hold the call.
      void tree.gone().then(() => {
        if (finished) return;
        cancelDrain = deadlines.after(STREAM_DRAIN_MS, () => {
          child.stdout?.destroy();
          child.stderr?.destroy();
          finish();
        });
      });
    });
    child.on('close', finish);
  });
}
