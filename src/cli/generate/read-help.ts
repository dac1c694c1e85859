// Gets a command's help the ways programs offer it (`--help`, `-h`, `help <subcommand>`), run
// like any wrapped program (no shell, non-interactive, under a timeout), and keeps the answer
// that describes the most options.
import { basename } from 'node:path';
import { capturedBytes } from '../../executor/bounded-capture.js';
import { toCleanText } from '../../executor/clean-text.js';
import { createChildEnvironment } from '../../executor/environment.js';
import { runCommand } from '../../executor/run-command.js';
import { UsageError } from '../cli-io.js';
import { parseHelp, type ParsedHelp } from './parse-help.js';

const HELP_TIMEOUT_MS = 10_000;

export interface Help {
  command: string[];
  help: ParsedHelp;
}

export async function readHelp(words: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string): Promise<Help> {
  const [program, ...subcommands] = words;
  const attempts = [[...subcommands, '--help'], [...subcommands, '-h'], ...(subcommands.length > 0 ? [['help', ...subcommands]] : [])];
  const childEnv = createChildEnvironment(env);
  let best: Help | undefined;
  for (const args of attempts) {
    const outcome = await runCommand(
      { program: program!, args, cwd, env: {}, inheritEnv: true, timeoutMs: HELP_TIMEOUT_MS, killGraceMs: 1_000, maxOutputBytes: 1024 * 1024, successCodes: [0] },
      { childEnv },
    );
    if (outcome.spawnFailure) throw new UsageError(outcome.spawnFailure.message);
    const text = toCleanText(Buffer.concat([capturedBytes(outcome.stdout), Buffer.from('\n'), capturedBytes(outcome.stderr)]));
    const help = parseHelp(text, [basename(program!), ...subcommands]);
    if (!best || help.options.length > best.help.options.length) best = { command: [program!, ...args], help };
  }
  return best!;
}
