// Reads the options a usage line names in brackets (BSD's `[-q] [-b bits]`, npm's `[-a|--all]`) and the
// lines of groups only that some helps print under a heading (iostat's options, msggrep's repeated patterns).
import type { HelpOption } from './help-types.js';
import { HELP_OR_VERSION, isHelpOption } from './parse-option-rows.js';
import { laterUsageForms, orForms, startsWithProgram, usageOf } from './read-usage-line.js';
import { SKIPPED_USAGE_WORDS } from './to-positional.js';
import { OPTION_WORD, tokenizeUsage } from './tokenize-usage.js';

/**
 * Options in brackets on the usage line and on lines that list only such groups (npm): `[-q]`,
 * `[-lv]`, `[-b bits]`, `[-t dsa | rsa]`, `[-a|--all]`, `[--depth <depth>]`, and a group that
 * repeats itself (`[--omit <type> [--omit <type> ...]]`) takes several values.
 */
export function usageOptions(lines: readonly string[], program?: string, flags: ReadonlySet<string> = new Set()): HelpOption[] {
  // iostat's "Options are:" then lines of groups only ("[ -c ] [ -k | -m ]").
  // Not jarsigner's rows, "[-keystore <url>]   keystore location": an option in brackets, then words.
  const groupsOnly = (line: string) => tokenizeUsage(line).every((token) => /^[[{]/.test(token) || token === '...');
  const usageLine = usageOf(lines, program) ?? '';
  const texts = [usageLine, ...lines.filter((line) => (line.startsWith('[-') || /^\[.*\]\s*$/.test(line)) && groupsOnly(line))];
  const options: HelpOption[] = [];
  const flag = (names: { long?: string; short?: string }, value?: string): HelpOption => ({
    optionalValue: false,
    inline: false,
    negatable: false,
    description: '',
    ...names,
    ...(value && { value }),
  });
  const named = (name: string) => (name.startsWith('--') ? { long: name } : { short: name });
  const tokens = texts.flatMap(tokenizeUsage).map((token) => token.replace(/\{[^}]*\}/g, (braces) => braces.replace(/\s+/g, '')));
  // go env's "[-json] [-u] [-w]": a usage that writes each letter in brackets of its own writes a word after one dash as one name (Go's flag package).
  const lettersApart = tokens.some((token) => /^\[-[A-Za-z0-9]\]$/.test(token));
  // osslsigncode's "[ -CAfile <infile> ]" beside its row "-CAfile   = the file ...": a word the help's rows name is one name
  // (a row with its description beside it: filefrag's man page writes "-bblocksize" alone, a letter and its value glued;
  // not isort's alias rows "-af, --force-adds").
  const rowNames = new Set(
    lines.flatMap((line) => {
      const row = /^\s*(-[A-Za-z]([\w-]+))(?:\s{2,}|\s*=\s*)(\S.*)$/.exec(line);
      // cscope's "-sdir  Look in dir": a letter and its value glued, the value a word of the description.
      return row && !new RegExp(`\\b${row[2]}\\b`, 'i').test(row[3]!) ? [row[1]!] : [];
    }),
  );
  const usage = tokenizeUsage(usageLine);
  const pairs = [...optionsTakingNextWord(usage, 1, flags)].map((at) => [usage[at]!, usage[at + 1]!] as const);
  for (let index = 0; index < tokens.length; index++) {
    const written = tokens[index]!;
    // Found by content, not index: the iostat form above inserts tokens.
    if (pairs.some(([name, value]) => name === written && value === tokens[index + 1])) {
      options.push(flag(named(written), tokens[++index]));
      continue;
    }
    // iostat's "[ [ -H ] -g <group_name> ]": a flag that goes with the option after it.
    const nested = /^\[\[(-\w+)\]\s*(-.*)\]$/.exec(written);
    if (nested) {
      tokens.splice(index + 1, 0, `[${nested[1]}]`, `[${nested[2]}]`);
      continue;
    }
    // json2ts's "[--input, -i] [IN_FILE]": an option's names in brackets, then its value in brackets of its own.
    const alone = NAMES_ALONE.test(written) ? /^\[(--?[\w-]+),\s*(--?[\w-]+)\]$/.exec(written) : null;
    if (alone) {
      const value = NAMES_VALUE.exec(tokens[index + 1] ?? '')?.[1];
      const [long, short] = alone[1]!.startsWith('--') ? [alone[1]!, alone[2]!] : [alone[2]!, alone[1]!];
      options.push(flag({ ...(long.startsWith('--') && { long }), ...(/^-\w$/.test(short) && { short }) }, value));
      if (value) index++;
      continue;
    }
    // iostat's "[ { -f | +f } <directory> ]": either name takes the value ("+f" no flag of a draft can spell).
    const either = /^\[\{(-\w(?:\|[-+]\w)+)\}\s+(\S+)\]$/.exec(written);
    if (either) {
      for (const name of either[1]!.split('|').filter((candidate) => candidate.startsWith('-'))) options.push(flag(named(name), either[2]));
      continue;
    }
    // iostat's "[ --dec={ 0 | 1 | 2 } ]", "[ -j { ID | LABEL | ... } ]" (open-ended: a text), "[ -p [ <device> [,...] | ALL ] ]".
    const listed = /^\[(-[\w-]+)[=\s](\{[^}]*\}|\[<([\w-]+)>.*\])\]$/.exec(written);
    if (listed) {
      const value = listed[3] ? `<${listed[3]}>` : listed[2]!.includes('...') ? 'VALUE' : listed[2]!;
      options.push({ ...flag(named(listed[1]!), value), ...(written.includes('=') && { inline: true }) });
      continue;
    }
    // cscope's "[-[0-8] pattern]": a range of digits, an option per digit, each taking the value.
    const range = /^\[-\[(\d)-(\d)\](?:\s+([^[\]\s]+))?\]$/.exec(written);
    if (range) {
      for (let digit = Number(range[1]); digit <= Number(range[2]); digit++) options.push(flag({ short: `-${digit}` }, range[3]));
      continue;
    }
    // ts's "[-i | -s]", doctoc's "[--notitle | --title title]", git tag's "[-m <msg> | -F <file>]": options that exclude
    // each other, each an option with its own value.
    const exclusive = /^\[(-[^[\]]*\s\|\s[^[\]]*)\](\.\.\.)?$/.exec(written);
    const alternatives = exclusive?.[1]!.split(/\s\|\s/).map((alternative) => /^(--?[A-Za-z][\w-]*)(?:[\s=](\S+))?$/.exec(alternative.trim()));
    if (exclusive && alternatives?.every((alternative): alternative is RegExpExecArray => alternative !== null)) {
      for (const [, name, value] of alternatives) options.push({ ...flag(named(name!), value), ...(exclusive[2] && value && { repeats: true }) });
      continue;
    }
    // git interpret-trailers' "[(--trailer <token>[(=|:)<value>])...]", and "[--name <value>]...": the group repeats.
    const dotted = /^\[\((-.*)\)\.\.\.\]$|^\[(-.*)\]\.\.\.$/.exec(written);
    // rename's "[-e|-E perlexpr]*|perlexpr": the group repeats, and an operand may stand in its place.
    const token = dotted ? `[${dotted[1] ?? dotted[2]}]` : written.replace(/\]\*?(\|[A-Za-z][\w.-]*)?$/, ']');
    // nc's [-x proxy_address[:port]]: a value may hold a bracket of its own.
    const group = /^\[(-[^\s[\]]+)(?:\s+([^[\]]+?(?:\[[^\]\s]*\])?))?\s*(\[.*\.\.\.\]\s*)?\]$/.exec(token);
    if (!group) continue;
    // git ls-remote's "[--upload-pack=<exec>]", "[--sort=<key>]": the value after "=", in the same token.
    const [, writtenNames, spacedValue, dots] = group;
    const [names, gluedValue] = /^(--[\w-]+)=(\S+)$/.exec(writtenNames!)?.slice(1) ?? [writtenNames, undefined];
    const rawValue = spacedValue ?? gluedValue;
    const repeat = dots ?? (dotted ? '...' : /\]\*/.test(written) ? '*' : undefined);
    if (names === '--' || SKIPPED_USAGE_WORDS.test(names!.slice(1))) continue;
    const choices = rawValue?.split('|').map((choice) => choice.trim());
    // [-t dsa | rsa] lists its values; [--indent INDENT | --tab] (argparse) is a choice of options.
    const value = rawValue?.startsWith('<')
      ? rawValue.trim()
      : choices && choices.length > 1 && !choices.some((choice) => choice.startsWith('-'))
        ? `{${choices.join(',')}}`
        : choices?.[0];
    const base = {
      optionalValue: false,
      inline: gluedValue !== undefined,
      negatable: false,
      description: '',
      ...(value && { value }),
      ...(repeat && { repeats: true }),
    };
    const flags = names!.split('|');
    const long = flags.find((flag) => flag.startsWith('--') || rowNames.has(flag));
    const short = flags.find((flag) => /^-\w$/.test(flag));
    const shorts = flags.filter((flag) => /^-\w$/.test(flag));
    // rename's [-e|-E perlexpr], [-h|-m|-V]: letters without a long name, each an option.
    if (!long && shorts.length > 1) for (const letter of shorts) options.push({ ...base, short: letter });
    else if (long || short) options.push({ ...base, ...(long && { long }), ...(short && { short }) });
    else if (lettersApart && /^-[a-z]{3,}$/.test(names!)) options.push({ ...base, long: names! });
    // [-lv], [-xi list], nc's [-46Dk]: several letters or digits, each an option of its own.
    // find's [-Olevel] is -O with its value glued on: no flag can spell it.
    else if (/^-[A-Za-z0-9]{2,}$/.test(names!) && !/^-[A-Z][a-z]{3,}$/.test(names!))
      for (const letter of names!.slice(1)) options.push({ ...base, short: `-${letter}` });
  }
  return [...options, ...modeWords(usageLine, lines, program)];
}

/**
 * crudini's "Usage: crudini --set [OPTION]... config_file section" then "or:  crudini --get [OPTION]... config_file": a long name
 * bare after the program in two forms or more picks each form's mode, a flag though no row lists it.
 */
function modeWords(usageLine: string, lines: readonly string[], program: string | undefined): HelpOption[] {
  const forms = [usageLine, ...orForms(lines, program), ...laterUsageForms(lines, program)];
  const modes = forms.flatMap((form) => {
    const [, word, next] = tokenizeUsage(form);
    // Not "--help" nor "--version" forms; the word after is the form's options ("[OPTION]..."), not the name's value ("--config <file>").
    return startsWithProgram(form, program) &&
      word &&
      /^--[a-z][\w-]*$/.test(word) &&
      !HELP_OR_VERSION.has(word) &&
      (next === undefined || next.startsWith('['))
      ? [word]
      : [];
  });
  if (new Set(modes).size < 2) return [];
  return [...new Set(modes)].map((long) => ({ long, optionalValue: false, inline: false, negatable: false, description: 'Picks one form of the usage.' }));
}

const BARE_WORD = /^<?[A-Za-z][\w.-]*>?$/;
/** An operand by its marks (not a bare word, which may be a subcommand's): `<file>`, `FILE`, `gif_file`, `infiles+`, `[infile]`, `file...`. */
const MARKED_OPERAND = /^(<[\w.-]+>|[A-Z][A-Z0-9_-]*|[a-z]+_[\w.-]+|[A-Za-z][\w.-]*[+*]|\[<?[A-Za-z][\w.-]*>?\])(\.\.\.)?$|^[A-Za-z][\w.-]*\.\.\.$/;

/**
 * Where the usage ends in options outside brackets, each with the word after it (gennorm2's "infiles+ -o outputfilename",
 * genbrk's "-r rule-file -o output-file", its man page's "-r, --rules rule-file -o, --out output-file"): the indexes of
 * those options, which take that word. One such pair counts only after an operand (from `from`: past the program's
 * name); "prog -v file" is a flag and an operand, and so is a flag the help's rows list without a value ("prog -v infile
 * -o outfile"), unless it is the last option, after an operand (gennorm2's "-o or --output  output filename").
 */
export function optionsTakingNextWord(tokens: readonly string[], from: number, flags: ReadonlySet<string>): Set<number> {
  const found = new Set<number>();
  let end = tokens.length;
  for (let at = end - 2; at >= from && OPTION_WORD.test(tokens[at]!) && BARE_WORD.test(tokens[at + 1]!); at = end - 2) {
    if (found.size > 0 && flags.has(tokens[at]!)) break;
    found.add(at);
    end = at;
    // A man page's "-r, --rules rule-file": other names of the same option, skipped.
    while (end > from && /^--?[A-Za-z][\w-]*,$/.test(tokens[end - 1]!)) end--;
  }
  const afterOperand = tokens.slice(from, end).some((token) => MARKED_OPERAND.test(token) && !SKIPPED_USAGE_WORDS.test(token.replace(/[[\]<>]/g, '')));
  const lastIsFlag = found.size > 0 && flags.has(tokens[Math.max(...found)]!);
  return (found.size > 1 && !lastIsFlag) || afterOperand ? found : new Set();
}

/** The value after an option's names in brackets: `[IN_FILE]`, `[<file>]`. */
export const NAMES_VALUE = /^\[<?([A-Za-z][\w-]*)>?\]$/;
/** An option's names alone in brackets, joined by a comma: json2ts's `[--input, -i]`. */
export const NAMES_ALONE = /^\[--?[\w-]+,\s*--?[\w-]+\]$/;

/** A line of usage groups only, under a section's heading: msggrep's "  [-N SOURCEFILE]... [-M DOMAINNAME]...". */
const GROUPS_LINE = /^\s+(\[-[^[\]]*\](\.\.\.)?\s*)+$/;

/** The options written as repeated groups on such lines (`[-N SOURCEFILE]...`, `[-e PATTERN | -f FILE]...`): they say what repeats, not what takes a value. */
export function findRepeatedOptions(lines: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines.filter((candidate) => GROUPS_LINE.test(candidate)))
    for (const [, group] of line.matchAll(/\[([^[\]]*)\]\.\.\./g)) for (const [name] of group!.matchAll(/(?<=^|\|\s*)-[\w-]+/g)) names.add(name);
  return names;
}

/**
 * Options the usage line names: new ones are added, a listed option without a value takes the
 * usage's (`[-d exdir]`), and `[--no-unicode]` beside a listed `--unicode` is its negation.
 */
export function withUsageOptions(listed: HelpOption[], fromUsage: HelpOption[], repeated: ReadonlySet<string>): HelpOption[] {
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
    // git interpret-trailers' "[(--trailer <token>[(=|:)<value>])...]" beside its listed "--trailer <trailer>".
    else if (options[index]!.value !== undefined && usage.value !== undefined && usage.repeats) options[index] = { ...options[index]!, repeats: true };
  }
  return options;
}
