// Whether an option's description says it may be given several times, each value kept.

/** A description that says its option may be given several times ("may be given more than once", lsof's "using multiple -c options", cflow's "multiple options are allowed", cppcheck's "Give several -I parameters", icdiff's "Use twice", clang-format's "by specifying several -offset and -length pairs", exiv2's "Multiple -g options can be used"); not a value that "will be repeated" (concurrently's last colour). */
const REPEATABLE =
  /\b(repeatable|(?<!\bwill be )repeated|multiple times|more than once|more than one may be (given|specified|used)|may be (given|used|specified) (several|multiple) times|can be (given|used|specified) (several|multiple) times|(using|with|by giving) (multiple|several) -[\w-]+ options|(multiple|several) (-[\w-]+ )?options are (allowed|accepted)|(multiple|several) -[\w-]+( and -[\w-]+)? options (can|may) be (used|given|specified|combined)|(give|use|pass|specifying|giving|passing) (several|multiple) -[\w-]+( and -[\w-]+)? (options|parameters|flags|arguments|pairs)|use (it )?twice)\b/i;
/** A value added to a list or search path (msgfmt's "add DIRECTORY to list", cflow's "add the directory DIR to the list of directories", texi2any's "prepend DIR to the @include search path"), pg_dump's "the specified table(s)". */
const ADDS_TO_LIST =
  /\b([Aa]dd|[Aa]ppend|[Pp]repend)s? (the (directory|dir|file|path) )?[A-Z][A-Z_]* to (the )?([@\w-]+ )*?(list|search path)\b|\bthe specified \w+\(s\)/;
/** The preprocessor's -D and -U, which define or undefine one name each: "predefine NAME as a macro", "Define preprocessor symbol", "define the variable VAR", "cancel any previous definition of NAME". */
const DEFINES_NAME =
  /^((pre|un)?define (the )?(a )?(preprocessor )?(variable|macro|symbol|name)\b|(pre)?define [A-Z][A-Z_]* as a macro\b|cancel any previous definition of\b)/i;
/** ctags's man page: "If this option is specified more than once, only the last will apply". */
const LAST_ONE_APPLIES = /\bonly the last\b|\bthe last (one )?(wins|applies|is used|takes effect)\b/i;

/** Whether a description says its option may be given several times, each value kept. */
export function describesRepeats(description: string): boolean {
  const says = REPEATABLE.test(description) || ADDS_TO_LIST.test(description) || DEFINES_NAME.test(description);
  return says && !LAST_ONE_APPLIES.test(description);
}
