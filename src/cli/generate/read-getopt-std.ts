// Perl's Getopt::Std prints the same help for every script that uses it ("The following single-character
// options are accepted:", then "With arguments: -d" and "Boolean (without arguments): -h -r"): its lists name
// every option and say which take a value, and its usage ("[-OPTIONS [-MORE_OPTIONS]] [--] [PROGRAM_ARG1 ...]")
// names no operand of the script's own (the man page's usage does).
import type { HelpOption } from './help-types.js';

const GETOPT_STD = /^The following single-character options are accepted:\s*$/m;
const WITH_ARGUMENTS = /^\s*With arguments:((?:\s+-\S)+)\s*$/m;
const BOOLEAN = /^\s*Boolean \(without arguments\):((?:\s+-\S)+)\s*$/m;

/** Whether `text` is Getopt::Std's own help, whose usage names no operand. */
export function isGetoptStdHelp(text: string): boolean {
  return GETOPT_STD.test(text);
}

/** The lines after Getopt::Std's own help: ptar's and splain's pod2usage follow it with their SYNOPSIS. */
export function afterGetoptStdHelp(lines: readonly string[]): string[] {
  const end = lines.findIndex((line) => /\bperldoc Getopt::Std\b|^\s*perldoc -F\b/.test(line));
  return end === -1 ? [] : lines.slice(end + 1).filter((line) => !/^\s*See 'perldoc Getopt::Std'/.test(line));
}

/** `listed` with each option Getopt::Std's lists name and the rows did not, a value for those "With arguments". */
export function withGetoptStdLists(listed: readonly HelpOption[], text: string): HelpOption[] {
  if (!isGetoptStdHelp(text)) return [...listed];
  const known = new Set(listed.map((option) => option.short ?? option.long));
  const letters = (match: RegExpExecArray | null) => match?.[1]!.trim().split(/\s+/) ?? [];
  const added = [...letters(WITH_ARGUMENTS.exec(text)).map((short) => ({ short, value: 'VALUE' })), ...letters(BOOLEAN.exec(text)).map((short) => ({ short }))]
    .filter((option) => !known.has(option.short))
    .map((option): HelpOption => ({ optionalValue: false, inline: false, negatable: false, description: '', ...option }));
  return [...listed, ...added];
}
