// Whether a program's parser takes "--" as the end of its options: what its help shows of the parser.
import type { HelpOption } from './help-types.js';
import { HELP_OR_VERSION } from './parse-option-rows.js';

/** LLVM's tools (llvm-size, llvm-nm, llvm-objdump) end their help so, and answer "--" with "unknown argument '--'". */
const LLVM_OPTION_TABLE = /^Pass @FILE as argument to read options from FILE\.$/m;
/** LLVM's cl::opt tables ("  --all   - Dump all debug info sections") print the @FILE line too, and take "--" (llvm-dwarfdump). */
const CL_OPT_ROWS = /^\s+-\S+\s+- \S/gm;
const CL_OPT_MIN_ROWS = 3;

/**
 * Programs that answer "--" with an error although no line of their help says so, known by name:
 * universal-ctags ("Unknown option: --"), the JDK's jdeprscan (`jdeprscan -- a.jar` prints its usage and scans nothing),
 * perltidy (`perltidy -st -- a.pl`: "You may not use -st with more than one input file", "--" is read as a file).
 */
const REFUSES_DOUBLE_DASH = /^(ctags|uctags|jdeprscan|perltidy)$/;

/** The help shows a parser that answers "--" with an error (xmllint, LLVM's tools, javap, esbuild, ctags). */
export function refusesDoubleDash(text: string, lines: readonly string[], options: readonly HelpOption[], program: string): boolean {
  return (
    /^Unknown option --help$/m.test(text) ||
    (LLVM_OPTION_TABLE.test(text) && (text.match(CL_OPT_ROWS)?.length ?? 0) < CL_OPT_MIN_ROWS) ||
    REFUSES_DOUBLE_DASH.test(program) ||
    mixesDashStyles(options) ||
    namesWithOr(lines) ||
    gluesWithColons(lines, options)
  );
}

/**
 * Hyphenated long names with one dash (`-print-search-dirs`) beside names with two, several of each:
 * a parser of its own. Unhyphenated one-dash names (dos2unix's `-ascii`) are often getopt's own
 * long-only options, which do take "--".
 */
function mixesDashStyles(options: readonly HelpOption[]): boolean {
  const longs = options.map((option) => option.long).filter((long) => long !== undefined && !HELP_OR_VERSION.has(long));
  const hyphenatedSingle = longs.filter((long) => /^-[^-][^-]*-/.test(long!)).length;
  // javap's -verbose, -public, -private beside --module, --class-path: words, not letter clusters.
  const wordSingle = longs.filter((long) => /^-[a-z]{4,}$/.test(long!)).length;
  const double = longs.filter((long) => long!.startsWith('--')).length;
  return (hyphenatedSingle >= MIXED_STYLE_MIN_EACH || wordSingle >= MIXED_STYLE_MIN_WORDS) && double >= MIXED_STYLE_MIN_EACH;
}

const MIXED_STYLE_MIN_EACH = 2;
const MIXED_STYLE_MIN_WORDS = 3;

/**
 * Values glued to the name with a colon (esbuild's `--define:K=V`, `--loader:X=L`) and no short
 * names at all: no getopt, which would take "--" (esbuild refuses it: "Invalid build flag").
 */
function gluesWithColons(lines: readonly string[], options: readonly HelpOption[]): boolean {
  const glued = lines.filter((line) => /^\s+--[\w-]+:[^\s:]/.test(line)).length;
  return glued >= MIXED_STYLE_MIN_EACH && options.every((option) => option.short === undefined);
}

/** xmlstarlet's rows, "-n or --noindent  - do not indent", astyle's "--style=allman  OR  -A1": a parser of its own (both refuse "--"). */
const NAMES_WITH_OR = /^\s+-\w or --\w[\w-]*\b|^\s+--?\w\S*\s+OR\s+--?\w/;
const NAMES_WITH_OR_MIN_ROWS = 3;

function namesWithOr(lines: readonly string[]): boolean {
  return lines.filter((line) => NAMES_WITH_OR.test(line)).length >= NAMES_WITH_OR_MIN_ROWS;
}
