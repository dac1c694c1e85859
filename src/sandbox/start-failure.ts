// A sandbox's own failure to start the program, read from the first line of its stderr (after
// its `prefix`, such as "bwrap: "): a missing or unexecutable program reads as it would without
// a sandbox, anything else as the sandbox's failure.
import type { SpawnFailure } from '../executor/types.js';

export function readStartFailure(stderr: string, prefix: string, exec: RegExp): { kind: SpawnFailure; message: string } | undefined {
  if (!stderr.startsWith(prefix)) return undefined;
  const line = stderr.slice(prefix.length).split('\n', 1)[0]!;
  const failed = exec.exec(line);
  if (failed?.[2] === 'No such file or directory') return { kind: 'notFound', message: `command "${failed[1]}" not found on PATH` };
  if (failed) return { kind: 'notExecutable', message: `command "${failed[1]}" is not executable (permission denied)` };
  return { kind: 'sandbox', message: `the sandbox could not start the program: ${line}` };
}
