// A launcher's own failure to start the program (a sandbox's, prlimit's), read from the first line
// of its stderr (after its `prefix`, such as "bwrap: "): a missing or unexecutable program reads as
// it would without it, anything else as the launcher's failure, in the words of `failed`.
import { toNotExecutable, toNotFound, type SpawnFailure } from '../executor/spawn-failure.js';

export function readStartFailure(stderr: string, prefix: string, exec: RegExp, failed = 'the sandbox could not start the program'): SpawnFailure | undefined {
  if (!stderr.startsWith(prefix)) return undefined;
  const line = stderr.slice(prefix.length).split('\n', 1)[0]!;
  const execFailed = exec.exec(line);
  if (execFailed?.[2] === 'No such file or directory') return toNotFound(execFailed[1]!);
  if (execFailed) return toNotExecutable(execFailed[1]!);
  return { kind: 'sandbox', message: `${failed}: ${line}` };
}
