// What the server puts around each run, injected into the executor: the protected paths looked at
// before and checked after (with or without the OS sandbox), the OS sandbox under --sandbox, and
// rlimits through prlimit; and what holds for every run here (`guarantees`), worked out once.
import { homedir } from 'node:os';
import type { ServerCgroups } from '../containment/server-cgroups.js';
import type { Launcher, RunWrapper } from '../executor/types.js';
import { isShortcutOn } from '../shortcuts.js';
import { describeGuarantees, type Guarantee } from './describe-guarantees.js';
import { createProtectedGuard, type GuardProtected } from './guard-protected.js';
import { createRlimitLauncher, describeRlimits, findRlimitSetup, type RlimitSetup } from './rlimits.js';
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
      // The sandbox a launch used, for the outcome: none when the run was cancelled before it, or refused.
      let used: SandboxUse | undefined;
      const inSandbox: Launcher | undefined =
        sandboxed &&
        ((command, limits) => {
          const launch = sandboxed(command, limits);
          used = launch.sandbox;
          return launch;
        });
      const settle = () => guarded?.settle({ sandboxed: sandboxed !== undefined });
      return {
        launch: createRlimitLauncher(rlimitSetup(), inSandbox),
        settle() {
          const protectedPaths = settle();
          return { ...(used && { sandbox: used }), ...(protectedPaths && { protectedPaths }) };
        },
        // What the run left may write on its way out: the protected paths are checked again once it is gone.
        ...(guarded && { afterSweep: (idle: Promise<void>) => void idle.then(() => (settle(), guarded.end())) }),
        end: () => guarded?.end(),
      };
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
