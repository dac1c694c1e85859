// Whether an option's description says it may be given several times, each value kept.

/** A description that says its option may be given several times ("may be given more than once", msgfmt's "add DIRECTORY to list", pg_dump's "the specified table(s)", lsof's "using multiple -c options"); not a value that "will be repeated" (concurrently's last colour). */
const REPEATABLE =
  /\badd [A-Z][A-Z_]* to (the )?list\b|\bthe specified \w+\(s\)|\b(repeatable|(?<!\bwill be )repeated|multiple times|more than once|more than one may be (given|specified|used)|may be (given|used|specified) (several|multiple) times|can be (given|used|specified) (several|multiple) times|(using|with|by giving) (multiple|several) -[\w-]+ options|(multiple|several) -[\w-]+ options are (allowed|accepted))\b/i;
/** ctags's man page: "If this option is specified more than once, only the last will apply". */
const LAST_ONE_APPLIES = /\bonly the last\b|\bthe last (one )?(wins|applies|is used|takes effect)\b/i;

/** Whether a description says its option may be given several times, each value kept. */
export function describesRepeats(description: string): boolean {
  return REPEATABLE.test(description) && !LAST_ONE_APPLIES.test(description);
}
