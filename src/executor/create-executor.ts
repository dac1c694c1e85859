// The executor a server owns: it runs requests at most `maxConcurrency` at a time, in arrival
// order, each in a cgroup of its own where the server may make one, sweeps up what finished runs
// left behind, and on close stops every run still going and waits until none of their processes
// is left.
import { homedir } from 'node:os';
import { currentServerCgroups } from '../containment/current-instance.js';
import type { ServerCgroups } from '../containment/server-cgroups.js';
import { createSweeper } from '../containment/sweep-runs.js';
import { describeGuarantees, type Guarantee } from '../sandbox/describe-guarantees.js';
import { createRlimitLauncher, describeRlimits, findRlimitSetup, type RlimitSetup } from '../sandbox/rlimits.js';
import { createProtectedGuard, type GuardProtected } from '../sandbox/guard-protected.js';
import { createProtectedScanner } from '../sandbox/scan-protected.js';
import type { SandboxGate } from '../sandbox/sandbox-gate.js';
import { isShortcutOn } from '../shortcuts.js';
import { createChildEnvironment } from './environment.js';
import { createBufferReclaimer } from './reclaim-buffers.js';
import { runCommand, type RunOptions } from './run-command.js';
import { createRunQueue } from './run-queue.js';
import { loadSpawnProgram, type ImportModule } from './spawn-program.js';
import type { ExecutionOutcome, ProgressSnapshot, RunRequest } from './types.js';

export const DEFAULT_MAX_CONCURRENCY = 8;

export interface Executor {
  run(request: RunRequest, options?: { signal?: AbortSignal; onProgress?: (snapshot: ProgressSnapshot) => void }): Promise<ExecutionOutcome>;
  /** Runs queued or running now. */
  active(): number;
  /** Cancels every run, queued or running, and resolves when all of them have ended. */
  close(): Promise<void>;
  /** What holds for every run here (the sandbox found, cgroups, rlimits), worked out once. */
  guarantees(): Promise<Guarantee[]>;
}

export interface ExecutorOptions {
  serverEnv: Readonly<Record<string, string | undefined>>;
  /** How runs are launched: inside the OS sandbox or not (default: never sandboxed). */
  sandboxGate?: SandboxGate;
  maxConcurrency?: number;
  /** Imports execa where it is needed (Windows). */
  importModule?: ImportModule;
  /** Finds the protected paths in a run's writable places, and moves aside what it left there (default: in the user's home). */
  guardProtected?: GuardProtected;
  /** Where runs' cgroups are made (default: this process's, see server-cgroups.ts). */
  cgroups?: ServerCgroups;
}

export function createExecutor({ serverEnv, maxConcurrency = DEFAULT_MAX_CONCURRENCY, importModule, sandboxGate, guardProtected, cgroups = currentServerCgroups() }: ExecutorOptions): Executor {
  const guard = guardProtected ?? createProtectedGuard(homedir(), createProtectedScanner(undefined, undefined, isShortcutOn(serverEnv, 'scanCache')));
  const closing = new AbortController();
  const queue = createRunQueue(maxConcurrency);
  const running = new Set<Promise<ExecutionOutcome>>();
  const reclaimBuffers = isShortcutOn(serverEnv, 'reclaimBuffers') ? createBufferReclaimer() : undefined;
  const childEnv = createChildEnvironment(serverEnv);
  const sweeper = createSweeper();
  const spawnProgram = loadSpawnProgram(process.platform, importModule);
  // prlimit is looked for on the first run (or ask), once the cgroups say whether they count processes.
  let rlimits: RlimitSetup | undefined;
  const rlimitSetup = () => (rlimits ??= findRlimitSetup(serverEnv, cgroups.enforcement().processes !== undefined));
  let guaranteesHere: Promise<Guarantee[]> | undefined;

  const runInTurn = async (request: RunRequest, options: RunOptions) => {
    const release = await queue.acquire(options.signal);
    // The guard's run leaves the guard's registry at the end, or after the check that follows a sweep.
    let endGuard: (() => void) | undefined;
    let swept = false;
    try {
      // With or without the OS sandbox: the protected paths are looked at before, and what the run
      // left at them is moved aside once it is over.
      const guarded = request.sandbox && guard(request.sandbox);
      endGuard = guarded?.end;
      const sandboxed = await sandboxGate?.(request.sandbox && { ...request.sandbox, protectedPaths: guarded!.existing });
      const launch = createRlimitLauncher(rlimitSetup(), sandboxed);
      // What the run left behind is stopped after the answer, and may write on its way out: the
      // protected paths are checked again once it is gone.
      const sweep: RunOptions['sweep'] = guarded && options.sweep && ((target, graceMs) => {
        swept = true;
        options.sweep!(target, graceMs);
        void sweeper.idle().then(() => (guarded.settle({ sandboxed: sandboxed !== undefined }), guarded.end()));
      });
      // Made last, so that nothing can throw between its making and runCommand, which gives it back.
      const cgroup = cgroups.createRun(request.limits);
      // Cancelled while queued: runCommand returns a cancelled outcome without spawning.
      const outcome = await runCommand(request, { ...options, spawnProgram: await spawnProgram, launch, ...(cgroup && { cgroup }), ...(sweep && { sweep }) });
      const protectedPaths = guarded?.settle({ sandboxed: sandboxed !== undefined });
      return protectedPaths ? { ...outcome, protectedPaths } : outcome;
    } finally {
      if (!swept) endGuard?.();
      release?.();
    }
  };

  return {
    run(request, { signal, onProgress } = {}) {
      // The call's own signal or the executor's closing stops the run. A forwarding listener is
      // cheaper per call than AbortSignal.any, whose weak references the GC has to follow.
      const stop = signal ? new AbortController() : undefined;
      const forward = () => stop?.abort();
      if (signal?.aborted || closing.signal.aborted) forward();
      signal?.addEventListener('abort', forward, { once: true });
      if (stop) closing.signal.addEventListener('abort', forward, { once: true });
      const run = runInTurn(request, { signal: stop?.signal ?? closing.signal, childEnv, sweep: sweeper.sweep, ...(reclaimBuffers && { reclaimBuffers }), ...(onProgress && { onProgress }) });
      running.add(run);
      void run.finally(() => {
        running.delete(run);
        signal?.removeEventListener('abort', forward);
        closing.signal.removeEventListener('abort', forward);
      });
      return run;
    },
    active: () => running.size,
    guarantees() {
      const setup = rlimitSetup();
      guaranteesHere ??= (async () => {
        const sandbox = await sandboxGate?.availability();
        const inBubblewrap = sandbox?.ok === true && sandbox.sandbox.name.startsWith('bubblewrap');
        return describeGuarantees({ mode: sandboxGate?.mode ?? 'off', sandbox, cgroups: cgroups.enforcement(), rlimits: describeRlimits(setup, inBubblewrap) });
      })();
      return guaranteesHere;
    },
    async close() {
      closing.abort();
      await Promise.allSettled(running);
      await sweeper.idle();
      await cgroups.release();
    },
  };
}
