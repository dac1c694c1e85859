// Runs one program without a shell, in its own session and process group, marked as this run's,
// under a timeout, and resolves with an ExecutionOutcome however it ends. When it ends, no process
// it started is left: what holds its output is stopped before the answer, anything else (a
// daemon, a detached grandchild) right after it. The life of a run, one module each: start
// (start-run), watch the end (watch-run), wait for the tree (run-tree), build the outcome
// (build-outcome). Its mark, timers and spawn ledger are the caller's (see create-executor).
import type { RunCgroup } from '../containment/run-cgroup.js';
import type { SpawnLedger } from '../containment/spawn-ledger.js';
import { stopRun, type RunTarget } from '../containment/stop-run.js';
import { buildOutcome, NO_OUTPUT, readReport, toOutcome } from './build-outcome.js';
import type { Deadlines } from './deadlines.js';
import type { ChildEnvironment } from './environment.js';
import { launchAsIs } from './launch-as-is.js';
import { OutputSink } from './output-sink.js';
import type { ReclaimBuffers } from './reclaim-buffers.js';
import { reportProgress } from './report-progress.js';
import { createRunTree } from './run-tree.js';
import type { SpareLaunches } from './spare-launches.js';
import { spawnWithNode, type SpawnProgram } from './spawn-program.js';
import { startRun } from './start-run.js';
import type { ExecutionOutcome, Launcher, ProgressSnapshot, RunRequest } from './types.js';
import { watchRun } from './watch-run.js';

export interface RunOptions {
  /** Aborting cancels the run: its tree is stopped and the outcome says isCanceled. */
  signal?: AbortSignal;
  /** Builds the child's environment from the server's, as the request's inheritEnv says. */
  childEnv: ChildEnvironment;
  /** The run's MCP_WRAP_RUN value (the server instance's next mark). */
  mark: string;
  /** The timer every run's deadlines share. */
  deadlines: Deadlines;
  /** What this server spawned: whether a run can have left a process behind. */
  spawnLedger: SpawnLedger;
  /** Called at most every PROGRESS_INTERVAL_MS while output keeps coming. */
  onProgress?: (snapshot: ProgressSnapshot) => void;
  /** Told how much output was read, to free read buffers on huge outputs. */
  reclaimBuffers?: ReclaimBuffers;
  /** Stops, after the answer, what a run that exited by itself left behind (default: at once, alone). */
  sweep?: (target: RunTarget, graceMs: number) => void;
  /** How the program is started (default: child_process.spawn). */
  spawnProgram?: SpawnProgram;
  /** What is spawned for the command (default: the command itself; the OS sandbox puts itself around it). */
  launch?: Launcher;
  /** The run's cgroup (made for this run; removed once the run is over). */
  cgroup?: RunCgroup;
  /** Launches started ahead of their calls (prepared sandboxes), taken and replenished here. */
  spares?: SpareLaunches;
}

const sweepAlone = (target: RunTarget, graceMs: number) => void stopRun(target, graceMs).then(() => target.cgroup?.remove());

export async function runCommand(request: RunRequest, options: RunOptions): Promise<ExecutionOutcome> {
  const startedAt = performance.now();
  const notRun = { exitCode: null, signal: null, timedOut: false, isCanceled: false };
  if (options.signal?.aborted) {
    void options.cgroup?.remove();
    return toOutcome(request, { ...notRun, isCanceled: true }, NO_OUTPUT, NO_OUTPUT, startedAt);
  }
  const started = await startRun(request, {
    childEnv: options.childEnv,
    mark: options.mark,
    launch: options.launch ?? launchAsIs,
    spawnProgram: options.spawnProgram ?? spawnWithNode,
    cgroup: options.cgroup,
    spares: options.spares,
  });
  if (!started.ok) {
    void options.cgroup?.remove();
    return toOutcome(request, { ...notRun, spawnFailure: started.spawnFailure }, NO_OUTPUT, NO_OUTPUT, startedAt);
  }

  const { child, launch, mark, cgroup, fromSpare, setup } = started;
  // A spare brought its own cgroup: the one made for this run is given up unused.
  if (fromSpare) void options.cgroup?.remove();
  const { spill } = request;
  const stdout = new OutputSink(child.stdout!, request.maxOutputBytes, spill && { path: spill.stdoutPath, budget: spill.budget }, options.reclaimBuffers);
  const stderr = new OutputSink(child.stderr!, request.maxOutputBytes, spill && { path: spill.stderrPath, budget: spill.budget }, options.reclaimBuffers);
  const stopProgress = reportProgress(child, options.onProgress);
  const detach = fromSpare ? undefined : launch.attach?.(child);
  const report = readReport(child, launch);
  if (child.pid !== undefined) options.spawnLedger.record(child.pid);
  const target: RunTarget = {
    mark,
    startedAtMs: started.startedAtMs,
    ...(child.pid !== undefined && { pid: child.pid }),
    ...(launch.diesWhole && { keepsRun: true }),
    ...(cgroup && { cgroup }),
  };
  const tree = createRunTree(target, { killGraceMs: request.killGraceMs, spawnLedger: options.spawnLedger, cgroup, diesWhole: launch.diesWhole });

  const ended = watchRun(child, {
    program: request.program,
    cwd: request.cwd,
    timeoutMs: request.timeoutMs,
    signal: options.signal,
    deadlines: options.deadlines,
    tree,
    onEnd: () => {
      stopProgress();
      detach?.();
    },
  });
  if (child.stdin) {
    child.stdin.on('error', () => {
      // The program exited without reading all of its input: not a failure of the run.
    });
    child.stdin.end(request.stdin);
  }

  const outcome = await buildOutcome(request, await ended, { stdout, stderr }, { launch, cgroup, startedAt, report });
  // The next call's sandbox, made off this answer's path (made during this call, it would slow it).
  if (setup) options.spares?.replenish(setup);
  const sweep = options.sweep ?? sweepAlone;
  if (tree.sweepsAfterAnswer()) sweep(target, request.killGraceMs);
  // A cgroup that does not empty in time still holds something of the run: swept, then removed.
  else void cgroup?.remove().then((removed) => removed || sweep(target, request.killGraceMs));
  return outcome;
}
