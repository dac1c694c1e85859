// Values a help never writes a placeholder for: nopt's help (js-beautify) lists every option bare
// and shows which take a value only by the default at the end of the description ("Indentation
// size [4]"), a list of choices ("[js|css|html]") or the file it names ("Path to config file").
import { escapeRegExp } from './escape-regexp.js';
import type { HelpOption } from './help-types.js';

/** "Indentation size [4]", "Indentation character [" "]": the default, last; http-server's "[3600], e.g. -c10", "[none] Can also be": ending its sentence. */
const DEFAULT_AT_END = /\s\[([^\]]*)\](?=$|,\s|\s+[A-Z])/;
/** `--type [js|css|html] ["js"]`, `--operator-position ... (before-newline|after-newline|preserve-newline)`; not `[a|b][,c]`, a combination. */
const PIPED_CHOICES = /^\[([\w-]+(?:\|[\w-]+)+)\](?=\s|$)|\(([\w-]+(?:\|[\w-]+)+)\)/;
/** "Input file(s) (Pass '-' for stdin)", "Write output to file (default stdout)", "Path to config file". */
const NAMES_FILE = /\bfile\(s\)|'-' for stdin|\bto file \(default stdout\)|^path to\b/i;
/**
 * A description that is of a value, not of what a flag does: "The number of spaces to indent", cpy's "Number of files being
 * copied concurrently" (not vmstat's "number of forks since boot", what it prints), json2ts's "Maximum number of unioned tuples", xml-js's "Specifies amount of space indentation" and
 * "To change the default 'text' key".
 */
const DESCRIBES_A_VALUE =
  /^(the |specifies (the )?)(number|amount|count) of\b|^(maximum|minimum|max|min) number of\b|^number of [\w-]+( [\w-]+)? (to|being|per)\b|^to change the default ['"]?[\w-]+['"]? (key|name|value|prefix|suffix)\b/i;
/** openapi-typescript's bare "--output, -o  Specify output file": the file is its value, never a flag (not csvkit's "Specify that the input CSV file ..."). */
const SPECIFIES_A_FILE = /^specify (the |an? )?((output|input) )?(file|path|directory|folder)\b/i;
/** markdown-toc's bare `--maxdepth:` "Use headings whose depth is at most maxdepth (Default is 6.)": a number for its default, no flag. */
const NUMBER_DEFAULT = /\(default(?: is|:)? (\d+)(\.\d+)?\.?\)/i;
/** "specify a units data file", "(default: 8)", cabextract's "match the given pattern": a value, in a help that writes none. */
const SPECIFIES_A_VALUE = /^specify\b|\b(the|a) given [a-z]+$|\(default: ?(?!(true|false|on|off|no|yes)\))[^)]+\)$/i;
/** knip's bare "--include  Include provided issue type(s), can be comma-separated or repeated": values joined by commas are values (not ls's -m "a comma separated list of entries", an output). */
const JOINS_VALUES = /\b(can|may) be (given )?comma[- ]separated\b/i;
/** ICU's "-d or --destdir  destination directory, followed by the path", "-j ... followed by optional encoding", "followed by the version like 5.2.0", "followed by the name (_dat will be appended)": the value is said to follow, the noun ending the clause (not lsdiff's "followed by the name of the file", what it prints). */
const FOLLOWED_BY =
  /\bfollowed by (the |an? )?(optional )?(?:(?:output|input|source|destination|target) )?(path|name|number|file ?name|file|directory|dir|folder|value|string|encoding|size|prefix|suffix|version)(?=$|[,.;]|\s+(defaults?|like)\b|\s*\((?!of\b))/i;
const SPECIFIES_THE =
  /^specify (the|an?|an alternate) (?!(that|whether|if)\b)[\w-]+( [\w-]+)? (to use|of|for)\b|^specify an? (alternate|different) [\w-]+\.?$/i;
const POSSIBLE_VALUES = /\((possible|valid|allowed) values( are)?:/i;
/** A help of this many options or more, none with a placeholder, is read by its words. */
const MIN_BARE_OPTIONS = 5;
/** Bare options with a default at the end: at least this many before a help is read this way. */
const MIN_DEFAULTS = 3;
/** Placeholders written, per option shown by its default, for a help still read this way (http-server: 2 of 12). */
const MAX_WRITTEN_PER_DEFAULT = 0.25;

/** The options with the values a help that writes no placeholder at all shows by their defaults, choices and files; any other help unchanged. */
export function withUnwrittenValues(listed: readonly HelpOption[]): HelpOption[] {
  // json5's "-s, --space  The number of spaces to indent or 't' for tabs": a value described, never a flag.
  return readByWords(listed).map((option) => {
    if (option.value !== undefined) return option;
    const number = NUMBER_DEFAULT.exec(option.description);
    if (number) return { ...option, value: number[2] ? 'FLOAT' : 'N' };
    if (JOINS_VALUES.test(option.description)) return { ...option, value: 'VALUE' };
    // genrb's --formatVersion "(single digit); for example, --formatVersion 1": the option shown with its value.
    // gendict's "(eg --transform offset-40A3, which ...)".
    const shown = option.long && new RegExp(`\\b(?:for example|e\\.?g\\.?),? ${escapeRegExp(option.long)}[ =](?!-)([^\\s.,;)]+)`).exec(option.description);
    if (shown) return { ...option, value: /^\d+$/.test(shown[1]!) ? 'N' : 'VALUE' };
    // genccode's -a "(possible values are: gcc, gcc-darwin, ...)": values listed for a bare option.
    if (POSSIBLE_VALUES.test(option.description)) return { ...option, value: 'VALUE' };
    const followed = FOLLOWED_BY.exec(option.description);
    if (followed) return { ...option, value: followed[3]!.toUpperCase().replace(/\s/g, ''), ...(followed[2] && { optionalValue: true }) };
    if (SPECIFIES_A_FILE.test(option.description)) return { ...option, value: 'FILE' };
    // ctest's "--build-generator = Specify the generator to use.", genccode's "Specify an alternate base filename."
    return SPECIFIES_THE.test(option.description) ? { ...option, value: 'VALUE' } : option;
  });
}

function readByWords(listed: readonly HelpOption[]): HelpOption[] {
  const options = listed.map((option) => (option.value === undefined && DESCRIBES_A_VALUE.test(option.description) ? { ...option, value: 'VALUE' } : option));
  const defaults = options.filter((option) => option.value === undefined && DEFAULT_AT_END.test(option.description)).length;
  // units' help writes no placeholder and no default at the end: "-l, --locale  specify a desired locale", "-d, --digits
  // show output to specified number of digits (default: 8)" take a value, as their words say.
  if (defaults < MIN_DEFAULTS && options.length >= MIN_BARE_OPTIONS && options.every((option) => option.value === undefined))
    return options.map((option) => (SPECIFIES_A_VALUE.test(option.description) ? { ...option, value: 'VALUE' } : option));
  // http-server writes `-o [path]` and `--cors[=headers]`, and shows every other value by its default.
  const written = options.filter((option) => option.value !== undefined).length;
  if (defaults < MIN_DEFAULTS || written > defaults * MAX_WRITTEN_PER_DEFAULT) return options;
  return options.map((option) => {
    if (option.value !== undefined) return option;
    const piped = PIPED_CHOICES.exec(option.description);
    if (piped) return { ...option, value: 'VALUE', choices: (piped[1] ?? piped[2])!.split('|') };
    if (NAMES_FILE.test(option.description)) return { ...option, value: 'FILE', ...(/\bfile\(s\)/i.test(option.description) && { repeats: true }) };
    const fallback = DEFAULT_AT_END.exec(option.description)?.[1];
    if (fallback === undefined || /^(true|false)$/.test(fallback)) return option;
    return { ...option, value: 'VALUE', ...(/^\d+$/.test(fallback) && { valueType: 'integer' as const }) };
  });
}
