// What a draft lacks that its help shows: a long help from which (almost) no option was read, and
// an operand the program takes that the draft cannot name. The first refuses the draft (unless
// --force): a tool with none of its options is not a draft of that program. The second is written
// with a warning: many programs take no operand, and a person adds the missing one in a line.
import type { ParsedHelp } from './help-types.js';
import { usageOf } from './read-usage-line.js';
import { SKIPPED_USAGE_WORDS } from './to-positional.js';

/** A help longer than this many non-blank lines documents options, if it has any: reading none of them is a miss. */
export const LONG_HELP_LINES = 20;
/** Reading fewer options than this share of the lines that begin with a dash is reading almost nothing. */
const MIN_OPTION_LINES_READ = 1 / 4;

/** Why a long help gave (almost) nothing, or undefined when it gave enough. */
export function findThinHelp(text: string, help: ParsedHelp): string | undefined {
  const lines = text.split('\n');
  const nonBlank = lines.filter((line) => line.trim()).length;
  if (nonBlank <= LONG_HELP_LINES) return undefined;
  // apt's help lists its verbs and no option: it was read.
  if (help.options.length === 0 && !help.positionals.some((positional) => positional.verbs?.length))
    return `printed ${nonBlank} lines of help, and generate read no option from them (a layout it does not know?)`;
  const dashLines = lines.filter((line) => /^\s+--?[A-Za-z0-9]/.test(line)).length;
  if (help.options.length < dashLines * MIN_OPTION_LINES_READ)
    return `printed ${nonBlank} lines of help, ${dashLines} of them beginning with a dash, and generate read only ${help.options.length} option(s) from them`;
  return undefined;
}

/** Why the draft names no operand although the program likely takes one, or undefined. */
export function findOperandGap(text: string, help: ParsedHelp, program: string): string | undefined {
  if (help.positionals.length > 0) return undefined;
  const usage = usageOf(text.split('\n'), program);
  if (usage === undefined)
    return `no operand: generate found no usage line${help.readsStdin ? ', and the help says the program reads files or standard input' : ''}; add the operands ${program} takes (positional: true; path: true for files), or confirm it takes none`;
  const unread = unreadOperands(usage);
  if (unread.length > 0)
    return `no operand: the usage line \`${usage}\` names ${unread.map((word) => `\`${word}\``).join(', ')}, which generate could not read; add ${unread.length > 1 ? 'them' : 'it'} (positional: true; path: true for files)`;
  if (help.readsStdin)
    return `no operand: the usage line \`${usage}\` names none, but the help says it reads files or standard input; add them (positional: true, path: true)`;
  return undefined;
}

/** Operand-like words (FILE, <path>) of a usage line outside its option groups (`[-o FILE]`, `(-l <zip> | -c <name> [<file> ...])`) and not an option's value (`-o FILE`). */
function unreadOperands(usage: string): string[] {
  const words = usage.split(/\s+/).slice(1);
  // Each open group, and whether it began with an option.
  const groups: boolean[] = [];
  const unread: string[] = [];
  words.forEach((word, index) => {
    const openers = /^[[(]*/.exec(word)![0].length;
    const rest = word.slice(openers);
    for (let opened = 0; opened < openers; opened++) groups.push(rest.startsWith('-'));
    const bare = rest.replace(/^<|[\])>.]+$/g, '').replace(/>$/, '');
    const named = rest.startsWith('<') || /^[A-Z][A-Z0-9_-]+$/.test(bare);
    const afterOption = index > 0 && /^[[(]*-/.test(words[index - 1]!);
    if (named && !afterOption && !groups.includes(true) && !SKIPPED_USAGE_WORDS.test(bare)) unread.push(bare);
    for (let closers = /[\])]*\.*$/.exec(word)![0].replace(/\./g, '').length; closers > 0; closers--) groups.pop();
  });
  return unread;
}
