// What the server puts around each run, injected into the executor: the protected paths looked at
// before and checked after (with or without the OS sandbox), the OS sandbox under --sandbox, and
// rlimits through prlimit; and what holds for every run here (`guarantees`), worked out once.
import { homedir } from 'node:os';
import type { ServerCgroups } from '../containment/server-cgroups.js';
import type { LimitSettings } from '../definition/types.js';
import type { Command, Launch, Launcher, RunWrapper, WrappedRun } from '../executor/types.js';
import { isShortcutOn } from '../shortcuts.js';
import { describeGuarantees, type Guarantee } from './describe-guarantees.js';
import { createProtectedGuard, type GuardProtected, type ProtectedGuard, type ProtectedPathReport } from './guard-protected.js';
import { describeRlimits, findRlimitSetup, heldRlimits, launchWithRlimits, type RlimitKey, type RlimitSetup } from './rlimits.js';
import type { SandboxGate, SandboxLauncher } from './sandbox-gate.js';
import type { SandboxScope } from './sandbox-policy.js';
import { createProtectedScanner } from './scan-protected.js';
import type { SandboxReport, SandboxUse } from './types.js';

export interface SandboxRunsOptions {
  serverEnv: Readonly<Record<string, string | undefined>>;
  /** Where runs' cgroups are made: whether they count processes decides the rlimits. */
  cgroups: ServerCgroups;
  /** How runs are launched: inside the OS sandbox or not (default: never sandboxed). */
  sandboxGate?: SandboxGate;
  /** Finds the protected paths in a run's writable places, and moves aside what it left there (default: in the user's home). */
  guardProtected?: GuardProtected;
}

export interface SandboxRuns extends RunWrapper<SandboxScope, SandboxReport> {
  /** What holds for every run here (the sandbox found, cgroups, rlimits), worked out once. */
  guarantees(): Promise<Guarantee[]>;
}

export function createSandboxRuns({ serverEnv, cgroups, sandboxGate, guardProtected }: SandboxRunsOptions): SandboxRuns {
  const guard = guardProtected ?? createProtectedGuard(homedir(), createProtectedScanner(undefined, undefined, isShortcutOn(serverEnv, 'scanCache')));
  // prlimit is looked for on the first run (or ask), once the cgroups say whether they count processes.
  let rlimits: RlimitSetup | undefined;
  const rlimitSetup = () => (rlimits ??= findRlimitSetup(serverEnv, cgroups.enforcement().processes !== undefined));
  let guaranteesHere: Promise<Guarantee[]> | undefined;
  return {
    async enter(scope) {
      const guarded = scope && guard(scope);
      let sandboxed: SandboxLauncher | undefined;
      try {
        sandboxed = await sandboxGate?.(scope && { ...scope, protectedPaths: guarded!.existing });
      } catch (error) {
        guarded?.end();
        throw error;
      }
      return new WrappedSandboxRun(guarded, sandboxed, rlimitSetup());
    },
    guarantees() {
      const setup = rlimitSetup();
      guaranteesHere ??= (async () => {
        const sandbox = await sandboxGate?.availability();
        const inBubblewrap = sandbox?.ok === true && sandbox.sandbox.name.startsWith('bubblewrap');
        return describeGuarantees({ mode: sandboxGate?.mode ?? 'off', sandbox, cgroups: cgroups.enforcement(), rlimits: describeRlimits(setup, inBubblewrap) });
      })();
      return guaranteesHere;
    },
  };
}

/**
 * One run inside what the server puts around it. A class, not closures made per run (see watch-run.ts).
 */
class WrappedSandboxRun implements WrappedRun<SandboxReport> {
  readonly launch: Launcher;
  /** What the run left may write on its way out: the protected paths are checked again once it is gone. */
  readonly afterSweep?: (idle: Promise<void>) => void;
  /** The sandbox a launch used, for the outcome: none when the run was cancelled before it, or refused. */
  private used: SandboxUse | undefined;
  private readonly inSandbox: Launcher | undefined;
  private readonly held: RlimitKey[];

  constructor(
    private readonly guarded: ProtectedGuard | undefined,
    private readonly sandboxed: SandboxLauncher | undefined,
    private readonly rlimits: RlimitSetup,
  ) {
    this.launch = this.launchRun.bind(this);
    this.inSandbox = sandboxed && this.launchInSandbox.bind(this);
    this.held = heldRlimits(rlimits, sandboxed !== undefined);
    if (guarded) this.afterSweep = this.settleAfterSweep.bind(this);
  }

  settle(): Partial<SandboxReport> {
    const protectedPaths = this.checkProtected();
    return { ...(this.used && { sandbox: this.used }), ...(protectedPaths && { protectedPaths }) };
  }

  end(): void {
    this.guarded?.end();
  }

  private launchRun(command: Command, limits: LimitSettings): Launch {
    return launchWithRlimits(this.rlimits, this.held, this.inSandbox, command, limits);
  }

  private launchInSandbox(command: Command, limits: LimitSettings): Launch {
    const launch = this.sandboxed!(command, limits);
    this.used = launch.sandbox;
    return launch;
  }

  private checkProtected(): ProtectedPathReport | undefined {
    return this.guarded?.settle({ sandboxed: this.sandboxed !== undefined });
  }

  private settleAfterSweep(idle: Promise<void>): void {
    void idle.then(() => {
      this.checkProtected();
      this.end();
    });
  }
}
