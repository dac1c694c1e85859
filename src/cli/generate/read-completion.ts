// Reads a program's options from the fish completion script it prints itself, where its help
// documents one (clap's `completions fish`, cobra's `completion fish`, ripgrep's `--generate
// complete-fish`): `complete -c rg -s g -l glob -r -d '...'` names an option, whether it takes a
// value (-r, -x), its values (-a) and whether they are files (-F), and, through its condition
// (-n "__fish_rustup_using_subcommand toolchain"), which subcommand it belongs to.
import { basename } from 'node:path';
import type { HelpOption, ParsedHelp } from './help-types.js';
import type { SandboxedRun } from './run-sandboxed.js';

/** The arguments that print a fish completion script, as the root help documents them, or undefined. */
export function findCompletionArgs(rootHelp: string): string[] | undefined {
  if (/--generate\b[^\n]*\n?[^\n]*complete-fish|complete-fish/.test(rootHelp) && /--generate\b/.test(rootHelp)) return ['--generate', 'complete-fish'];
  const subcommand = /^\s+(completions?)(?:\s{2,}|:\s)/m.exec(rootHelp)?.[1];
  return subcommand ? [subcommand, 'fish'] : undefined;
}

/** A memo of the program's fish completion script: found from its root help (run once when not given), printed once. */
export function createCompletionReader(
  program: string,
  run: SandboxedRun,
): (rootHelp: string | undefined) => Promise<{ script: string; shown: string } | undefined> {
  let found: Promise<{ script: string; shown: string } | undefined> | undefined;
  return (rootHelp) =>
    (found ??= (async () => {
      const args = findCompletionArgs(rootHelp ?? (await run(program, ['--help'])).text);
      if (!args) return undefined;
      const result = await run(program, args);
      return result.exitCode === 0 && /^complete\s/m.test(result.stdout)
        ? { script: result.stdout, shown: `\`${[basename(program), ...args].join(' ')}\`` }
        : undefined;
    })());
}

/** The options of a fish script that apply to the subcommand path `subcommands` ([] for the program itself). */
export function parseFishCompletion(script: string, subcommands: readonly string[]): ParsedHelp {
  const options: HelpOption[] = [];
  for (const command of splitFishCommands(script)) {
    if (command[0] !== 'complete') continue;
    const flags = readCompleteFlags(command.slice(1));
    if (!flags.long && !flags.short) continue;
    if (!conditionMatches(flags.condition, subcommands)) continue;
    if ([flags.long, flags.short].some((name) => name && /^-(-help|h|-version|V)$/.test(name))) continue;
    const takesValue = flags.requires;
    const choices = takesValue ? choicesOf(flags.values) : undefined;
    options.push({
      ...(flags.long && { long: flags.long }),
      ...(flags.short && { short: flags.short }),
      ...(takesValue && { value: 'VALUE' }),
      optionalValue: false,
      inline: false,
      negatable: false,
      description: flags.description ?? '',
      ...(choices && { choices }),
      ...(takesValue && flags.files && { path: true }),
    });
  }
  return { summary: '', options, positionals: [], readsStdin: false };
}

interface CompleteFlags {
  long?: string;
  short?: string;
  condition?: string;
  description?: string;
  values?: string;
  requires: boolean;
  files: boolean;
}

function readCompleteFlags(tokens: string[]): CompleteFlags {
  const flags: CompleteFlags = { requires: false, files: false };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = () => tokens[++index];
    if (token === '-l' || token === '--long-option') flags.long = `--${next()}`;
    else if (token === '-o' || token === '--old-option') flags.long = `-${next()}`;
    else if (token === '-s' || token === '--short-option') flags.short = `-${next()}`;
    else if (token === '-n' || token === '--condition') flags.condition = next();
    else if (token === '-d' || token === '--description') flags.description = next();
    else if (token === '-a' || token === '--arguments') flags.values = next();
    else if (token === '-r' || token === '--require-parameter') flags.requires = true;
    else if (token === '-x' || token === '--exclusive') flags.requires = true;
    else if (token === '-F' || token === '--force-files') flags.files = true;
    else if (token === '-c' || token === '--command') next();
  }
  return flags;
}

/**
 * Whether a condition selects the subcommand path: clap 4's `__fish_rg_needs_command` (the
 * program) and `__fish_rustup_using_subcommand toolchain; and __fish_seen_subcommand_from list`,
 * clap 2/3's `__fish_use_subcommand` and `__fish_seen_subcommand_from build`.
 */
function conditionMatches(condition: string | undefined, subcommands: readonly string[]): boolean {
  if (!condition || /needs_command|__fish_use_subcommand/.test(condition)) return subcommands.length === 0;
  const using = /using_subcommand\s+([^\s;]+)/.exec(condition)?.[1];
  const positive = condition.replace(/not\s+__fish_seen_subcommand_from[^;]*/g, '');
  const seen = /__fish_seen_subcommand_from\s+([^;]+)/.exec(positive)?.[1]?.trim().split(/\s+/);
  if (using) return subcommands[0] === using && (seen ? subcommands.length === 2 && seen.includes(subcommands[1]!) : subcommands.length === 1);
  return seen !== undefined && subcommands.length === 1 && seen.includes(subcommands[0]!);
}

/** `-a "json\t'' yaml\t''"` or `-a "json yaml"`: plain words only (a `(command)` is run by fish to list them). */
function choicesOf(values: string | undefined): string[] | undefined {
  if (!values || /[()$]/.test(values)) return undefined;
  // One value per line, each maybe with a description after a tab (clap writes `\t` for it).
  const words = (values.includes('\n') ? values.split('\n') : values.split(/\s+/)).map((value) => value.split(/\\t|\t/)[0]!.trim()).filter(Boolean);
  return words.length > 0 && words.every((word) => /^[\w.:+-]+$/.test(word)) ? words : undefined;
}

/** A fish script's commands as word lists: quotes (across lines too) and escapes read, comments dropped. */
export function splitFishCommands(script: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word: string | undefined;
  const endWord = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let index = 0; index < script.length; index++) {
    const char = script[index]!;
    if (char === "'" || char === '"') {
      word ??= '';
      for (index++; index < script.length && script[index] !== char; index++) {
        const escaped = script[index] === '\\' && (script[index + 1] === char || script[index + 1] === '\\' || (char === '"' && script[index + 1] === '$'));
        if (escaped) index++;
        word += script[index];
      }
    } else if (char === '\\' && index + 1 < script.length) {
      if (script[index + 1] !== '\n') word = (word ?? '') + script[index + 1];
      index++;
    } else if (char === '\n' || char === ';') endCommand();
    else if (char === '#' && word === undefined) while (index + 1 < script.length && script[index + 1] !== '\n') index++;
    else if (/\s/.test(char)) endWord();
    else word = (word ?? '') + char;
  }
  endCommand();
  return commands;
}
