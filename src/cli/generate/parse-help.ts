// Reads a program's --help text: the options (names, value placeholder, description) and the
// positional arguments of the usage line. Understands the common dialects: GNU getopt/argp, git's
// parse-options, Python argparse and click, Go cobra, Rust clap, single-dash long options, and
// man pages (NAME, SYNOPSIS, indented OPTIONS); the usage line is read by parse-usage.
import { placeholderChoices, placeholderTables } from './find-choices.js';
import { gluedDescription, parseSpec } from './parse-option-spec.js';
import { parsePrimaries } from './parse-primaries.js';
import { findRepeatedOptions, usageOptions } from './parse-usage-options.js';
import { parsePositionals, sectionStart, startsWithProgram, usageOf } from './parse-usage.js';
import { withAliases } from './read-aliases.js';
import { toCommandOperands, withCommandOptions } from './read-command-options.js';
import { withDescribedValue } from './read-description.js';
import { withEnumRows } from './read-enum-rows.js';
import { withGluedValues } from './read-glued-values.js';
import { withNotedValues } from './read-notes.js';
import { toParagraphForms } from './read-paragraph-forms.js';
import { withUnwrittenValues } from './read-unwritten-values.js';
import { withYargsTypes } from './read-yargs-types.js';

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
  /** It takes one value each time and may be repeated: the usage repeats it (`[--omit <type> [--omit <type> ...]]`), clap's `<GLOB>...`, "Multiple values are accepted". */
  repeats?: boolean;
  /** The value's type as the help states it in words, over what its placeholder suggests: find's "N can be +N or -N", a default of "(default 6)" or "(default 1.0)". */
  valueType?: 'string' | 'integer' | 'number';
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
  /** Its source marks the command dangerous (a Fig spec's `isDangerous`): the tool asks first. */
  isDangerous?: boolean;
  /** The operands come before the options (find's `[path...] [expression]`). */
  operandsFirst?: boolean;
  /**
   * Its parser is not getopt's, so "--" is not taken to end the options: it did not know --help
   * ("Unknown option --help": xmllint's), or its long names mix hyphenated ones with one dash
   * and names with two (gcc's `-print-search-dirs` beside `--sysroot`).
   */
  refusesDoubleDash?: boolean;
  /** Its subcommands, where a source lists them (a spec). */
  subcommands?: HelpSubcommand[];
}

const READS_STDIN = /\b(read(s)? (from )?(the )?standard input|from standard input|standard input is read|stdin)\b/i;

/** An option's row; msgcat's "-<, --less-than" and "->, --more-than" name a short option with a sign. */
const OPTION_LINE = /^([ \t]{0,40})(-{1,2}(?:\[no-?\])?(?:[A-Za-z0-9?@.]|[<>],)[^\s]*.*)$/;
const HELP_OR_VERSION = new Set(['--help', '-help', '-h', '--version', '-version', '-V']);
/** zip's "-h2  show more help": another help option. */
const SHOWS_HELP = /^(show|display|print|give) (more |this |the |extended )?(help|usage)\b/i;

/** zip's two columns: "  -f   freshen: only changed files  -u   update: only changed or new files". */
const TWO_COLUMNS = /^(\s+)(-[\w@]{1,3}\s{2,}\S.*?)\s{2,}(-[\w@]{1,3}\s{2,}\S.*)$/;
/** A section's own line saying its options repeat (python -m trace's "Filters:"). */
const SECTION_REPEATS = /^\s+(can|may) be (specified|given|used) (multiple|several) times\.?\s*$/i;
/** A list bullet before an option, as man renders it in plain text. */
const BULLET = /^(\s+)(?:o|\u2022|\u00b7|\*)\s+(?=-)/;
/** bsdtar's row of flags, a word each: "  -c Create  -r Add/Replace  -t List  -u Update  -x Extract". */
const FLAG_ROW = /^\s+-\w [A-Z][\w/]*(\s{2,}-\w [A-Z][\w/]*){2,}\s*$/;

/** A description that says its option may be given several times ("may be given more than once", msgfmt's "add DIRECTORY to list", pg_dump's "the specified table(s)"); not a value that "will be repeated" (concurrently's last colour). */
const REPEATABLE =
  /\badd [A-Z][A-Z_]* to (the )?list\b|\bthe specified \w+\(s\)|\b(repeatable|(?<!\bwill be )repeated|multiple times|more than once|more than one may be (given|specified|used)|may be (given|used|specified) (several|multiple) times|can be (given|used|specified) (several|multiple) times)\b/i;
/** ctags's man page: "If this option is specified more than once, only the last will apply". */
const LAST_ONE_APPLIES = /\bonly the last\b|\bthe last (one )?(wins|applies|is used|takes effect)\b/i;

/** Whether a description says its option may be given several times, each value kept. */
export function describesRepeats(description: string): boolean {
  return REPEATABLE.test(description) && !LAST_ONE_APPLIES.test(description);
}

/** LLVM's tools (llvm-size, llvm-nm, llvm-objdump) end their help so, and answer "--" with "unknown argument '--'". */
const LLVM_OPTION_TABLE = /^Pass @FILE as argument to read options from FILE\.$/m;
/** LLVM's cl::opt tables ("  --all   - Dump all debug info sections") print the @FILE line too, and take "--" (llvm-dwarfdump). */
const CL_OPT_ROWS = /^\s+-\S+\s+- \S/gm;
const CL_OPT_MIN_ROWS = 3;

/**
 * Programs that answer "--" with an error although no line of their help says so, known by name:
 * universal-ctags ("Unknown option: --"), the JDK's jdeprscan (`jdeprscan -- a.jar` prints its usage and scans nothing).
 */
const REFUSES_DOUBLE_DASH = /^(ctags|uctags|jdeprscan)$/;

export function parseHelp(text: string, commandWords: readonly string[]): ParsedHelp {
  // Help names the program by its base name (/usr/bin/sort: "Usage: sort ..."; pydoc for python3 -m pydoc).
  const words = commandWords.map((word) => word.split('/').pop()!);
  const written = text
    .replace(/\r/g, '')
    .split('\n')
    // marked's man page renders its list's bullets as "o": "        o -o, --output [output file]".
    .map((line) => line.replace(BULLET, '$1  '))
    .flatMap((line) => {
      if (FLAG_ROW.test(line))
        return line
          .trim()
          .split(/\s{2,}/)
          .map((cell) => `  ${cell.replace(' ', '  ')}`);
      const columns = TWO_COLUMNS.exec(line);
      return columns ? [`${columns[1]}${columns[2]}`, `${columns[1]}${columns[3]}`] : [line];
    });
  const lines = toParagraphForms(written, words.at(-1)!);
  const choices = new Map([...placeholderTables(lines), ...placeholderChoices(text)]);
  const listed = withEnumRows(
    withCommandOptions(withGluedValues(withUnwrittenValues(withYargsTypes(parseOptions(lines), usageOf(lines, words[0]))), text), lines),
    written,
  );
  const options = withNotedValues(
    withUsageOptions(withAliases(listed), usageOptions(lines, words[0]), findRepeatedOptions(lines)).map((option) => {
      // By its placeholder, by a table its description points to ("See DIGEST below"), or by its name.
      const seeBelow = /\bsee ([A-Z][A-Z_]{2,}) below\b/i.exec(option.description)?.[1];
      const named =
        option.value && (choices.get(option.value.replace(/[^\w]/g, '')) ?? (seeBelow && choices.get(seeBelow)) ?? (option.long && choices.get(option.long)));
      return named ? { ...option, choices: named } : option;
    }),
    text,
  );
  const flags = new Set(
    listed.filter((option) => option.value === undefined).flatMap((option) => [option.long, option.short].filter((name) => name !== undefined)),
  );
  const parsed = parsePositionals(lines, words, flags);
  const { operandsFirst } = parsed;
  // dpkg-query's "<command>" is one of its "Commands:" options; the operands are theirs.
  const commandOperands = toCommandOperands(lines);
  const positionals =
    commandOperands.length > 0 ? [...parsed.positionals.filter((positional) => positional.name !== 'command'), ...commandOperands] : parsed.positionals;
  return {
    summary: summaryOf(lines, words[0]),
    options,
    positionals,
    readsStdin: READS_STDIN.test(text),
    ...(operandsFirst && { operandsFirst }),
    ...((/^Unknown option --help$/m.test(text) ||
      (LLVM_OPTION_TABLE.test(text) && (text.match(CL_OPT_ROWS)?.length ?? 0) < CL_OPT_MIN_ROWS) ||
      REFUSES_DOUBLE_DASH.test(words[0] ?? '') ||
      mixesDashStyles(options) ||
      gluesWithColons(lines, options)) && {
      refusesDoubleDash: true,
    }),
  };
}

/**
 * Hyphenated long names with one dash (`-print-search-dirs`) beside names with two, several of each:
 * a parser of its own. Unhyphenated one-dash names (dos2unix's `-ascii`) are often getopt's own
 * long-only options, which do take "--".
 */
function mixesDashStyles(options: readonly HelpOption[]): boolean {
  const longs = options.map((option) => option.long).filter((long) => long !== undefined && !HELP_OR_VERSION.has(long));
  const hyphenatedSingle = longs.filter((long) => /^-[^-][^-]*-/.test(long!)).length;
  // javap's -verbose, -public, -private beside --module, --class-path: words, not letter clusters.
  const wordSingle = longs.filter((long) => /^-[a-z]{4,}$/.test(long!)).length;
  const double = longs.filter((long) => long!.startsWith('--')).length;
  return (hyphenatedSingle >= MIXED_STYLE_MIN_EACH || wordSingle >= MIXED_STYLE_MIN_WORDS) && double >= MIXED_STYLE_MIN_EACH;
}

const MIXED_STYLE_MIN_EACH = 2;
const MIXED_STYLE_MIN_WORDS = 3;

/**
 * Values glued to the name with a colon (esbuild's `--define:K=V`, `--loader:X=L`) and no short
 * names at all: no getopt, which would take "--" (esbuild refuses it: "Invalid build flag").
 */
function gluesWithColons(lines: readonly string[], options: readonly HelpOption[]): boolean {
  const glued = lines.filter((line) => /^\s+--[\w-]+:[^\s:]/.test(line)).length;
  return glued >= MIXED_STYLE_MIN_EACH && options.every((option) => option.short === undefined);
}

/**
 * Options the usage line names: new ones are added, a listed option without a value takes the
 * usage's (`[-d exdir]`), and `[--no-unicode]` beside a listed `--unicode` is its negation.
 */
function withUsageOptions(listed: HelpOption[], fromUsage: HelpOption[], repeated: ReadonlySet<string>): HelpOption[] {
  const options = listed.map((option) =>
    option.value !== undefined && [option.long, option.short].some((name) => name !== undefined && repeated.has(name)) ? { ...option, repeats: true } : option,
  );
  for (const usage of fromUsage.filter((option) => !isHelpOption(option))) {
    const negates = usage.long?.startsWith('--no-') ? options.findIndex((option) => option.long === usage.long!.replace(/^--no-/, '--')) : -1;
    if (negates !== -1) {
      options[negates] = { ...options[negates]!, negatable: true };
      continue;
    }
    const index = options.findIndex((option) => (usage.long && option.long === usage.long) || (usage.short && option.short === usage.short));
    if (index === -1) options.push(usage);
    // cProfile's "[-m module | scriptfile]" beside its listed flag -m: a flag, then an operand.
    else if (options[index]!.value === undefined && usage.value !== undefined && !/^\{.*\}$/.test(usage.value))
      options[index] = { ...options[index]!, value: usage.value, ...(usage.repeats && { repeats: true }) };
  }
  return options;
}

function parseOptions(written: string[]): HelpOption[] {
  // fzf's "+s, --no-sort": a name with a plus, which no flag of a draft spells, before the long one it is.
  // c++filt's "[-p|--no-params]  Do not display ...": a short and a long name in brackets (one opened with "]").
  const lines = written.map((line) =>
    line
      .replace(/^(\s*)(\+\w, )(?=--\w)/, (_, indent: string, plus: string) => indent + ' '.repeat(plus.length))
      .replace(/^(\s*)[[\]](-[^\s|\]]+\|--[^\]]*)\](?=\s{2,}|\s*$)/, (_, indent: string, inner: string) => `${indent} ${inner.replace(/\|(?=-)/g, ', ')} `),
  );
  const options: HelpOption[] = [];
  // Where the long names begin in a table of two columns of names.
  let longColumn: number | undefined;
  // argparse's group "Filters:" then "  Can be specified multiple times": each of its options repeats.
  let sectionRepeats = false;
  for (let index = 0; index < lines.length; index++) {
    const match = OPTION_LINE.exec(lines[index]!);
    if (!match) {
      if (/^\S.*:\s*$/.test(lines[index]!)) sectionRepeats = false;
      else if (SECTION_REPEATS.test(lines[index]!)) sectionRepeats = true;
      continue;
    }
    const primaries = parsePrimaries(match[2]!, lines);
    if (primaries) {
      options.push(...primaries);
      continue;
    }
    const indent = match[1]!.replace(/\t/g, '        ').length;
    let line = match[2]!;
    // Aliases may stand on lines of their own: "--color[=WHEN]," then "--colour[=WHEN]  use markers...".
    while (/,\s*$/.test(line) && index + 1 < lines.length && OPTION_LINE.test(lines[index + 1]!)) line = `${line.trim()} ${lines[++index]!.trim()}`;
    let [spec, ...rest] = line.trim().split(/ {2,}|\t+/);
    // A short column, then a long one: stat's "-c  --format=FORMAT", shfmt's "-l,  --list",
    // shellcheck's "-C[WHEN]   --color[=WHEN]", pandoc's "-f FORMAT, -r FORMAT  --from=FORMAT".
    const shortColumn = /^(-\w+)(?:,|\[\w+\]|\s\S+(?:, -\w\s\S+)*)?$/.exec(spec!.trim());
    // size's "-A|-B|-G  --format={sysv|berkeley|gnu}": short aliases that each pick a value, flags of their own.
    const aliases = /^-\S(\|-\S)+$/.test(spec!.trim()) && rest[0]?.startsWith('--') ? spec!.trim().split('|') : [];
    if (aliases.length > 0) spec = rest.shift();
    // javap's "-v  -verbose   Print additional information": the long column in single-dash words.
    const wordColumn = /^-\w$/.test(spec!.trim()) && rest.length > 1 && /^-[a-z][\w-]+$/.test(rest[0]!);
    if (shortColumn && rest[0]?.startsWith('--')) {
      longColumn = lines[index]!.indexOf(rest[0]);
      spec = `${shortColumn[1]}, ${rest.shift()}`;
    } else if (wordColumn) spec = `${spec!.trim()}, ${rest.shift()}`;
    else if (indent !== longColumn) longColumn = undefined;
    // gzip's "--synchronous synchronous output": one space before the description.
    const glued = gluedDescription(spec!);
    if (glued) {
      spec = glued.spec;
      rest.unshift(glued.description);
    }
    // At the margin, an option stands alone or before two spaces (rsync's "--verbose, -v   increase
    // verbosity"); stat's "--terse is equivalent to the following FORMAT:" is prose.
    if (indent === 0 && !glued && spec!.trim().split(/\s+/).length > 3) continue;
    // lz4's "-1     : Fast compression"; pzstd's "-p, --processes   #    : number of threads", its placeholder before the colon.
    const beforeColon = /^([#\w<>[\]-]+)\s+:\s+(.*)$/.exec(rest.join(' ').trim());
    if (beforeColon && !/\s/.test(spec!.trim().split(/,\s*/).pop()!)) {
      spec = `${spec!.trim()} ${beforeColon[1]}`;
      rest = [beforeColon[2]!];
    }
    const description = [rest.join(' ').trim().replace(/^:\s*/, '')];
    const described: string[] = [];
    // A man page's description runs over paragraphs, each indented deeper than the option.
    for (let next = index + 1; next < lines.length; next++) {
      if (!lines[next]!.trim()) continue;
      // pandoc's and shellcheck's long column: a line that starts there is the next option.
      if (!isContinuation(lines[next]!, indent) || (longColumn !== undefined && lines[next]!.indexOf('-') === longColumn)) break;
      described.push(...lines.slice(index + 1, next + 1));
      index = next;
    }
    // tsc: the option alone on its line, its paragraph under it at the same indent.
    if (!description[0] && described.length === 0)
      for (; index + 1 < lines.length && isParagraphLine(lines[index + 1]!, indent); index++) described.push(lines[index + 1]!);
    description.push(...described.map((line) => line.trim()));
    const option = parseSpec(spec!.trim(), description.filter(Boolean).join(' '));
    if (!option || isHelpOption(option)) continue;
    options.push(withDescribedValue(sectionRepeats && option.value ? { ...option, repeats: true } : option, described));
    for (const short of aliases)
      options.push({ optionalValue: false, inline: false, negatable: false, short, description: `Picks one value of ${option.long ?? option.short}.` });
  }
  return dedupe(options);
}

/** A line of text at the option's own indent, not another option. */
function isParagraphLine(line: string, indent: number): boolean {
  return line.trim() !== '' && /^[ \t]*/.exec(line)![0].length === indent && !OPTION_LINE.test(line);
}

/** --help, --version, and a short -h or -V alone that says so (tree's -h prints sizes "in a more human readable way"). */
function isHelpOption(option: HelpOption): boolean {
  const shortAlone =
    option.short !== undefined &&
    HELP_OR_VERSION.has(option.short) &&
    !option.long &&
    (!option.description || /\b(help|usage|version)\b/i.test(option.description));
  return (option.long !== undefined && HELP_OR_VERSION.has(option.long)) || shortAlone || (!option.value && SHOWS_HELP.test(option.description));
}

/** Deeper than the option; a line that starts with "-" only when far deeper (a man page's "--untracked-files=all is specified ..."). */
function isContinuation(line: string, indent: number): boolean {
  const own = /^[ \t]*/.exec(line)![0].replace(/\t/g, '        ').length;
  return own > indent && (!line.trim().startsWith('-') || own >= indent + 8);
}

/**
 * Programs often list an option in two sections: keep the first. du lists `--time` and
 * `--time=WORD` apart: together they are one option whose value may be left out. ls's
 * "-p, --indicator-style=slash" is -p, a short name for one value of another option; unexpand's
 * `--tabs=N` and `--tabs=LIST`, two values of one option, take a text.
 */
function dedupe(options: HelpOption[]): HelpOption[] {
  const byKey = new Map<string, HelpOption>();
  for (const option of options) {
    const key = option.long ?? option.short!;
    const first = byKey.get(key);
    if (first && option.short && option.short !== first.short && option.inline && /^[a-z0-9][\w-]*$/.test(option.value ?? '')) {
      byKey.set(option.short, { optionalValue: false, inline: false, negatable: false, short: option.short, description: option.description });
      continue;
    }
    // zstd's "--format=zstd" ... "--format=lz4" on lines of their own: the values of one option.
    const literal = (candidate: HelpOption) => candidate.inline && !candidate.optionalValue && /^[a-z][\w-]*$/.test(candidate.value ?? '');
    if (first && literal(first) && literal(option)) byKey.set(key, { ...first, choices: [...(first.choices ?? [first.value!]), option.value!] });
    else if (!first) byKey.set(key, option);
    else if ((first.value === undefined) !== (option.value === undefined)) {
      const value = first.value ?? option.value!;
      byKey.set(key, { ...first, value, optionalValue: true, inline: true, description: [first.description, option.description].filter(Boolean).join('; ') });
      // unexpand's "--tabs=N" and "--tabs=LIST": either value, so a text.
    } else if (first.value !== option.value && first.inline === option.inline && ![first.value, option.value].some((value) => /\s/.test(value!)))
      byKey.set(key, { ...first, value: 'VALUE', description: [first.description, option.description].join('; ') });
  }
  return [...byKey.values()];
}

/** Not a summary: zip's help starts with its copyright. */
const COPYRIGHT = /copyright|\(c\) \d{4}|all rights reserved/i;

/** A man page's NAME line ("git-status - Show the working tree status"), else the first sentence between the usage line and the first option. */
function summaryOf(lines: string[], program?: string): string {
  const name = sectionStart(lines, 'NAME');
  if (name !== -1 && lines[name]) return firstSentence(lines[name].trim().replace(/^\S+\s+-+\s+/, ''));
  const usage = lines.findIndex((line) => /^\s*usage:/i.test(line));
  const firstOption = lines.findIndex((line) => OPTION_LINE.test(line));
  const between = lines.slice(usage + 1, firstOption === -1 ? lines.length : firstOption);
  const paragraph: string[] = [];
  for (const line of between) {
    const isText =
      /^ {0,2}[A-Za-z]/.test(line) && !/^\s*(or:|usage:)/i.test(line) && !/:$/.test(line.trim()) && !COPYRIGHT.test(line) && !startsWithProgram(line, program);
    if (isText) paragraph.push(line.trim());
    else if (paragraph.length > 0) break;
  }
  return firstSentence(paragraph.join(' '));
}

export function firstSentence(text: string, maxChars = 300): string {
  const sentence = /^.*?[.!](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > maxChars ? `${sentence.slice(0, maxChars - 3)}...` : sentence;
}
