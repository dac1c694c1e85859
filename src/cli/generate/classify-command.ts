// Whether a command only reads: what `generate --read-only` takes and `--list` groups by, decided
// by the safety rule list (safety-rules.ts) like the draft's annotations.
import type { HelpSubcommand } from './help-types.js';
import { guessAnnotations } from './guess-annotations.js';
import { toCommandSubject } from './safety-match.js';
import { findSafetyRule } from './safety-rules.js';

/** A command whose last word says it only reads, that no source marks dangerous and no rule asks about. */
export function isReadOnlyCommand(words: readonly string[], subcommand?: HelpSubcommand): boolean {
  const rule = findSafetyRule(toCommandSubject(words, subcommand?.isDangerous), words);
  return rule?.action !== 'confirm' && guessAnnotations(words, false).readOnlyHint === true;
}
