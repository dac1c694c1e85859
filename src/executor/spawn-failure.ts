// Why a command did not start, in words a model or a user can act on: one shape, whether Node's
// spawn failed or a launcher around the command (the OS sandbox, prlimit) could not start it.
import { statSync } from 'node:fs';

type SpawnFailureKind = 'notFound' | 'notExecutable' | 'badCwd' | 'sandbox' | 'other';

export interface SpawnFailure {
  kind: SpawnFailureKind;
  message: string;
}

/** A launcher's own failure to start the command, read from how it exited, the head of its stderr and what it reported (see Launch.reportFd). */
export type StartFailureReader = (exitCode: number | null, stderr: string, report?: string) => SpawnFailure | undefined;

export function toNotFound(program: string): SpawnFailure {
  return { kind: 'notFound', message: `command "${program}" not found on PATH` };
}

export function toNotExecutable(program: string): SpawnFailure {
  return { kind: 'notExecutable', message: `command "${program}" is not executable (permission denied)` };
}

/** The failure behind a spawn error (ESANDBOX: the run may not start unsandboxed). */
export function toSpawnFailure(error: { code?: string; message: string }, program: string, cwd: string): SpawnFailure {
  if (error.code === 'ESANDBOX') return { kind: 'sandbox', message: error.message };
  if (!isDirectory(cwd)) return { kind: 'badCwd', message: `working directory ${cwd} does not exist` };
  if (error.code === 'ENOENT') return toNotFound(program);
  if (error.code === 'EACCES') return toNotExecutable(program);
  return { kind: 'other', message: `command "${program}" could not start: ${error.message}` };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
