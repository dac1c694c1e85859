// How a command is spawned when no sandbox puts itself around it.
import type { Launch, LaunchCommand } from './types.js';

/** The command itself, or its prefix (prlimit ...) followed by it. */
export function launchAsIs(command: LaunchCommand): Launch {
  const [program, ...args] = [...(command.prefix ?? []), command.program, ...command.args];
  return { program: program!, args, diesWhole: false };
}
