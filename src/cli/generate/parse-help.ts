// Reads a program's --help text: the options (names, value placeholder, description) and the
// positional arguments of the usage line. Understands the common dialects: GNU getopt/argp, git's
// parse-options, Python argparse and click, Go cobra, Rust clap, single-dash long options, and
// man pages (NAME, SYNOPSIS, indented OPTIONS). Each part is read by its own module: the option
// rows by parse-option-rows, the usage line by read-usage-line and parse-usage, the summary by read-summary.
import { placeholderChoices, placeholderTables } from './find-choices.js';
import type { HelpOption, ParsedHelp } from './help-types.js';
import { withKnownRepeats } from './known-repeats.js';
import { withListPairs } from './read-list-pairs.js';
import { parseOptionRows } from './parse-option-rows.js';
import { findRepeatedOptions, usageOptions, withUsageOptions } from './parse-usage-options.js';
import { findExampleRepeats } from './find-example-repeats.js';
import { parsePositionals } from './parse-usage.js';
import { withKnownOperands } from './known-operands.js';
import { withAliases } from './read-aliases.js';
import { toCommandOperands, withCommandOptions } from './read-command-options.js';
import { withEnumRows } from './read-enum-rows.js';
import { withGluedLetters } from './read-glued-letters.js';
import { afterGetoptStdHelp, isGetoptStdHelp, withGetoptStdLists } from './read-getopt-std.js';
import { withGluedValues } from './read-glued-values.js';
import { withNotedValues } from './read-notes.js';
import { toParagraphForms } from './read-paragraph-forms.js';
import { summaryOf } from './read-summary.js';
import { withUnwrittenValues } from './read-unwritten-values.js';
import { usageOf } from './read-usage-line.js';
import { withVerbs } from './read-verbs.js';
import { withSharedDescriptions } from './read-shared-descriptions.js';
import { withYargsTypes } from './read-yargs-types.js';
import { documentsDoubleDash } from './documents-double-dash.js';
import { escapeRegExp } from './escape-regexp.js';
import { refusesDoubleDash } from './refuses-double-dash.js';
import { toOptionRows } from './split-option-rows.js';

const READS_STDIN = /\b(read(s)? (from )?(the )?standard input|from standard input|standard input is read|stdin)\b/i;

/** Text without overstrike bold and underline (`N\bNA\bAM\bME`, `_\bN`): man, and less's help, print it where no terminal takes it. */
export function withoutOverstrike(printed: string): string {
  return printed.replace(/.\x08/g, '');
}

export function parseHelp(printed: string, commandWords: readonly string[]): ParsedHelp {
  const text = withoutOverstrike(printed);
  // Help names the program by its base name (/usr/bin/sort: "Usage: sort ..."; pydoc for python3 -m pydoc).
  const words = commandWords.map((word) => word.split('/').pop()!);
  const written = toOptionRows(text);
  const lines = toParagraphForms(written, words.at(-1)!);
  const usage = usageOf(lines, words[0]);
  const listed = withEnumRows(
    withCommandOptions(
      withUnwrittenValues(withGluedValues(withYargsTypes(withGetoptStdLists(withGluedLetters(parseOptionRows(lines)), text), usage), text)),
      lines,
    ),
    written,
  );
  const flags = new Set(
    listed.filter((option) => option.value === undefined).flatMap((option) => [option.long, option.short].filter((name) => name !== undefined)),
  );
  const optionsRead = withKnownRepeats(
    withNotedValues(
      withChoices(
        withUsageOptions(withListPairs(withAliases(listed)), usageOptions(lines, words[0], flags), repeatedOptions(lines, text, words[0])),
        lines,
        text,
      ),
      text,
    ),
    words[0] ?? '',
  );
  const options = withSharedDescriptions(apartInUsage(optionsRead, usage), text);
  // Getopt::Std's usage is its own, the same for every script: "[PROGRAM_ARG1 ...]" names no operand (a SYNOPSIS after it may).
  const parsed = parsePositionals(isGetoptStdHelp(text) ? afterGetoptStdHelp(lines) : lines, words, flags);
  const { operandsFirst, doubleDashSeparates } = parsed;
  // dpkg-query's "<command>" is one of its "Commands:" options; the operands are theirs.
  const commandOperands = toCommandOperands(lines);
  // xmlstarlet sel's "{<template>}" is its --template flag and the options after it, no operand; git ls-remote's
  // "[<repository> [<refs>...]]": a list after another operand is operands, though a --refs flag shares its name.
  // xmlstarlet ed's "{<action>}", then "where <action>" over rows of options: options, no operand.
  const operands = parsed.positionals.filter(
    (positional, index) => (!flags.has(`--${positional.name}`) || (positional.variadic && index > 0)) && !listsOptions(lines, positional.name),
  );
  const positionals = withKnownOperands(
    commandOperands.length > 0 ? [...operands.filter((positional) => positional.name !== 'command'), ...commandOperands] : withVerbs(operands, text, words),
    words,
  );
  return {
    summary: summaryOf(lines, words[0]),
    options,
    positionals,
    readsStdin: READS_STDIN.test(text),
    ...(operandsFirst && { operandsFirst }),
    ...(doubleDashSeparates && { doubleDashSeparates }),
    ...(documentsDoubleDash(lines) && { documentsDoubleDash: true }),
    ...(refusesDoubleDash(text, lines, options, words[0] ?? '') && { refusesDoubleDash: true }),
  };
}

/** tic's `-o<dir>` row beside its usage's `[-o dir]`: where the usage writes the value apart, the value is not only glued. */
function apartInUsage(options: HelpOption[], usage: string | undefined): HelpOption[] {
  if (!usage) return options;
  return options.map((option) =>
    option.gluedToLetter && option.short && new RegExp(`\\[${escapeRegExp(option.short)} [^\\s\\]-]`).test(usage)
      ? { ...option, gluedToLetter: false }
      : option,
  );
}

/** Each option's values: by its placeholder, by a table its description points to ("See DIGEST below"), or by its name. */
function withChoices(options: HelpOption[], lines: readonly string[], text: string): HelpOption[] {
  const choices = new Map([...placeholderTables(lines), ...placeholderChoices(text)]);
  return options.map((option) => {
    const seeBelow = /\bsee ([A-Z][A-Z_]{2,}) below\b/i.exec(option.description)?.[1];
    const named =
      option.value && (choices.get(option.value.replace(/[^\w]/g, '')) ?? (seeBelow && choices.get(seeBelow)) ?? (option.long && choices.get(option.long)));
    return named ? { ...option, choices: named } : option;
  });
}

/** A heading for the placeholder ("where <action>", "<action> is one of:") over rows that start with "-": the placeholder stands for options. */
function listsOptions(lines: readonly string[], name: string): boolean {
  const placeholder = `<${name.replaceAll('_', '[_-]')}>`;
  // Only a heading in words: a placeholder alone on its line may be a description wrapped (tidy's "-config <file>").
  const heading = new RegExp(`^\\s*(where\\s+${placeholder}|${placeholder}\\s+(is|are)(\\s+one\\s+of)?:?)\\s*$`, 'i');
  return lines.some((line, index) => heading.test(line) && /^\s+-/.test(lines.slice(index + 1).find((next) => next.trim() !== '') ?? ''));
}

/** What repeats: the usage's repeated groups (msggrep's "[-N SOURCEFILE]...") and the options an example command line gives twice (mlr sort's "-f a -f b"). */
function repeatedOptions(lines: readonly string[], text: string, program: string | undefined): Set<string> {
  return new Set([...findRepeatedOptions(lines), ...findExampleRepeats(text.split('\n'), program)]);
}
