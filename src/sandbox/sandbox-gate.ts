// Decides, per run, how it is launched under --sandbox on|off|required: the sandbox that works
// here is found once per server, on the first run that needs it (a start stays as fast); where
// none works, `on` warns once and runs unsandboxed, `required` refuses the run with why and how
// to fix it.
import { homedir } from 'node:os';
import { basename } from 'node:path';
import type { LimitSettings } from '../definition/types.js';
import type { Command, Launch } from '../executor/types.js';
import { detectSandbox } from './detect-sandbox.js';
import { describeEgressRefusal, type EgressRefusal } from './egress-hosts.js';
import { createPolicyBuilder, toSandboxPolicy, type SandboxScope } from './sandbox-policy.js';
import type { Sandbox, SandboxAvailability, SandboxMode, SandboxPolicy, SandboxUse } from './types.js';

/** Distinct destinations a run's refusals remember (what a hostile program can make the server hold). */
const MAX_REFUSALS_KEPT = 100;

export interface SandboxGateOptions {
  mode: SandboxMode;
  /** Told once, when `on` falls back to unsandboxed runs. */
  warn: (message: string) => void;
  /** Told of each destination a run's egress proxy refuses. */
  notice?: (message: string) => void;
  detect?: () => Promise<SandboxAvailability>;
  home?: string;
  /** Keep a tool's part of the policy between runs (a speed shortcut: MCP_WRAP_NO_POLICY_CACHE). */
  cachePolicies?: boolean;
  /** Launch runs in a form that can start before the call, where the sandbox has one (a speed shortcut: MCP_WRAP_NO_PREPARED_SANDBOX). */
  prepareRuns?: boolean;
}

/** Launches a command inside the OS sandbox, and says which sandbox and policy. */
export type SandboxLauncher = (command: Command, limits: LimitSettings) => Launch & { sandbox: SandboxUse };

/** Called per run (undefined: launch the command as it is); also says which sandbox there is. */
export type SandboxGate = ((scope: SandboxScope | undefined) => Promise<SandboxLauncher | undefined>) & {
  mode: SandboxMode;
  /** The sandbox found here (looked for on the first call of either), undefined with --sandbox off. */
  availability(): Promise<SandboxAvailability | undefined>;
};

export function createSandboxGate({
  mode,
  warn,
  notice = () => {},
  home = homedir(),
  cachePolicies = true,
  prepareRuns = false,
  detect = () => detectSandbox(process.env, process.platform, { keepLayouts: cachePolicies }),
}: SandboxGateOptions): SandboxGate {
  let availability: Promise<SandboxAvailability> | undefined;
  let warned = false;
  const toPolicy = cachePolicies
    ? createPolicyBuilder(home)
    : (scope: SandboxScope, cwd: string, tmpBytes?: number) => toSandboxPolicy(scope, cwd, home, tmpBytes);
  const gate = async (scope: SandboxScope | undefined): Promise<SandboxLauncher | undefined> => {
    if (mode === 'off' || !scope) return undefined;
    const found = await (availability ??= detect());
    if (found.ok) {
      const { sandbox } = found;
      if (sandbox.unixSocketsOpen && !warned) {
        warned = true;
        warn(sandbox.unixSocketsOpen);
      }
      return new GatedRun(sandbox, scope, toPolicy, notice, prepareRuns).launch;
    }
    if (mode === 'required') {
      return () => {
        throw Object.assign(new Error(`not run: the server requires an OS sandbox (--sandbox required) and ${found.reason}; to fix: ${found.remedy}`), {
          code: 'ESANDBOX',
        });
      };
    }
    if (!warned) {
      warned = true;
      warn(`tools run without an OS sandbox: ${found.reason}; to fix: ${found.remedy}`);
    }
    return undefined;
  };
  return Object.assign(gate, { mode, availability: async () => (mode === 'off' ? undefined : (availability ??= detect())) });
}

type PolicyBuilder = (scope: SandboxScope, cwd: string, tmpBytes?: number) => SandboxPolicy;

/** One run's launcher. A class, not closures made per run (see watch-run.ts). */
class GatedRun {
  readonly launch: SandboxLauncher = this.launchInSandbox.bind(this);

  constructor(
    private readonly sandbox: Sandbox,
    private readonly scope: SandboxScope,
    private readonly toPolicy: PolicyBuilder,
    private readonly notice: (message: string) => void,
    private readonly prepareRuns: boolean,
  ) {}

  private launchInSandbox(command: Command, limits: LimitSettings): ReturnType<SandboxLauncher> {
    const { sandbox, notice } = this;
    const policy = this.toPolicy(this.scope, command.cwd, limits.tmpBytes);
    const egressRefused: EgressRefusal[] = [];
    const refused = (refusal: EgressRefusal) => {
      // A program that retries is told of, and logs, each destination once.
      if (egressRefused.length >= MAX_REFUSALS_KEPT || egressRefused.some((kept) => kept.target === refusal.target)) return;
      egressRefused.push(refusal);
      notice(`${basename(command.program)}: ${describeEgressRefusal(refusal)}`);
    };
    const use = { name: sandbox.name, policy, ...(Array.isArray(policy.network) && { egressRefused }) };
    const launch = (this.prepareRuns && sandbox.prepare?.(command, policy)) || sandbox.wrap(command, policy, { refused });
    return { ...launch, sandbox: use };
  }
}
