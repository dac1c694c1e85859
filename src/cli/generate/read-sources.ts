// Reads one command from every source there is, best first, and merges them: the program's spec
// (@withfig/autocomplete), its own fish completion script, its man page, then its --help. The
// help path alone is what generate did before it had other sources, and what it does without them.
import { basename } from 'node:path';
import { mergeSources, OPERAND_RANK, type SourcedHelp } from './merge-sources.js';
import type { ParsedHelp } from './help-types.js';
import { parseFishCompletion } from './read-completion.js';
import { readHelp, type Help, type ReadHelpOptions } from './read-help.js';
import { isManPage, renderMan, toManSource, type ManPage } from './read-man.js';
import type { Spec } from './read-spec.js';
import type { SandboxedRun } from './run-sandboxed.js';
import { findSpecCommand, specToHelp } from './spec-to-help.js';

/** `probe`: the flags tried alone in the sandbox after the others are read (probe-flags.ts). */
export const SOURCE_KINDS = ['spec', 'completion', 'man', 'help', 'probe'] as const;
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

/** What each source gave of one command, as read (a spec whole, a completion script, a rendered man page, a parsed help). */
export interface ReadCommand {
  spec?: Spec;
  completion?: { script: string; shown: string };
  man?: ManPage;
  /** The help, when it was readable, and the flag that printed it (`--help`). */
  help?: { text: string; help: ParsedHelp; flag: string };
}

/** Every source's account of the command `words` (the base command's `baseLength` words, then subcommands), merged. */
export async function readSources(words: readonly string[], baseLength: number, program: ProgramSources, options: ReadHelpOptions): Promise<CommandHelp> {
  const subcommands = words.slice(baseLength);
  const read: Help | undefined = program.kinds.has('help') ? await readHelp(words, options) : undefined;
  const completion = await program.completion?.(subcommands.length === 0 ? read?.text : undefined);
  const man = program.kinds.has('man') && !(read && isManPage(read.text)) ? await renderMan(words, program.run, options.env, options.cwd) : undefined;
  const help = read && !read.unreadable ? { text: read.text, help: read.help, flag: read.command.slice(words.length).join(' ') } : undefined;
  const { others, helpSource } = toSourcedHelps(words, baseLength, {
    ...(program.spec && { spec: program.spec }),
    ...(completion && { completion }),
    ...(man && { man }),
    ...(help && { help }),
  });
  const helpCommand = read?.command ?? [...words];
  if (others.length === 0) {
    const unreadable = read ? read.unreadable : `no source describes \`${toShown(words)}\``;
    return { ...(read ?? { text: '', help: emptyHelp() }), helpCommand, used: helpSource ? [helpSource.source] : [], ...(unreadable && { unreadable }) };
  }
  // A better source read what the help could not: the help's thin or unreadable state is no gap.
  const merged = mergeSources(toMergeOrder(others, helpSource));
  return { text: read?.text ?? '', help: merged.help, helpCommand, used: merged.used };
}

/** What was read of the command `words`, as sources for mergeSources: the others best first, and the help (the last). */
export function toSourcedHelps(words: readonly string[], baseLength: number, read: ReadCommand): { others: SourcedHelp[]; helpSource?: SourcedHelp } {
  const subcommands = words.slice(baseLength);
  const shown = toShown(words);
  const others: SourcedHelp[] = [];
  const specCommand = read.spec && findSpecCommand(read.spec.spec, subcommands);
  if (read.spec && specCommand)
    others.push({ source: `${read.spec.source} (${shown})`, help: specToHelp(specCommand.command, specCommand.inherited), operandRank: OPERAND_RANK.spec });
  if (read.completion) {
    const help = parseFishCompletion(read.completion.script, subcommands);
    if (help.options.length > 0) others.push({ source: read.completion.shown, help, operandRank: OPERAND_RANK.spec });
  }
  const man = read.man && !(read.help && isManPage(read.help.text)) ? toManSource(read.man, words) : undefined;
  if (man) others.push(man);
  if (!read.help) return { others };
  return {
    others,
    helpSource: { source: `${read.help.flag} (${shown})`, help: read.help.help, operandRank: isManPage(read.help.text) ? OPERAND_RANK.man : OPERAND_RANK.help },
  };
}

/**
 * The order options are merged in, best first: the program's own --help, then the others (spec,
 * completion, man). Measured on the corpus (`npm run corpus`), the help parser types the options a
 * help documents best (held out: 85.5% typed right from help alone, 73.6% when a spec or man page
 * came first); the others add the options, safety marks and file templates the help lacks.
 */
export function toMergeOrder(others: readonly SourcedHelp[], helpSource: SourcedHelp | undefined): SourcedHelp[] {
  return [...(helpSource ? [helpSource] : []), ...others];
}

/** `git log`, `/usr/bin/tar` as `tar`. */
export function toShown(words: readonly string[]): string {
  return words.map((word, index) => (index === 0 ? basename(word) : word)).join(' ');
}

function emptyHelp(): ParsedHelp {
  return { summary: '', options: [], positionals: [], readsStdin: false };
}
