// Reads one command from every source there is, best first, and merges them: the program's spec
// (@withfig/autocomplete), its own fish completion script, its man page, then its --help. The
// help path alone is what generate did before it had other sources, and what it does without them.
import { basename } from 'node:path';
import { mergeSources, OPERAND_RANK, type SourcedHelp } from './merge-sources.js';
import type { ParsedHelp } from './parse-help.js';
import { parseFishCompletion } from './read-completion.js';
import { readHelp, type Help, type ReadHelpOptions } from './read-help.js';
import { isManPage, readMan } from './read-man.js';
import type { Spec } from './read-spec.js';
import type { SandboxedRun } from './run-sandboxed.js';
import { findSpecCommand, specToHelp } from './spec-to-help.js';

export const SOURCE_KINDS = ['spec', 'completion', 'man', 'help'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface ProgramSources {
  kinds: ReadonlySet<SourceKind>;
  /** The program's spec, when it has one and `spec` is a source. */
  spec?: Spec;
  /** The program's fish completion script and the command line that printed it, found from the root help (read when not given). */
  completion?: (rootHelp: string | undefined) => Promise<{ script: string; shown: string } | undefined>;
  run: SandboxedRun;
}

export interface CommandHelp extends Omit<Help, 'command'> {
  helpCommand: string[];
  /** The sources that gave something, best first, as the draft's header names them. */
  used: string[];
}

/** Every source's account of the command `words` (the base command's `baseLength` words, then subcommands), merged. */
export async function readSources(words: readonly string[], baseLength: number, program: ProgramSources, options: ReadHelpOptions): Promise<CommandHelp> {
  const subcommands = words.slice(baseLength);
  const shown = words.map((word, index) => (index === 0 ? basename(word) : word)).join(' ');
  const sources: SourcedHelp[] = [];
  const specCommand = program.spec && findSpecCommand(program.spec.spec, subcommands);
  if (program.spec && specCommand) sources.push({ source: `${program.spec.source} (${shown})`, help: specToHelp(specCommand.command, specCommand.inherited), operandRank: OPERAND_RANK.spec });
  const read: Help | undefined = program.kinds.has('help') ? await readHelp(words, options) : undefined;
  const completion = await program.completion?.(subcommands.length === 0 ? read?.text : undefined);
  if (completion) {
    const help = parseFishCompletion(completion.script, subcommands);
    if (help.options.length > 0) sources.push({ source: completion.shown, help, operandRank: OPERAND_RANK.spec });
  }
  if (program.kinds.has('man') && !(read && isManPage(read.text))) {
    const man = await readMan(words, program.run, options.env, options.cwd);
    if (man) sources.push(man);
  }
  const others = sources.length;
  if (read && !read.unreadable) sources.push({ source: `${read.command[read.command.length - 1]} (${shown})`, help: read.help, operandRank: isManPage(read.text) ? OPERAND_RANK.man : OPERAND_RANK.help });
  const helpCommand = read?.command ?? [...words];
  if (others === 0) {
    const unreadable = read ? read.unreadable : `no source describes \`${shown}\``;
    return { ...(read ?? { text: '', help: emptyHelp() }), helpCommand, used: read?.unreadable ? [] : sources.map(({ source }) => source), ...(unreadable && { unreadable }) };
  }
  // A better source read what the help could not: the help's thin or unreadable state is no gap.
  const { help, used } = mergeSources(sources);
  return { text: read?.text ?? '', help, helpCommand, used };
}

function emptyHelp(): ParsedHelp {
  return { summary: '', options: [], positionals: [], readsStdin: false };
}
