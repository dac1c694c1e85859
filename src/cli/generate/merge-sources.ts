// Merges what several sources say about one command, best first: an option a better source
// describes is taken from it whole; a lower source only adds options the better ones lack (and a
// short name, a telling value placeholder or a negation they did not give). Operands, summary and subcommands come from the
// best source that has them.
import type { HelpOption, ParsedHelp } from './parse-help.js';

const GENERIC_VALUE = /^<?(value|arg|string)>?$/i;

export interface SourcedHelp {
  /** How the draft's header names it: `@withfig/autocomplete 2.692.3`, `man git-log`, `git log --help`. */
  source: string;
  help: ParsedHelp;
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
      const known = options[index]!;
      const shortFree = option.short && !known.short && !options.some((other) => other.short === option.short);
      // A completion script says only that a value is taken; the help's NUM says which.
      const betterValue = known.value && option.value && GENERIC_VALUE.test(known.value) && !GENERIC_VALUE.test(option.value);
      if (shortFree || betterValue || (option.negatable && !known.negatable)) {
        options[index] = { ...known, ...(shortFree && { short: option.short }), ...(betterValue && { value: option.value }), negatable: known.negatable || option.negatable };
      }
    }
  }
  const first = <T>(pick: (help: ParsedHelp) => T | undefined, isGiven: (value: T) => boolean): T | undefined => {
    const found = sources.find(({ help }) => {
      const value = pick(help);
      return value !== undefined && isGiven(value);
    });
    if (found) used.add(found.source);
    return found && pick(found.help);
  };
  const positionals = first((help) => help.positionals, (list) => list.length > 0) ?? [];
  const summary = first((help) => help.summary, (text) => text !== '') ?? '';
  const subcommands = first((help) => help.subcommands, (list) => list.length > 0);
  const help: ParsedHelp = { summary, options, positionals, readsStdin: sources.some(({ help }) => help.readsStdin), ...(subcommands && { subcommands }) };
  return { help, used: sources.map(({ source }) => source).filter((source) => used.has(source)) };
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
