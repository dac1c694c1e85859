// Whether an option's placeholder gathers several values, each given after its own flag: commander's
// and yargs's "<files...>", "[file...]", "<dictionary names...>" (the dots inside the brackets).
// Both parsers add a repeated flag's values to the list (`svgo --exclude a --exclude b`,
// `markdownlint --disable MD013 --disable MD018` kept both), so the option is an array. Not the dots
// after the brackets (clap's "<blocks>...", words the flag takes at once), nor a list in one word
// (pgrep's "<PGID,...>"), nor argparse's "[WHAT ...]".

/** `<word...>`, `[word...]`, words allowed (`<dictionary names...>`); no comma, no space before the dots. */
const GATHERED = /^([<[])([A-Za-z][\w-]*(?: [A-Za-z][\w-]*)*)\.\.\.([>\]])$/;

/** The placeholder without its dots (`<files>`) when it gathers values, else undefined. */
export function readGatheredValue(value: string | undefined): string | undefined {
  const match = value === undefined ? null : GATHERED.exec(value);
  if (!match || (match[1] === '<') !== (match[3] === '>')) return undefined;
  return `${match[1]}${match[2]}${match[3]}`;
}
