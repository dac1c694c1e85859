// Reads a program's --help text: the options (names, value placeholder, description) and the
// positional arguments of the usage line. Understands the common dialects: GNU getopt/argp, git's
// parse-options, Python argparse and click, Go cobra, Rust clap, single-dash long options, and
// man pages (NAME, SYNOPSIS, indented OPTIONS); the usage line is read by parse-usage.
import { placeholderChoices } from './find-choices.js';
import { parsePositionals, sectionStart, startsWithProgram, usageOptions } from './parse-usage.js';

export interface HelpOption {
  /** The long name (`--max-count`, or `-separator` for single-dash programs), if there is one. */
  long?: string;
  short?: string;
  /** The placeholder of the value it takes, if it takes one: `NUM`, `<file>`, `{a,b}`, `string`. */
  value?: string;
  /** The value may be left out (`--color[=WHEN]`): only `--name=value` passes one. */
  optionalValue: boolean;
  /** The help shows `--name=VALUE`: the value goes in the same token. */
  inline: boolean;
  /** `--[no-]name` or `-[no]name`: the flag has a negated form. */
  negatable: boolean;
  description: string;
  /** Its values, from a paragraph about its placeholder ("The WHEN argument can be ..."). */
  choices?: string[];
  /** The usage repeats it (`[--omit <type> [--omit <type> ...]]`): it takes several values. */
  repeats?: boolean;
  /** A source says its value names a file or folder (a spec's `template: filepaths`). */
  path?: boolean;
  /** A source marks it dangerous (a spec's `isDangerous`). */
  isDangerous?: boolean;
  /** A source says its value is run (a spec's `isCommand`, `isScript`, `loadSpec`). */
  runsValue?: boolean;
}

export interface HelpPositional {
  name: string;
  required: boolean;
  variadic: boolean;
  /** It comes after `--` in the usage line. */
  afterDoubleDash: boolean;
  choices?: string[];
  description?: string;
  /** A source says it names a file or folder. */
  path?: boolean;
  /** A source says it is run (`kubectl exec ... -- COMMAND`). */
  runsValue?: boolean;
}

export interface HelpSubcommand {
  name: string;
  description: string;
  /** A source marks it dangerous. */
  isDangerous?: boolean;
}

export interface ParsedHelp {
  summary: string;
  options: HelpOption[];
  positionals: HelpPositional[];
  /** The help says the program reads standard input (a filter: sort, grep, jq, sed ...). */
  readsStdin: boolean;
  /** Its subcommands, where a source lists them (a spec). */
  subcommands?: HelpSubcommand[];
}

const READS_STDIN = /\b(read(s)? (from )?(the )?standard input|from standard input|standard input is read|stdin)\b/i;

const OPTION_LINE = /^([ \t]{1,16})(-{1,2}(?:\[no-?\])?[A-Za-z0-9?@][^\s]*.*)$/;
const HELP_OR_VERSION = new Set(['--help', '-help', '-h', '--version', '-version', '-V']);
/** zip's "-h2  show more help": another help option. */
const SHOWS_HELP = /^(show|display|print|give) (more |this |the |extended )?(help|usage)\b/i;

/** zip's two columns: "  -f   freshen: only changed files  -u   update: only changed or new files". */
const TWO_COLUMNS = /^(\s+)(-[\w@]{1,3}\s{2,}\S.*?)\s{2,}(-[\w@]{1,3}\s{2,}\S.*)$/;

export function parseHelp(text: string, commandWords: readonly string[]): ParsedHelp {
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .flatMap((line) => {
      const columns = TWO_COLUMNS.exec(line);
      return columns ? [`${columns[1]}${columns[2]}`, `${columns[1]}${columns[3]}`] : [line];
    });
  // Help names the program by its base name (/usr/bin/sort: "Usage: sort ...").
  const words = commandWords.map((word) => word.split('/').pop()!);
  const choices = placeholderChoices(text);
  const options = withUsageOptions(parseOptions(lines), usageOptions(lines, words[0])).map((option) => {
    const named = option.value && choices.get(option.value.replace(/[^\w]/g, ''));
    return named ? { ...option, choices: named } : option;
  });
  return { summary: summaryOf(lines, words[0]), options, positionals: parsePositionals(lines, words), readsStdin: READS_STDIN.test(text) };
}

/**
 * Options the usage line names: new ones are added, a listed option without a value takes the
 * usage's (`[-d exdir]`), and `[--no-unicode]` beside a listed `--unicode` is its negation.
 */
function withUsageOptions(listed: HelpOption[], fromUsage: HelpOption[]): HelpOption[] {
  const options = [...listed];
  for (const usage of fromUsage.filter((option) => !isHelpOption(option))) {
    const negates = usage.long?.startsWith('--no-') ? options.findIndex((option) => option.long === usage.long!.replace(/^--no-/, '--')) : -1;
    if (negates !== -1) {
      options[negates] = { ...options[negates]!, negatable: true };
      continue;
    }
    const index = options.findIndex((option) => (usage.long && option.long === usage.long) || (usage.short && option.short === usage.short));
    if (index === -1) options.push(usage);
    else if (options[index]!.value === undefined && usage.value !== undefined) options[index] = { ...options[index]!, value: usage.value, ...(usage.repeats && { repeats: true }) };
  }
  return options;
}

function parseOptions(lines: string[]): HelpOption[] {
  const options: HelpOption[] = [];
  for (let index = 0; index < lines.length; index++) {
    const match = OPTION_LINE.exec(lines[index]!);
    if (!match) continue;
    const indent = match[1]!.replace(/\t/g, '        ').length;
    let line = match[2]!;
    // Aliases may stand on lines of their own: "--color[=WHEN]," then "--colour[=WHEN]  use markers...".
    while (/,\s*$/.test(line) && index + 1 < lines.length && OPTION_LINE.test(lines[index + 1]!)) line = `${line.trim()} ${lines[++index]!.trim()}`;
    let [spec, ...rest] = line.split(/ {2,}|\t+/);
    // stat's "-c  --format=FORMAT": the long name after two spaces, not a description.
    if (/^-\w$/.test(spec!.trim()) && rest[0]?.startsWith('--')) spec = `${spec!.trim()} ${rest.shift()}`;
    // gzip's "--synchronous synchronous output": one space before the description.
    const glued = gluedDescription(spec!);
    if (glued) {
      spec = glued.spec;
      rest.unshift(glued.description);
    }
    const description = [rest.join(' ').trim()];
    // A man page's description runs over paragraphs, each indented deeper than the option.
    for (let next = index + 1; next < lines.length; next++) {
      if (!lines[next]!.trim()) continue;
      if (!isContinuation(lines[next]!, indent)) break;
      description.push(...lines.slice(index + 1, next + 1).map((line) => line.trim()));
      index = next;
    }
    const option = parseSpec(spec!.trim(), description.filter(Boolean).join(' '));
    if (option && !isHelpOption(option)) options.push(option);
  }
  return dedupe(options);
}

function isHelpOption(option: HelpOption): boolean {
  return (option.long !== undefined && HELP_OR_VERSION.has(option.long)) || (option.short !== undefined && HELP_OR_VERSION.has(option.short) && !option.long) || (!option.value && SHOWS_HELP.test(option.description));
}

/** Deeper than the option; a line that starts with "-" only when far deeper (a man page's "--untracked-files=all is specified ..."). */
function isContinuation(line: string, indent: number): boolean {
  const own = /^[ \t]*/.exec(line)![0].replace(/\t/g, '        ').length;
  return own > indent && (!line.trim().startsWith('-') || own >= indent + 8);
}

/** `-n, --max-count=NUM`, `--porcelain[=<version>]`, `-o, --output string`, `-[no]header` ... */
function parseSpec(spec: string, description: string): HelpOption | undefined {
  const option: HelpOption = { optionalValue: false, inline: false, negatable: false, description };
  const parts = splitSpec(spec);
  // Prose that starts with an option ("--merge strategy, cherry-picks, and ..."), a usage example
  // ("-r -s off"), or a placeholder written as an option (grep's "-NUM").
  if (parts.some((part) => !part.startsWith('-')) || /^-\w\s+-\w/.test(spec) || /^-[A-Z]{2,}$/.test(spec)) return undefined;
  for (const part of parts) {
    const match = /^(-{1,2})(\[no-?\])?([A-Za-z0-9?@][\w.?-]*)(.*)$/.exec(part.trim());
    if (!match) continue;
    const [, dashes, negation, rawBody, tail] = match;
    // clap's "--verbose...": it may be repeated.
    const body = rawBody!.replace(/\.\.\.$/, '');
    const name = `${dashes}${body}`;
    // click's "--debug / --no-debug": one boolean and its negation.
    if (option.long && name === option.long.replace(/^--/, '--no-')) {
      option.negatable = true;
      continue;
    }
    // sort's "--check, --check=diagnose-first": the bare option, and one value spelled out.
    if (name === option.long) continue;
    if (negation) option.negatable = true;
    if (dashes === '--' || body.length > 1) option.long ??= name;
    else option.short ??= name;
    const value = tail!.trim().replace(/:$/, '');
    if (!value || value === '/') continue;
    // kubectl: "--all-namespaces=false:" is a boolean with its default; "--output='':", "--tail=-1:"
    // and "--filename=[]:" take a text, a number and several values.
    if (tail!.trim().endsWith(':') && value.startsWith('=')) {
      const kubectlDefault = value.slice(1);
      if (/^(true|false)$/.test(kubectlDefault)) continue;
      option.inline = true;
      option.value = /^-?\d+$/.test(kubectlDefault) ? 'int' : /^-?\d+\.\d+$/.test(kubectlDefault) ? 'float' : kubectlDefault === '[]' ? 'strings' : 'VALUE';
      continue;
    }
    if (value.startsWith('[=') || value.startsWith('[')) {
      option.optionalValue = value.startsWith('[=');
      option.inline = option.optionalValue;
      option.value = value.replace(/^\[=?|\]$/g, '');
      // A click choice list `[json|yaml]` is a value, not an optional one.
      if (!option.optionalValue) option.value = value;
    } else if (value.startsWith('=')) {
      option.inline = true;
      option.value = value.slice(1);
    } else {
      option.value = value;
    }
  }
  if (!option.long && !option.short) return undefined;
  return option;
}

/** The names of one option: split at commas and before another "-", outside {}, [] and <>. */
function splitSpec(spec: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  for (let index = 0; index < spec.length; index++) {
    const char = spec[index]!;
    if ('[<{('.includes(char)) depth++;
    if (']>})'.includes(char)) depth = Math.max(0, depth - 1);
    const endsPart = depth === 0 && (char === ',' || char === '|' || (/\s/.test(char) && spec[index + 1] === '-'));
    if (endsPart) {
      if (current.trim()) parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Value placeholders written in lower case: cobra/pflag's value types. */
const LOWERCASE_VALUE_TYPES = new Set(['string', 'strings', 'stringArray', 'stringSlice', 'stringToString', 'int', 'ints', 'int8', 'int16', 'int32', 'int64', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uints', 'float', 'float32', 'float64', 'bool', 'bools', 'duration', 'durations', 'ip', 'ipNet', 'ipMask', 'ipSlice', 'bytesHex', 'bytesBase64', 'count', 'file', 'dir', 'path', 'url', 'value']);

/** Option names, then a single space and words that are not a value placeholder: those words describe it. */
function gluedDescription(spec: string): { spec: string; description: string } | undefined {
  const match = /^((?:-{1,2}[\w?][\w.?-]*(?:\[?=[^\s,]+\]?)?,? ?)+?) ([a-z][a-z'-]*(?: \S+)+)$/.exec(spec.trim());
  if (!match) return undefined;
  const words = match[2]!.split(' ');
  // Two short words are values (jq's "--arg name value"); a description runs on.
  if (LOWERCASE_VALUE_TYPES.has(words[0]!) || words.length < 3 || words[0]!.length < 3) return undefined;
  return { spec: match[1]!.trim(), description: match[2]! };
}

/**
 * Programs often list an option in two sections: keep the first. du lists `--time` and
 * `--time=WORD` apart: together they are one option whose value may be left out. ls's
 * "-p, --indicator-style=slash" is -p, a short name for one value of another option.
 */
function dedupe(options: HelpOption[]): HelpOption[] {
  const byKey = new Map<string, HelpOption>();
  for (const option of options) {
    const key = option.long ?? option.short!;
    const first = byKey.get(key);
    if (first && option.short && option.short !== first.short && option.inline && /^[a-z][\w-]*$/.test(option.value ?? '')) {
      byKey.set(option.short, { optionalValue: false, inline: false, negatable: false, short: option.short, description: option.description });
      continue;
    }
    if (!first) byKey.set(key, option);
    else if ((first.value === undefined) !== (option.value === undefined)) {
      const value = first.value ?? option.value!;
      byKey.set(key, { ...first, value, optionalValue: true, inline: true, description: [first.description, option.description].filter(Boolean).join('; ') });
    }
  }
  return [...byKey.values()];
}

/** Not a summary: zip's help starts with its copyright. */
const COPYRIGHT = /copyright|\(c\) \d{4}|all rights reserved/i;

/** A man page's NAME line ("git-status - Show the working tree status"), else the first sentence between the usage line and the first option. */
function summaryOf(lines: string[], program?: string): string {
  const name = sectionStart(lines, 'NAME');
  if (name !== -1 && lines[name]) return firstSentence(lines[name]!.trim().replace(/^\S+\s+-+\s+/, ''));
  const usage = lines.findIndex((line) => /^\s*usage:/i.test(line));
  const firstOption = lines.findIndex((line) => OPTION_LINE.test(line));
  const between = lines.slice(usage + 1, firstOption === -1 ? lines.length : firstOption);
  const paragraph: string[] = [];
  for (const line of between) {
    const isText = /^ {0,2}[A-Za-z]/.test(line) && !/^\s*(or:|usage:)/i.test(line) && !/:$/.test(line.trim()) && !COPYRIGHT.test(line) && !startsWithProgram(line, program);
    if (isText) paragraph.push(line.trim());
    else if (paragraph.length > 0) break;
  }
  return firstSentence(paragraph.join(' '));
}

export function firstSentence(text: string, maxChars = 300): string {
  const sentence = /^.*?[.!](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > maxChars ? `${sentence.slice(0, maxChars - 3)}...` : sentence;
}
