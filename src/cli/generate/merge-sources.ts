// Merges what several sources say about one command, best first: an option a better source
// describes is taken from it whole; a lower source only adds options the better ones lack (and a
// short name, a telling value placeholder or a negation they did not give). Operands, summary and subcommands come from the
// best source that has them (operands: the usage line first).
import { choicesIn } from './find-choices.js';
import { describesRepeats } from './describes-repeats.js';
import type { HelpOption, HelpPositional, ParsedHelp } from './help-types.js';
import { unionOfVerbs } from './read-verbs.js';
import { toPlaceholderWord } from './safety-match.js';

const GENERIC_VALUE = /^<?(value|arg|string)>?$/i;
const PLACEHOLDER = /^[\w<>[\]{}|.,:=+-]+$/;

export const OPERAND_RANK = { help: 0, man: 1, spec: 2 } as const;

export interface SourcedHelp {
  /** How the draft's header names it: `@withfig/autocomplete 2.692.3 (git log)`, `man git-log`, `--help (git log)`. */
  source: string;
  help: ParsedHelp;
  /**
   * Where its operands rank, lower first: the program's own usage line (--help), then a man page's
   * SYNOPSIS (which may lead with a traditional form: `tar {A|c|d...}[...] [ARG...]`), then a spec
   * (whose names are its authors': grep's `search pattern`). Options rank in the given order.
   */
  operandRank?: number;
}

/** The merged help, and the sources that gave it something, best first. */
export function mergeSources(sources: readonly SourcedHelp[]): { help: ParsedHelp; used: string[] } {
  const options: HelpOption[] = [];
  const used = new Set<string>();
  for (const { source, help } of sources) {
    for (const option of help.options) {
      const index = options.findIndex((known) => isSameOption(known, option));
      if (index === -1) {
        options.push(option);
        used.add(source);
        continue;
      }
      options[index] = refine(options[index]!, option, options);
    }
  }
  const first = <T>(pick: (help: ParsedHelp) => T | undefined, isGiven: (value: T) => boolean, order = sources): T | undefined => {
    const found = order.find(({ help }) => {
      const value = pick(help);
      return value !== undefined && isGiven(value);
    });
    if (found) used.add(found.source);
    return found && pick(found.help);
  };
  const operands =
    first(
      (help) => help.positionals,
      (list) => list.length > 0,
      [...sources].sort((a, b) => (a.operandRank ?? 0) - (b.operandRank ?? 0)),
    ) ?? [];
  const summary =
    first(
      (help) => help.summary,
      (text) => text !== '',
    ) ?? '';
  const subcommands = first(
    (help) => help.subcommands,
    (list) => list.length > 0,
  );
  // How the operands are written (before the options, no "--") goes with the source they came from.
  const operandSource = sources.find(({ help }) => help.positionals === operands)?.help;
  const help: ParsedHelp = {
    summary,
    options,
    positionals: withAllVerbs(operands, sources),
    readsStdin: sources.some(({ help }) => help.readsStdin),
    ...(subcommands && { subcommands }),
    ...(sources.some(({ help }) => help.isDangerous) && { isDangerous: true }),
    ...(operandSource?.operandsFirst && { operandsFirst: true }),
    ...(operandSource?.doubleDashSeparates && { doubleDashSeparates: true }),
    // The man page's "--  Treat all subsequent arguments as file names" is the same program's parser.
    ...(sources.some(({ help }) => help.documentsDoubleDash) && { documentsDoubleDash: true }),
    ...(operandSource?.refusesDoubleDash && { refusesDoubleDash: true }),
  };
  return { help, used: sources.map(({ source }) => source).filter((source) => used.has(source)) };
}

/**
 * What a lower source adds to an option a better one described: a short or long name the better one did
 * not give, a telling value placeholder for a generic one (a completion script says only that a
 * value is taken, the help's NUM says which), a description it lacks, a negation, and every safety
 * mark (a file, dangerous, run). Not its values: a spec's suggestions are examples (nl's `-w 6 5 4`);
 * but the values its description ties to the placeholder where the better one's states none (git
 * tag's man page: "The <mode> can be one of verbatim, whitespace and strip").
 */
function refine(known: HelpOption, option: HelpOption, options: readonly HelpOption[]): HelpOption {
  const shortFree = option.short !== undefined && !known.short && !options.some((other) => other.short === option.short);
  // genbrk's usage writes "-r rule-file" (no row describes it), its man page "-r, --rules rule-file": both take a value, so the long name is the option's too.
  const longFree =
    option.long !== undefined &&
    !known.long &&
    !known.description &&
    known.value !== undefined &&
    option.value !== undefined &&
    !options.some((other) => other.long === option.long);
  // A value that reads as a placeholder: a man page misread (curl's "options. If curl") adds nothing.
  const bothTakeValue = known.value !== undefined && option.value !== undefined && PLACEHOLDER.test(option.value);
  const betterValue = bothTakeValue && GENERIC_VALUE.test(known.value!) && !GENERIC_VALUE.test(option.value!);
  return {
    ...known,
    ...(shortFree && { short: option.short }),
    ...(longFree && { long: option.long }),
    ...(betterValue && { value: option.value }),
    ...(!known.description && option.description && { description: option.description }),
    ...(bothTakeValue && !known.choices && !choicesIn(known.description, toPlaceholderWord(known.value!)) && tiedChoices(option)),
    negatable: known.negatable || option.negatable,
    // lsns's man page: "This option may be given more than once" (not a spec's isRepeatable: cargo's marks what its help does not).
    ...((known.repeats || (bothTakeValue && describesRepeats(option.description))) && { repeats: true }),
    // What any source says about safety holds: a file template, a dangerous mark, a value that is run.
    ...((known.path || option.path) && { path: true }),
    ...((known.isDangerous || option.isDangerous) && { isDangerous: true }),
    ...((known.runsValue || option.runsValue) && { runsValue: true }),
  };
}

/** Values a man page's description ties to the placeholder: "The <when> field must be one of always, never, or auto". */
function tiedChoices(option: HelpOption): { choices: string[] } | undefined {
  const word = toPlaceholderWord(option.value!).replace(/\W/g, '');
  if (!word || !new RegExp(`<${word}>[^.]{0,30}\\b(one of|either)\\b`).test(option.description)) return undefined;
  const choices = choicesIn(option.description, word);
  return choices && { choices };
}

/** The same long name, or the same short name where the two do not name different long ones. */
function isSameOption(a: HelpOption, b: HelpOption): boolean {
  if (a.long && b.long) return a.long === b.long;
  return a.short !== undefined && a.short === b.short;
}

/** Sources as one line: `X (git log), X (git diff)` read `X (git log, git diff)`. */
export function describeSources(used: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const source of used) {
    const [, label = source, command] = /^(.*) \((.*)\)$/.exec(source) ?? [];
    const commands = groups.get(label) ?? [];
    if (command && !commands.includes(command)) commands.push(command);
    groups.set(label, commands);
  }
  return [...groups].map(([label, commands]) => (commands.length > 0 ? `${label} (${commands.join(', ')})` : label)).join(', ');
}

/** A verb's place with the verbs every source lists, the best source's first (a man page lists verbs its help leaves out), required where every source requires it. */
function withAllVerbs(positionals: HelpPositional[], sources: readonly SourcedHelp[]): HelpPositional[] {
  return positionals.map((positional) => {
    if (!positional.verbs) return positional;
    const places = sources.flatMap(({ help }) => help.positionals.filter((other) => other.verbs));
    // A man page that says which verb runs when none is given makes it optional.
    return { ...positional, verbs: unionOfVerbs(positional.verbs, ...places.map((place) => place.verbs!)), required: places.every((place) => place.required) };
  });
}
