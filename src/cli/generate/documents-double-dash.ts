// Whether a help (or man page) says that "--" ends the options: the one proof a draft writes it on.

/** A row for "--" itself: "  --   Treat all subsequent arguments as file names" (man pages put the words on the next line). */
const DOUBLE_DASH_ROW = /^\s*--(\s{2,}\S|\t\S|\s*$)/;
/** "--" quoted or standing alone in a sentence: `"--"`, `'--'`, ``--''`, " -- ". */
const DOUBLE_DASH_WORD = /(^|[\s(])(["'`]{1,2})?--(["']{1,2})?([\s,.;:)]|$)/;
/** What a sentence about "--" says it does: end the options, make what follows operands. */
const ENDS_OPTIONS =
  /\bend of (the )?(options?|arguments?|flags?|switch)|\bsignal\w*\s+the\s+end\b|\b(stops?|ends?|terminat\w*)\b.{0,20}\b(options?|arguments?|switch|processing|parsing)\b|\b(subsequent|following|remaining) (arguments?|options?|operands?|parameters?|words?)\b|\btreat\w* .{0,40}\b(as|literally)\b/i;

/** The text shows "--" as a row of its own, or a sentence says it ends the options (brotli: 'All arguments after "--" are treated as files'). */
export function documentsDoubleDash(lines: readonly string[]): boolean {
  return lines.some((line, index) => {
    if (DOUBLE_DASH_ROW.test(line)) return /^\s*--\s*$/.test(line) ? ENDS_OPTIONS.test(lines[index + 1] ?? '') : ENDS_OPTIONS.test(line);
    return DOUBLE_DASH_WORD.test(line) && ENDS_OPTIONS.test(line);
  });
}
