// Options that may be given several times although the program's --help does not say so, known by
// name. Its man page says it ("Multiple commands may be specified, using multiple -c options"), and
// a merged draft reads it there; this row is for a draft from the help alone (`--sources help`).
import type { HelpOption } from './help-types.js';

const KNOWN_REPEATS: Readonly<Record<string, readonly string[]>> = { lsof: ['-c'] };

/** The options the program is known to take several times, marked so. */
export function withKnownRepeats(options: HelpOption[], program: string): HelpOption[] {
  const names = KNOWN_REPEATS[program];
  if (!names) return options;
  return options.map((option) => (option.value !== undefined && option.short && names.includes(option.short) ? { ...option, repeats: true } : option));
}
