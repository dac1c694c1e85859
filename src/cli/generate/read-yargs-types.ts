// yargs' help writes no placeholder: each option's type ends its description in brackets,
// `[boolean]`, `[string]`, `[number]`, `[array]`, `[count]`, `[choices: "a", "b"]`, beside its
// `[default: ...]` (c8, concurrently, depcheck). Read so, an option takes the value its tags say,
// and the tags leave the description (the nopt reading of read-unwritten-values must not take
// `[default: false]` for a value).
import type { HelpOption } from './help-types.js';

/** Tags that say a help is yargs': at least this many options end so. */
const MIN_TYPE_TAGS = 2;
const TYPE_TAG = /^(boolean|string|number|array|count|choices: .*)$/;
/** yargs' own notation for operands, `[spec..]`, `<files..>`: its help, even where it prints no types (mocha's). */
const YARGS_USAGE = /[[<]\w[\w-]*\.\.[\]>]/;
/** Tags yargs prints besides types and defaults. */
const OTHER_TAG = /^(required|deprecated(: .*)?|aliases: .*)$/;
/** A value in words: "Comma separated package list", "Path to a file with patterns", "A config file to be parsed". */
const TAKES_WORDED_VALUE =
  /^(comma|space)[- ]separated\b|^(a |the )?path to\b|^(a|an|the) ([\w-]+ ){0,2}(file|directory|folder)\b|^(directory|folder) (where|that|to|([\w-]+ ){1,3}(is|are) (written|read))\b/i;
/** Several values in words: mocha's "File extension(s) to load", "Ignore file(s) or glob pattern(s)", "List of allowed global variables". */
const WORDED_LIST = /\w\(s\) (to|or)\b|^list of\b/i;
/** mocha's "Retry failed tests this many times", "Number of concurrent jobs". */
const WORDED_COUNT = /\bthis many\b|^number of\b/i;
/** mocha's "Only run tests containing this string", "Specify test timeout threshold (in milliseconds)" (it takes "2s" too). */
const WORDED_TEXT = /\bthis (string|regexp|pattern|text)\b|\bthreshold\b/i;
/** A number that counts: "how many bytes", "Number of concurrent jobs", "How many times to retry", a timeout in milliseconds. */
const COUNTS = /\bhow many\b|\bnumber of\b|\bmilliseconds\b|\b(retries|tries|times)\b/i;

/** The options of a yargs help with the values its bracketed tags state; any other help unchanged. */
export function withYargsTypes(options: readonly HelpOption[], usage = ''): HelpOption[] {
  const tagged = options.map((option) => ({ option, ...splitTags(option.description) }));
  if (tagged.filter(({ tags }) => tags.some((tag) => TYPE_TAG.test(tag))).length < MIN_TYPE_TAGS && !YARGS_USAGE.test(usage)) return [...options];
  return tagged.map(({ option, text, tags }) => {
    if (option.value !== undefined) return option;
    return tags.length > 0 ? toTyped({ ...option, description: text }, tags) : toWordTyped(option);
  });
}

function toTyped(option: HelpOption, tags: readonly string[]): HelpOption {
  const type = tags.find((tag) => TYPE_TAG.test(tag));
  const fallback = tags
    .find((tag) => tag.startsWith('default:'))
    ?.slice('default:'.length)
    .trim();
  if (type === 'boolean' || type === 'count' || (type === undefined && /^(true|false)$/.test(fallback ?? ''))) return option;
  if (type?.startsWith('choices:')) return { ...option, value: 'VALUE', choices: [...type.matchAll(/"([^"]*)"/g)].map((match) => match[1]!) };
  if (type === 'array' || (type === undefined && fallback?.startsWith('['))) return { ...option, value: 'VALUE', repeats: true };
  if (type === 'number') return { ...option, value: 'VALUE', valueType: COUNTS.test(option.description) ? 'integer' : 'number' };
  // An untyped option takes any value: concurrently's --default-input-target "[default: 0]" is an index or a name;
  // yargs gathers its repeats, which c8's "coverage reporter(s) to use" invites (not concurrently's "Which command(s) must exit").
  return { ...option, value: 'VALUE', valueType: 'string', ...(type === undefined && /\w\(s\) to \w/.test(option.description) && { repeats: true }) };
}

/** yargs' options that print no type: a value by their words (depcheck's "Comma separated package list", "Path to a file", "A config file"). */
function toWordTyped(option: HelpOption): HelpOption {
  const { description } = option;
  if (WORDED_LIST.test(description)) return { ...option, value: 'VALUE', repeats: true };
  if (WORDED_COUNT.test(description)) return { ...option, value: 'VALUE', valueType: 'integer' };
  if (WORDED_TEXT.test(description)) return { ...option, value: 'VALUE', valueType: 'string' };
  return TAKES_WORDED_VALUE.test(description) ? { ...option, value: 'VALUE' } : option;
}

/** "check per file [boolean] [default: false]" -> the text and the tags, the last bracket groups (a default may hold brackets: `[default: ["a"]]`, or be cut where the help wrapped it). */
export function splitTags(description: string): { text: string; tags: string[] } {
  const tags: string[] = [];
  let rest = description.trimEnd();
  // c8's --exclude: "[default:" with its list on lines the option's paragraph does not hold.
  const cut = /\s*\[default:\s*$/.exec(rest);
  if (cut) {
    tags.unshift('default: [');
    rest = rest.slice(0, cut.index).trimEnd();
  }
  while (rest.endsWith(']')) {
    const open = openingBracket(rest);
    const tag = open === -1 ? '' : rest.slice(open + 1, -1).trim();
    if (!TYPE_TAG.test(tag) && !OTHER_TAG.test(tag) && !tag.startsWith('default:')) break;
    tags.unshift(tag);
    rest = rest.slice(0, open).trimEnd();
  }
  return { text: rest, tags };
}

/** Where the bracket group that closes the text opens, -1 if it does not. */
function openingBracket(text: string): number {
  let depth = 0;
  for (let index = text.length - 1; index >= 0; index--) {
    if (text[index] === ']') depth++;
    else if (text[index] === '[' && --depth === 0) return index;
  }
  return -1;
}
