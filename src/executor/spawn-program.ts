// Starts programs, never through a shell, with the tool that fits each job (figures in README,
// "Design decisions"):
// - wrapped programs on POSIX: child_process.spawn, 1.7x faster per call than execa and 2.7x less
//   server CPU; `detached` makes the child lead its own session and process group;
// - wrapped programs on Windows: execa, whose cross-spawn layer runs .cmd/.bat shims (npm, npx,
//   az, gcloud ...) and PATHEXT look-ups with correct argument escaping;
// - one-shot runs the CLI makes for itself (generate's help probes): execa, for its timeouts and
//   buffering, where its cost per call does not matter.
// execa stays out of the CLI bundle (a larger server forks slower, on every call) and is imported
// when first needed, through the entry's import() (see bin/mcp-wrap).
import { spawn, type ChildProcess } from 'node:child_process';
import { toSpawnFailure } from './spawn-failure.js';
import { MARK_VARIABLE } from '../containment/run-mark.js';
import type { Command, ExtraFd, Launch, RunChild, SpawnIo, SpawnProgram } from './types.js';

export type { SpawnProgram } from './types.js';

/** Imports a package by name (the CLI passes its entry's own import()). */
export type ImportModule = (specifier: string) => Promise<unknown>;

const importDirectly: ImportModule = (specifier) => import(specifier);

function loadExeca(importModule: ImportModule): Promise<typeof import('execa')> {
  return importModule('execa') as Promise<typeof import('execa')>;
}

/** Spawns inside the cgroup by entering it for the spawn: the calling thread moves in and back out, the child is born there. */
function insideCgroup<Child>(io: SpawnIo, spawnNow: () => Child): Child {
  io.cgroup?.enter();
  try {
    return spawnNow();
  } finally {
    io.cgroup?.leave();
  }
}

/** Node's stdio for extra fds: a pipe either way (a Unix socket pair, which both ends can read and write). */
const toNodeStdio = (extraFds: readonly ExtraFd[] = []) => extraFds.map((fd) => (fd === 'report' ? 'pipe' : fd));

export const spawnWithNode = ({ program, args, cwd, env }: Command, io: SpawnIo): ChildProcess =>
  insideCgroup(io, () =>
    spawn(program, [...args], { cwd, env, stdio: [io.pipeStdin ? 'pipe' : 'ignore', 'pipe', 'pipe', ...toNodeStdio(io.extraFds)], detached: true }),
  );

/**
 * Spawns a launch inside `cgroup`. A launch that waits for its command gets an environment of its
 * own with the run's mark; the program's comes with the command. The child comes boxed: execa's
 * subprocess is thenable (it resolves with the run's result), so it must never be awaited.
 */
export async function spawnLaunch(
  launch: Launch,
  mark: string,
  pipeStdin: boolean,
  spawnProgram: SpawnProgram,
  cgroup: SpawnIo['cgroup'],
): Promise<{ child: RunChild }> {
  const command = launch.prepared ? { ...launch.command, env: { ...launch.command.env, [MARK_VARIABLE]: mark } } : launch.command;
  const spawned = spawnProgram(command, {
    pipeStdin,
    ...(launch.extraFds && { extraFds: launch.extraFds }),
    ...(launch.duplexFds && { duplexFds: true }),
    ...(cgroup && { cgroup }),
  });
  return { child: spawned instanceof Promise ? await spawned : spawned };
}

/** The execa spawner, as Windows uses it (it runs anywhere, so it is tested on POSIX too). */
export async function loadExecaSpawn(importModule: ImportModule = importDirectly): Promise<SpawnProgram> {
  const { execa } = await loadExeca(importModule);
  return ({ program, args, cwd, env }, io) => {
    const subprocess = insideCgroup(io, () =>
      execa(program, args, {
        cwd,
        env,
        extendEnv: false,
        stdin: io.pipeStdin ? 'pipe' : 'ignore',
        stdout: 'pipe',
        stderr: 'pipe',
        buffer: false,
        reject: false,
        cleanup: false,
        windowsHide: true,
      }),
    );
    // The run is followed through the child's own events and streams, not the promise.
    subprocess.catch(() => {});
    return subprocess;
  };
}

/** How this platform starts wrapped programs. */
export function loadSpawnProgram(platform: NodeJS.Platform = process.platform, importModule: ImportModule = importDirectly): Promise<SpawnProgram> {
  return platform === 'win32' ? loadExecaSpawn(importModule) : Promise.resolve(spawnWithNode);
}

export interface HelperResult {
  stdout: Buffer;
  stderr: Buffer;
  exitCode?: number;
  /** The signal that ended it, if one did. */
  signal?: string;
  /** It was ended by timeoutMs. */
  timedOut?: boolean;
  /** Why the program could not be started at all (not found, not executable ...). */
  startFailure?: string;
}

/** Runs a program once for the CLI itself: no stdin, output buffered, ended by `timeoutMs`; extra fds served as a sandbox asks (see Launch). */
export async function runHelper(
  program: string,
  args: readonly string[],
  options: {
    cwd: string;
    env: Record<string, string>;
    timeoutMs: number;
    maxBytes: number;
    extraFds?: readonly ExtraFd[];
    attach?: (child: RunChild) => (() => void) | void;
  },
  importModule: ImportModule = importDirectly,
): Promise<HelperResult> {
  const { execa } = await loadExeca(importModule);
  const subprocess = execa(program, args, {
    cwd: options.cwd,
    env: options.env,
    extendEnv: false,
    // execa's types take only fds 0-2 as numbers; at run time it passes any open fd on, as Node does.
    stdio: ['ignore', 'pipe', 'pipe', ...(toNodeStdio(options.extraFds) as 'pipe'[])],
    encoding: 'buffer',
    stripFinalNewline: false,
    maxBuffer: options.maxBytes,
    timeout: options.timeoutMs,
    forceKillAfterDelay: 1_000,
    reject: false,
    windowsHide: true,
    detached: process.platform !== 'win32',
  });
  const detach = options.attach?.(subprocess);
  const result = await subprocess;
  detach?.();
  const startFailure = result.failed && result.code !== undefined && result.exitCode === undefined && !result.timedOut && !result.isTerminated;
  return {
    stdout: Buffer.from(result.stdout),
    stderr: Buffer.from(result.stderr),
    ...(result.exitCode !== undefined && { exitCode: result.exitCode }),
    ...(result.signal !== undefined && { signal: result.signal }),
    ...(result.timedOut && { timedOut: true }),
    ...(startFailure && {
      startFailure: toSpawnFailure({ code: result.code, message: result.originalMessage ?? result.shortMessage ?? '' }, program, options.cwd).message,
    }),
  };
}
