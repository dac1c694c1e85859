// Runs one program without a shell, in its own session and process group, marked as this run's,
// under a timeout, and resolves with an ExecutionOutcome however it ends. When it ends, no process
// it started is left: what holds its output is stopped before the answer, anything else (a
// daemon, a detached grandchild) right after it. Given a cgroup, the child is born in it: the
// cgroup's limits bind the whole run, and what is left in it is the run's, however it hid.
import type { ChildProcess } from 'node:child_process';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { isGroupRunning } from '../containment/process-group.js';
import { currentServerInstance, currentSpawnLedger } from '../containment/current-instance.js';
import type { RunCgroup } from '../containment/run-cgroup.js';
import { MARK_VARIABLE } from '../containment/run-mark.js';
import { stopRun, type RunTarget } from '../containment/stop-run.js';
import { capturedBytes } from './bounded-capture.js';
import { createDeadlines } from './deadlines.js';
import { launchAsIs } from './launch-as-is.js';
import type { ChildEnvironment } from './environment.js';
import { createOutputSink, type OutputSink } from './output-sink.js';
import type { ReclaimBuffers } from './reclaim-buffers.js';
import { createRecentOutput } from './recent-output.js';
import { spawnWithNode, toSpawnFailure, type SpawnProgram } from './spawn-program.js';
import type { CapturedOutput, ExecutionOutcome, Launch, Launcher, ProgressSnapshot, RunRequest } from './types.js';

export interface RunOptions {
  /** Aborting cancels the run: its tree is stopped and the outcome says isCanceled. */
  signal?: AbortSignal;
  /** Builds the child's environment from the server's, as the request's inheritEnv says. */
  childEnv: ChildEnvironment;
  /** Called at most every PROGRESS_INTERVAL_MS while output keeps coming. */
  onProgress?: (snapshot: ProgressSnapshot) => void;
  /** Told how much output was read, to free read buffers on huge outputs. */
  reclaimBuffers?: ReclaimBuffers;
  /** The run's MCP_WRAP_RUN value (default: the next mark of this process). */
  mark?: string;
  /** Stops, after the answer, what a run that exited by itself left behind (default: at once, alone). */
  sweep?: (target: RunTarget, graceMs: number) => void;
  /** How the program is started (default: child_process.spawn). */
  spawnProgram?: SpawnProgram;
  /** What is spawned for the command (default: the command itself; the OS sandbox puts itself around it). */
  launch?: Launcher;
  /** The run's cgroup (made for this run; removed once the run is over). */
  cgroup?: RunCgroup;
}

const sweepAlone = (target: RunTarget, graceMs: number) => void stopRun(target, graceMs).then(() => target.cgroup?.remove());

export const PROGRESS_INTERVAL_MS = 250;
/** How long output may keep arriving after the whole tree is gone. */
const STREAM_DRAIN_MS = 1_000;

const NO_OUTPUT: CapturedOutput = { head: Buffer.alloc(0), tail: Buffer.alloc(0), totalBytes: 0, cutBytes: 0 };

const deadlines = createDeadlines();

export function runCommand(request: RunRequest, options: RunOptions): Promise<ExecutionOutcome> {
  const startedAt = performance.now();
  const state = {
    exitCode: null as number | null,
    signal: null as NodeJS.Signals | null,
    timedOut: false,
    isCanceled: false,
    spawnFailure: undefined as ExecutionOutcome['spawnFailure'],
  };
  let launched: Launch | undefined;
  const outcome = (stdout: CapturedOutput, stderr: CapturedOutput): ExecutionOutcome => ({
    program: basename(request.program),
    cwd: request.cwd,
    ...state,
    timeoutMs: request.timeoutMs,
    succeeded:
      !state.timedOut && !state.isCanceled && !state.spawnFailure && state.signal === null && request.successCodes.includes(state.exitCode ?? -1),
    stdout,
    stderr,
    durationMs: performance.now() - startedAt,
    ...(launched?.sandbox && { sandbox: launched.sandbox }),
  });

  const { cgroup } = options;
  if (options.signal?.aborted) {
    state.isCanceled = true;
    void cgroup?.remove();
    return Promise.resolve(outcome(NO_OUTPUT, NO_OUTPUT));
  }

  const mark = options.mark ?? currentServerInstance().nextMark();
  const env = options.childEnv(request.inheritEnv, request.env);
  env[MARK_VARIABLE] = mark;
  const startedAtMs = Date.now();
  let child: ChildProcess;
  try {
    const command = { program: request.program, args: request.args, cwd: request.cwd, env, limits: request.limits };
    launched = (options.launch ?? launchAsIs)(command);
    const spawnRequest = {
      program: launched.program,
      args: launched.args,
      cwd: request.cwd,
      env,
      pipeStdin: request.stdin !== undefined,
      ...(launched.extraFds && { extraFds: launched.extraFds }),
    };
    cgroup?.enter();
    try {
      child = (options.spawnProgram ?? spawnWithNode)(spawnRequest);
    } finally {
      cgroup?.leave();
    }
  } catch (error) {
    state.spawnFailure = toSpawnFailure(error as NodeJS.ErrnoException, request.program, request.cwd);
    void cgroup?.remove();
    return Promise.resolve(outcome(NO_OUTPUT, NO_OUTPUT));
  }

  const { spill } = request;
  const stdout = createOutputSink(child.stdout!, request.maxOutputBytes, spill && { path: spill.stdoutPath, budget: spill.budget });
  const stderr = createOutputSink(child.stderr!, request.maxOutputBytes, spill && { path: spill.stderrPath, budget: spill.budget });
  const stopProgress = reportProgress(child, options.onProgress);
  const detach = launched.attach?.(child);

  const spawnLedger = currentSpawnLedger();
  if (child.pid !== undefined) spawnLedger.record(child.pid);
  const target: RunTarget = { mark, startedAtMs, ...(child.pid !== undefined && { pid: child.pid }), ...(launched.diesWhole && { keepsRun: true }), ...(cgroup && { cgroup }) };
  let sweepAfterAnswer = false;
  return new Promise<void>((resolve) => {
    let finished = false;
    let stopping: Promise<boolean> | undefined;
    let cancelDrain: (() => void) | undefined;
    const stop = () => {
      if (child.pid !== undefined) stopping ??= stopRun(target, request.killGraceMs);
    };
    const cancelTimeout = deadlines.after(request.timeoutMs, () => {
      state.timedOut = true;
      stop();
    });
    const onAbort = () => {
      state.isCanceled = true;
      stop();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });

    const finish = () => {
      if (finished) return;
      finished = true;
      cancelTimeout();
      cancelDrain?.();
      stopProgress();
      detach?.();
      options.signal?.removeEventListener('abort', onAbort);
      // The run is over when its whole tree is gone, not when its first process is.
      void Promise.resolve(stopping).then(() => resolve());
    };

    pipe(child.stdout!, stdout, options.reclaimBuffers);
    pipe(child.stderr!, stderr, options.reclaimBuffers);
    if (child.stdin) {
      child.stdin.on('error', () => {
        // The program exited without reading all of its input: not a failure of the run.
      });
      child.stdin.end(request.stdin);
    }

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (child.pid !== undefined) return;
      state.spawnFailure = toSpawnFailure(error, request.program, request.cwd);
      finish();
    });
    child.on('exit', (code, signal) => {
      state.exitCode = code;
      state.signal = signal;
      // Background processes the program left behind belong to the call too. With a cgroup, every
      // one of them is in it (born inside): an empty cgroup means none is left, on however busy a
      // machine. Without one, none can exist if no process was created since the child (its group
      // held only the child). Those in its group may hold its output open: stopped now. Any other
      // may only be found by a scan, which waits until the answer is out. A launch that dies whole
      // needs none: what its cgroup still holds is being torn down by the kernel.
      const leftBehind = cgroup?.holdsRun() ? !launched.diesWhole && cgroup.pids().length > 0 : !spawnLedger.nothingElseSince(child.pid ?? 0);
      if (child.pid !== undefined && leftBehind) {
        if (isGroupRunning(child.pid)) stop();
        else sweepAfterAnswer = !stopping && !launched.diesWhole;
      }
      // Streams held open by a process that escaped the group must not hold the call.
      void Promise.resolve(stopping).then(() => {
        if (finished) return;
        cancelDrain = deadlines.after(STREAM_DRAIN_MS, () => {
          child.stdout?.destroy();
          child.stderr?.destroy();
          finish();
        });
      });
    });
    child.on('close', finish);
  }).then(async () => {
    const capturedStderr = await stderr.finish();
    const startFailure = launched.startFailureOf?.(state.exitCode, capturedStderr.head.subarray(0, 4096).toString());
    if (startFailure) {
      state.spawnFailure = startFailure;
      state.exitCode = null;
    }
    const ended = outcome(await stdout.finish(), startFailure ? NO_OUTPUT : capturedStderr);
    // Only a failed run is told why: what the kernel counted in the cgroup is certain; an rlimit is
    // read from how the program ended (not from a sandbox that could not start it).
    if (!ended.succeeded) {
      const limitHit = cgroup?.limitHit() ?? (startFailure ? undefined : launched.limitHitOf?.(state, capturedBytes(capturedStderr).toString()));
      if (limitHit) ended.limitHit = limitHit;
    }
    const sweep = options.sweep ?? sweepAlone;
    if (sweepAfterAnswer) sweep(target, request.killGraceMs);
    // A cgroup that does not empty in time still holds something of the run: swept, then removed.
    else void cgroup?.remove().then((removed) => removed || sweep(target, request.killGraceMs));
    return ended;
  });
}

function pipe(source: Readable, sink: OutputSink, reclaimBuffers: ReclaimBuffers | undefined): void {
  source.on('data', (chunk: Buffer) => {
    sink.write(chunk);
    reclaimBuffers?.(chunk.length);
  });
}

/** Samples the output every PROGRESS_INTERVAL_MS and reports when it has grown. */
function reportProgress(child: ChildProcess, onProgress: RunOptions['onProgress']): () => void {
  if (!onProgress) return () => {};
  const recent = createRecentOutput();
  let bytes = 0;
  let reported = 0;
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    recent.write(chunk);
  };
  child.stdout!.on('data', count);
  child.stderr!.on('data', count);
  const interval = setInterval(() => {
    if (bytes === reported) return;
    reported = bytes;
    onProgress({ bytes, lastLine: recent.lastLine() });
  }, PROGRESS_INTERVAL_MS);
  return () => clearInterval(interval);
}
