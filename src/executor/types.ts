// What the executor takes and what it gives back. Every way a run can end is an ExecutionOutcome;
// the executor never throws for a run that failed.

export interface RunRequest {
  program: string;
  args: readonly string[];
  cwd: string;
  /** Variables set over the inherited environment and the non-interactive defaults. */
  env: Readonly<Record<string, string>>;
  inheritEnv: boolean | readonly string[];
  stdin?: string;
  timeoutMs: number;
  killGraceMs: number;
  maxOutputBytes: number;
  successCodes: readonly number[];
  /** Where stdout and stderr go in full when they outgrow maxOutputBytes. */
  spill?: { stdoutPath: string; stderrPath: string; budget: DiskBudget };
}

/** Disk space shared by every run's spill files: a run writes only the bytes it was granted. */
export interface DiskBudget {
  /** Grants up to `bytes` (0 once the budget is spent), to be written at once. */
  claim(bytes: number): number;
  /** Gives back bytes granted but not kept (a spill file that failed). */
  release(bytes: number): void;
}

/** How far a run has got: bytes of output so far and the line it is on. */
export interface ProgressSnapshot {
  bytes: number;
  lastLine: string;
}

export type SpawnFailure = 'notFound' | 'notExecutable' | 'badCwd' | 'other';

export interface CapturedOutput {
  /** Everything, when it fit in the limit; else the head, then the tail. */
  head: Buffer;
  tail: Buffer;
  totalBytes: number;
  /** Bytes neither in head nor tail. */
  cutBytes: number;
  /** The file holding the output from its first byte, when it outgrew the inline limit. */
  spill?: { path: string; bytes: number };
  /** Why the full output could not be kept (a full disk, no spill folder). */
  spillError?: string;
}

export interface ExecutionOutcome {
  program: string;
  cwd: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  timeoutMs: number;
  isCanceled: boolean;
  spawnFailure?: { kind: SpawnFailure; message: string };
  /** True when the run ended in a way the definition calls success. */
  succeeded: boolean;
  stdout: CapturedOutput;
  stderr: CapturedOutput;
  durationMs: number;
}
