// The verbs a help or man page lists for the COMMAND its usage names: systemctl's "Unit Commands:"
// (`list-units [PATTERN...]   List units currently in memory`), apt-cache's "Most used commands:"
// (`showsrc - Show source records`), a man page's COMMANDS section (`status` on a line of its own,
// what it does on the lines below, deeper). Each verb with the first sentence of what it does.
import type { HelpPositional, HelpSubcommand } from './help-types.js';
import { firstSentence } from './read-summary.js';

/** "Commands:", "Most used commands:", "Unit File Commands:", "Session Commands (...)", a man page's "COMMANDS". */
const HEADER = /^\s{0,3}(?:[A-Za-z][\w-]*(?: [\w-]+){0,3} )?(?:sub)?commands(?: \([^)]*\))?:?\s*$/i;
/** A man page's section heading, or a help's heading of another kind ("Options:"): the verbs end there. */
const OTHER_HEADING = /^[A-Z][A-Z ]+$|^\s{0,3}\S[^:]*:\s*$/;
/** A verb row: its name (lowercase, hyphenated), then its arguments and what it does, or nothing. */
const ROW = /^(\s+)([a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)(?=\s|$)(.*)$/;
/** What a row says after its name: arguments, then two spaces or " - " and what it does. */
const SPLIT = /\s{2,}|^\s*-\s+|\s+-\s+/;
/**
 * One space before what it does, where the arguments reach the column ("set-property UNIT PROPERTY=VALUE... Sets one or more"),
 * or a man page's short tag ("freeze Output installed packages", "search Search PyPI"): a capitalized word starts it.
 */
const SENTENCE = /(?:^|\s)([A-Z][a-z]+(?:[\s/,]|$).*)$/;

/** A verb run when none is given: hostnamectl's "If no command is specified, this is the implied default", busctl's "This is the default operation if no command is specified", systemctl's "This is the default command"; not systemd-creds' "This is the default mode of operation", an option's. */
const DEFAULT_VERB = /\bif no (command|verb) is (given|specified)\b|\bthis is the default command\b/i;

/** The verbs listed under a commands heading with what each does, in order, each once; none where fewer than two are listed. */
export function readVerbs(text: string): HelpSubcommand[] {
  const verbs = new Map<string, { indent: number; lines: string[] }>();
  let inSection = false;
  /** The indent of the section's rows: a deeper line is what a verb does, never a verb. */
  let rowIndent: number | undefined;
  let current: { indent: number; lines: string[] } | undefined;
  for (const line of text.split('\n')) {
    if (HEADER.test(line)) {
      inSection = true;
      current = undefined;
      continue;
    }
    if (!inSection) continue;
    if (line.trim() === '') {
      if (current && current.lines.length > 0) current = undefined;
      continue;
    }
    if (OTHER_HEADING.test(line) && !/^\s/.test(line)) {
      inSection = false;
      continue;
    }
    const indent = /^\s*/.exec(line)![0].length;
    if (current && indent > current.indent) {
      current.lines.push(line.trim());
      continue;
    }
    // update-alternatives' man page lists its commands as options (`--install link name path priority`): no verbs follow.
    if (rowIndent !== undefined && indent === rowIndent && /^\s*-/.test(line)) {
      inSection = false;
      continue;
    }
    const row = ROW.exec(line);
    if (!row || /^\s*(\S+\s*)?:/.test(row[3]!) || (rowIndent !== undefined && indent !== rowIndent)) {
      // A line of the section's own text ("The following commands are understood:") or a heading within it ("Session Commands").
      current = undefined;
      if (indent === 0) inSection = false;
      continue;
    }
    const rest = row[3]!;
    const split = SPLIT.exec(rest);
    const described = split ? rest.slice(split.index + split[0].length).trim() : (SENTENCE.exec(rest)?.[1] ?? '');
    rowIndent = indent;
    current = { indent, lines: described ? [described] : [] };
    if (!verbs.has(row[2]!)) verbs.set(row[2]!, current);
  }
  // A row that says nothing of what it does is a sentence's word at the rows' indent (update-alternatives' "name alternatives the").
  const described = [...verbs].filter(([, { lines }]) => lines.length > 0).map(([name, { lines }]) => ({ name, description: firstSentence(lines.join(' ')) }));
  return described.length < 2 ? [] : described;
}

/**
 * The usage's verb place with the verbs `text` lists for it. Where it lists none, no verb place, nor the operands after
 * it: they would take its place. A first COMMAND read as a program to run (gsettings's "COMMAND [ARGS...]") is a verb's
 * place where the help lists verbs: a program that runs another lists none. `words`: the program and the subcommand drafted.
 */
export function withVerbs(positionals: readonly HelpPositional[], text: string, words: readonly string[]): HelpPositional[] {
  const listed = readVerbs(text);
  // apt-mark's "{auto|manual}" among the verbs its help lists: a choice of verbs is their place.
  const listsVerbs = (choices: readonly string[]) => listed.length > 0 && choices.every((choice) => listed.some((verb) => verb.name === choice));
  const place = positionals.findIndex(
    (positional, index) =>
      positional.verbs !== undefined || (index === 0 && positional.name === 'command') || (positional.choices !== undefined && listsVerbs(positional.choices)),
  );
  if (place === -1) return [...positionals];
  const { choices: _choices, ...atPlace } = positionals[place]!;
  // A usage's own forms name verbs (apt's "{list | ... | upgrade}"); those the text describes come first.
  const verbs = unionOfVerbs(listed, atPlace.verbs ?? []);
  // csvtool namedcol's help is csvtool's: the verb is named already, what follows its place is the verb's.
  if (words.length > 1 && verbs.some((verb) => verb.name === words.at(-1))) return positionals.filter((_positional, index) => index !== place);
  const required = !DEFAULT_VERB.test(text.replace(/\s+/g, ' '));
  if (verbs.length > 0)
    return positionals.map((positional, index) =>
      index === place ? { ...atPlace, name: 'command', verbs, required: atPlace.required && required } : positional,
    );
  return atPlace.verbs ? positionals.slice(0, place) : [...positionals];
}

/** The verbs of several lists, each once by name, the first list's account of a verb kept. */
export function unionOfVerbs(...lists: ReadonlyArray<readonly HelpSubcommand[]>): HelpSubcommand[] {
  const verbs: HelpSubcommand[] = [];
  for (const verb of lists.flat()) if (!verbs.some((known) => known.name === verb.name)) verbs.push(verb);
  return verbs;
}
