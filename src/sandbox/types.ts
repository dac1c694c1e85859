// What the OS sandbox is told for one run, and what a sandbox implementation offers.
import type { ChildProcess } from 'node:child_process';
import type { LaunchCommand, LimitHitReader, SpawnFailure } from '../executor/types.js';
import type { EgressRefusal } from './egress-hosts.js';

/** --sandbox: on (the default) falls back to unsandboxed runs with a warning; required refuses them. */
export type SandboxMode = 'on' | 'off' | 'required';

export const SANDBOX_MODES: readonly SandboxMode[] = ['on', 'off', 'required'];

/** One run's rules, every path absolute and real. */
export interface SandboxPolicy {
  /** false: none; true: the host's; a list: only these hosts (canonical `sandbox.network` patterns), through the server's proxy. */
  network: boolean | readonly string[];
  /** all: the whole file system but `hide` and the host's temporary folders; roots: only `visible`, `write` and the system folders. */
  read: 'all' | 'roots';
  /** What the run must see even where the rest is hidden: the allowed roots and its cwd (read-only unless in `write`). */
  visible: string[];
  /** Writable paths (the allowed roots, {run_dir}, the tool's `write`); everything else is read-only. */
  write: string[];
  /** Read-only paths inside `write`: the protected paths that exist (git hooks and config, shell start-up files ...). */
  protect: string[];
  /** Unreadable paths: the credential stores and the tool's `hide`. */
  hide: string[];
  /** The size of the private /tmp (and $TMPDIR), where the sandbox makes one; undefined: not limited. */
  tmpBytes?: number;
  /** True: the host's Unix sockets stay reachable; false: no Unix socket but a program's own socket pairs. */
  unixSockets: boolean;
}

export interface SandboxedCommand {
  program: string;
  args: string[];
  /** True when the kernel ends every process of the run once its first one has exited (a PID namespace). */
  diesWhole: boolean;
  /** Descriptors the sandbox itself reads or serves (a seccomp program, a proxy channel), from fd 3 on. */
  extraFds?: readonly ExtraFd[];
  /** Given the spawned child (its extra fds in child.stdio[3...]); returns what to undo when the run is over. */
  attach?: (child: ChildProcess) => (() => void) | void;
  /** Which of the sandbox's own limits (a full private /tmp) stopped a run that failed. */
  limitHitOf?: LimitHitReader;
}

/** The command a sandbox wraps: a prefix, when given, runs inside the sandbox and execs the program. */
export type WrappableCommand = Omit<LaunchCommand, 'limits'>;

/** An extra descriptor: a new pipe (a Unix socket pair, served through child.stdio), or an open fd. */
export type ExtraFd = 'pipe' | number;

export interface Sandbox {
  /** bubblewrap or sandbox-exec, with its version or path, for logs and `doctor`. */
  name: string;
  /** Set where this sandbox cannot close host Unix sockets here: says so (`doctor`, the server's log). */
  unixSocketsOpen?: string;
  /** The command that runs `program` under `policy`; it prepares what the policy needs (missing write folders). */
  wrap(command: WrappableCommand, policy: SandboxPolicy, observer?: RunObserver): SandboxedCommand;
  /** The sandbox's own failure to start (before the program ran), read from the head of stderr. */
  startFailureOf(exitCode: number | null, stderr: string): { kind: SpawnFailure; message: string } | undefined;
}

/** What a sandbox tells about a run while it goes. */
export interface RunObserver {
  /** The egress proxy refused a destination the program asked for. */
  refused(refusal: EgressRefusal): void;
}

export type SandboxAvailability = { ok: true; sandbox: Sandbox } | { ok: false; reason: string; remedy: string };
