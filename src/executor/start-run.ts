// The start of a run: its environment marked as this run's, its launch (the command itself, or a
// launcher around it), and the spawn, inside the run's cgroup when it has one (the child is born
// there, so the cgroup's limits bind the whole run). A launch that waits for its command (a
// prepared sandbox) is taken from the spares when one with its set-up waits, with that spare's
// mark and cgroup, or spawned now; either way it is then told the command.
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { RunCgroup } from '../containment/run-cgroup.js';
import { MARK_VARIABLE } from '../containment/run-mark.js';
import type { ChildEnvironment } from './environment.js';
import { toSpareSetup, type SpareLaunches, type SpareSetup } from './spare-launches.js';
import { toSpawnFailure, type SpawnFailure } from './spawn-failure.js';
import { spawnLaunch, type SpawnProgram } from './spawn-program.js';
import type { Launch, Launcher, PreparedLaunch, RunChild, RunRequest } from './types.js';

/** The first descriptor after stdin, stdout and stderr, where a launch's extra fds begin. */
export const FIRST_EXTRA_FD = 3;

interface StartOptions {
  childEnv: ChildEnvironment;
  /** The run's MCP_WRAP_RUN value. */
  mark: string;
  launch: Launcher;
  spawnProgram: SpawnProgram;
  cgroup: RunCgroup | undefined;
  spares: SpareLaunches | undefined;
}

export type Started =
  | {
      ok: true;
      child: RunChild;
      launch: Launch;
      /** When the child was spawned (a spare's: before the call). */
      startedAtMs: number;
      /** The run's mark and cgroup: a spare's when it ran in one. */
      mark: string;
      cgroup: RunCgroup | undefined;
      /** The child is a spare, attached to when it was started. */
      fromSpare: boolean;
      /** The set-up the spares know the run by, when its launch waits for its command and there are spares. */
      setup?: SpareSetup;
    }
  | { ok: false; spawnFailure: SpawnFailure };

const ignore = () => {};

/** Spawns the run, or says why it could not (a launcher that refused, a spawn that threw). */
export async function startRun(request: RunRequest, { childEnv, mark, launch: launcher, spawnProgram, cgroup, spares }: StartOptions): Promise<Started> {
  const env = childEnv(request.inheritEnv, request.env);
  env[MARK_VARIABLE] = mark;
  // As a shell sets it on cd: programs that trust $PWD (astyle, scripts) look in the run's folder, not the server's.
  if (process.platform !== 'win32' && request.env.PWD === undefined) env.PWD = resolve(request.cwd);
  const startedAtMs = Date.now();
  const pipeStdin = request.stdin !== undefined;
  try {
    const launch = launcher({ program: request.program, args: request.args, cwd: request.cwd, env }, request.limits);
    const { prepared } = launch;
    const setup = prepared && spares ? toSpareSetup(launch, request.limits, pipeStdin) : undefined;
    const spare = setup && spares?.claim(setup);
    if (prepared && spare) {
      env[MARK_VARIABLE] = spare.mark;
      tell(spare.child, prepared, env);
      return { ok: true, child: spare.child, launch, startedAtMs: spare.spawnedAtMs, mark: spare.mark, cgroup: spare.cgroup, fromSpare: true, setup };
    }
    const { child } = await spawnLaunch(launch, mark, pipeStdin, spawnProgram, cgroup);
    if (prepared) tell(child, prepared, env);
    return { ok: true, child, launch, startedAtMs, mark, cgroup, fromSpare: false, ...(setup && { setup }) };
  } catch (error) {
    return { ok: false, spawnFailure: toSpawnFailure(error as NodeJS.ErrnoException, request.program, request.cwd) };
  }
}

/** Writes the command to a waiting launch and ends the pipe; one that is gone already reports how it ended. */
function tell(child: RunChild, prepared: PreparedLaunch, env: Readonly<Record<string, string>>): void {
  const pipe = child.stdio[FIRST_EXTRA_FD + prepared.commandFd] as Writable | null | undefined;
  if (!pipe) return;
  pipe.on('error', ignore);
  pipe.end(prepared.toCommand(env));
}
