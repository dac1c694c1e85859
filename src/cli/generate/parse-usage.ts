// Reads a help text's usage line: where it is, its words, and the positional arguments it names
// (the options it lists in brackets are read by parse-usage-options).
import type { HelpPositional } from './parse-help.js';

export const SKIPPED_USAGE_WORDS = /^(options?|flags?|opts?|switches|global[ _]options|command|commands|subcommand|args?|modifiers)$/i;

/** The usage line: after "usage:" (on its line or the next), or a man page's SYNOPSIS. */
export function usageOf(lines: readonly string[], program?: string): string | undefined {
  // lz4's and xmllint's "Usage : ".
  // Not concurrently's "--name-separator  The character to split <names> on. Example usage:".
  const usageIndex = lines.findIndex((line) => /^\s*usage\s*:|(?<!\bexamples?\s)\busage\s*:\s*$/i.test(line));
  if (usageIndex === -1) {
    const synopsis = sectionStart(lines, 'SYNOPSIS');
    if (synopsis !== -1) return synopsisAt(lines, synopsis);
    // eslint's and pandoc's first line: "eslint [options] file.js [file.js] [dir]"; serve's forms at a prompt, "$ serve [-l listen_uri [-l ...]] [directory]".
    return lines
      .map((line) => line.replace(/^\s*\$\s+/, ''))
      .find((line) => startsWithProgram(line, program) && /[[<]/.test(line))
      ?.trim();
  }
  // zip: "Zip 3.0 (July 5th 2008). Usage:" and the usage on the next line; csso's after an empty line.
  let usage = lines[usageIndex]!.replace(/^.*?\busage\s*:\s*/i, '');
  let last = usageIndex;
  if (!usage.trim()) {
    last = lines.findIndex((line, index) => index > usageIndex && line.trim() !== '');
    if (last === -1) return undefined;
    usage = lines[last]!.trim();
  }
  // yaml's "Usage:" table: "yaml          Process a YAML stream, ...", its forms beside what they do.
  usage = usage.replace(/ {2,}[A-Z][a-z]+ .*$/, '');
  // json's "<something generating JSON on stdout> | json [OPTIONS] [LOOKUPS...]": what pipes into the program is no operand.
  const piped = program === undefined ? -1 : usage.lastIndexOf(`| ${program} `);
  if (piped !== -1) usage = usage.slice(piped + 2);
  // A usage line may go on in indented lines (argparse wraps it; BSD's nc indents its groups with a tab, xmllint its prose), but a line that starts with the
  // program again is another form (ssh-keygen has twenty): the first is read. Inside an open bracket
  // a line that starts with "-" goes on (pygmentize's "-H NAME TYPE | -V | -h] [-a ARG]").
  for (
    let next = last + 1;
    next < lines.length &&
    /^ {6,}\S|^\s+\[/.test(lines[next]!) &&
    (isOpen(usage) || !/^\s*(or:|-)/.test(lines[next]!)) &&
    !startsWithProgram(lines[next]!, program);
    next++
  )
    usage += ` ${lines[next]!.trim()}`;
  return usage;
}

function isOpen(usage: string): boolean {
  return (usage.match(/\[/g)?.length ?? 0) > (usage.match(/\]/g)?.length ?? 0);
}

/** A SYNOPSIS form and the lines it wraps onto (marked's "[--pedan-" then "tic] [--gfm] ... [filename]"), up to an empty line or the next form. */
function synopsisAt(lines: readonly string[], start: number): string {
  const indent = /^\s*/.exec(lines[start]!)![0].length;
  let synopsis = lines[start]!.trim();
  for (let next = start + 1; next < lines.length && lines[next]!.trim() !== '' && /^\s*/.exec(lines[next]!)![0].length >= indent; next++) {
    if (isOpen(synopsis) === false && /^\s*\S+/.exec(lines[next]!)![0].trim() === synopsis.split(/\s/)[0]) break;
    synopsis = /[a-z]-$/.test(synopsis) ? `${synopsis.slice(0, -1)}${lines[next]!.trim()}` : `${synopsis} ${lines[next]!.trim()}`;
  }
  return synopsis;
}

/** The index of the first non-empty line after a man page section header such as SYNOPSIS. */
export function sectionStart(lines: readonly string[], header: string): number {
  const at = lines.findIndex((line) => line.trim() === header);
  if (at === -1) return -1;
  return lines.findIndex((line, index) => index > at && line.trim() !== '');
}

/** An operand that is a file or a folder: `<directory>|<file>`. */
const FILE_OR_FOLDER = /^<?(file|directory|dir|folder)>?\|<?(file|directory|dir|folder)>?$/i;
/** Short words of usage lines, spelled out: binutils' "[addr(s)]". */
const ABBREVIATIONS: Readonly<Record<string, string>> = { addr: 'address' };

/** The arguments of the command a program runs: `[ARG]...`, `[ARGS...]`, flock's `[<argument>...]`. */
const COMMAND_ARGUMENTS = /^\[<?(args?|arguments?)>?(\.\.\.\]|\]\.\.\.)$/i;

/** A usage form, not text: the line begins with the program's name. */
export function startsWithProgram(line: string, program: string | undefined): boolean {
  return program !== undefined && line.trim().split(/\s/)[0] === program;
}

/**
 * The operands of the usage line; `operandsFirst` when they come before the options (find's `[path...] [expression]`).
 * `flags`: the options the help lists as taking no value (cProfile's -m in `[-m module | scriptfile]`).
 * Where the usage gives other forms ("or: git tag -d <tagname>..."), no operand is required: each form needs its own.
 */
export function parsePositionals(
  lines: readonly string[],
  commandWords: readonly string[],
  flags: ReadonlySet<string> = new Set(),
): { positionals: HelpPositional[]; operandsFirst: boolean } {
  const usage = usageOf(lines, commandWords[0]);
  if (usage === undefined) return { positionals: [], operandsFirst: false };
  const descriptions = positionalDescriptions(lines);
  const otherForms = lines.some((line) => /^\s*or:\s/.test(line));
  const tokens = tokenizeUsage(usage);
  // The usage names the program first, by whatever name it was installed as (mawk for awk,
  // server.py for `python3 -m http.server`), then the command's other words it repeats
  // (timeit's "python timeit.py").
  // python3 -m base64 names its file: "usage: /root/.pyenv/.../base64.py".
  if (tokens[0] && /^[\w.+/-]+$/.test(tokens[0]) && !tokens[0].startsWith('-')) tokens.shift();
  while (tokens[0] !== undefined && commandWords.includes(tokens[0].replace(/\.py$/, ''))) tokens.shift();

  const positionals: HelpPositional[] = [];
  let afterDoubleDash = false;
  let operandsFirst = false;
  const add = (token: string, optional: boolean, next?: string) => {
    // "<package> ..." (pip): the dots alone repeat what comes before, unless the help describes one
    // more operand there (argparse's "[progname] ..." and its "arguments": the program's own).
    if (token === '...' || token === '[...]') {
      const last = positionals.at(-1);
      const described = [...descriptions.keys()];
      const following = last && described[described.indexOf(last.name) + 1];
      if (last && described.includes(last.name) && following && !positionals.some((positional) => positional.name === following))
        positionals.push({ name: following, required: false, variadic: true, afterDoubleDash, description: descriptions.get(following)! });
      else if (last) last.variadic = true;
      return;
    }
    // cProfile's "[-m module | scriptfile]": beside a flag the help lists, the other alternative is an operand.
    const besideFlag = /^\[(-\w)\s+[\w.-]+\s*\|\s*([A-Za-z][\w.-]*)\]$/.exec(token);
    if (besideFlag && flags.has(besideFlag[1]!)) {
      add(`[${besideFlag[2]}]`, true);
      return;
    }
    // rename's "[-e|-E perlexpr]*|perlexpr": the options, or an operand in their place.
    const insteadOfOptions = /^\[-[^\]]*\]\*?\|([A-Za-z][\w.-]*)$/.exec(token);
    if (insteadOfOptions) {
      add(`[${insteadOfOptions[1]}]`, true);
      return;
    }
    if (/^\[?\[?--\]?$/.test(token) || token === '[--]') {
      afterDoubleDash = true;
      return;
    }
    // find's expression: primaries read as options, after the operands.
    if (/^\[?(expression|expr)\]?$/i.test(token)) {
      operandsFirst = positionals.length > 0;
      return;
    }
    // bzip2's "[flags and input files in any order]", ack's "[FILES OR DIRECTORIES]": prose about the operands.
    const prose = /^\[([^\]]+)\]$/.exec(token)?.[1]!.split(/\s+/);
    if (prose && prose.length >= 3 && prose.some((word) => /^(and|or|in|any|of)$/i.test(word))) {
      if (prose.some((word) => /^files?$/i.test(word))) positionals.push({ name: 'files', required: false, variadic: true, afterDoubleDash });
      return;
    }
    // llvm-dwarfdump's "<input object files or .dSYM bundles>": a phrase and its alternative, named by the first.
    const either = /^([[<])([a-z]+(?: [a-z]+)+) or [^\]>]+([\]>])$/.exec(token);
    if (either) {
      add(`${either[1]}${either[2]}${either[3]}`, optional, next);
      return;
    }
    // esbuild's "[entry points]": a plural named in two words is one list; c++filt's "[mangled names]" and
    // llvm-size's "<input object files>" are named by their noun, after a participle or two qualifiers.
    const phrase = /^([[<])((?:[a-z]+ )+)([a-z]+s)[\]>]$/.exec(token);
    if (phrase && !phrase[2]!.trim().endsWith('s')) {
      const qualifiers = phrase[2]!.trim().split(' ');
      const byNoun = qualifiers.length > 1 || /ed$/.test(qualifiers[0]!);
      positionals.push({ name: byNoun ? phrase[3]! : `${qualifiers[0]}_${phrase[3]}`, required: phrase[1] === '<', variadic: true, afterDoubleDash });
      return;
    }
    // jdeprscan's "{dir|jar|class} ...": kinds of file, not values to pick from.
    const kinds = /^\{([\w|]+)\}$/.exec(token)?.[1]!.split('|');
    if (kinds && next === '...' && kinds.some((kind) => /^(file|dir|directory|folder|path|jar|archive)$/i.test(kind))) {
      positionals.push({ name: 'files', required: !optional, variadic: true, afterDoubleDash });
      return;
    }
    // restic's "[snapshot ID]": a noun and the abbreviation that names it, one operand.
    const named = /^([[<])([a-z]+) (ID|URL|UID|PID|NAME)[\]>]$/.exec(token);
    if (named) {
      positionals.push({ name: `${named[2]}_${named[3]!.toLowerCase()}`, required: named[1] === '<', variadic: false, afterDoubleDash });
      return;
    }
    // llvm-ar's "[-]<operation>[modifiers]": one operand, a dash allowed before it and letters after it.
    const dashed = /^\[-\](<[\w-]+>)(\[[\w-]+\])?$/.exec(token);
    if (dashed) {
      add(dashed[1]!, optional, next);
      return;
    }
    // sar's "[ <interval> [ <count> ] ]": an operand and the optional group after it.
    const nested = /^\[\s*(<[\w-]+>)\s+(\[.*\])\s*\]$/.exec(token);
    if (nested) {
      add(`[${nested[1]}]`, true);
      add(nested[2]!, true);
      return;
    }
    // [zipfile list], [infile [outfile]]: each word of the group is its own optional positional.
    const group = /^\[([^\]|{<(]*\s[^|{<(]*)\]$/.exec(token);
    if (group && !group[1]!.trim().startsWith('-') && !/\.\.\.$/.test(group[1]!.trim())) {
      for (const inner of tokenizeUsage(group[1]!)) add(inner.startsWith('[') ? inner : `[${inner}]`, true);
      return;
    }
    // env's "[COMMAND [ARG]...]": a command it may run, and that command's arguments.
    if (/^\[COMMAND (\[ARGS?\]\.\.\.|\[ARGS?\.\.\.\])\]$/.test(token)) {
      positionals.push(
        { name: 'command', required: false, variadic: false, afterDoubleDash },
        { name: 'args', required: false, variadic: true, afterDoubleDash },
      );
      return;
    }
    // timeout's "COMMAND [ARG]...", flock's "<command> [<argument>...]": the program it runs and that program's
    // arguments; stdbuf's "OPTION... COMMAND", watch's "[options] command": a command last, after the options.
    const runs = /^<?command>?$/i.test(token) && (next === undefined ? tokens.length > 1 : COMMAND_ARGUMENTS.test(next));
    const positional = runs
      ? { name: 'command', required: true, variadic: false, afterDoubleDash }
      : COMMAND_ARGUMENTS.test(token) && positionals.at(-1)?.name === 'command'
        ? { name: 'args', required: false, variadic: true, afterDoubleDash }
        : toPositional(token, afterDoubleDash, positionals.length > 0);
    if (!positional) return;
    // hardlink's "<directory>|<file> ...": several files and folders are paths.
    if (next === '...' && FILE_OR_FOLDER.test(token)) positional.name = 'path';
    if (optional || otherForms) positional.required = false;
    // argparse's "FILE|DIR" is one name, as its section of positional arguments writes it.
    const whole = toIdentifier(token.replace(/[[\]<>]|\.\.\./g, ''));
    if (whole !== positional.name && whole.includes('_') && descriptions.has(whole)) positional.name = whole;
    // rsync's "SRC [SRC]...", eslint's "file.js [file.js]", venv's "ENV_DIR [ENV_DIR ...]": one list.
    const last = positionals.at(-1);
    if (last && last.name === positional.name && !positional.required) {
      last.variadic = true;
      return;
    }
    positional.description ??= descriptions.get(positional.name);
    positionals.push(positional);
  };
  for (const [index, token] of tokens.entries()) add(toDottedPlural(token), false, tokens[index + 1]);
  return { positionals, operandsFirst };
}

/** binutils' "[file(s)]", "elf-file(s)" and lzop's "[file..]" are several values, as "[file...]" is. */
function toDottedPlural(token: string): string {
  return token.replace(/([A-Za-z])\(s\)/g, '$1...').replace(/([A-Za-z])\.\.(?!\.)/g, '$1...');
}

/** Splits a usage line into words, keeping [...], <...>, {...} and (...) groups (nested too) whole. */
export function tokenizeUsage(usage: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let depth = 0;
  // rename's "[ -v ]": spaces inside the brackets.
  for (const char of usage.trim().replace(/\[\s+/g, '[').replace(/\s+\]/g, ']')) {
    if ('[<{('.includes(char)) depth++;
    if (']>})'.includes(char)) depth = Math.max(0, depth - 1);
    if (/\s/.test(char) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (current) tokens.push(current);
  return tokens;
}

/** The alternatives of a group, split at the `|` outside its brackets. */
function splitAlternatives(group: string): string[] {
  const alternatives = [''];
  let depth = 0;
  for (const char of group) {
    if ('[<{('.includes(char)) depth++;
    if (']>})'.includes(char)) depth = Math.max(0, depth - 1);
    if (char === '|' && depth === 0) alternatives.push('');
    else alternatives[alternatives.length - 1] += char;
  }
  return alternatives.map((alternative) => alternative.trim()).filter(Boolean);
}

/** `afterOperand`: an operand comes before it, so `[arg] ...` is that operand's arguments (cProfile's scriptfile's), no placeholder for a subcommand's. */
function toPositional(token: string, afterDoubleDash: boolean, afterOperand = false): HelpPositional | undefined {
  // (POD | TYPE/NAME): one required value, named after the first choice.
  if (token.startsWith('(')) {
    const alternatives = splitAlternatives(token.replace(/^\(|\)(\.\.\.)?$/g, ''));
    // kubectl describe's "(-f FILENAME | TYPE [NAME_PREFIX | -l label] | TYPE/NAME)": an option may stand in its place.
    const first = alternatives
      .find((alternative) => !alternative.startsWith('-'))
      ?.split(/\s/)[0]!
      .replace(/\[[^\]]*\]/g, '');
    if (!first) return undefined;
    const positional = toPositional(`${first}${token.includes('...') ? '...' : ''}`, afterDoubleDash, afterOperand);
    return positional && { ...positional, required: positional.required && !alternatives.some((alternative) => alternative.startsWith('-')) };
  }
  // chmod's "MODE[,MODE]...": one value, a list the program splits at its commas.
  const listed = /^([A-Za-z][\w-]*)\[[,:;]\1\]\.\.\.$/.exec(token);
  if (listed) return toPositional(listed[1]!, afterDoubleDash, afterOperand);
  const variadic = /\.\.\./.test(token);
  const required = !token.startsWith('[');
  // [[--] <path>...] (git): the inner -- ends the options for what follows.
  const innerDash = /^\[\[--\]/.test(token);
  // zstd's "[INPUT... | -]": "-" for standard input is no other operand.
  const inner = token
    .replace(/^\[+(--\]\s*)?/, '')
    .replace(/\]+(\.\.\.)?$|\.\.\.\]*$/g, '')
    .replace(/\s*\|\s*-$/, '')
    .replace(/\.\.\.$/, '')
    .trim();
  if (!inner || inner.startsWith('-')) return undefined;
  // gron's [FILE|URL|-], markdownlint's <files|directories|globs>: one operand, named by its first alternative.
  // kubectl top pod's "[NAME | -l label]": an option in its place is no operand.
  // htmlhint's "<file|folder|pattern|stdin|url ...>": the dots say several, not a name.
  const bare = inner.replace(/^<|>$/g, '').replace(/\s*\.\.\.$/, '');
  // flock's "<file>|<directory>", npm version's "[<newversion> | major | minor]": each alternative in its own brackets.
  const alternatives = bare
    .split('|')
    .map((alternative) => alternative.trim().replace(/^<|>$/g, ''))
    .filter((alternative) => !/^-\w+\s/.test(alternative));
  if (alternatives.length > 0 && !inner.startsWith('{') && (alternatives.length > 1 || alternatives[0] !== bare)) {
    if (!alternatives.every((alternative) => /^[A-Za-z][\w.-]*$|^-$/.test(alternative))) return undefined;
    const first = toPositional(token.replace(inner, alternatives[0]!), afterDoubleDash, afterOperand);
    // Plurals all (files|directories|globs): several values.
    return first && { ...first, variadic: variadic || first.variadic || alternatives.every((alternative) => /\ws$/.test(alternative)) };
  }
  // {a,b} lists choices; sed's {script-only-if-no-other-script} is a name in braces.
  const choices =
    inner.startsWith('{') && /[,|]/.test(inner)
      ? inner
          .replace(/[{}]/g, '')
          .split(/[,|]/)
          .map((choice) => choice.trim())
          .filter(Boolean)
      : undefined;
  // eslint's "file.js", prettier's "file/dir/glob", readelf's "elf-file": named by the file word, a kind of file too (sed's "input-file" and cleancss's "source-file", their roles, are not; msgmerge's "def.po ref.pot" are two files, named whole).
  const word = inner
    .replace(/^[<{(]|[>})]$/g, '')
    .replace(/\.\.\.$/, '')
    .trim()
    .replace(/^(file|files|filename|dir|path|input|output)\.[a-z]+$|^([a-z]+)(?:\/[a-z]+)+$/, '$1$2')
    .replace(/^(?!(input|output|in|out|source|src|target|dest|destination)-)[a-z]+-(file|dir|directory|path)$/, '$2');
  // hyperfine's "<command>..." is the commands it runs, several: no subcommand's placeholder.
  const kept = (variadic && /^(command|cmd)$/i.test(word)) || (afterOperand && /^args?$/i.test(word));
  if (SKIPPED_USAGE_WORDS.test(word) && !kept) return undefined;
  const name = toIdentifier(choices ? 'choice' : (ABBREVIATIONS[word] ?? word));
  if (!name) return undefined;
  // diff's FILES: a plural of files takes several values (grep's PATTERNS is one newline-separated text).
  // javap's "<classes>": a plural of things named in angle brackets.
  const plural =
    /^(FILES|FILENAMES|PATHS|DIRS|DIRECTORIES|SOURCES|INPUTS|list|x?list)$/.test(word) || /^<[a-z]+(es|[^aeiousy]s)>$/.test(inner.replace(/\.\.\.$/, ''));
  return { name, required, variadic: variadic || plural, afterDoubleDash: afterDoubleDash || innerDash, ...(choices && { choices }) };
}

/** `positional arguments:` (argparse) and `Arguments:` (clap) sections describe positionals. */
function positionalDescriptions(lines: readonly string[]): Map<string, string> {
  const descriptions = new Map<string, string>();
  let inSection = false;
  for (const line of lines) {
    if (/^(positional arguments|arguments):\s*$/i.test(line.trim())) {
      inSection = true;
      continue;
    }
    if (inSection && !line.trim()) continue;
    if (inSection && !/^\s/.test(line)) inSection = false;
    const match = inSection ? /^\s+([<[{]?[\w|-]+[>\]}]?(?:\.\.\.)?)\s{2,}(.*)$/.exec(line) : undefined;
    if (match) descriptions.set(toIdentifier(match[1]!.replace(/[<>[\]{}.]/g, '')), match[2]!.trim());
  }
  return descriptions;
}

export function toIdentifier(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, '_$1')
    .slice(0, 64);
}
