// Operands a program takes that its subcommand's --help does not name, known by program. Miller's verb
// helps ("Usage: mlr cut [options]") stop at the verb's options; only `mlr --help` gives the whole call,
// "mlr [flags] {verb} [verb-dependent options ...] {zero or more file names}": the files read follow.
import type { HelpPositional } from './help-types.js';

const FILES_AFTER_VERB: HelpPositional = { name: 'file', required: false, variadic: true, afterDoubleDash: false };
const KNOWN_OPERANDS: Readonly<Record<string, readonly HelpPositional[]>> = { mlr: [FILES_AFTER_VERB] };

/** The operands read from the usage, or, where it names none under a program's subcommand, the ones the program is known to take. */
export function withKnownOperands(positionals: HelpPositional[], commandWords: readonly string[]): HelpPositional[] {
  const known = commandWords.length > 1 ? KNOWN_OPERANDS[commandWords[0]!] : undefined;
  return positionals.length === 0 && known ? [...known] : positionals;
}
