// Whether an option's description says it may be given several times, each value kept.

import { escapeRegExp } from './escape-regexp.js';

/** A description that says its option may be given several times ("may be given more than once", lsof's "using multiple -c options", cflow's "multiple options are allowed", cppcheck's "Give several -I parameters", icdiff's "Use twice", clang-format's "by specifying several -offset and -length pairs", exiv2's "Multiple -g options can be used"); not a value that "will be repeated" (concurrently's last colour). */
const REPEATABLE =
  /\b(repeatable|(?<!\bwill be )repeated|multiple times|more than once|more than one may be (given|specified|used)|(may|can) be (given|used|specified) (several|multiple|many) times|(using|with|by giving) (multiple|several) -[\w-]+ options|(multiple|several) (-[\w-]+ )?options are (allowed|accepted)|(multiple|several) -[\w-]+( and -[\w-]+)? options (can|may) be (used|given|specified|combined)|(give|use|pass|specifying|giving|passing) (several|multiple) -[\w-]+( and -[\w-]+)? (options|parameters|flags|arguments|pairs)|use (it )?twice)\b/i;
/** A value added to a list or search path (msgfmt's "add DIRECTORY to list", cflow's "add the directory DIR to the list of directories", texi2any's "prepend DIR to the @include search path"), pg_dump's "the specified table(s)", vacuumdb's "vacuum specific table(s) only", reindexdb's "specific index(es)". */
const ADDS_TO_LIST =
  /\b([Aa]dd|[Aa]ppend|[Pp]repend)s? (the (directory|dir|file|path) )?[A-Z][A-Z_]* to (the )?([@\w-]+ )*?(list|search path)\b|\b(the specified|specific) \w+\((s|es)\)/;
/**
 * One value added to a named collection, whatever its placeholder's spelling: "adds policy to the acceptable policy set", "append
 * <dir> to the include path", "add <path> to lookup paths". A path that only qualifies a prefix is no collection ("Add prefix to
 * absolute paths", "Prepend PFX to the output filename path"), nor a plural value, a list in one word ("Adds modules to the root set").
 */
const ADDS_TO_COLLECTION =
  /\b(add|append|prepend)s? (<[\w-]+>|[\w-]*[^\Ws]) to (the )?([\w-]+ )*?(list|set|(search|include|lookup|load|library|module|import) (path|paths|directories))\b/i;
/** The preprocessor's -D and -U, which define or undefine one name each: "predefine NAME as a macro", "Define preprocessor symbol", "define the variable VAR", "cancel any previous definition of NAME". */
const DEFINES_NAME =
  /^((pre|un)?define (the )?(a )?(preprocessor )?(variable|macro|symbol|name)\b|(pre)?define [A-Z][A-Z_]* as a macro\b|cancel any previous definition of\b)/i;
/** ctags's man page: "If this option is specified more than once, only the last will apply". */
const LAST_ONE_APPLIES = /\bonly the last\b|\bthe last (one )?(wins|applies|is used|takes effect)\b/i;

/** Whether a description says its option may be given several times, each value kept. */
export function describesRepeats(description: string): boolean {
  const says = REPEATABLE.test(description) || ADDS_TO_LIST.test(description) || ADDS_TO_COLLECTION.test(description) || DEFINES_NAME.test(description);
  return says && !LAST_ONE_APPLIES.test(description);
}

/** A description that gives its own option twice in one command, each with a value: isort's "specify twice: --skip file1 --skip file2". */
export function showsRepeats(description: string, flags: readonly string[]): boolean {
  // Numbered values, one command ("--skip file1 --skip file2", "--suppress rule1 --suppress rule2"), not alternatives ("Examples: --length=64, --length=4KiB").
  return flags.some((flag) => new RegExp(`(^|[\\s"'\`(])${escapeRegExp(flag)}[= ]\\S*?1\\s+${escapeRegExp(flag)}[= ]\\S*?2\\b`).test(description));
}

// "Deprecations to ignore", "Sections which should not be split": a noun, then what is done to it (a verb: "Writes to <file>",
// "Defaults to ';'", "Specifies that no new threads", "Defines which jpegs" are no head; "Ellipsis" no plural).
// yapf's "patterns for files to exclude from formatting", oxlint's "Specify patterns of files to ignore": what they are of, then the verb.
const PLURAL_HEAD =
  /^(?:[Ss]pecify )?(?:(?:[Tt]he|[Ee]xtra|[Aa]dditional) )?[A-Za-z]+[^\Wsiu]s ((?:(?:of|for) [a-z]+ )?to (?!(the|a|an|this|that|its|their|stdout|stderr|standard)\b)[a-z]+|(that|which) (should|must|will|would|can|could|may|are|were|have)\b)/;
/** llvm-nm's "--arch=<value>  architecture(s) from a Mach-O file to dump"; characters are one value ("Character(s) to use as delimiter"). */
const SOME_HEAD = /^(?:(?:the|extra|additional) )?(?!characters?\b)[A-Za-z-]+\(s\) /i;
/**
 * A description whose head noun is plural while its value names one thing: sass's "--fatal-deprecation  Deprecations to treat as
 * errors", isort's "--nlb NO_LINES_BEFORE  Sections which should not be split": each value is one of them, the option given once
 * for each. A plural placeholder or a list in one word (`NAMES`, `<list>`, "comma-separated") is one value.
 */
export function namesSeveral(description: string, placeholder: string): boolean {
  return (
    (PLURAL_HEAD.test(description) || SOME_HEAD.test(description)) &&
    !/s$|list|[^\w-]/i.test(placeholder) &&
    !/\b(comma|space|colon)[- ](separated|delimited)\b|\blist\b/i.test(description)
  );
}
