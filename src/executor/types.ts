// What the executor takes and what it gives back. One Command runs from the plan to the spawn; a
// launcher (prlimit, the OS sandbox) wraps it in a Launch. Every way a run can end is an
// ExecutionOutcome; the executor never throws for a run that failed.
import type { Readable, Writable } from 'node:stream';
import type { RunCgroup } from '../containment/run-cgroup.js';
import type { LimitHit, LimitSettings } from '../definition/types.js';
import type { SpawnFailure, StartFailureReader } from './spawn-failure.js';

/** One command to run, never through a shell: as the plan built it, and as a launcher spawns it. */
export interface Command {
  program: string;
  args: readonly string[];
  cwd: string;
  /** The plan's variables (set over the inherited environment); at the launch, the child's whole environment. */
  env: Readonly<Record<string, string>>;
  /** A program that sets the run up and then execs the command (prlimit and its options, ending in `--`); inside the sandbox when there is one. */
  prefix?: readonly string[];
}

/** A planned run: its command, and how it is run. `Scope` is what the injected RunWrapper reads (the sandbox settings). */
export interface RunRequest<Scope = unknown> extends Command {
  inheritEnv: boolean | readonly string[];
  stdin?: string;
  timeoutMs: number;
  killGraceMs: number;
  maxOutputBytes: number;
  successCodes: readonly number[];
  /** Where stdout and stderr go in full when they outgrow maxOutputBytes. */
  spill?: { stdoutPath: string; stderrPath: string; budget: DiskBudget };
  /** Handed to the RunWrapper (the OS sandbox's settings), unless the server runs with --sandbox off. */
  sandbox?: Scope;
  /** What the run's processes may use (the tool's `limits:`). */
  limits: LimitSettings;
}

/**
 * An extra descriptor, served through child.stdio: a new pipe the server writes and the launcher
 * reads ('pipe'), one the launcher writes and the server reads ('report'), or an open fd.
 */
export type ExtraFd = 'pipe' | 'report' | number;

/** What a run needs of its child process: Node's ChildProcess, or one the spawner started (spawned-child.ts). */
export interface RunChild {
  readonly pid?: number | undefined;
  readonly stdin: Writable | null;
  readonly stdout: Readable | null;
  readonly stderr: Readable | null;
  /** stdin, stdout, stderr, then the extra fds. */
  readonly stdio: readonly (Readable | Writable | null | undefined)[];
  on(event: 'exit' | 'close', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): this;
  once(event: 'exit' | 'close', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
  once(event: 'error', listener: (error: NodeJS.ErrnoException) => void): this;
  off(event: 'exit' | 'close', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
  /** A 'report' extra fd held as a bare descriptor (the spawner's children: no stream for it per run), read to its end or let go, once. */
  takeReport?(index: number, read: boolean): string | undefined;
  /** Lets go of every report descriptor still held (a spare that ends unclaimed). */
  dropReports?(): void;
}

/** How a launch is started: `extraFds` from fd 3 on (POSIX only), inside `cgroup` when there is one (the child is born there). */
export type SpawnProgram = (command: Command, io: SpawnIo) => RunChild | Promise<RunChild>;

export interface SpawnIo {
  pipeStdin: boolean;
  extraFds?: readonly ExtraFd[];
  /** The server reads an extra fd too (only Node's spawn makes those: socket pairs). */
  duplexFds?: boolean;
  cgroup?: RunCgroup;
}

/** What is spawned for a command: the command itself, or a launcher around it, with what the launcher adds. */
export interface Launch {
  /** What is spawned (the launcher's own program and argv, in the command's cwd and environment). */
  command: Command;
  /** The kernel ends every process of the run when its first one exits (a PID namespace): no sweep is needed. */
  diesWhole: boolean;
  /** Descriptors the launcher reads or serves (a seccomp program, a proxy channel), from fd 3 on. */
  extraFds?: readonly ExtraFd[];
  /** The server reads an extra fd too, not only writes it (the egress forwarder's channel). */
  duplexFds?: boolean;
  /** Given the spawned child (its extra fds in child.stdio[3...]); returns what to undo when the run is over. */
  attach?: (child: RunChild) => (() => void) | void;
  /** The launcher's own failure to start (read from stderr and what it reported), as a spawn failure. */
  startFailureOf?: StartFailureReader;
  /** Which of `extraFds` (a 'report') the launcher tells how the start went on; its text is read to the end and given to startFailureOf. */
  reportFd?: number;
  /** Which limit stopped a run that failed, read from how it ended and the tail of its stderr. */
  limitHitOf?: LimitHitReader;
  /** Set when `command` does not run the program itself but waits to be told it (a prepared sandbox). */
  prepared?: PreparedLaunch;
}

/**
 * A launch that can be spawned before its command is known (its command, extraFds and attach
 * as any launch's): it waits on descriptor `commandFd` for what `toCommand` encodes, then runs
 * it. Launches with equal keys are interchangeable.
 */
export interface PreparedLaunch {
  key: string;
  /** Where the command is written, as an index into the launch's extraFds. */
  commandFd: number;
  /** The run's command (its prefix, program and args) and environment, as the waiting launcher reads them. */
  toCommand(env: Readonly<Record<string, string>>): Buffer;
}

export type LimitHitReader = (ending: { exitCode: number | null; signal: NodeJS.Signals | null }, stderr: string) => LimitHit | undefined;

/** Throws an error with code ESANDBOX when the run may not start (--sandbox required and none works). */
export type Launcher = (command: Command, limits: LimitSettings) => Launch;

/**
 * What puts itself around each run (the OS sandbox, rlimits, protected paths), injected by the
 * server so that the executor knows none of them; `Report` is what it adds to the outcome.
 */
export interface RunWrapper<Scope, Report extends object> {
  /** In the run's turn, before it starts: how it is launched, and what follows its end. */
  enter(scope: Scope | undefined): Promise<WrappedRun<Report>>;
}

export interface WrappedRun<Report extends object> {
  launch: Launcher;
  /** The run is over: what to add to its outcome. */
  settle(): Partial<Report>;
  /** What the run left is being stopped after the answer: look again once `idle` resolves, then end (instead of `end`). */
  afterSweep?(idle: Promise<void>): void;
  /** The run is over and nothing of it is being swept. */
  end(): void;
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
  spawnFailure?: SpawnFailure;
  /** True when the run ended in a way the definition calls success. */
  succeeded: boolean;
  stdout: CapturedOutput;
  stderr: CapturedOutput;
  durationMs: number;
  /** Set when a per-run limit stopped or refused something the run did. */
  limitHit?: LimitHit;
}
