// Gets a command's help the ways programs offer it (`--help`, `-h`, `help <subcommand>`), run
// like any wrapped program (no shell, non-interactive, under a timeout, marked, and nothing it
// started left running), and keeps the answer that describes the most options.
import { basename } from 'node:path';
import { currentServerInstance } from '../../containment/current-instance.js';
import { MARK_VARIABLE } from '../../containment/run-mark.js';
import { stopRun } from '../../containment/stop-run.js';
import { toCleanText } from '../../executor/clean-text.js';
import { createChildEnvironment } from '../../executor/environment.js';
import { runHelper, type ImportModule } from '../../executor/spawn-program.js';
import { UsageError } from '../cli-io.js';
import { parseHelp, type ParsedHelp } from './parse-help.js';

const HELP_TIMEOUT_MS = 10_000;
const HELP_MAX_BYTES = 1024 * 1024;
const KILL_GRACE_MS = 1_000;

export interface Help {
  command: string[];
  help: ParsedHelp;
}

export async function readHelp(words: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string, importModule?: ImportModule): Promise<Help> {
  const [program, ...subcommands] = words;
  const attempts = [[...subcommands, '--help'], [...subcommands, '-h'], ...(subcommands.length > 0 ? [['help', ...subcommands]] : [])];
  const childEnv = createChildEnvironment(env);
  let best: Help | undefined;
  for (const args of attempts) {
    const mark = currentServerInstance().nextMark();
    const startedAtMs = Date.now();
    const result = await runHelper(program!, args, { cwd, env: { ...childEnv(true, {}), [MARK_VARIABLE]: mark }, timeoutMs: HELP_TIMEOUT_MS, maxBytes: HELP_MAX_BYTES }, importModule);
    await stopRun({ mark, startedAtMs }, KILL_GRACE_MS);
    if (result.startFailure) throw new UsageError(result.startFailure);
    const text = toCleanText(Buffer.concat([result.stdout, Buffer.from('\n'), result.stderr]));
    const help = parseHelp(text, [basename(program!), ...subcommands]);
    if (!best || help.options.length > best.help.options.length) best = { command: [program!, ...args], help };
  }
  return best!;
}
