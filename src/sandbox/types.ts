// What the OS sandbox is told for one run, and what a sandbox implementation offers.
import type { StartFailureReader } from '../executor/spawn-failure.js';
import type { Command, ExecutionOutcome, Launch } from '../executor/types.js';
import type { EgressRefusal } from './egress-hosts.js';
import type { ProtectedPathReport } from './guard-protected.js';

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

export interface Sandbox {
  /** bubblewrap or sandbox-exec, with its version or path, for logs and `doctor`. */
  name: string;
  /** Set where this sandbox cannot close host Unix sockets here: says so (`doctor`, the server's log). */
  unixSocketsOpen?: string;
  /** The launch that runs `command` (its prefix inside) under `policy`; it prepares what the policy needs (missing write folders). */
  wrap(command: Command, policy: SandboxPolicy, observer?: RunObserver): Launch;
  /** The same run as a launch that can start before its call (see PreparedLaunch); undefined where this sandbox cannot prepare it. */
  prepare?(command: Command, policy: SandboxPolicy): Launch | undefined;
  /** The sandbox's own failure to start (before the program ran), read from the head of stderr. */
  startFailureOf: StartFailureReader;
}

/** What a sandbox tells about a run while it goes. */
export interface RunObserver {
  /** The egress proxy refused a destination the program asked for. */
  refused(refusal: EgressRefusal): void;
}

export type SandboxAvailability = { ok: true; sandbox: Sandbox } | { ok: false; reason: string; remedy: string };

export interface SandboxUse {
  name: string;
  policy: SandboxPolicy;
  /** With a list of hosts: the destinations the proxy refused, filled while the run goes. */
  egressRefused?: readonly EgressRefusal[];
}

/** What the sandbox adds to a run's outcome. */
export interface SandboxReport {
  /** Set when the run was inside the OS sandbox. */
  sandbox?: SandboxUse;
  /** Set when the run left something at a protected path (moved aside) or changed one in place. */
  protectedPaths?: ProtectedPathReport;
}

/** A run's outcome with what the sandbox adds: what the server answers from (the library's ExecutionOutcome). */
export type SandboxedOutcome = ExecutionOutcome & SandboxReport;
