// Turns a Fig spec (data, see read-spec) into the model the help parser produces: a command's
// options (names, value, `=` or not, repeatable, file or folder, dangerous, run), its operands,
// its summary, and its subcommands with their descriptions.
import type { HelpOption, HelpPositional, HelpSubcommand, ParsedHelp } from './help-types.js';
import { firstSentence } from './read-summary.js';
import { toIdentifier } from './to-identifier.js';

type OneOrMany<T> = T | T[];

export interface FigArg {
  name?: string;
  description?: string;
  isOptional?: boolean;
  isVariadic?: boolean;
  template?: OneOrMany<string>;
  suggestions?: (string | { name?: OneOrMany<string>; insertValue?: string })[];
  generators?: unknown;
  isCommand?: boolean;
  isScript?: boolean;
  loadSpec?: unknown;
}

export interface FigOption {
  name: OneOrMany<string>;
  description?: string;
  args?: OneOrMany<FigArg>;
  isRepeatable?: boolean | number;
  isPersistent?: boolean;
  isDangerous?: boolean;
  requiresSeparator?: boolean | string;
  requiresEquals?: boolean;
  hidden?: boolean;
}

export interface FigSpec {
  name: OneOrMany<string>;
  description?: string;
  subcommands?: FigSpec[];
  options?: FigOption[];
  args?: OneOrMany<FigArg>;
  hidden?: boolean;
  isDangerous?: boolean;
}

const HELP_OR_VERSION = /^(--help|-h|--version|-v|-V|-help|-version)$/;

const many = <T>(value: OneOrMany<T> | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The spec's command for the subcommand words after the program, with the options it inherits (`isPersistent`), or undefined. */
export function findSpecCommand(spec: FigSpec, words: readonly string[]): { command: FigSpec; inherited: FigOption[] } | undefined {
  let command = spec;
  const inherited: FigOption[] = [];
  for (const word of words) {
    inherited.push(...many(command.options).filter((option) => option.isPersistent));
    const next = many(command.subcommands).find((subcommand) => many(subcommand.name).includes(word));
    if (!next) return undefined;
    command = next;
  }
  return { command, inherited };
}

/** A spec command as parsed help. */
export function specToHelp(command: FigSpec, inherited: readonly FigOption[] = []): ParsedHelp {
  const own = many(command.options);
  const ownNames = new Set(own.flatMap((option) => many(option.name)));
  const options = [...own, ...inherited.filter((option) => !many(option.name).some((name) => ownNames.has(name)))].flatMap((option) => toOption(option) ?? []);
  const positionals = many(command.args).map(toPositional);
  return {
    summary: firstSentence(command.description ?? ''),
    options,
    positionals,
    readsStdin: false,
    ...(command.subcommands && { subcommands: listSpecSubcommands(command) }),
  };
}

/** A spec command's visible subcommands, by their first name. */
export function listSpecSubcommands(command: FigSpec): HelpSubcommand[] {
  return many(command.subcommands)
    .filter((subcommand) => !subcommand.hidden && many(subcommand.name)[0])
    .map((subcommand) => ({
      name: many(subcommand.name)[0]!,
      description: firstSentence(subcommand.description ?? ''),
      ...(subcommand.isDangerous && { isDangerous: true }),
    }));
}

function toOption(option: FigOption): HelpOption | undefined {
  const names = many(option.name).filter((name) => /^-{1,2}[A-Za-z0-9?@]/.test(name));
  if (option.hidden || names.length === 0 || names.some((name) => HELP_OR_VERSION.test(name))) return undefined;
  const long = names.find((name) => name.startsWith('--')) ?? names.find((name) => name.length > 2);
  const short = names.find((name) => /^-[^-]$/.test(name));
  const args = many(option.args);
  const [arg] = args;
  // Several values after one flag (`--arg name value`) read as one placeholder with a space: left for a person to map.
  const value = arg && (args.length > 1 ? args.map(placeholderOf).join(' ') : placeholderOf(arg));
  const optionalValue = arg?.isOptional === true;
  return {
    ...(long && { long }),
    ...(short && { short }),
    ...(value && { value }),
    optionalValue,
    inline:
      optionalValue ||
      (arg !== undefined && ((option.requiresSeparator !== undefined && option.requiresSeparator !== false) || option.requiresEquals === true)),
    negatable: false,
    description: option.description ?? '',
    ...(arg && choicesOf(arg) && { choices: choicesOf(arg) }),
    ...((option.isRepeatable || arg?.isVariadic) && arg && { repeats: true }),
    ...(arg && isPath(arg) && { path: true }),
    ...(option.isDangerous && { isDangerous: true }),
    ...(arg && runsValue(arg) && { runsValue: true }),
  };
}

function toPositional(arg: FigArg, index: number): HelpPositional {
  const choices = choicesOf(arg);
  return {
    name: toIdentifier(arg.name ?? '') || `operand_${index + 1}`,
    required: arg.isOptional !== true,
    variadic: arg.isVariadic === true,
    afterDoubleDash: false,
    ...(choices && { choices }),
    ...(arg.description && { description: firstSentence(arg.description) }),
    ...(isPath(arg) && { path: true }),
    ...(runsValue(arg) && { runsValue: true }),
  };
}

/** `<name>`, words joined by `-` (a placeholder is one word). */
function placeholderOf(arg: FigArg): string {
  return `<${(arg.name ?? 'value').trim().replace(/\s+/g, '-') || 'value'}>`;
}

function isPath(arg: FigArg): boolean {
  return many(arg.template).some((template) => template === 'filepaths' || template === 'folders');
}

function runsValue(arg: FigArg): boolean {
  return arg.isCommand === true || arg.isScript === true || arg.loadSpec !== undefined;
}

/**
 * Suggestions are an enum only when they are all there is: plain words, and no generator or
 * template offers others (git log's `HEAD` is one suggestion among every commit).
 */
function choicesOf(arg: FigArg): string[] | undefined {
  if (!arg.suggestions?.length || arg.generators !== undefined || arg.template !== undefined) return undefined;
  const names = arg.suggestions.flatMap((suggestion) =>
    typeof suggestion === 'string' ? [suggestion] : suggestion.insertValue !== undefined ? ['\0'] : many(suggestion.name).slice(0, 1),
  );
  return names.length > 0 && names.every((name) => /^[\w.:/+-]+$/.test(name)) ? [...new Set(names)] : undefined;
}
