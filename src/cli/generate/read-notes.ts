// What a help's notes, outside the option lines, say about the values its placeholders stand for:
// hexdump's "<length> and <offset> arguments may be followed by the suffixes for GiB, TiB ...",
// od's "BYTES is hex with 0x or 0X prefix, and may have a multiplier suffix" (a count with a unit
// is a text: "4K"), semver's "satisfies all supplied ranges" (the option may be given again), pg_restore's
// "The options -I, -n, ... can be ... specified multiple times" (those options may be given again).
import type { HelpOption } from './help-types.js';

/** A sentence of the notes whose subject is placeholders ("<length> and <offset> arguments", "BYTES") that may carry a suffix or multiplier. */
const UNIT_SENTENCE = /(?:^|[.:]\s+)((?:<\w+>|[A-Z]{2,})(?:(?:,| and| or) (?:<\w+>|[A-Z]{2,}))*)[^.]*\b(?:suffix|suffixes|multipliers?)\b/g;

/** lzip's "Numbers may be followed by a multiplier: k = kB = 10^3": every size it takes may carry one (not a count: plzip's threads). */
const NUMBERS_TAKE_UNITS =
  /\b(numbers|numeric (values|arguments)|sizes) (may|can) (be followed by|have|take|include) (a |an )?(\w+ )?(multiplier|suffix|unit)/i;
/** An option whose value is a size: its placeholder (`<bytes>`, SIZE) or its description ("size limit in bytes"). */
const SIZE_VALUE = /^(bytes|size)$/i;
const DESCRIBES_SIZE = /\b(size|in bytes)\b/i;

/** pg_restore's "The options -I, -n, -N, -P, -t, -T, and --section can be combined and specified multiple times"; xmlstarlet sel's "There can be multiple --match, --copy-of, --value-of, etc options". */
const REPEATED_OPTIONS =
  /\bthe options ((?:-{1,2}[\w-]+,? (?:and )?)+)[^.]*\b(specified|given|used|repeated) (multiple|several) times\b|\bthere (?:can|may) be (?:multiple|several) ((?:-{1,2}[\w-]+,? (?:and )?)+)/gi;

/** whereis's -f "terminate <dirs> argument list": the options whose value is <dirs> take several, up to it. */
const ENDS_LIST = /^(?:terminates?|ends?) (?:the )?(<[\w-]+>|[A-Z][A-Z_-]*) (?:argument )?list\b/i;

/** The options, with the type or repetition the help's notes state for their placeholders, and the values a later option ends. */
export function withNotedValues(options: readonly HelpOption[], text: string): HelpOption[] {
  const notes = toNotes(text);
  const ended = new Set(options.flatMap((option) => ENDS_LIST.exec(option.description)?.[1] ?? []));
  const withUnits = new Set(
    notes.flatMap((note) => [...note.matchAll(UNIT_SENTENCE)].flatMap((match) => match[1]!.split(/,| and| or/).map((word) => word.replace(/[<>\s]/g, '')))),
  );
  const repeated = new Set(
    notes.flatMap((note) => [...note.matchAll(REPEATED_OPTIONS)].flatMap((match) => (match[1] ?? match[4])!.match(/-{1,2}[\w-]+/g) ?? [])),
  );
  const numbersTakeUnits = notes.some((note) => NUMBERS_TAKE_UNITS.test(note));
  return options.map((option) => {
    if (option.value && ended.has(option.value)) return { ...option, value: `${option.value}...` };
    if (option.value && [option.long, option.short].some((name) => name !== undefined && repeated.has(name))) return { ...option, repeats: true };
    const word = option.value?.replace(/[^\w]/g, '');
    if (!word || /[|{,]/.test(option.value!)) return option;
    const repeats = notes.some((note) => new RegExp(`\\b(all|every) (supplied|given|specified|provided) ${word}s\\b`, 'i').test(note));
    const sized = withUnits.has(word) || (numbersTakeUnits && (SIZE_VALUE.test(word) || DESCRIBES_SIZE.test(option.description)));
    if (!sized && !repeats) return option;
    return { ...option, ...(sized && { valueType: 'string' as const }), ...(repeats && { repeats: true }) };
  });
}

/** The paragraphs of prose: runs of lines that are no option lines, each joined into one. */
function toNotes(text: string): string[] {
  const notes: string[] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || /^\s*-/.test(line)) {
      if (current.length > 0) notes.push(current.join(' '));
      current = [];
    } else current.push(line.trim());
  }
  if (current.length > 0) notes.push(current.join(' '));
  return notes;
}
