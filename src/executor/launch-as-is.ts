// How a command is spawned when no sandbox puts itself around it.
import type { Command, Launch } from './types.js';

/** The command itself, or its prefix (prlimit ...) followed by it. */
export function launchAsIs({ program, args, cwd, env, prefix = [] }: Command): Launch {
  const [spawned, ...rest] = [...prefix, program, ...args];
  return { command: { program: spawned!, args: rest, cwd, env }, diesWhole: false };
}
