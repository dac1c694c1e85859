// Reads the option rows of a help or a man page: each option's names, value placeholder and
// description, over the dialects' layouts (a short column then a long one, descriptions over
// paragraphs, aliases on lines of their own).
import { dedupeOptions } from './dedupe-options.js';
import { QUOTED_ALTERNATIVES } from './find-choices.js';
import type { HelpOption } from './help-types.js';
import { gluedDescription, parseSpec } from './parse-option-spec.js';
import { parsePrimaries } from './parse-primaries.js';
import { fromBoostRows } from './read-boost-rows.js';
import { withDescribedValue } from './read-description.js';

/** An option's row; msgcat's "-<, --less-than" and "->, --more-than" name a short option with a sign. */
export const OPTION_LINE = /^([ \t]{0,40})(-{1,2}(?:\[no-?\])?(?:[A-Za-z0-9?@.]|[<>],)[^\s]*.*)$/;
export const HELP_OR_VERSION = new Set(['--help', '-help', '-h', '--version', '-version', '-V']);
/** zip's "-h2  show more help": another help option. */
const SHOWS_HELP = /^(show|display|print|give) (more |this |the |extended )?(help|usage)\b/i;
/** A section's own line saying its options repeat (python -m trace's "Filters:"). */
const SECTION_REPEATS = /^\s+(can|may) be (specified|given|used) (multiple|several) times\.?\s*$/i;
/** A section's prose saying its options' values add up (oxlint's "Allowing / Denying Multiple Lints" then "Accumulate rules and categories from left to right on the command-line"): until the next heading. */
const SECTION_ACCUMULATES = /^\s+(accumulates?|are accumulated)\b/i;

/** The options of the help's rows, each once, --help and --version left out. */
export function parseOptionRows(written: string[]): HelpOption[] {
  // fzf's "+s, --no-sort": a name with a plus, which no flag of a draft spells, before the long one it is.
  // c++filt's "[-p|--no-params]  Do not display ...": a short and a long name in brackets (one opened with "]").
  const lines = fromBoostRows(written).map((line) =>
    line
      .replace(/^(\s*)(\+\w, )(?=--\w)/, (_, indent: string, plus: string) => indent + ' '.repeat(plus.length))
      // httping's "-g x / --url   URL to ping", "-6   / --ipv6   use IPv6": the short name's placeholder is the long one's too (a long
      // name that fills its column, "-s   / --show-statuscodes show statuscodes", leaves one space); "-o / --output file": the long one's.
      .replace(
        /^(\s*)(-\w)( [a-z]\w*)? +\/ (--[\w-]+)(?:( [a-z]\w*)(?=\s{2,}|\s*$)|(?=\s{2,}|\s*$| [a-z]\w* \S))/,
        (_, indent: string, short: string, value: string | undefined, long: string, longValue: string | undefined) =>
          `${indent}${short}, ${long}${value ?? longValue ?? ''}  `,
      )
      // colcrt's "-,  --no-underlining": a lone dash (standard input's name, the same option) before the long name.
      .replace(/^(\s*)-,(?= +--\w)/, '$1  ')
      .replace(/^(\s*)[[\]](-[^\s|\]]+\|--[^\]]*)\](?=\s{2,}|\s*$)/, (_, indent: string, inner: string) => `${indent} ${inner.replace(/\|(?=-)/g, ', ')} `)
      // jarsigner's "[-keystore <url>]           keystore location", "[-tsadigestalg <algorithm>] algorithm of ...", and a
      // group that nests another "[-addprovider <name>" over "  [-providerArg <arg>]] ... configure": no usage's "[-v] [-q]".
      .replace(
        /^(\s*)\[(-[\w?-]+(?: <[^>]+>|\[[^\]]*\])?)(?:\]+(?:\s*\.\.\.)?(?=\s+[^\s[-]|\s*$)|(?<=>)(?=\s{2,}[a-z]))/,
        (all: string, indent: string, inner: string) => `${indent} ${inner} `.padEnd(all.length + 1),
      ),
  );
  const options: HelpOption[] = [];
  // Where the long names begin in a table of two columns of names.
  let longColumn: number | undefined;
  // argparse's group "Filters:" then "  Can be specified multiple times": each of its options repeats.
  let sectionRepeats = false;
  let sectionAccumulates = false;
  for (let index = 0; index < lines.length; index++) {
    const row = lines[index]!;
    const match = OPTION_LINE.exec(row);
    if (!match) {
      // Any heading ends an accumulating section; one that ends with ":" ends a repeating group too.
      if (/^\S/.test(row)) {
        sectionAccumulates = false;
        if (/:\s*$/.test(row)) sectionRepeats = false;
      } else if (SECTION_REPEATS.test(row)) sectionRepeats = true;
      else if (SECTION_ACCUMULATES.test(row) && index > 0 && /^\S/.test(lines[index - 1]!)) sectionAccumulates = true;
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
    // verbosity"); stat's "--terse is equivalent to the following FORMAT:" is prose. A value in braces is one
    // word (mlr sort's "-nr {comma-separated field names}").
    const specWords = spec!
      .trim()
      .replace(/\{[^{}]*\}/g, '{}')
      .split(/\s+/).length;
    if (indent === 0 && !glued && specWords > 3) continue;
    // aria2c's man page wraps "See also" onto a line "--on-download-stop option.  Possible Values: ...": a word and a stop is prose, no placeholder.
    if (/^--?[\w-]+ [a-z]+[.,;]$/.test(spec!.trim())) continue;
    // lz4's "-1     : Fast compression"; pzstd's "-p, --processes   #    : number of threads", its placeholder before the colon.
    // guetzli's "--memlimit M - Memory limit in MB": a placeholder before LLVM's dash.
    // iperf3's "-t, --time      #         time in seconds": a placeholder in a column of its own.
    if (rest.length > 1 && rest[0]!.trim() === '#') {
      spec = `${spec!.trim()} #`;
      rest = rest.slice(1);
    }
    // xorriso's "-commit_eject  "in"|"out"|"all"|"none"", its description on the lines below: the values stand in the description's column.
    if (rest.length === 1 && QUOTED_ALTERNATIVES.test(rest[0]!.trim()) && isContinuation(lines[index + 1] ?? '', indent)) {
      spec = `${spec!.trim()} ${rest[0]!.trim()}`;
      rest = [];
    }
    const beforeColon = /^([#\w<>[\]-]+)\s+:\s+(.*)$|^([A-Z]|<[\w-]+>)\s+-\s+(.*)$/.exec(rest.join(' ').trim());
    if (beforeColon && !/\s/.test(spec!.trim().split(/,\s*/).pop()!)) {
      spec = `${spec!.trim()} ${beforeColon[1] ?? beforeColon[3]}`;
      rest = [beforeColon[2] ?? beforeColon[4]!];
    }
    // LLVM's "--module-hash   - Emit module hash": the dash only separates.
    const description = [
      rest
        .join(' ')
        .trim()
        .replace(/^(:|-(?=\s))\s*/, ''),
    ];
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
    options.push(withDescribedValue((sectionRepeats || sectionAccumulates) && option.value ? { ...option, repeats: true } : option, described));
    for (const short of aliases)
      options.push({ optionalValue: false, inline: false, negatable: false, short, description: `Picks one value of ${option.long ?? option.short}.` });
    // texi2any's "--dvi, --dvipdf, --ps, --pdf  call texi2dvi to generate given output": an option has one long name
    // (two at most, "--quiet, --silent"), so three or more on a row are options side by side, sharing the description.
    const sideBySide = /^--[\w-]+(?:,\s*--[\w-]+){2,}$/.test(spec!.trim()) ? spec!.trim().split(/,\s*/).slice(1) : [];
    for (const long of sideBySide) options.push({ ...option, long });
  }
  return dedupeOptions(options);
}

/** A line of text at the option's own indent, not another option. */
function isParagraphLine(line: string, indent: number): boolean {
  return line.trim() !== '' && /^[ \t]*/.exec(line)![0].length === indent && !OPTION_LINE.test(line);
}

/** --help, --version, and a short -h or -V alone that says so (tree's -h prints sizes "in a more human readable way"). */
export function isHelpOption(option: HelpOption): boolean {
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
