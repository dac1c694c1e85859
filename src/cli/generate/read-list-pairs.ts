// Options that add to and remove from one list, in pairs (aspell's "--add|rem-filter=<str>"): each
// takes one item and may be given again, so each is a list of values.
import type { HelpOption } from './help-types.js';

const LIST_VERB = /^--(add|rem|remove)-([\w-]+)$/;
const COUNTERPARTS: Readonly<Record<string, readonly string[]>> = { add: ['rem', 'remove'], rem: ['add'], remove: ['add'] };

/** The options whose counterpart adds or removes items of the same list, marked repeatable. */
export function withListPairs(options: HelpOption[]): HelpOption[] {
  const longs = new Set(options.filter((option) => option.value !== undefined).map((option) => option.long));
  return options.map((option) => {
    const verb = option.value !== undefined ? LIST_VERB.exec(option.long ?? '') : null;
    const paired = verb && COUNTERPARTS[verb[1]!]!.some((other) => longs.has(`--${other}-${verb[2]}`));
    return paired ? { ...option, repeats: true } : option;
  });
}
