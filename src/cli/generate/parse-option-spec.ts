// Reads the names part of one option line ("-n, --max-count=NUM", "--verbose, -v", "-n/--number N",
// "--output file or -o file", "-c, --config path::String") into a HelpOption, and finds where the
// names end and the description begins when only one space or a colon divides them.
import type { HelpOption } from './help-types.js';

/** Value placeholders written in lower case: cobra/pflag's value types. */
const LOWERCASE_VALUE_TYPES = new Set([
  'string',
  'strings',
  'stringArray',
  'stringSlice',
  'stringToString',
  'int',
  'ints',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uints',
  'float',
  'float32',
  'float64',
  'bool',
  'bools',
  'duration',
  'durations',
  'ip',
  'ipNet',
  'ipMask',
  'ipSlice',
  'bytesHex',
  'bytesBase64',
  'count',
  'file',
  'dir',
  'path',
  'url',
  'value',
]);

/** optionator's (eslint) types: `String`, `[String]` (repeatable), `path::String`, `Int`, `Int|String`, `Object`, `Array`. */
const OPTIONATOR_TYPE = /^(\[)?(?:(\w+)::)?(String|Int|Number|Boolean|Object|Array)(\])?((?:\|\w+)*)$/;

/** Words in brackets after an option's name that are its value, not the rest of its name: dwdiff's "-i[regex]", "-r[file]". */
const TAIL_VALUE_WORDS =
  /^(n|num|number|level|lvl|file|files|regex|regexp|spec|char|chars|text|value|val|arg|args|string|str|name|dir|path|size|count|int|list|mode|type|format|fmt|pattern|opts?|options?|flags?|id|key|ql|dn|facility)$/;

/** `-n, --max-count=NUM`, `--porcelain[=<version>]`, `-o, --output string`, `-[no]header` ... */
export function parseSpec(spec: string, description: string): HelpOption | undefined {
  // CMake's "--build-target   = Specify a specific target to build.": an equals sign before the description.
  const option: HelpOption = { optionalValue: false, inline: false, negatable: false, description: description.replace(/^=\s+/, '') };
  // xmllint's "--output file or -o file": two spellings of one option; lsar's "-password (-p) <string>": the short
  // name in parentheses after the long one; ansifilter's "--text (default)", openapi-typescript's "--root-types
  // (optional)": a mark beside the names, no value.
  const parts = splitSpec(
    spec
      // pg_format's "-a | --anonymize", flawfinder's "--inputs | -I": a bar between two names.
      .replace(/ or (?=-)| \| (?=-)/g, ', ')
      .replace(/^(-{1,2}[\w-]+) \((-{1,2}[\w-]+)\)/, '$1, $2')
      .replace(/(-{1,2}[\w-]+) \((?:default|optional)\)$/, '$1'),
  );
  // Prose that starts with an option ("--merge strategy, cherry-picks, and ..."), a usage example
  // ("-r -s off"), or a placeholder written as an option (grep's "-NUM").
  if (parts.some((part) => !part.startsWith('-')) || /^-\w\s+-\w/.test(spec) || /^-[A-Z]{2,}$/.test(spec)) return undefined;
  for (const part of parts) {
    // msgcat's "-<, --less-than" and "->, --more-than": a sign for a short name.
    const match = /^(-{1,2})(\[no-?\])?([A-Za-z0-9?@.][\w.?-]*|[<>](?=$|,))(.*)$/.exec(part.trim());
    if (!match) continue;
    const [, dashes, negation, rawBody, rawTail] = match;
    // unsquashfs's "-d[est] <pathname>", "-max[-depth]", ip's "-d[etails]": the rest of the name, which may be left off (round 36); not git's
    // "-n[<n>]", dot's "-q[l]" or jhead's "-n[format-string]", a value.
    const nameTail = /^\[(-?[a-z][a-z-]*[a-z])\](?=\s|$)/.exec(rawTail!);
    // socat's "-ly[facility]  log to syslog, using facility": a word the description names is the value, where no other follows
    // (unsquashfs's "-p[rocessors] <number>  use <number> processors").
    // Nor as's "-a[cdghlmns]" or socat's "-d[ddd]" (letters, no word), nor readelf's "-U[dlexhi]" beside its "--unicode=...",
    // xargs's "-e[eof-str]" beside "--eof[=eof-str]": a long name names it.
    const tailed =
      nameTail !== null &&
      /[aeiouy]/.test(nameTail[1]!) &&
      !parts.some((other) => other.trim().startsWith('--')) &&
      !TAIL_VALUE_WORDS.test(nameTail[1]!.replace(/^-/, '').split('-')[0]!) &&
      !(rawTail!.trim() === nameTail[0] && new RegExp(`(?<![\\w-])${nameTail[1]}\\b`).test(option.description));
    // socat's "-d[ddd]": the letter again, the option given up to four times; no value.
    const repeated = nameTail !== null && [...nameTail[1]!].every((letter) => letter === rawBody!.at(-1));
    const tail = tailed || repeated ? rawTail!.slice(nameTail[0].length) : rawTail;
    // clap's "--verbose...": it may be repeated.
    const body = `${rawBody}${tailed ? nameTail[1] : ''}`.replace(/\.\.\.$/, '');
    const name = `${dashes}${body}`;
    // click's "--debug / --no-debug": one boolean and its negation.
    if (option.long && name === option.long.replace(/^--/, '--no-')) {
      option.negatable = true;
      continue;
    }
    // sort's "--check, --check=diagnose-first": the bare option, and one value spelled out.
    if (name === option.long) continue;
    if (negation) option.negatable = true;
    // shfmt's "-mn, --minify": the double-dash name is the one to use.
    if (dashes === '--' && option.long && !option.long.startsWith('--')) option.long = name;
    else if (dashes === '--' || body.length > 1) option.long ??= name;
    else option.short ??= name;
    const value = tail!.trim().replace(/:$/, '');
    // ip's "OPTIONS := { -V[ersion] | -s[tatistics] | ... }": the bar between two options is no value.
    if (!value || value === '/' || value === '|') continue;
    // kubectl: "--all-namespaces=false:" is a boolean with its default; "--output='':", "--tail=-1:"
    // and "--filename=[]:" take a text, a number and several values.
    if (tail!.trim().endsWith(':') && value.startsWith('=')) {
      const kubectlDefault = value.slice(1);
      if (/^(true|false)$/.test(kubectlDefault)) continue;
      option.inline = true;
      option.value = /^-?\d+$/.test(kubectlDefault) ? 'int' : /^-?\d+\.\d+$/.test(kubectlDefault) ? 'float' : kubectlDefault === '[]' ? 'strings' : 'VALUE';
      continue;
    }
    const typed = OPTIONATOR_TYPE.exec(value);
    if (typed) {
      const [, opens, hint, type, closes, alternatives] = typed;
      option.value = hint === 'path' ? 'path' : type === 'Int' && !alternatives ? 'int' : type === 'Number' && !alternatives ? 'float' : 'String';
      if ((opens && closes) || type === 'Array') option.repeats = true;
      continue;
    }
    if (value.startsWith('[=') || value.startsWith('[')) {
      // git's "-n[<n>]", "-C[<score>]": a value glued to the letter, if any.
      option.optionalValue = value.startsWith('[=') || (dashes === '-' && body.length === 1 && tail!.startsWith('['));
      option.inline = option.optionalValue;
      option.value = value.replace(/^\[=?|\]$/g, '');
      // A click choice list `[json|yaml]` is a value, not an optional one.
      if (!option.optionalValue) option.value = value;
    } else if (value.startsWith('=')) {
      option.inline = true;
      // esbuild's "--outfile=...", gojq's and ajv's bare "--indent=": one value the placeholder does not name.
      // valgrind's "--cache-sim=no|yes [yes]", as's "-msse-check=[none|error|warning] (default: warning)": one word
      // after "="; a bracket after a space is its default.
      const withoutDefault = value.slice(1).replace(/\s+(\[[^\]]*\]|\(default\b[^)]*\))$/i, '');
      // systemd's "--tpm2-pcrs= [PCR...]": nothing before the bracket, so the bracket is the value.
      option.value = value === '=...' || value === '=' ? 'VALUE' : withoutDefault.trim() === '' ? value.slice(1) : withoutDefault;
      // systemd's "--xattr=BOOL": its parser's words for a boolean it must be given (busctl, systemd-cgls; round 32).
      // A parser that says true or false (cmdliner's `--warn-error=BOOL (absent=false)`) is told so.
      if (option.value === 'BOOL') option.choices = /\b(true|false)\b/.test(option.description) ? ['true', 'false'] : ['yes', 'no'];
    } else {
      option.value = value;
      if (dashes === '-' && body.length === 1 && tail!.startsWith('<')) option.gluedToLetter = true;
    }
    // clap 2's "--glob <GLOB>...": one value each time, the option repeated.
    if (/^<[^<>\s]+>\.\.\.$/.test(option.value)) {
      option.value = option.value.slice(0, -3);
      option.repeats = true;
    }
    // click's "INTEGER RANGE" is an integer with bounds; zstd's and tree's "#" a number.
    option.value = option.value.replace(/^(INTEGER|FLOAT) RANGE$/, '$1').replace(/^#$/, 'NUM');
    // valgrind's "--I1=<size>,<associativity>,<line size>": a placeholder named in two words is one.
    option.value = option.value.replace(/<([^<>]*\s[^<>]*)>/g, (_whole, words: string) => `<${words.trim().replace(/\s+/g, '_')}>`);
  }
  if (!option.long && !option.short) return undefined;
  return option;
}

/** The names of one option: split at commas, before another "-" and at "|" or "/" before one, outside {}, [] and <>. */
function splitSpec(spec: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  for (let index = 0; index < spec.length; index++) {
    const char = spec[index]!;
    if ('[<{('.includes(char)) depth++;
    if (']>})'.includes(char)) depth = Math.max(0, depth - 1);
    const beforeDash = spec[index + 1] === '-';
    // shellcheck's "--include=CODE1,CODE2..": a comma inside a value is no separator.
    const endsPart =
      depth === 0 && ((char === ',' && (beforeDash || /\s/.test(spec[index + 1] ?? ' '))) || ((char === '|' || char === '/' || /\s/.test(char)) && beforeDash));
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

/**
 * Where the names end when no two spaces mark it: gzip's "--synchronous synchronous output", valgrind's
 * "--error-markers=<begin>,<end> add lines with ...",
 * tree's "--filelimit # Do not descend ...", curl's "-u, --user <user:password> Server user and
 * password", license-checker's "--out [filepath] write the data to a specific file", and a colon
 * (xmllint's "--noout : don't output", timeit's "-n/--number N: how many").
 */
export function gluedDescription(spec: string): { spec: string; description: string } | undefined {
  const colon = /^(-[^:]*?[^\s:])\s*:\s+(\S.*)$/.exec(spec.trim());
  // Names and at most a placeholder or two before the colon (xmllint's "--output file or -o file"), not prose, nor
  // a bracket the colon is in (valgrind's "--heap=<yes|no> [default: yes]").
  if (colon && !/\s{2,}|\(|\[[^\]]*$/.test(colon[1]!) && colon[1]!.split(/\s+/).length <= 5) return { spec: colon[1]!, description: colon[2]! };
  // pngcrush's "-bail (bail out of trial ...", "-g gamma (float or fixed*100000 ...)", "-d directory_name/ (where output files
  // will go)": a description in parentheses, after the names and a placeholder perhaps (flac's "(DEPRECATED)" is a mark, below,
  // and ansifilter's "--text (default)" marks the default before its description).
  const parenthesized = /^((?:-{1,2}[\w?][\w.?-]*,? ?)+?)((?: [a-z][\w-]*\/?)?) \((?!default\))([a-z][^)]*)\)?$/.exec(spec.trim());
  if (parenthesized) return { spec: `${parenthesized[1]!.trim()}${parenthesized[2]!.replace(/\/$/, '')}`, description: parenthesized[3]!.trim() };
  // flac's "--sector-align (DEPRECATED) Align multiple files": a mark in parentheses opens the description; jsonnetfmt's
  // "-o / --output-file <file> Write to" and "--[no-]pretty-field-names Use syntax": names apart by " / ", negatable.
  const match =
    /^((?:-{1,2}(?:\[no-?\])?[\w?][\w.?-]*(?:\[?=[^\s,]+(?:,[^\s,-][^\s,]*)*\]?)?(?:,? ?| \/ ))+?)((?: <[^>]+>| #| \[[\w-]+\])?) ((?:\([A-Z]{4,}\) )?[A-Za-z][a-z'-]*(?: \S+)+)$/.exec(
      spec.trim(),
    );
  if (!match) return undefined;
  const words = match[3]!.split(' ');
  // Two short words are values (jq's "--arg name value"); a description runs on: xsltproc's "--nodtdattr do not default
  // attributes", pbzip2's "-d,--decompress Decompress file" (two words, the first a capitalized verb), cg_diff's
  // "--mod-filename=<expr> a Perl search-and-replace expression" (an article, then three words or more).
  const short = words.length < 3 && !(words.length === 2 && /^[A-Z][a-z]{3,}$/.test(words[0]!));
  if (LOWERCASE_VALUE_TYPES.has(words[0]!) || short || (words[0]!.length < 3 && !/^[A-Z]/.test(words[0]!) && !/^(do not\b|an? \S+ \S+ \S+)/i.test(match[3]!)))
    return undefined;
  return { spec: `${match[1]!.trim()}${match[2]!}`, description: match[3]! };
}
