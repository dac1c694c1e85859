// The start of a run: its environment marked as this run's, its launch (the command itself, or a
// launcher around it), and the spawn, inside the run's cgroup when it has one (the child is born
// there, so the cgroup's limits bind the whole run).
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { RunCgroup } from '../containment/run-cgroup.js';
import { MARK_VARIABLE } from '../containment/run-mark.js';
import type { ChildEnvironment } from './environment.js';
import { toSpawnFailure, type SpawnFailure } from './spawn-failure.js';
import type { SpawnProgram } from './spawn-program.js';
import type { Launch, Launcher, RunRequest } from './types.js';

interface StartOptions {
  childEnv: ChildEnvironment;
  /** The run's MCP_WRAP_RUN value. */
  mark: string;
  launch: Launcher;
  spawnProgram: SpawnProgram;
  cgroup: RunCgroup | undefined;
}

type Started = { ok: true; child: ChildProcess; launch: Launch; startedAtMs: number } | { ok: false; spawnFailure: SpawnFailure };

/** Spawns the run, or says why it could not (a launcher that refused, a spawn that threw). */
export function startRun(request: RunRequest, { childEnv, mark, launch: launcher, spawnProgram, cgroup }: StartOptions): Started {
  const env = childEnv(request.inheritEnv, request.env);
  env[MARK_VARIABLE] = mark;
  // As a shell sets it on cd: programs that trust $PWD (astyle, scripts) look in the run's folder, not the server's.
  if (process.platform !== 'win32' && request.env.PWD === undefined) env.PWD = resolve(request.cwd);
  const startedAtMs = Date.now();
  try {
    const launch = launcher({ program: request.program, args: request.args, cwd: request.cwd, env }, request.limits);
    cgroup?.enter();
    try {
      const child = spawnProgram(launch.command, { pipeStdin: request.stdin !== undefined, ...(launch.extraFds && { extraFds: launch.extraFds }) });
      return { ok: true, child, launch, startedAtMs };
    } finally {
      cgroup?.leave();
    }
  } catch (error) {
    return { ok: false, spawnFailure: toSpawnFailure(error as NodeJS.ErrnoException, request.program, request.cwd) };
  }
}
