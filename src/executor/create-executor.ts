// The executor a server owns: it runs requests at most `maxConcurrency` at a time, in arrival
// order, each in a cgroup of its own where the server may make one, inside what the injected
// RunWrapper puts around it (the OS sandbox, rlimits, protected paths: the executor knows none of
// them), sweeps up what finished runs left behind, and on close stops every run still going and
// waits until none of their processes is left.
import { currentServerCgroups, currentServerInstance, currentSpawnLedger } from '../containment/current-instance.js';
import type { ServerCgroups } from '../containment/server-cgroups.js';
import { createSweeper } from '../containment/sweep-runs.js';
import { createDeadlines } from './deadlines.js';
import { isShortcutOn } from '../shortcuts.js';
import { createChildEnvironment } from './environment.js';
import { launchAsIs } from './launch-as-is.js';
import { createBufferReclaimer } from './reclaim-buffers.js';
import { runCommand, type RunOptions } from './run-command.js';
import { createRunQueue } from './run-queue.js';
import { createSpareLaunches } from './spare-launches.js';
import { loadSpawnProgram, spawnWithNode, type ImportModule } from './spawn-program.js';
import { findSpawner, Spawner } from './spawner.js';
import type { ExecutionOutcome, ProgressSnapshot, RunRequest, RunWrapper, WrappedRun } from './types.js';

export const DEFAULT_MAX_CONCURRENCY = 8;

export interface Executor<Scope = unknown, Report extends object = object> {
  run(
    request: RunRequest<Scope>,
    options?: { signal?: AbortSignal; onProgress?: (snapshot: ProgressSnapshot) => void },
  ): Promise<ExecutionOutcome & Partial<Report>>;
  /** Runs queued or running now. */
  active(): number;
  /** Cancels every run, queued or running, and resolves when all of them have ended. */
  close(): Promise<void>;
}

export interface ExecutorOptions<Scope, Report extends object> {
  serverEnv: Readonly<Record<string, string | undefined>>;
  /** What is put around each run (default: nothing, each command launched as it is). */
  wrapper?: RunWrapper<Scope, Report>;
  maxConcurrency?: number;
  /** Imports execa where it is needed (Windows). */
  importModule?: ImportModule;
  /** Where runs' cgroups are made (default: this process's, see server-cgroups.ts). */
  cgroups?: ServerCgroups;
}

const ignore = () => {};

const AS_IS: WrappedRun<object> = { launch: launchAsIs, settle: () => ({}), end: () => {} };

export function createExecutor<Scope = unknown, Report extends object = object>({
  serverEnv,
  maxConcurrency = DEFAULT_MAX_CONCURRENCY,
  importModule,
  wrapper,
  cgroups = currentServerCgroups(),
}: ExecutorOptions<Scope, Report>): Executor<Scope, Report> {
  /** Each run's own stop; close() pulls them all. */
  const stops = new Set<AbortController>();
  let closed = false;
  const queue = createRunQueue(maxConcurrency);
  const running = new Set<Promise<ExecutionOutcome>>();
  const reclaimBuffers = isShortcutOn(serverEnv, 'reclaimBuffers') ? createBufferReclaimer() : undefined;
  const childEnv = createChildEnvironment(serverEnv);
  const sweeper = createSweeper();
  const spawnerPath = process.platform === 'linux' && isShortcutOn(serverEnv, 'spawner') ? findSpawner() : undefined;
  const spawner = spawnerPath ? new Spawner(spawnerPath, spawnWithNode) : undefined;
  const spawnProgram = spawner ? Promise.resolve(spawner.spawn) : loadSpawnProgram(process.platform, importModule);
  const deadlines = createDeadlines();
  const instance = currentServerInstance();
  const spawnLedger = currentSpawnLedger();
  // Taken only by launches that can wait for their command (a prepared sandbox: see the sandbox gate).
  const spares = isShortcutOn(serverEnv, 'preparedSandbox')
    ? spawnProgram.then((spawn) => createSpareLaunches({ spawnProgram: spawn, cgroups, instance, spawnLedger }))
    : undefined;

  const runInTurn = async (
    request: RunRequest<Scope>,
    options: Omit<RunOptions, 'mark' | 'deadlines' | 'spawnLedger'> & { sweep: NonNullable<RunOptions['sweep']> },
  ) => {
    const slot = await queue.acquire(options.signal);
    // The wrapped run ends at the end, or after the check that follows a sweep.
    let wrapped: WrappedRun<Report> | undefined;
    let swept = false;
    try {
      wrapped = wrapper ? await wrapper.enter(request.sandbox) : AS_IS;
      const { afterSweep } = wrapped;
      const sweep: RunOptions['sweep'] = afterSweep
        ? (target, graceMs) => {
            swept = true;
            options.sweep(target, graceMs);
            afterSweep(sweeper.idle());
          }
        : options.sweep;
      // Made last, so that nothing can throw between its making and runCommand, which gives it back.
      const cgroup = cgroups.createRun(request.limits);
      // Cancelled while queued: runCommand returns a cancelled outcome without spawning.
      const outcome = await runCommand(request, {
        ...options,
        mark: instance.nextMark(),
        deadlines,
        spawnLedger,
        spawnProgram: await spawnProgram,
        ...(spares && { spares: await spares }),
        launch: wrapped.launch,
        ...(cgroup && { cgroup }),
        sweep,
      });
      return { ...outcome, ...wrapped.settle() };
    } finally {
      if (!swept) wrapped?.end();
      slot?.release();
    }
  };

  const forgetWhenDone = async (run: Promise<ExecutionOutcome>, stop: AbortController, signal: AbortSignal | undefined, forward: () => void) => {
    await run.catch(ignore);
    running.delete(run);
    stops.delete(stop);
    signal?.removeEventListener('abort', forward);
  };

  return {
    run(request, { signal, onProgress } = {}) {
      // The call's own signal or the executor's close stops the run. Each run has a controller of
      // its own, which close() aborts from a set: a listener per run on one shared signal would pass
      // Node's ten and print "Possible EventTarget memory leak" with eleven calls in flight. A
      // forwarding listener is cheaper per call than AbortSignal.any, whose weak references the GC
      // follows; a bound abort, not a closure per run, whose optimized code V8 would drop at every
      // major GC (see watch-run.ts).
      const stop = new AbortController();
      const forward = stop.abort.bind(stop);
      if (signal?.aborted || closed) forward();
      signal?.addEventListener('abort', forward, { once: true });
      stops.add(stop);
      const run = runInTurn(request, {
        signal: stop.signal,
        childEnv,
        sweep: sweeper.sweep,
        ...(reclaimBuffers && { reclaimBuffers }),
        ...(onProgress && { onProgress }),
      });
      running.add(run);
      void forgetWhenDone(run, stop, signal, forward);
      return run;
    },
    active: () => running.size,
    async close() {
      closed = true;
      stops.forEach((stop) => stop.abort());
      await Promise.allSettled(running);
      await (await spares)?.close();
      spawner?.close();
      await sweeper.idle();
      await cgroups.release();
    },
  };
}
