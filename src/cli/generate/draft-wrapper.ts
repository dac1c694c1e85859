// Turns parsed help into a draft wrapper: one tool per command, an argument per option (typed from
// its placeholder, enums from its choices, arrays when it may repeat) and per positional (arrays
// for FILE..., behind "--", paths kept inside the roots), annotations guessed conservatively.
import { basename } from 'node:path';
import { stringify } from 'yaml';
import type { HelpOption, HelpPositional, ParsedHelp } from './parse-help.js';
import { choicesIn, choicesOf } from './find-choices.js';
import { firstSentence } from './parse-help.js';
import { toIdentifier } from './parse-usage.js';

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
  /** Options left out because they change the system, run another program or need a terminal. */
  unsafe: string[];
}

type Argument = Record<string, unknown>;

const READ_ONLY_WORDS = /^(status|log|show|diff|list|ls|get|describe|view|cat|grep|rg|search|find|info|help|version|blame|inspect|query|head|tail|wc|stat|du|df|which|jq|tree|file|whoami|ps|shortlog|reflog|ls-files|ls-tree|ls-remote|rev-parse|cat-file|count-objects|describe|logs|explain|top|api-resources|api-versions|cluster-info|images|history|search|outdated|tree|metadata|whatchanged)$/;
const OPEN_WORLD_WORDS = /^(curl|wget|http|https|ssh|scp|rsync|sftp|ftp|fetch|pull|push|clone|ls-remote|ping|dig|nslookup|gh|aws|gcloud|az|kubectl|docker|npm|pip)$/;
/** NUM, COLS, MAX-ARGS, xxd's `-c cols`, ssh-keygen's `-b bits`, openssl's `+int`. */
const INTEGER_PLACEHOLDERS = /^(n|num|number|count|int|integer|lines?|depth|port|width|height|cols|columns|jobs|limit|max|min|level|rounds|bits|bytes|len|length|off|offset|retries|u?int(8|16|32|64)?|(max|min)-[\w-]+)$/i;
const NUMBER_PLACEHOLDERS = /^(float(32|64)?|double|decimal|ratio|sec|secs|seconds)$/i;
/** "use this number of spaces" (json.tool's --indent INDENT), "Maximum number of retries" (pip). */
const COUNTS = /^(the )?((maximum|minimum|max|min) )?number of\b|\bthis number of\b/i;
const ARRAY_TYPES = /^(strings|stringArray|stringSlice|intSlice|uintSlice)$/;
const REPEATABLE = /\b(repeat(ed|able)?|multiple times|more than once|may be (given|used|specified) (several|multiple) times|can be (given|used|specified) (several|multiple) times)\b/i;
const FILE_LIKE = /(^|_)(files?|paths?|pathspec|dirs?|directory|folder|archive|database|filename)($|_)/;
/** An option's value placeholder (FILE, =PATH, OUTFILE, CONFIG_FILE) or name (--output, --directory) that names a file or folder. */
const FILE_PLACEHOLDER = /^(file|files|path|paths|dir|dirs|directory|folder|output|outfile|infile|filename|archive|database|db|socket)$|(file|dir|path)\d*$/i;
/** An option named for a file whose placeholder says nothing more (VALUE, string, val). */
const FILE_OPTION = /^--?(output|out|file|files|directory|dir|path|config|reference|log-file|logfile)$/;
const GENERIC_PLACEHOLDER = /^(value|string|val|arg|text)$/i;
/** Needs a terminal even without a telling name: "pipe through "more" pager", "Reopen stdin as /dev/tty", "prompt before running". */
const NEEDS_TERMINAL = /\bpager\b|\/dev\/tty|\bprompt(s)? (before|for)\b/i;
/** Options named for changing the system or needing a terminal. */
const UNSAFE_OPTION = /^--?((set|delete|remove|force|interactive|tty|open-tty|edit|exec|execute|eval|shell|rsh|halt|poweroff|reboot|shutdown)|(.*-)?(interactive|tty|delete|remove)(-.*)?)$/;
/** A value that is a program to run: split's `--filter=COMMAND`, sort's `--compress-program=PROG`, sqlite3's `-cmd COMMAND`. */
const PROGRAM_PLACEHOLDER = /^(command|cmd|prog|program|shell|executable)$/i;
const RUNS_A_PROGRAM = /\b(run|runs|execute|executes|invoke|invokes|spawn|spawns)\b[^.;]*\b(command|program|script|executable)s?\b|\bshell (command|COMMAND)\b|\bremote shell\b/;

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
      if (isUnsafe(option)) {
        unsafe.push(`${name}: ${option.long ?? option.short}`);
        continue;
      }
      const argument = toOptionArgument(option);
      if (argument) add(optionName(option), argument);
      else leftOut.push(`${name}: ${option.long ?? option.short} (takes several values)`);
    }
    // "--" where the usage puts it (git's [--] <pathspec>...), else before a list that is the first
    // operand: every getopt program takes it there, but after another operand POSIX programs (mawk)
    // read it as a file and jq 1.6 only takes it there. A list after another operand is guarded
    // instead (a value that starts with "-" is refused).
    let optionsEnded = false;
    for (const [index, positional] of source.help.positionals.entries()) {
      const endsOptions: boolean = !optionsEnded && (positional.afterDoubleDash || (positional.variadic && index === 0));
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
    ...(unsafe.length > 0 ? [`Left out (they change the system, run other programs or need a terminal; add one by hand only if an agent should have it): ${unsafe.join(', ')}`] : []),
  ];
  const body = stringify({ name: toToolName([program]), version: '0.1.0', draft: true, tools }, { lineWidth: 0 });
  return { text: `${comments.map((line) => `# ${line}`.trimEnd()).join('\n')}\n${body}`, leftOut, unsafe };
}

/** `<file>` -> file, `[N]` -> N, openssl's `+int` -> int. */
function placeholderOf(value: string): string {
  return value.replace(/^[<[]|[>\]]$/g, '').replace(/^\+/, '');
}

/** Options a person decides on: they change the system, run a program the agent names, or need a terminal. */
function isUnsafe(option: HelpOption): boolean {
  if ([option.long, option.short].some((flag) => flag !== undefined && UNSAFE_OPTION.test(flag))) return true;
  if (!option.value) return NEEDS_TERMINAL.test(option.description);
  const placeholder = placeholderOf(option.value);
  // tar's `--checkpoint-action=ACTION`: "execute ACTION on each checkpoint".
  const name = placeholder.replace(/[^\w-]/g, '');
  const runsItsValue = name !== '' && new RegExp(String.raw`\b(run|runs|execute|executes|invoke|invokes)\s+${name}\b`).test(option.description);
  return runsItsValue || PROGRAM_PLACEHOLDER.test(placeholder) || RUNS_A_PROGRAM.test(option.description);
}

function toOptionArgument(option: HelpOption): Argument | undefined {
  const flag = option.long ?? option.short!;
  const description = firstSentence(option.description, 200) || `The ${flag} option.`;
  if (!option.value || option.value === 'bool') {
    const negated = option.negatable ? flag.replace(/^(--?)/, flag.startsWith('--') ? '--no-' : '-no') : undefined;
    return { type: 'boolean', flag, ...(negated && { falseFlag: negated }), description };
  }
  const placeholder = placeholderOf(option.value);
  if (/\s/.test(placeholder) || placeholder.endsWith('...')) return undefined;
  const choices = choicesOf(option.value) ?? choicesIn(option.description, placeholder) ?? option.choices;
  const word = placeholder.replace(/\W/g, '');
  // "names specified in file F" (du, wc, sort); "merge at most NMERGE inputs" (sort).
  const mentionsFile = /^[A-Z]/.test(word) && new RegExp(`\\bfiles? ${word}\\b`).test(option.description);
  const bounded = /^[A-Z]/.test(word) && new RegExp(`\\b(at most|at least|up to) ${word}\\b`).test(option.description);
  const counts = !mentionsFile && (INTEGER_PLACEHOLDERS.test(placeholder) || bounded || (COUNTS.test(option.description) && !FILE_PLACEHOLDER.test(placeholder)));
  const type = choices ? 'string' : counts ? 'integer' : NUMBER_PLACEHOLDERS.test(placeholder) ? 'number' : 'string';
  const value: Argument = { type, ...(choices && { enum: choices }) };
  const repeats = ARRAY_TYPES.test(placeholder) || REPEATABLE.test(option.description) || option.repeats === true || (/^x?list$/.test(placeholder) && !option.long);
  const token = option.inline || option.optionalValue ? `${flag}=` : flag;
  const described = description.includes(placeholder) ? description : `${description} (${placeholder})`;
  // A file a program is told to read or write stays inside the roots, like a FILE positional:
  // named so by its placeholder, by its description ("in file F"), or by its name when the
  // placeholder says nothing more. KEY=VALUE|PATH and patterns are not paths.
  const isPath =
    option.path === true ||
    (type === 'string' && !choices && !/[|=]/.test(placeholder) && !/pattern/i.test(flag) && (FILE_PLACEHOLDER.test(placeholder) || mentionsFile || (FILE_OPTION.test(flag) && GENERIC_PLACEHOLDER.test(placeholder))));
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
    ...((positional.path === true || FILE_LIKE.test(positional.name)) && { path: true }),
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

function describeTool(source: HelpSource): string {
  const command = source.words.join(' ');
  const summary = source.help.summary ? `${source.help.summary.replace(/[.;:]*$/, '.')} ` : '';
  return `${summary}Runs \`${command}\` and returns what it prints. (Drafted from \`${source.helpCommand.join(' ')}\`: say when to use it.)`;
}

/** Conservative: destructive unless the command's last word says it only reads. */
export function guessAnnotations(words: readonly string[]): Record<string, boolean> {
  const names = words.map((word) => basename(word));
  const openWorldHint = names.some((word) => OPEN_WORLD_WORDS.test(word));
  if (READ_ONLY_WORDS.test(names[names.length - 1]!)) return { readOnlyHint: true, openWorldHint };
  return { readOnlyHint: false, destructiveHint: true, openWorldHint };
}

/** The tool name of a command: its words (base names, options dropped) joined by `_`, in the characters MCP allows. */
export function toToolName(words: readonly string[]): string {
  return words
    .filter((word, index) => index === 0 || !word.startsWith('-'))
    .map((word) => basename(word))
    .join('_')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .slice(0, 128);
}
