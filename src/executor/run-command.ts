// Runs one program without a shell, in its own process group, under a timeout, and resolves with
// an ExecutionOutcome however it ends. When it ends, no process of its tree is left.
import { spawn, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { ChildEnvironment } from './environment.js';
import { isTreeAlive, OWN_PROCESS_GROUP, stopTree } from './kill-tree.js';
import { createOutputSink, type OutputSink } from './output-sink.js';
import type { ReclaimBuffers } from './reclaim-buffers.js';
import { createRecentOutput } from './recent-output.js';
import type { CapturedOutput, ExecutionOutcome, ProgressSnapshot, RunRequest, SpawnFailure } from './types.js';

export interface RunOptions {
  /** Aborting cancels the run: its tree is stopped and the outcome says isCanceled. */
  signal?: AbortSignal;
  /** Builds the child's environment from the server's, as the request's inheritEnv says. */
  childEnv: ChildEnvironment;
  /** Called at most every PROGRESS_INTERVAL_MS while output keeps coming. */
  onProgress?: (snapshot: ProgressSnapshot) => void;
  /** Told how much output was read, to free read buffers on huge outputs. */
  reclaimBuffers?: ReclaimBuffers;
}

export const PROGRESS_INTERVAL_MS = 250;
/** How long output may keep arriving after the whole tree is gone. */
const STREAM_DRAIN_MS = 1_000;

const NO_OUTPUT: CapturedOutput = { head: Buffer.alloc(0), tail: Buffer.alloc(0), totalBytes: 0, cutBytes: 0 };

export function runCommand(request: RunRequest, options: RunOptions): Promise<ExecutionOutcome> {
  const startedAt = performance.now();
  const state = {
    exitCode: null as number | null,
    signal: null as NodeJS.Signals | null,
    timedOut: false,
    isCanceled: false,
    spawnFailure: undefined as ExecutionOutcome['spawnFailure'],
  };
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
  });

  if (options.signal?.aborted) {
    state.isCanceled = true;
    return Promise.resolve(outcome(NO_OUTPUT, NO_OUTPUT));
  }

  let child: ChildProcess;
  try {
    child = spawn(request.program, [...request.args], {
      cwd: request.cwd,
      env: options.childEnv(request.inheritEnv, request.env),
      stdio: [request.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      detached: OWN_PROCESS_GROUP,
      windowsHide: true,
    });
  } catch (error) {
    state.spawnFailure = toSpawnFailure(error as NodeJS.ErrnoException, request);
    return Promise.resolve(outcome(NO_OUTPUT, NO_OUTPUT));
  }

  const { spill } = request;
  const stdout = createOutputSink(child.stdout!, request.maxOutputBytes, spill && { path: spill.stdoutPath, maxBytes: spill.maxBytes });
  const stderr = createOutputSink(child.stderr!, request.maxOutputBytes, spill && { path: spill.stderrPath, maxBytes: spill.maxBytes });
  const stopProgress = reportProgress(child, options.onProgress);

  return new Promise<void>((resolve) => {
    let finished = false;
    let exited = false;
    let stopping: Promise<boolean> | undefined;
    let drainTimer: NodeJS.Timeout | undefined;
    const stop = () => {
      if (child.pid !== undefined) stopping ??= stopTree(child.pid, request.killGraceMs, !exited);
    };
    const timer = setTimeout(() => {
      state.timedOut = true;
      stop();
    }, request.timeoutMs);
    const onAbort = () => {
      state.isCanceled = true;
      stop();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });

    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearTimeout(drainTimer);
      stopProgress();
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
      state.spawnFailure = toSpawnFailure(error, request);
      finish();
    });
    child.on('exit', (code, signal) => {
      exited = true;
      state.exitCode = code;
      state.signal = signal;
      // Background processes the program left behind belong to the call too.
      if (child.pid !== undefined && isTreeAlive(child.pid)) stop();
      // Streams held open by a process that escaped the group must not hold the call.
      void Promise.resolve(stopping).then(() => {
        if (finished) return;
        drainTimer = setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
          finish();
        }, STREAM_DRAIN_MS);
      });
    });
    child.on('close', finish);
  }).then(async () => outcome(await stdout.finish(), await stderr.finish()));
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

function toSpawnFailure(error: NodeJS.ErrnoException, request: RunRequest): { kind: SpawnFailure; message: string } {
  if (!isDirectory(request.cwd)) return { kind: 'badCwd', message: `working directory ${request.cwd} does not exist` };
  if (error.code === 'ENOENT') return { kind: 'notFound', message: `command "${request.program}" not found on PATH` };
  if (error.code === 'EACCES') return { kind: 'notExecutable', message: `command "${request.program}" is not executable (permission denied)` };
  return { kind: 'other', message: `command "${request.program}" could not start: ${error.message}` };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
