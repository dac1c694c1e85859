// Whether a command only reads: what `generate --read-only` takes and `--list` groups by, decided
// by the safety rule list (safety-rules.ts) like the draft's annotations; and which of the verbs a
// help lists for its COMMAND a draft offers (systemctl's `status`, not its `start`).
import type { HelpSubcommand } from './help-types.js';
import { guessAnnotations } from './guess-annotations.js';
import { firstSentence } from './read-summary.js';
import { toCommandSubject } from './safety-match.js';
import { findSafetyRule } from './safety-rules.js';

/** A verb's description that starts by saying it reads: "Show runtime status", "List installed packages", "Queries the range of a key". */
const READS =
  /^(shows?|lists?(?! of\b)|prints?|displays?|outputs?|reports?|quer(y|ies)|gets?|checks?|inspects?|describes?|search(es)?|finds?|views?|dumps?|compares?|validates?|verif(y|ies)|counts?|tells?|explains?|reads?|looks? up|parses?|summari[sz]es?|recursively show)\b/i;
/** A second verb joined to the first ("List and switch profiles", "Check and repair", "Show/manipulate bridge port"): it must read too. */
const JOINED_VERB = /^\w+(?:\/| and | or | then )(\w+)/i;
/**
 * A word of a change, of waiting, of a person, or of the network, in a verb's name or description: hostnamectl's "Get/set system
 * hostname", pip's "Inspect and manage pip's wheel cache" and "Search PyPI for packages", busctl's `monitor`, apt-config's "get
 * configuration values via shell evaluation", machinectl's "Get a login prompt", resolvectl's "Resolve domain names ... DNS".
 */
const CHANGES =
  /\b(set|sets|unset|change|changes|modif(y|ies)|write|writes|edit|edits|delete|deletes|remove|removes|install|installs|create|creates|update|updates|reset|resets|kill|kills|start|starts|stop|stops|restart|enable|enables|disable|disables|mark|marks|clean|cleans|manage|manages|manipulate|manipulates|switch|switches|repair|repairs|fix|fixes|prune|prunes|rename|renames|copy|copies|move|moves|download|downloads|upload|uploads|fetch|fetches|pull|pulls|push|pushes|sync|syncs|restore|restores|flush|flushes|reload|reloads|send|sends|call|calls|run|runs|execute|executes|import|imports|add|adds|load|loads|save|saves|apply|applies|lock|locks|unlock|mount|attach|detach|watch|watches|monitor|monitors|follow|follows|keep|keeps|wait|waits|activate|activates|terminate|terminates|prompt|prompts|login|shell|interactive(ly)?|pypi|index|indexes|indices|remote|server|network|online|internet|registry|dns|resolve|resolves)\b/i;

/** A command whose last word says it only reads, that no source marks dangerous and no rule asks about. */
export function isReadOnlyCommand(words: readonly string[], subcommand?: HelpSubcommand): boolean {
  const rule = findSafetyRule(toCommandSubject(words, subcommand?.isDangerous), words);
  return rule?.action !== 'confirm' && guessAnnotations(words, false).readOnlyHint === true;
}

/** A description whose first sentence says its option or verb only reads: passwd's --status "Display account status information." */
export function saysItOnlyReads(description: string): boolean {
  const sentence = firstSentence(description);
  const joined = JOINED_VERB.exec(sentence)?.[1];
  return READS.test(sentence) && !CHANGES.test(sentence) && (joined === undefined || READS.test(joined));
}

/** A verb of `words`' COMMAND whose description says it reads, that names no change, and that no safety rule leaves out or asks about. */
export function isReadOnlyVerb(words: readonly string[], verb: HelpSubcommand): boolean {
  // apt-cache's man page names the verb first ("stats displays some statistics"); apt's help uses it as the verb ("list - list packages").
  const named = verb.description.startsWith(`${verb.name} `) ? verb.description.slice(verb.name.length + 1) : undefined;
  if (!saysItOnlyReads(verb.description) && !(named !== undefined && saysItOnlyReads(named))) return false;
  if (CHANGES.test(verb.name.replace(/[-_]/g, ' '))) return false;
  const rules = [
    findSafetyRule({ kind: 'option', names: [verb.name], description: verb.description }, words),
    findSafetyRule(toCommandSubject([...words, verb.name]), [...words, verb.name]),
  ];
  return rules.every((rule) => rule?.action !== 'leave-out' && rule?.action !== 'confirm');
}
