// Option parsers and options shared by several subcommands.
import { Command, InvalidArgumentError, Option } from 'commander';
import { SANDBOX_MODES, type SandboxMode } from '../sandbox/types.js';
import type { ToolSelection } from './select-tools.js';
import { parseSize } from '../definition/units.js';
import type { CliIo } from './cli-io.js';

/** What every subcommand's action needs. */
export interface CommandContext {
  io: CliIo;
  version: string;
  setExitCode(code: number): void;
}

/** Options that decide where tools run: used by serve, call and config (which passes them on). */
export interface PlaceOptions extends ToolSelection {
  cwd?: string;
  root: string[];
  yes?: boolean;
  sandbox: SandboxMode;
}

export function addPlaceOptions(command: Command): Command {
  return command
    .option('--cwd <dir>', 'base directory: relative tool cwds and paths resolve here (default: the current directory)')
    .option('--root <dir>', 'a directory `path: true` arguments must stay inside; repeatable (default: the base directory)', collect, [])
    .option('--yes', 'run tools that need confirmation without asking, when the client cannot ask (no elicitation)')
    .addOption(sandboxOption('the OS sandbox around every run'))
    .option('--tools <names>', 'serve only these tools (comma-separated; repeatable)', collectNames, [])
    .option('--toolsets <names>', 'serve the tools of these toolsets, named groups the wrappers define (comma-separated; repeatable)', collectNames, [])
    .option('--exclude-tools <names>', 'serve every tool but these (comma-separated; repeatable)', collectNames, [])
    .option('--read-only', 'serve only the tools annotated readOnlyHint: true');
}

/** --sandbox on|off|required, for what `what` names. */
export function sandboxOption(what: string): Option {
  return new Option(
    '--sandbox <mode>',
    `${what}: on (falls back to running unsandboxed with a warning where none works), off, required (refuses to run without one)`,
  )
    .choices(SANDBOX_MODES)
    .default('on');
}

export function toPositiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('expected a whole number of 1 or more');
  return number;
}

export function toSize(value: string): number {
  const bytes = parseSize(value);
  if (bytes === undefined) throw new InvalidArgumentError('expected a size such as "256MiB" or a number of bytes');
  return bytes;
}

function collectNames(value: string, previous: string[]): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new InvalidArgumentError('expected tool names, such as "git_log,git_diff"');
  return [...previous, ...names];
}

function collect(value: string, previous: string[]): string[] {
  if (!value) throw new InvalidArgumentError('expected a directory');
  return [...previous, value];
}
