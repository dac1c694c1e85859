// The outcome of a run from how it ended and what it wrote: a launcher's own failure to start
// (read from the head of stderr and what the launcher reported) is a spawn failure, and a failed
// run is told which limit stopped it, where that can be known.
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { RunCgroup } from '../containment/run-cgroup.js';
import { capturedBytes } from './bounded-capture.js';
import type { OutputSink } from './output-sink.js';
import { FIRST_EXTRA_FD } from './start-run.js';
import type { CapturedOutput, ExecutionOutcome, Launch, RunChild, RunRequest } from './types.js';
import type { RunEnding } from './watch-run.js';

/** What a launcher's own failure is read from: the head of stderr, and as much of its report. */
const START_FAILURE_HEAD_BYTES = 4096;

export const NO_OUTPUT: CapturedOutput = { head: Buffer.alloc(0), tail: Buffer.alloc(0), totalBytes: 0, cutBytes: 0 };

/** The outcome of a run that ended as `ending` says, `startedAt` (performance.now()) being its start. */
export function toOutcome(request: RunRequest, ending: RunEnding, stdout: CapturedOutput, stderr: CapturedOutput, startedAt: number): ExecutionOutcome {
  return {
    program: basename(request.program),
    cwd: request.cwd,
    ...ending,
    timeoutMs: request.timeoutMs,
    succeeded: !ending.timedOut && !ending.isCanceled && !ending.spawnFailure && ending.signal === null && request.successCodes.includes(ending.exitCode ?? -1),
    stdout,
    stderr,
    durationMs: performance.now() - startedAt,
  };
}

/** What a launcher tells on its report fd (see Launch.reportFd): its text to the end, taken when asked, or let go. */
export interface LauncherReport {
  text(): Promise<string>;
  release(): void;
}

/**
 * The launcher's report, where it has one: held as a bare descriptor by the spawner's children
 * (read only when asked), read from the start from Node's own pipes (they flow, and drop what no
 * one reads).
 */
export function readReport(child: RunChild, launch: Launch): LauncherReport | undefined {
  if (launch.reportFd === undefined) return undefined;
  const index = FIRST_EXTRA_FD + launch.reportFd;
  if (child.takeReport) return new HeldReport(child, index);
  const stream = child.stdio[index] as Readable | null | undefined;
  if (!stream) return undefined;
  const text = new Promise<string>((resolve) => {
    // A spare's, claimed after the stream ended (bwrap gone before its call): nothing more will come.
    if (stream.readableEnded || stream.destroyed) return resolve('');
    let read = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      if (read.length < START_FAILURE_HEAD_BYTES) read += chunk;
    });
    for (const event of ['end', 'close', 'error']) stream.once(event, () => resolve(read));
  });
  return { text: () => text, release: () => {} };
}

/** A report the child holds as a descriptor. A class, not closures made per run (see watch-run.ts). */
class HeldReport implements LauncherReport {
  constructor(
    private readonly child: RunChild,
    private readonly index: number,
  ) {}

  text(): Promise<string> {
    return Promise.resolve(this.child.takeReport!(this.index, true) ?? '');
  }

  release(): void {
    this.child.takeReport!(this.index, false);
  }
}

/** Reads the run's output (and its launcher's report) to its end and builds its outcome. */
export async function buildOutcome(
  request: RunRequest,
  ending: RunEnding,
  output: { stdout: OutputSink; stderr: OutputSink },
  { launch, cgroup, startedAt, report }: { launch: Launch; cgroup: RunCgroup | undefined; startedAt: number; report?: LauncherReport | undefined },
): Promise<ExecutionOutcome> {
  const stderr = await output.stderr.finish();
  const head = stderr.head.subarray(0, START_FAILURE_HEAD_BYTES).toString();
  const suspected = launch.startFailureOf?.(ending.exitCode, head);
  // The report is awaited only where stderr reads as the launcher's failure (it confirms or clears it): off every other run's path.
  const startFailure = suspected && report ? launch.startFailureOf?.(ending.exitCode, head, await report.text()) : suspected;
  report?.release();
  const ended = startFailure ? { ...ending, spawnFailure: startFailure, exitCode: null } : ending;
  const outcome = toOutcome(request, ended, await output.stdout.finish(), startFailure ? NO_OUTPUT : stderr, startedAt);
  // Only a failed run is told why: what the kernel counted in the cgroup is certain; an rlimit is
  // read from how the program ended (not from a sandbox that could not start it).
  if (!outcome.succeeded) {
    const limitHit = cgroup?.limitHit() ?? (startFailure ? undefined : launch.limitHitOf?.(ending, capturedBytes(stderr).toString()));
    if (limitHit) outcome.limitHit = limitHit;
  }
  return outcome;
}
