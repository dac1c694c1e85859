// The values an option accepts, where its help lists them: in the placeholder, in the option's own
// description, or in a paragraph about the placeholder elsewhere in the help.

/** `{a,b}` (argparse), `[a|b]` (click) and `<a|b>` (npm) placeholders of plain words. */
export function choicesOf(value: string): string[] | undefined {
  const match = /^\{([^}]+)\}$/.exec(value) ?? /^\[([^\]]*\|[^\]]*)\]$/.exec(value) ?? /^<([^>]*\|[^>]*)>$/.exec(value);
  const choices = match?.[1]!.split(/[,|]/).map((choice) => choice.trim()).filter(Boolean);
  return choices && choices.every((choice) => /^[\w.-]+$/.test(choice)) ? choices : undefined;
}

const SEPARATOR = /,\s*(?:or\s+)?|\s+or\s+|\s*\|\s*/;
/** A listed value and what may follow it: "size (-S)", "numeric -n", "none (default)". */
const ITEM = String.raw`[\w-]+(?:\s*\([^)]*\)|\s+-{1,2}[\w-]+)?`;

/**
 * "[possible values: a, b]" (clap), "One of: (a, b)" (cobra), "modes: a, b, c" (git), "WHEN is
 * 'a', 'b', or 'c'" (GNU), "FMT='date' ..., 'hours', or 'ns'" (date), "<when> can be either
 * "none" or "all"" (git's man pages), "sort by WORD instead of name: none (-U), size (-S), ...
 * width" (ls), "across -x, commas -m, ..." (ls), "Valid tests are: a, b" (file), "[a, b, c]"
 * (pip), "access time (-u): atime, access; change time (-c): ctime" (ls), man page bullets
 * ("• no - Show no untracked files"). A quoted list not tied to the placeholder is examples, not
 * choices (flask's "if it is 'app', 'application' ...").
 */
export function choicesIn(description: string, placeholder: string): string[] | undefined {
  const name = placeholder.replace(/[^\w-]/g, '');
  const escaped = name.replace(/-/g, '\\-');
  const tied = name && /^[A-Z][A-Z_-]*$/.test(name) ? new RegExp(`\\b${escaped}\\b[^:.;]{0,40}:\\s*((?:${ITEM}(?:${SEPARATOR.source})){2,}${ITEM})(?![\\w+])`).exec(description) : null;
  const quoted = name ? new RegExp(`(?:\\b${escaped}|<${escaped}>)\\s*(?:=\\s*|is\\s+|can be\\s+(?:either\\s+)?|must be\\s+)((?:['"][\\w-]+['"][^'".;]*){2,})`).exec(description) : null;
  const listed =
    /(?:possible values|one of|modes|when|valid \w+ are)[:\s]+\(?((?:['"`]?[\w-]+['"`]?(?:,\s*(?:or\s+)?|\s+or\s+|\s*\|\s*)){1,}['"`]?[\w-]+['"`]?)(?![\w+])/i.exec(description) ??
    /\[((?:[a-z][\w-]*,\s*)+[a-z][\w-]*)\]/.exec(description) ??
    new RegExp(`^((?:[a-z][\\w-]*\\s+-{1,2}[\\w-]+,\\s*){2,}[a-z][\\w-]*\\s+-{1,2}[\\w-]+)`).exec(description);
  if (quoted) return atLeastTwo([...quoted[1]!.matchAll(/['"]([\w-]+)['"]/g)].map((match) => match[1]!));
  const grouped = /((?:[a-z][a-z ]*(?:\s*\(-\w\))?:\s*[\w-]+(?:,\s*[\w-]+)*;\s*){2,})/.exec(description);
  if (grouped) return atLeastTwo(grouped[1]!.split(';').flatMap((group) => (group.includes(':') ? group.split(':')[1]!.split(',') : [])).map((choice) => choice.trim()).filter(Boolean));
  const bullets = [...description.matchAll(/•\s+([\w-]+)\s+-\s/g)].map((match) => match[1]!);
  if (bullets.length >= 2) return bullets;
  const match = listed ?? tied;
  // "full-iso, long-iso, iso, or +FORMAT": the last choice is free.
  if (!match || /^\s*,?\s*(or\s+)?\+/.test(description.slice(match.index + match[0].length))) return undefined;
  return atLeastTwo(
    match[1]!
      .replace(/\s*\([^)]*\)|\s+-{1,2}[\w-]+/g, '')
      .split(SEPARATOR)
      .map((choice) => choice.replace(/['"`.]/g, '').trim())
      .filter(Boolean),
  );
}

/**
 * Paragraphs about a placeholder: "The WHEN argument defaults to 'always' and can also be 'auto'
 * or 'never'." (ls), "The MODE argument of --cached can be: always, never, or default." (stat).
 * A list that ends in a free form ("... iso, locale, or +FORMAT") is no list of choices.
 */
export function placeholderChoices(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of text.replace(/\s+/g, ' ').matchAll(/\bThe ([A-Z][A-Z_]*) argument\b([^.]*)\./g)) {
    const [, name, sentence] = match;
    if (/\+[A-Z]/.test(sentence!)) continue;
    const quoted = [...sentence!.matchAll(/'([\w-]+)'/g)].map((item) => item[1]!);
    const listed = /can (?:also )?be:?\s+(.*)$/.exec(sentence!)?.[1]!.split(SEPARATOR).map((choice) => choice.trim());
    const choices = quoted.length >= 2 ? quoted : listed?.every((choice) => /^[a-z][\w-]*$/.test(choice)) ? listed : undefined;
    if (choices && choices.length >= 2) found.set(name!, choices);
  }
  return found;
}

function atLeastTwo(listed: string[]): string[] | undefined {
  const choices = [...new Set(listed)];
  return choices.length >= 2 && !choices.includes('or') ? choices : undefined;
}
