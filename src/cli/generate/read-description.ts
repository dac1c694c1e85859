// What an option's description says about its value when the names do not: tsc's "type: boolean"
// and "one of: ..." lines, "Multiple values are accepted", "(default 6)", a table of possible
// values under the option (rg, fd), timeit's "set the output time unit (nsec, usec, msec, or sec)".
import { tableChoices } from './find-choices.js';
import { flagOf, type HelpOption } from './help-types.js';

const REPEATS = /\bmultiple values are accepted\b|\bcan be passed as separate\b|\bmultiple [\w ]{0,40}?(?:can|may) be (?:specified|given|passed)\b/i;
const NUMERIC_DEFAULT = /[([]default:? (-?\d+(\.\d+)?)[)\]]/;
/** tsc: an option with no type line takes a value when it names one ("Specify a file that ...", "given the path to ..."). */
const NAMES_A_VALUE = /^Specify (?:a |an |the )?(\w+)(?: (\w+))?|\bgiven the (path)\b/;
const NAMES_A_PATH = /^(file|folder|directory|path)$/;
/** timeit's "-u/--unit: set the output time unit (nsec, usec, msec, or sec)". */
const SET_ONE_OF = /^set the (?:[\w-]+ )*?([\w-]+) \(((?:[a-z]+, )+(?:or )?[a-z]+)\)$/;

/** shasum's "-a, --algorithm   1 (default), 224, 256, 384": the description is only the list of its values. */
const ONLY_VALUES = /^(?:[\w.+-]+(?: \(default\))?, ){2,}[\w.+-]+(?: \(default\))?$/;

/** The option, with the value, choices, repetition or type its description states. `described`: the description's own lines, below the option's. */
export function withDescribedValue(option: HelpOption, described: readonly string[]): HelpOption {
  const lines = described.map((line) => line.trim());
  const oneOf = lines.find((line) => /^one of: /.test(line));
  const oneOrMore = lines.find((line) => /^one or more: /.test(line));
  const typed = lines.some((line) => /^type: /.test(line));
  // tsc's "type:", "one of:", "default:" lines are read here, not kept as prose.
  const metadata = lines.filter((line) => /^(type|one of|one or more|default): /.test(line));
  const description =
    metadata.length === 0
      ? option.description
      : metadata
          .reduce((text, line) => text.replace(line, ''), option.description)
          .replace(/\s+/g, ' ')
          .trim();
  const stated: HelpOption = { ...option, description };
  if (oneOf ?? oneOrMore) {
    stated.value ??= 'VALUE';
    if (oneOf)
      // cwebp's prose "one of: none, fast (default) or best": the last after "or", the default marked.
      stated.choices = oneOf
        .replace(/^one of: /, '')
        .replace(/ \(default\)/g, '')
        .split(/,\s*(?:or\s+)?|\s+or\s+|\//)
        .filter(Boolean);
    else stated.repeats = true;
  } else if (!option.value && !typed && described.length > 0 && described.every((line) => /^\S/.test(line))) {
    // tsc's paragraph style: the description at the option's own (zero) indent.
    const names = NAMES_A_VALUE.exec(option.description);
    if (names) stated.value = [names[1], names[2], names[3]].some((word) => word && NAMES_A_PATH.test(word)) ? 'path' : 'VALUE';
  }
  const setOneOf = !stated.value ? SET_ONE_OF.exec(option.description) : null;
  if (setOneOf) {
    stated.value = setOneOf[1]!.toUpperCase();
    stated.choices = setOneOf[2]!.split(/,\s*(?:or\s+)?/);
  }
  if (!stated.value && ONLY_VALUES.test(option.description)) {
    stated.value = flagOf(option).replace(/^-+/, '').toUpperCase();
    stated.choices = option.description.split(/,\s*/).map((choice) => choice.replace(/ \(default\)$/, ''));
  }
  if (!stated.value) return stated;
  if (REPEATS.test(option.description)) stated.repeats = true;
  const table = /comma.separated/i.test(option.description) ? undefined : tableChoices(described);
  if (table) stated.choices = table;
  const numeric = NUMERIC_DEFAULT.exec(option.description);
  if (numeric && !stated.choices && !/[|{]/.test(stated.value)) stated.valueType = numeric[2] ? 'number' : 'integer';
  return stated;
}
