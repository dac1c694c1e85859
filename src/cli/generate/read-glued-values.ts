// Helps that write no placeholder but show every value glued with "=" in their examples
// (csvtojson's "--delimiter=#", "--checkType=false --trim=false"): a parser of its own that takes
// each option as `--name=value`, a switch as `--name=true` or `--name=false`.
import type { HelpOption } from './help-types.js';

/** Options the text shows as `--name=value`: at least this many before a help is read this way. */
const MIN_GLUED_EXAMPLES = 3;
/** A switch by its default or its words: "Default: true", "default is false", "Default false will keep", "turns on and off". */
const SWITCH = /\bdefault(:| is)? (true|false)\b|\bturns? (it )?on and off\b/i;

/** The options with the values such a help shows glued (a switch takes true or false); any other help unchanged. */
export function withGluedValues(options: readonly HelpOption[], text: string): HelpOption[] {
  const glued = new Set([...text.matchAll(/(?:^|\s)(--[\w-]+)=\S/g)].map((match) => match[1]!));
  const bare = options.filter((option) => option.value === undefined);
  if (bare.length < options.length || bare.filter((option) => option.long && glued.has(option.long)).length < MIN_GLUED_EXAMPLES) return [...options];
  const switches = new Set([...text.matchAll(/(?:^|\s)(--[\w-]+)=(true|false)\b/g)].map((match) => match[1]!));
  return options.map((option) =>
    (option.long && switches.has(option.long)) || SWITCH.test(option.description)
      ? { ...option, value: 'BOOLEAN', inline: true, choices: ['true', 'false'] }
      : { ...option, value: 'VALUE', inline: true, ...withDashedChoices(option.description) },
  );
}

/** csvtojson's --output: '"json" (default) -- convert csv to json. "csv" -- convert ...': each value, then what it does. */
function withDashedChoices(description: string): { choices?: string[] } {
  const choices = [...description.matchAll(/["']([\w-]+)["'](?: \(default\))? -- /g)].map((match) => match[1]!);
  return choices.length >= 2 ? { choices } : {};
}
