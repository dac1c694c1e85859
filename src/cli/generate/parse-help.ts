// Reads a program's --help text: the options (names, value placeholder, description) and the
// positional arguments of the usage line. Understands the common dialects: GNU getopt/argp, git's
// parse-options, Python argparse and click, Go cobra, Rust clap, single-dash long options, and
// man pages (NAME, SYNOPSIS, indented OPTIONS).

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
}

export interface HelpPositional {
  name: string;
  required: boolean;
  variadic: boolean;
  /** It comes after `--` in the usage line. */
  afterDoubleDash: boolean;
  choices?: string[];
  description?: string;
}

export interface ParsedHelp {
  summary: string;
  options: HelpOption[];
  positionals: HelpPositional[];
  /** The help says the program reads standard input (a filter: sort, grep, jq, sed ...). */
  readsStdin: boolean;
}

const READS_STDIN = /\b(read(s)? (from )?(the )?standard input|from standard input|standard input is read|stdin)\b/i;

const OPTION_LINE = /^([ \t]{1,16})(-{1,2}(?:\[no-?\])?[A-Za-z0-9?][^\s]*.*)$/;
const HELP_OR_VERSION = new Set(['--help', '-help', '-h', '--version', '-version', '-V']);
const SKIPPED_USAGE_WORDS = /^(options?|flags?|opts?|switches|global[ _]options|command|commands|subcommand|args?)$/i;

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
  return {
    summary: summaryOf(lines, words[0]),
    options: parseOptions(lines),
    positionals: parsePositionals(lines, words),
    readsStdin: READS_STDIN.test(text),
  };
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
    while (index + 1 < lines.length && isContinuation(lines[index + 1]!, indent)) description.push(lines[++index]!.trim());
    const option = parseSpec(spec!.trim(), description.filter(Boolean).join(' '));
    if (option && !(option.long && HELP_OR_VERSION.has(option.long)) && !(option.short && HELP_OR_VERSION.has(option.short) && !option.long)) options.push(option);
  }
  return dedupe(options);
}

function isContinuation(line: string, indent: number): boolean {
  if (!line.trim()) return false;
  const own = /^[ \t]*/.exec(line)![0].replace(/\t/g, '        ').length;
  return own > indent && !line.trim().startsWith('-');
}

/** `-n, --max-count=NUM`, `--porcelain[=<version>]`, `-o, --output string`, `-[no]header` ... */
function parseSpec(spec: string, description: string): HelpOption | undefined {
  const option: HelpOption = { optionalValue: false, inline: false, negatable: false, description };
  for (const part of splitSpec(spec)) {
    const match = /^(-{1,2})(\[no-?\])?([A-Za-z0-9?][\w.?-]*)(.*)$/.exec(part.trim());
    if (!match) continue;
    const [, dashes, negation, body, tail] = match;
    const name = `${dashes}${body}`;
    // click's "--debug / --no-debug": one boolean and its negation.
    if (option.long && name === option.long.replace(/^--/, '--no-')) {
      option.negatable = true;
      continue;
    }
    if (negation) option.negatable = true;
    if (dashes === '--' || body!.length > 1) option.long ??= name;
    else option.short ??= name;
    // kubectl: "-A, --all-namespaces=false:" is a boolean flag with its default, "--output='':" a value.
    const value = tail!.trim().replace(/:$/, '');
    if (!value || value === '/' || /^=(true|false)$/.test(value)) continue;
    if (/^=(''|"")$/.test(value)) {
      option.inline = true;
      option.value = 'VALUE';
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
    const endsPart = depth === 0 && (char === ',' || (/\s/.test(char) && spec[index + 1] === '-'));
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
 * `--time=WORD` apart: together they are one option whose value may be left out.
 */
function dedupe(options: HelpOption[]): HelpOption[] {
  const byKey = new Map<string, HelpOption>();
  for (const option of options) {
    const key = option.long ?? option.short!;
    const first = byKey.get(key);
    if (!first) byKey.set(key, option);
    else if ((first.value === undefined) !== (option.value === undefined)) {
      const value = first.value ?? option.value!;
      byKey.set(key, { ...first, value, optionalValue: true, inline: true, description: [first.description, option.description].filter(Boolean).join('; ') });
    }
  }
  return [...byKey.values()];
}

/** A usage form, not text: the line begins with the program's name. */
function startsWithProgram(line: string, program: string | undefined): boolean {
  return program !== undefined && line.trim().split(/\s/)[0] === program;
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

/** The index of the first non-empty line after a man page section header such as SYNOPSIS. */
function sectionStart(lines: string[], header: string): number {
  const at = lines.findIndex((line) => line.trim() === header);
  if (at === -1) return -1;
  const first = lines.findIndex((line, index) => index > at && line.trim() !== '');
  return first;
}

/** The usage line: after "usage:", or a man page's SYNOPSIS. */
function usageOf(lines: string[], program?: string): string | undefined {
  const usageIndex = lines.findIndex((line) => /^\s*usage:/i.test(line));
  if (usageIndex === -1) {
    const synopsis = sectionStart(lines, 'SYNOPSIS');
    return synopsis === -1 ? undefined : lines[synopsis]!.trim();
  }
  // A usage line may go on in indented lines (argparse wraps it).
  let usage = lines[usageIndex]!.replace(/^\s*usage:\s*/i, '');
  if (!usage.trim() && lines[usageIndex + 1]) return lines[usageIndex + 1]!.trim();
  // ...but a line that starts with the program again is another form (ssh-keygen has ten): the first is read.
  for (let next = usageIndex + 1; next < lines.length && /^ {6,}\S/.test(lines[next]!) && !/^\s*(or:|-)/.test(lines[next]!) && !startsWithProgram(lines[next]!, program); next++) usage += ` ${lines[next]!.trim()}`;
  return usage;
}

function parsePositionals(lines: string[], commandWords: readonly string[]): HelpPositional[] {
  const usage = usageOf(lines, commandWords[0]);
  if (usage === undefined) return [];
  const descriptions = positionalDescriptions(lines);

  const positionals: HelpPositional[] = [];
  let afterDoubleDash = false;
  // The usage line names the command, in full or only its last words (openssl x509: "Usage: x509 [options]").
  let leading = true;
  for (const token of tokenizeUsage(usage)) {
    if (leading && commandWords.includes(token)) continue;
    leading = false;
    if (/^\[?\[?--\]?$/.test(token) || token === '[--]') {
      afterDoubleDash = true;
      continue;
    }
    const positional = toPositional(token, afterDoubleDash);
    if (!positional) continue;
    positional.description ??= descriptions.get(positional.name);
    positionals.push(positional);
  }
  return positionals;
}

/** Splits a usage line into words, keeping [...], <...> and {...} groups (nested too) whole. */
export function tokenizeUsage(usage: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of usage.trim()) {
    if ('[<{('.includes(char)) depth++;
    if (']>})'.includes(char)) depth = Math.max(0, depth - 1);
    if (/\s/.test(char) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (current) tokens.push(current);
  return tokens;
}

function toPositional(token: string, afterDoubleDash: boolean): HelpPositional | undefined {
  const variadic = /\.\.\.\]?$/.test(token) || /\.\.\./.test(token);
  const required = !token.startsWith('[');
  // [[--] <path>...] (git): the inner -- ends the options for what follows.
  const innerDash = /^\[\[--\]/.test(token);
  const inner = token.replace(/^\[+(--\]\s*)?/, '').replace(/\]+(\.\.\.)?$|\.\.\.\]*$/g, '').replace(/\.\.\.$/, '').trim();
  if (!inner || inner.startsWith('-') || /[|]/.test(inner) && !inner.startsWith('{')) return undefined;
  // {a,b} lists choices; sed's {script-only-if-no-other-script} is a name in braces.
  const choices = inner.startsWith('{') && /[,|]/.test(inner) ? inner.replace(/[{}]/g, '').split(/[,|]/).map((choice) => choice.trim()).filter(Boolean) : undefined;
  const word = inner.replace(/^[<{(]|[>})]$/g, '').replace(/\.\.\.$/, '').trim();
  if (SKIPPED_USAGE_WORDS.test(word)) return undefined;
  const name = toIdentifier(choices ? 'choice' : word);
  if (!name) return undefined;
  // diff's FILES: a plural of files takes several values (grep's PATTERNS is one newline-separated text).
  const plural = /^(FILES|FILENAMES|PATHS|DIRS|DIRECTORIES|SOURCES|INPUTS)$/.test(word);
  return { name, required, variadic: variadic || plural, afterDoubleDash: afterDoubleDash || innerDash, ...(choices && { choices }) };
}

/** `positional arguments:` (argparse) and `Arguments:` (clap) sections describe positionals. */
function positionalDescriptions(lines: string[]): Map<string, string> {
  const descriptions = new Map<string, string>();
  let inSection = false;
  for (const line of lines) {
    if (/^(positional arguments|arguments):\s*$/i.test(line.trim())) {
      inSection = true;
      continue;
    }
    if (inSection && !line.trim()) continue;
    if (inSection && !/^\s/.test(line)) inSection = false;
    const match = inSection ? /^\s+([<[{]?[\w-]+[>\]}]?(?:\.\.\.)?)\s{2,}(.*)$/.exec(line) : undefined;
    if (match) descriptions.set(toIdentifier(match[1]!.replace(/[<>[\]{}.]/g, '')), match[2]!.trim());
  }
  return descriptions;
}

export function toIdentifier(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, '_$1')
    .slice(0, 64);
}
