// Whether a command only reads: what `generate --read-only` takes and `--list` groups by, decided
// by the safety rule list (safety-rules.ts) like the draft's annotations; and which of the verbs a
// help lists for its COMMAND a draft offers (systemctl's `status`, not its `start`).
import type { HelpSubcommand } from './help-types.js';
import { guessAnnotations } from './guess-annotations.js';
import { toCommandSubject } from './safety-match.js';
import { findSafetyRule } from './safety-rules.js';

/** A verb's description that starts by saying it reads: "Show runtime status", "List installed packages", "Queries the range of a key". */
const READS =
  /^(shows?|lists?(?! of\b)|prints?|displays?|outputs?|reports?|quer(y|ies)|gets?|checks?|inspects?|describes?|search(es)?|finds?|views?|dumps?|compares?|validates?|verif(y|ies)|counts?|tells?|explains?|reads?|looks? up|resolves?|parses?|summari[sz]es?|recursively show)\b/i;
/** A verb named as one that reads: `list-units`, `show-environment`, `is-active`, `get-default`. */
const READING_NAME = /^(list|show|get|is|print|dump|describe|query|cat|check|status|info|help|version)([-_]|$)/;
/**
 * A word of a change, of waiting, or of the network, in a verb's name or description: hostnamectl's "Get/set system hostname",
 * pip's "Inspect and manage pip's wheel cache" and "Search PyPI for packages", busctl's `monitor`.
 */
const CHANGES =
  /\b(set|sets|unset|change|changes|modif(y|ies)|write|writes|edit|edits|delete|deletes|remove|removes|install|installs|create|creates|update|updates|reset|resets|kill|kills|start|starts|stop|stops|restart|enable|enables|disable|disables|mark|marks|clean|cleans|manage|manages|download|downloads|upload|uploads|send|sends|call|calls|run|runs|execute|executes|import|imports|add|adds|load|loads|save|saves|apply|applies|lock|locks|unlock|mount|attach|detach|watch|watches|monitor|monitors|follow|follows|wait|waits|activate|activates|terminate|terminates|pypi|index|indexes|indices|remote|server|network|online|internet|registry)\b/i;

/** A command whose last word says it only reads, that no source marks dangerous and no rule asks about. */
export function isReadOnlyCommand(words: readonly string[], subcommand?: HelpSubcommand): boolean {
  const rule = findSafetyRule(toCommandSubject(words, subcommand?.isDangerous), words);
  return rule?.action !== 'confirm' && guessAnnotations(words, false).readOnlyHint === true;
}

/** A description that says its option or verb only reads: passwd's --status "report password status on the named account". */
export function saysItOnlyReads(description: string): boolean {
  return READS.test(description) && !CHANGES.test(description);
}

/** A verb of `words`' COMMAND that says it reads, names no change, and that no safety rule leaves out or asks about. */
export function isReadOnlyVerb(words: readonly string[], verb: HelpSubcommand): boolean {
  if (!(READS.test(verb.description) || READING_NAME.test(verb.name))) return false;
  if (CHANGES.test(verb.description) || CHANGES.test(verb.name.replace(/[-_]/g, ' '))) return false;
  const rules = [
    findSafetyRule({ kind: 'option', names: [verb.name], description: verb.description }, words),
    findSafetyRule(toCommandSubject([...words, verb.name]), [...words, verb.name]),
  ];
  return rules.every((rule) => rule?.action !== 'leave-out' && rule?.action !== 'confirm');
}
