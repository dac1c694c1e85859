// Whether a command only reads: what `generate --read-only` takes and `--list` groups by. One
// function, so that the safety rule list can take the decision over in one place.
import { guessAnnotations } from './draft-wrapper.js';
import type { HelpSubcommand } from './parse-help.js';

/** A command whose last word says it only reads, and that no source marks dangerous. */
export function isReadOnlyCommand(words: readonly string[], subcommand?: HelpSubcommand): boolean {
  return subcommand?.isDangerous !== true && guessAnnotations(words).readOnlyHint === true;
}
