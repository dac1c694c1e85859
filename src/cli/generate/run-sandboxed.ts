// Runs a program once for generate, like any wrapped program (no shell, no stdin, under a short
// timeout, marked, nothing it started left running) and inside the OS sandbox (read-only file
// system, no network, credential stores hidden) where one works. Every source generate reads from
// a program (its help, its completion script, its man page, a spec module) is read this way.
import { homedir } from 'node:os';
import { currentServerInstance } from '../../containment/current-instance.js';
import { MARK_VARIABLE } from '../../containment/run-mark.js';
import { stopRun } from '../../containment/stop-run.js';
import { DEFAULT_SANDBOX } from '../../definition/types.js';
import { readReport, type LauncherReport } from '../../executor/build-outcome.js';
import { toCleanText } from '../../executor/clean-text.js';
import { createChildEnvironment } from '../../executor/environment.js';
import { launchAsIs } from '../../executor/launch-as-is.js';
import { runHelper, type ImportModule } from '../../executor/spawn-program.js';
import type { RunChild } from '../../executor/types.js';
import { toSandboxPolicy } from '../../sandbox/sandbox-policy.js';
import type { Sandbox } from '../../sandbox/types.js';
import { UsageError } from '../cli-io.js';
import type { HelpRun } from './explain-crash.js';

const KILL_GRACE_MS = 1_000;

export interface SandboxedRunOptions {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** The sandbox the runs get (see helpSandbox), or none. */
  sandbox: Sandbox | undefined;
  importModule?: ImportModule;
}

export interface SandboxedRunResult extends HelpRun {
  /** Cleaned stdout, then stderr. */
  text: string;
  /** Stdout as the program wrote it (a spec's JSON). */
  stdout: string;
}

export type SandboxedRun = (
  program: string,
  args: readonly string[],
  /** `visible`: folders the run must see although the sandbox hides them (a spec package under /tmp). */
  extra?: { env?: Record<string, string>; timeoutMs?: number; maxBytes?: number; visible?: readonly string[] },
) => Promise<SandboxedRunResult>;

/** A runner whose runs share one environment and one read-only policy; a sandbox that cannot start is a UsageError. */
export function createSandboxedRun(options: SandboxedRunOptions, limits: { timeoutMs: number; maxBytes: number }): SandboxedRun {
  const { sandbox } = options;
  const childEnv = createChildEnvironment(options.env)(true, {});
  const readOnly = { settings: { ...DEFAULT_SANDBOX, writeRoots: false }, roots: [options.cwd], baseDir: options.cwd, commandPaths: [] };
  const policyShowing = (visible: readonly string[]) =>
    sandbox && toSandboxPolicy({ ...readOnly, commandPaths: visible }, options.cwd, options.env.HOME ?? homedir());
  const usual = policyShowing([]);
  return async (program, args, extra = {}) => {
    const policy = extra.visible ? policyShowing(extra.visible) : usual;
    const mark = currentServerInstance().nextMark();
    const startedAtMs = Date.now();
    const env = { ...childEnv, PWD: options.cwd, ...extra.env, [MARK_VARIABLE]: mark };
    const command = { program, args: [...args], cwd: options.cwd, env };
    const launch = sandbox && policy ? sandbox.wrap(command, policy) : launchAsIs(command);
    let report: LauncherReport | undefined;
    const attach = (child: RunChild) => {
      report = readReport(child, launch);
      return launch.attach?.(child);
    };
    const run = {
      cwd: options.cwd,
      env,
      timeoutMs: extra.timeoutMs ?? limits.timeoutMs,
      maxBytes: extra.maxBytes ?? limits.maxBytes,
      extraFds: launch.extraFds,
      attach,
    };
    const result = await runHelper(launch.command.program, launch.command.args, run, options.importModule);
    await stopRun({ mark, startedAtMs }, KILL_GRACE_MS);
    const failure = result.startFailure ?? launch.startFailureOf?.(result.exitCode ?? null, result.stderr.toString(), await report?.text())?.message;
    if (failure) throw new UsageError(failure);
    return {
      text: toCleanText(Buffer.concat([result.stdout, Buffer.from('\n'), result.stderr])),
      stdout: result.stdout.toString('utf8'),
      stderr: toCleanText(result.stderr),
      ...(result.exitCode !== undefined && { exitCode: result.exitCode }),
      ...(result.signal !== undefined && { signal: result.signal }),
      ...(result.timedOut && { timedOut: true }),
    };
  };
}
