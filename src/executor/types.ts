// What the executor takes and what it gives back. Every way a run can end is an ExecutionOutcome;
// the executor never throws for a run that failed.
import type { SandboxScope } from '../sandbox/sandbox-policy.js';
import type { ChildProcess } from 'node:child_process';
import type { ExtraFd, SandboxPolicy } from '../sandbox/types.js';
import type { LimitSettings } from '../definition/types.js';

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
  /** What the OS sandbox lets the run touch, unless the server runs with --sandbox off. */
  sandbox?: SandboxScope;
  /** What the run's processes may use together (enforced where the server can; see server-cgroups.ts). */
  limits?: LimitSettings;
}

/** A command as the definition built it. */
export interface LaunchCommand {
  program: string;
  args: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string>>;
}

/** What is spawned for a command: itself, or the OS sandbox around it. */
export interface Launch {
  program: string;
  args: readonly string[];
  /** The kernel ends every process of the run when its first one exits: no sweep is needed. */
  diesWhole: boolean;
  sandbox?: SandboxUse;
  /** Descriptors from fd 3 on, and what serves them once the child is spawned (see SandboxedCommand). */
  extraFds?: readonly ExtraFd[];
  attach?: (child: ChildProcess) => (() => void) | void;
  /** The sandbox's own failure to start (read from stderr), as a spawn failure. */
  startFailureOf?: (exitCode: number | null, stderr: string) => { kind: SpawnFailure; message: string } | undefined;
}

/** Throws an error with code ESANDBOX when the run may not start (--sandbox required and none works). */
export type Launcher = (command: LaunchCommand) => Launch;

export interface SandboxUse {
  name: string;
  policy: SandboxPolicy;
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

export type SpawnFailure = 'notFound' | 'notExecutable' | 'badCwd' | 'sandbox' | 'other';

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
  /** Set when the run was inside the OS sandbox. */
  sandbox?: SandboxUse;
  /** Set when a per-run limit stopped or refused something the run did. */
  limitHit?: LimitHit;
}

/** Which `limits:` key stopped a run, its value as the wrapper would write it, and what was seen. */
export interface LimitHit {
  key: 'memory' | 'processes' | 'cpu' | 'fileSize' | 'openFiles' | 'tmp';
  value: string;
  /** What happened, such as "the kernel's OOM killer stopped 3 processes". */
  detail: string;
}
