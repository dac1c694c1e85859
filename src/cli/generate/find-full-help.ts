// A help that lists almost nothing and names the form that prints all of it: qpdf's `--help` lists
// topics and says 'Run "qpdf --help=all" to see all available help'; curl's says 'For all options use
// the manual or "--help all"'; Qt's and Python's list a `--help-all` row ("print complete help
// information"). generate runs that form too, in the same sandbox and limits, and reads it where it
// lists more options. Not ffmpeg's "-h full" (every codec's options, "very long"), nor a help that
// already lists many options (python's own lists its options; --help-all adds a few of the runtime's).
import type { ParsedHelp } from './help-types.js';

/** A help with fewer options than this that names its full form is read in full. */
const FEW_OPTIONS = 20;

/** The arguments of the full form to read: where the help `text` (read as `help`) lists few options and names one, or says it is the short one. */
export function fullHelpToRead(text: string, help: ParsedHelp): string[] | undefined {
  return help.options.length < FEW_OPTIONS ? findFullHelp(text) : pointsToLongHelp(text);
}

/** mpg123's "call mpg123 with --longhelp for more parameters": the help says it is the short one, however many options it lists. */
function pointsToLongHelp(text: string): string[] | undefined {
  const flag = /\b(?:call|run|use|try)\b[^.\n]*?(--long-?help|--help-long|--help-full|--full-help)\b[^.\n]*\bfor (?:more|all)\b/i.exec(text)?.[1];
  return flag ? [flag] : undefined;
}

/** The arguments of the full form the help names, if it names one. */
export function findFullHelp(text: string): string[] | undefined {
  if (/(^|[\s"'`])--help=all\b/m.test(text)) return ['--help=all'];
  if (/["'`]--help all["'`]/.test(text)) return ['--help', 'all'];
  if (/^\s*--help-all\b[^\n]*\b(all|complete|full)\b/im.test(text)) return ['--help-all'];
  return pointsToLongHelp(text);
}
