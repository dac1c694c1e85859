// Reads one word of a usage line as an operand: its name, whether it is required, repeated or a choice.
import type { HelpPositional } from './help-types.js';
import { toIdentifier } from './to-identifier.js';
import { splitAlternatives } from './tokenize-usage.js';

export const SKIPPED_USAGE_WORDS = /^(options?|flags?|opts?|switches|global[ _-]options|command|commands|subcommand|args?|modifiers)$/i;
/** Kinds of file an operand may be: gcov's "SOURCE|OBJ...". */
const FILE_KINDS = /^(files?|source|src|obj|object|dir|directory|folder|jar|class|archive)$/i;
/** Short words of usage lines, spelled out: binutils' "[addr(s)]", datamash's "op". */
const ABBREVIATIONS: Readonly<Record<string, string>> = { addr: 'address', op: 'operation' };

/** `afterOperand`: an operand comes before it, so `[arg] ...` is that operand's arguments (cProfile's scriptfile's), no placeholder for a subcommand's. */
export function toPositional(token: string, afterDoubleDash: boolean, afterOperand = false): HelpPositional | undefined {
  // ssh-copy-id's "[user@]hostname", scp's "[[user@]host:]file": an optional part of the operand's own value, not of its presence.
  const ownPrefix = /^\[(?:\[[^[\]\s]*\])?[^[\]\s]*[@:]\](?=[A-Za-z<])/.exec(token);
  if (ownPrefix) return toPositional(token.slice(ownPrefix[0].length), afterDoubleDash, afterOperand);
  // sysctl's "variable[=value]": an optional part of the operand's own value too.
  const ownSuffix = /(?<=[A-Za-z>])\[[=:][^[\]\s]*\]/.exec(token);
  if (ownSuffix) return toPositional(token.replace(ownSuffix[0], ''), afterDoubleDash, afterOperand);
  // (POD | TYPE/NAME): one required value, named after the first choice.
  if (token.startsWith('(')) {
    // doctoc's "<path> (where path is some path to a directory ...)": a remark in words, no operand.
    if (!token.includes('|') && /^\([a-z]+\s+[a-z]+\s+[a-z]+\b/.test(token)) return undefined;
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
  // cmark's "[FILE*]": a star repeats as dots do; gennorm2's "infiles+", one or more.
  if (/^\[?[A-Za-z][\w-]*[*+]\]?$/.test(token)) return toPositional(token.replace(/[*+]/, '...'), afterDoubleDash, afterOperand);
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
  // hmac256's "[--stdkey|key]": an option or an operand in its place, the operand optional.
  const operandAfterOption = /^--?[\w-]+\s*\|\s*([a-z][\w-]*)$/.exec(inner)?.[1];
  if (operandAfterOption) return toPositional(`[${operandAfterOption}]${variadic ? '...' : ''}`, afterDoubleDash, afterOperand);
  // xmlstarlet tr's "{-p|-s <name>=<value>}": options to pick from, no operand.
  if (!inner || inner.startsWith('-') || /^\{-/.test(inner)) return undefined;
  // gron's [FILE|URL|-], markdownlint's <files|directories|globs>: one operand, named by its first alternative.
  // kubectl top pod's "[NAME | -l label]": an option in its place is no operand.
  // htmlhint's "<file|folder|pattern|stdin|url ...>": the dots say several, not a name.
  const bare = inner.replace(/^<|>$/g, '').replace(/\s*\.\.\.$/, '');
  // flock's "<file>|<directory>", npm version's "[<newversion> | major | minor]": each alternative in its own brackets.
  const alternatives = bare
    .split('|')
    .map((alternative) => alternative.trim().replace(/^<|>$/g, ''))
    // corelist's "<ModuleName> | /<ModuleRegex>/": a pattern in slashes stands for the same operand; dpkg-shlibdeps's
    // "<executable>|-e<executable>": an option that takes the same value, glued, is no other operand.
    .filter((alternative) => !/^-\w+(\s|<|\[|=)/.test(alternative) && !/^\/.*\/$/.test(alternative))
    // gifsicle's "[OPTION | FILE | FRAME]...": options among the operands are no operand.
    .filter((alternative, _index, all) => all.length === 1 || !SKIPPED_USAGE_WORDS.test(alternative));
  if (alternatives.length > 0 && !inner.startsWith('{') && (alternatives.length > 1 || alternatives[0] !== bare)) {
    if (!alternatives.every((alternative) => /^[A-Za-z][\w.-]*$|^-$/.test(alternative))) return undefined;
    // gcov's "SOURCE|OBJ...": kinds of file side by side, several, are files.
    if (variadic && alternatives.length > 1 && alternatives.every((alternative) => FILE_KINDS.test(alternative)))
      return { name: 'files', required, variadic: true, afterDoubleDash: afterDoubleDash || innerDash };
    const first = toPositional(token.replace(inner, alternatives[0]!), afterDoubleDash, afterOperand);
    // Plurals all (files|directories|globs): several values.
    return first && { ...first, variadic: variadic || first.variadic || alternatives.every((alternative) => /\ws$/.test(alternative)) };
  }
  // apt's man page, "{list | search | ... | install pkg [...]... | remove pkg... | upgrade}": forms of verbs with arguments of
  // their own, a verb's place (read-verbs and classify-command judge each), no list of words to choose from.
  const forms = inner.startsWith('{') ? splitAlternatives(inner.replace(/^\{|\}$/g, '')) : [];
  // ip's "{ COMMAND | help }": a command's placeholder beside the verbs it names.
  if (forms.some((form) => /^[a-z][\w-]*\s+\S/.test(form)) || (forms.length > 1 && forms.some((form) => /^(COMMAND|CMD|SUBCOMMAND|VERB)$/.test(form)))) {
    const verbs = forms.map((form) => form.split(/\s/)[0]!).filter((name) => /^[a-z][\w-]*$/.test(name));
    return toVerbPlace(verbs, required, afterDoubleDash || innerDash);
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
    // mountpoint's "/path/to/directory": named by the last word.
    .replace(/^\/?path\/to\/(?=[a-z][\w-]*$)/, '')
    // pngcrush's "infile.png outfile.png".
    .replace(/^((?:in|out)?(?:file|files|filename)|dir|path|input|output)\.[a-z]+$|^([a-z]+)(?:\/[a-z]+)+$/, '$1$2')
    // Several files of a kind, bare, are files (readelf's "elf-file(s)"); a placeholder keeps its kind (xmlstarlet's "<xml-file>", pdftotext's "[<text-file>]").
    .replace(
      variadic && !inner.startsWith('<') ? /^(?!(input|output|in|out|source|src|target|dest|destination)-)[a-z]+-(file|dir|directory|path)$/ : /^$/,
      '$2',
    )
    // xmlstarlet's "<xml-file-or-uri>": named by its first alternative, whole.
    .replace(/^([a-z][\w-]*?)-or-[\w-]+$/, '$1');
  // hyperfine's "<command>..." is the commands it runs, several: no subcommand's placeholder.
  const kept = (variadic && /^(command|cmd)$/i.test(word)) || (afterOperand && /^args?$/i.test(word));
  // flac's "[<general/encoding/format options>]": options of a kind; dig's "{q-opt} {global-d-opt}" too (round 36).
  if ((SKIPPED_USAGE_WORDS.test(word) || /[\s/_-](options|flags|opts?)$/i.test(word) || /[a-z](Options|Flags)$/.test(word)) && !kept) return undefined;
  // corelist's "<ModuleName>", "<UtilityName>": the name of a module is a module.
  // sucrase's "<srcDir>": the words of a camel-cased name, apart (src_dir); mediainfo's "FileName1" and restic's "snapshotID" stay whole.
  const words = /^[a-z]+(?:[A-Z][a-z]+)+$/.test(word) ? word.replace(/([a-z])(?=[A-Z])/g, '$1_') : word;
  const name = toIdentifier(choices ? 'choice' : (ABBREVIATIONS[word] ?? words.replace(/^([A-Z][a-z]+)Name$/, '$1')));
  if (!name) return undefined;
  // diff's FILES, diffstat's "[files]" (argparse's bare "files" is one): a plural of files takes several values (grep's PATTERNS is one newline-separated text).
  // javap's "<classes>": a plural of things named in angle brackets; go list's optional "[packages]" too.
  const plural =
    /^(FILES|FILENAMES|PATHS|DIRS|DIRECTORIES|SOURCES|INPUTS|list|x?list)$/.test(word) ||
    (!required && /^(files|filenames|paths)$/.test(word)) ||
    /^<[a-z]+(es|[^aeiousy]s)>$/.test(inner.replace(/\.\.\.$/, '')) ||
    (!required && /^\[[a-z]+(es|[^aeiousy]s)\]$/.test(token));
  return { name, required, variadic: variadic || plural, afterDoubleDash: afterDoubleDash || innerDash, ...(choices && { choices }) };
}

/** A verb's place, its verbs named (each once) but not described: a usage's forms name them, the help may describe them (read-verbs). */
export function toVerbPlace(names: readonly string[], required: boolean, afterDoubleDash: boolean): HelpPositional {
  return { name: 'command', required, variadic: false, afterDoubleDash, verbs: [...new Set(names)].map((name) => ({ name, description: '' })) };
}
