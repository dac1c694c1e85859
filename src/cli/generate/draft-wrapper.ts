// Turns parsed help into a draft wrapper: one tool per command, an argument per option (typed from
// its placeholder, enums from its choices, arrays when it may repeat) and per positional (arrays
// for FILE..., behind "--", paths kept inside the roots), annotations guessed conservatively.
import { basename } from 'node:path';
import { stringify } from 'yaml';
import type { HelpOption, HelpPositional, ParsedHelp } from './parse-help.js';
import { firstSentence, toIdentifier } from './parse-help.js';

export interface HelpSource {
  /** The program and its subcommands: the tool's command. */
  words: string[];
  /** The command line that printed the help. */
  helpCommand: string[];
  help: ParsedHelp;
}

export interface Draft {
  text: string;
  /** Options that need a person: they take several values. */
  leftOut: string[];
  /** Options left out because they change the system or need a terminal. */
  unsafe: string[];
}

type Argument = Record<string, unknown>;

const READ_ONLY_WORDS = /^(status|log|show|diff|list|ls|get|describe|view|cat|grep|rg|search|find|info|help|version|blame|inspect|query|head|tail|wc|stat|du|df|which|jq|tree|file|whoami|ps|shortlog|reflog|ls-files|ls-tree|ls-remote|rev-parse|cat-file|count-objects|describe)$/;
const OPEN_WORLD_WORDS = /^(curl|wget|http|https|ssh|scp|rsync|sftp|ftp|fetch|pull|push|clone|ls-remote|ping|dig|nslookup|gh|aws|gcloud|az|kubectl|docker|npm|pip)$/;
const INTEGER_PLACEHOLDERS = /^(n|num|number|count|int|integer|lines?|depth|port|width|height|jobs|limit|max|min|level|u?int(8|16|32|64)?)$/i;
const NUMBER_PLACEHOLDERS = /^(float(32|64)?|double|decimal|ratio)$/i;
const ARRAY_TYPES = /^(strings|stringArray|stringSlice|intSlice|uintSlice)$/;
const REPEATABLE = /\b(repeat(ed|able)?|multiple times|more than once|may be (given|used|specified) (several|multiple) times|can be (given|used|specified) (several|multiple) times)\b/i;
const FILE_LIKE = /(^|_)(files?|paths?|pathspec|dirs?|directory|folder|archive|database|filename)($|_)/;
/** An option's value placeholder (FILE, =PATH, OUTFILE, CONFIG_FILE) or name (--output, --directory) that names a file or folder. */
const FILE_PLACEHOLDER = /^(file|files|path|paths|dir|dirs|directory|folder|output|outfile|infile|filename|archive|database|db|socket)$|(file|dir|path)$/i;
const FILE_OPTION = /^--?(output|out|file|files|directory|dir|path|config|reference|log-file|logfile)$/;
/** Options that change the system or need a terminal: a person decides whether an agent gets them. */
const UNSAFE_OPTION = /^--?((set|delete|remove|force|interactive|tty|open-tty|edit|exec|execute|eval|shell|halt|poweroff|reboot|shutdown)|(.*-)?(interactive|tty|delete|remove)(-.*)?)$/;

export function toDraftWrapper(sources: readonly HelpSource[], header: string[]): Draft {
  const leftOut: string[] = [];
  const unsafe: string[] = [];
  const tools: Record<string, unknown> = {};
  for (const source of sources) {
    const name = toToolName(source.words);
    const usedNames = new Set<string>(['run_dir']);
    const argumentsByName: Record<string, Argument> = {};
    const add = (wanted: string, argument: Argument) => {
      let unique = wanted;
      for (let index = 2; usedNames.has(unique); index++) unique = `${wanted}_${index}`;
      usedNames.add(unique);
      argumentsByName[unique] = argument;
    };
    for (const option of source.help.options) {
      if ([option.long, option.short].some((flag) => flag !== undefined && UNSAFE_OPTION.test(flag))) {
        unsafe.push(`${name}: ${option.long ?? option.short}`);
        continue;
      }
      const argument = toOptionArgument(option);
      if (argument) add(optionName(option), argument);
      else leftOut.push(`${name}: ${option.long ?? option.short} (takes several values)`);
    }
    let optionsEnded = false;
    for (const positional of source.help.positionals) {
      const endsOptions: boolean = !optionsEnded && (positional.variadic || positional.afterDoubleDash);
      optionsEnded ||= endsOptions;
      // FILE... holds files: the plural also keeps it apart from a --file option.
      add(positional.variadic && !positional.name.endsWith('s') ? `${positional.name}s` : positional.name, toPositionalArgument(positional, endsOptions));
    }
    if (source.help.readsStdin) add('stdin', { type: 'string', stdin: true, description: 'Text for the program to read on standard input, instead of files.' });
    tools[name] = {
      description: describeTool(source),
      command: source.words,
      annotations: guessAnnotations(source.words),
      ...(Object.keys(argumentsByName).length > 0 && { arguments: argumentsByName }),
    };
  }
  const program = basename(sources[0]!.words[0]!);
  const comments = [
    ...header,
    ...(leftOut.length > 0 ? [`Left out (they take several values; map them by hand): ${leftOut.join(', ')}`] : []),
    ...(unsafe.length > 0 ? [`Left out (they change the system or need a terminal; add one by hand only if an agent should have it): ${unsafe.join(', ')}`] : []),
  ];
  const body = stringify({ name: toToolName([program]), version: '0.1.0', draft: true, tools }, { lineWidth: 0 });
  return { text: `${comments.map((line) => `# ${line}`.trimEnd()).join('\n')}\n${body}`, leftOut, unsafe };
}

function toOptionArgument(option: HelpOption): Argument | undefined {
  const flag = option.long ?? option.short!;
  const description = firstSentence(option.description, 200) || `The ${flag} option.`;
  if (!option.value || option.value === 'bool') {
    const negated = option.negatable ? flag.replace(/^(--?)/, flag.startsWith('--') ? '--no-' : '-no') : undefined;
    return { type: 'boolean', flag, ...(negated && { falseFlag: negated }), description };
  }
  const placeholder = option.value.replace(/^[<[]|[>\]]$/g, '');
  if (/\s/.test(placeholder) || placeholder.endsWith('...')) return undefined;
  const choices = choicesOf(option.value) ?? choicesIn(option.description, placeholder);
  const type = choices ? 'string' : INTEGER_PLACEHOLDERS.test(placeholder) ? 'integer' : NUMBER_PLACEHOLDERS.test(placeholder) ? 'number' : 'string';
  const value: Argument = { type, ...(choices && { enum: choices }) };
  const repeats = ARRAY_TYPES.test(placeholder) || REPEATABLE.test(option.description);
  const token = option.inline || option.optionalValue ? `${flag}=` : flag;
  const described = description.includes(placeholder) ? description : `${description} (${placeholder})`;
  // A file a program is told to read or write stays inside the roots, like a FILE positional.
  const isPath = type === 'string' && !choices && (FILE_PLACEHOLDER.test(placeholder) || FILE_OPTION.test(flag));
  const base = repeats ? { type: 'array', items: value, flag: token } : { ...value, flag: token };
  return { ...base, ...(isPath && { path: true }), description: described };
}

function toPositionalArgument(positional: HelpPositional, endsOptions: boolean): Argument {
  const words = positional.name.replaceAll('_', ' ');
  const value: Argument = { type: 'string', ...(positional.choices && { enum: positional.choices }) };
  return {
    ...(positional.variadic ? { type: 'array', items: value } : value),
    ...(positional.required && { required: true }),
    ...(positional.required && positional.variadic && { minItems: 1 }),
    positional: true,
    ...(endsOptions && { endOfOptions: true }),
    ...(FILE_LIKE.test(positional.name) && { path: true }),
    description: positional.description ?? `The ${words}${positional.variadic ? ' (one or more)' : ''}.`,
  };
}

function optionName(option: HelpOption): string {
  if (option.long) return toIdentifier(option.long.replace(/^-+/, '')) || 'option';
  const letter = option.short!.slice(1);
  if (/^[A-Za-z]$/.test(letter)) return letter;
  // ls -1, gzip -9: named after what they do, from the description ("list_one_file_per_line_1").
  const words = toIdentifier(option.description.split(/[.;(]/)[0]!.split(/\s+/).slice(0, 5).join(' '));
  const suffix = letter.replace(/[^A-Za-z0-9]/g, '') || 'x';
  return words && !/^\d/.test(words) ? `${words}_${suffix}` : `option_${suffix}`;
}

/** `{a,b}` (argparse) and `[a|b]` (click) placeholders. */
function choicesOf(value: string): string[] | undefined {
  const match = /^\{([^}]+)\}$/.exec(value) ?? /^\[([^\]]*\|[^\]]*)\]$/.exec(value);
  return match ? match[1]!.split(/[,|]/).map((choice) => choice.trim()).filter(Boolean) : undefined;
}

/**
 * "[possible values: a, b]" (clap), "One of: a, b" (cobra), "modes: a, b, c" (git), "WHEN is 'a',
 * 'b', or 'c'" (GNU), "sort by WORD instead of name: none (-U), size (-S), ... width" (ls, du). A
 * quoted list not tied to the placeholder is examples, not choices (flask's "if it is 'app',
 * 'application' ...").
 */
function choicesIn(description: string, placeholder: string): string[] | undefined {
  const name = placeholder.replace(/[^\w-]/g, '');
  const tied = name && /^[A-Z][A-Z_-]*$/.test(name) ? new RegExp(`\\b${name}\\b[^:.;]{0,40}:\\s*((?:[\\w-]+(?:\\s*\\(-\\w\\))?(?:,\\s*(?:or\\s+)?|\\s+or\\s+)){2,}[\\w-]+)`).exec(description) : null;
  const quoted = name ? new RegExp(`\\b${name} is ((?:'[\\w-]+',?\\s*(?:or\\s+)?){2,})`).exec(description) : null;
  const match = /(?:possible values|one of|modes|when)[:\s]+((?:['"`]?[\w-]+['"`]?(?:,\s*(?:or\s+)?|\s+or\s+|\s*\|\s*)){1,}['"`]?[\w-]+['"`]?)/i.exec(description) ?? quoted ?? tied;
  if (!match) return undefined;
  const choices = match[1]!
    .replace(/\s*\(-\w\)/g, '')
    .split(/,\s*(?:or\s+)?|\s+or\s+|\s*\|\s*/)
    .map((choice) => choice.replace(/['"`.]/g, '').trim())
    .filter(Boolean);
  return choices.length >= 2 ? choices : undefined;
}

function describeTool(source: HelpSource): string {
  const command = source.words.join(' ');
  const summary = source.help.summary ? `${source.help.summary.replace(/[.;:]*$/, '.')} ` : '';
  return `${summary}Runs \`${command}\` and returns what it prints. (Drafted from \`${source.helpCommand.join(' ')}\`: say when to use it.)`;
}

/** Conservative: destructive unless the command's last word says it only reads. */
function guessAnnotations(words: readonly string[]): Record<string, boolean> {
  const names = words.map((word) => basename(word));
  const openWorldHint = names.some((word) => OPEN_WORLD_WORDS.test(word));
  if (READ_ONLY_WORDS.test(names[names.length - 1]!)) return { readOnlyHint: true, openWorldHint };
  return { readOnlyHint: false, destructiveHint: true, openWorldHint };
}

function toToolName(words: readonly string[]): string {
  return words
    .filter((word, index) => index === 0 || !word.startsWith('-'))
    .map((word) => basename(word))
    .join('_')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .slice(0, 128);
}
