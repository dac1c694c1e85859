// The values an option accepts, where its help lists them: in the placeholder, in the option's own
// description, or in a paragraph about the placeholder elsewhere in the help.

/** Words in capitals that name a kind of value, not a value: pandoc's `STYLE|FILE`, metaflac's `FILENAME|SPECIFICATION`, `HOST|IP`. */
const KIND_IN_CAPITALS =
  /^(FILE(NAME)?S?|PATHS?|DIR(ECTORY)?|NAMES?|STYLE|SPEC(IFICATION)?|FORMAT|MODE|TYPE|VALUE|STRING|NUM(BER)?|N|INT(EGER)?|URL|URI|ID|TEXT|KEY|LEVEL|SIZE|HOST(NAME)?|IP|ADDR(ESS)?|PORT|USER|UID|GROUP|GID|PID|COMMAND|CMD|SCRIPT|EXPR|PATTERN|REGEXP?|GLOB|DATE|TIME|LIST|COUNT|PERCENT)$/;

/** Quoted words apart by bars: xorriso's `"on"|"off"`. */
export const QUOTED_ALTERNATIVES = /^"[^"\s|]+"(?:\|"[^"\s|]+")+$/;

/** `{a,b}` (argparse), `[a|b]` (click), `<a|b>` (npm), and bare `a|b|c` of lower-case words or single letters (rsync's `e|a|c`, `N|L|B`; not pandoc's `STYLE|FILE`). */
export function choicesOf(value: string): string[] | undefined {
  // xorriso's -write_type "auto"|"tao"|"sao/dao": quoted words, each a value as written (not "by_index_#", a form to fill in).
  if (QUOTED_ALTERNATIVES.test(value)) {
    const quoted = value.split('|').map((choice) => choice.slice(1, -1));
    return quoted.every((choice) => /^[\w./-]+$/.test(choice)) ? quoted : undefined;
  }
  const match =
    /^\{([^}]+)\}$/.exec(value) ??
    /^\[([^\]]*\|[^\]]*)\]$/.exec(value) ??
    /^<([^>]*\|[^>]*)>$/.exec(value) ??
    /^\(([^()]*\|[^()]*)\)$/.exec(value) ??
    // jdeprscan's --release "7|8|9|...".
    /^((?:[a-z][\w-]*\|)+[a-z][\w-]*|(?:[A-Za-z]\|)+[A-Za-z]|(?:\d+\|)+\d+)$/.exec(value);
  const choices = match?.[1]!
    .split(/[,|]/)
    .map((choice) => choice.trim())
    .filter(Boolean);
  // mlr stats1's "{sum,count,...}": a list left open is examples of a name, no choices; dwz's "<COUNT|none>",
  // "<SIZE|auto|native>": a kind of value beside keywords, a text (not rsync's "N|L|B", letters alike).
  if (!choices?.every((choice) => /^[\w.-]+$/.test(choice)) || choices.includes('...')) return undefined;
  // 7zz's "-t{Type}": one word in braces names the value.
  if (choices.length === 1 && /^\{/.test(value)) return undefined;
  if (choices.some((choice) => KIND_IN_CAPITALS.test(choice)) && choices.some((choice) => /^[a-z]/.test(choice))) return undefined;
  return choices.every((choice) => VALUE_KIND.test(choice)) || isLetterRun(choices) ? undefined : choices;
}

/** Miller's "-f {a,b,c} Comma-separated field names", "-g {d,e,f}": letters in alphabet order are an example of a list, not its values. */
function isLetterRun(choices: readonly string[]): boolean {
  return (
    choices.length >= 3 &&
    choices.every((choice, index) => /^[a-z]$/i.test(choice) && (index === 0 || choice.charCodeAt(0) === choices[index - 1]!.charCodeAt(0) + 1))
  );
}

/** cspell's `<module|path>`, `<file|url>`: what kind of value, not the values themselves. */
const VALUE_KIND = /^(modules?|paths?|files?|dirs?|directory|folder|names?|urls?|uri|strings?|numbers?|int|integer|globs?|patterns?|regexp?|id|text)$/i;

/** A placeholder that says nothing of the value, or that it picks one way (cpy's `--base=<mode>`): its values are then what the description lists after its colon. */
const PICKS_ONE = /^(string|str|val|value|arg|mode|style|method|strategy)$/i;
/** duf's "hide specific devices, separated with commas:", "output fields:": several of the values, joined in one. */
const JOINED_VALUES = /\b(separated|delimited|commas?|list|fields|columns)\b/i;
const SEPARATOR = /,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\|\s*/;
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
export function choicesIn(text: string, placeholder: string): string[] | undefined {
  const capitals = capitalValues(placeholder, text);
  if (capitals) return capitals;
  // bat's "Possible values: *auto*, never, always": the default is marked; texinfo quotes as TeX does: `chapter'.
  // cflow's "valid names are `gnu' (default), `posix', and `dot'": the default marked after its value is no part of the list.
  const description = text
    .replace(/\*([\w-]+)\*/g, '$1')
    .replace(/`([\w-]+)'/g, "'$1'")
    .replace(/(['"]?[\w-]+['"]?) \(default\)(?=,)/g, '$1');
  // cargo metadata's "[possible values: 1]": clap lists the only value there is.
  const only = /\[possible values: ([\w.-]+)\]/.exec(description);
  if (only) return [only[1]!];
  // commander's "(choices: "content", "metadata", default: "content")".
  const commander = /\(choices: ((?:"[\w.-]+",?\s*)+)/.exec(description);
  if (commander) return atLeastTwo([...commander[1]!.matchAll(/"([\w.-]+)"/g)].map((match) => match[1]!));
  const name = placeholder.replace(/[^\w-]/g, '');
  const escaped = name.replace(/-/g, '\\-');
  const tied =
    name && /^[A-Z][A-Z_-]*$/.test(name)
      ? new RegExp(`\\b${escaped}\\b[^:.;]{0,40}:\\s*((?:${ITEM}(?:${SEPARATOR.source})){2,}${ITEM})(?![\\w+])`).exec(description)
      : null;
  const quoted = name
    ? new RegExp(`(?:\\b${escaped}|<${escaped}>)\\s*(?:=\\s*|is\\s+|(?:can|may) be\\s+(?:either\\s+)?|must be\\s+)((?:['"][\\w-]+['"][^'".;]*){2,})`).exec(
        description,
      )
    : null;
  // jar's --file "When omitted, either stdin or stdout is used": what happens without a value, no values ("when" lists only before a colon).
  const listed =
    /(?:possible values|one of|modes|when(?=:)|(?<=(?:^|\.\s+))options(?=:)|available [a-z]+[^\Ws](?=\s*:)|valid \w+ are|accepted values are|allowed (?:values|types)(?: for this option)?(?=:)|(?:supported|possible) [a-z]+s(?= are:|:)(?: are)?|(?<!\b(?:omitted|not given|absent|unset),\s)either)[:\s]+\(?((?:['"`]?[\w-]+(?:\.\d+|\+\+)*['"`]?(?:,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\|\s*)){1,}['"`]?[\w-]+(?:\.\d+|\+\+)*['"`]?)(?![\w+])/i.exec(
      description,
    ) ??
    // sass's "[expanded (default), compressed]".
    /\[((?:[a-z][\w-]*(?: \(default\))?,\s*)+[a-z][\w-]*(?: \(default\))?)\]/.exec(description) ??
    new RegExp(`^((?:[a-z][\\w-]*\\s+-{1,2}[\\w-]+,\\s*){2,}[a-z][\\w-]*\\s+-{1,2}[\\w-]+)`).exec(description);
  // rubocop's "--cache FLAG  Use result caching (FLAG=true) or don't (FLAG=false)", jdupes's "--order=BY ... (BY=time) or filename (BY=name, the default)".
  const assigned = name ? [...description.matchAll(new RegExp(`\\b${escaped}=([\\w-]+)`, 'g'))].map((match) => match[1]!) : [];
  if (assigned.length >= 2 && !description.includes(`${name}={`)) return atLeastTwo([...new Set(assigned)]);
  // uniq's "METHOD={none(default),prepend,separate}".
  const braced = name ? new RegExp(`\\b${escaped}=\\{([^}]+)\\}`).exec(description) : null;
  // pip's "(s)witch, (i)gnore, (w)ipe, (b)ackup, (a)bort": the letters in parentheses are the values.
  const lettered = /((?:\(\w\)\w*,\s*(?:or\s+)?){2,}\(\w\)\w*)/.exec(description);
  if (lettered) return atLeastTwo([...lettered[1]!.matchAll(/\((\w)\)/g)].map((match) => match[1]!));
  if (braced) return atLeastTwo(braced[1]!.split(',').map((choice) => choice.replace(/\(.*\)$/, '').trim()));
  if (quoted) return atLeastTwo([...quoted[1]!.matchAll(/['"]([\w-]+)['"]/g)].map((match) => match[1]!));
  // touch's "WORD is access, atime, or use: equivalent to -a; WORD is modify or mtime: ...".
  const sayings =
    name && /^[A-Z][A-Z_]*$/.test(name) ? [...description.matchAll(new RegExp(`\\b${escaped} is ((?:[\\w-]+, )*[\\w-]+,? or [\\w-]+)\\b`, 'g'))] : [];
  if (sayings.length > 0) return atLeastTwo(sayings.flatMap((saying) => saying[1]!.split(SEPARATOR).map((choice) => choice.trim())));
  const alternatives = quotedAlternatives(description);
  if (alternatives) return alternatives;
  const grouped = /((?:[a-z][a-z ]*(?:\s*\(-\w\))?:\s*[\w-]+(?:,\s*[\w-]+)*;\s*){2,})/.exec(description);
  if (grouped)
    return atLeastTwo(
      grouped[1]!
        .split(';')
        .flatMap((group) => (group.includes(':') ? group.split(':')[1]!.split(',') : []))
        .map((choice) => choice.trim())
        .filter(Boolean),
    );
  const bullets = [...description.matchAll(/•\s+([\w-]+)\s+-\s/g)].map((match) => match[1]!);
  if (bullets.length >= 2) return bullets;
  // poppler's "-tiffcompression <string>  set TIFF compression: none, packbits, jpeg, lzw, deflate", cpy's "--base=<mode>  Base mode for destination paths: cwd or pattern": the words after the colon that ends the description
  // (before the default Go's flag package writes after each: duf's "style: unicode, ascii (default "unicode")").
  const head = description.split(':')[0]!;
  // dwdiff's "-A <alg>  Choose algorithm: best, normal, fast": the placeholder names (or shortens) the word before the colon.
  // sloc's "-f <format>  format output: csv, cli-table, simple, json": or names it first, in a short head.
  const namesHead =
    name.length >= 3 && (new RegExp(`\\b${escaped}[a-z]*$`, 'i').test(head.trim()) || new RegExp(`^${escaped}\\s+\\w+$`, 'i').test(head.trim()));
  const ending =
    (PICKS_ONE.test(name) || namesHead) && !JOINED_VALUES.test(head)
      ? /^[^:]{1,100}:\s*((?:[a-z][\w-]*(?:,\s*(?:or\s+)?|\s+or\s+))+[a-z][\w-]*)(?:\.\s*Default: [\w-]+)?(?:\s*\(default:?\s*"?[\w-]*"?\))?\.?$/.exec(
          description,
        )
      : null;
  if (ending) return atLeastTwo(ending[1]!.split(SEPARATOR).map((choice) => choice.trim()));
  // esbuild's "(iife | cjs | esm, no default when not bundling)", "(none | inline | eof, default eof when bundling)": before "when ...".
  const piped = /\(((?:[a-z][\w-]*\s+\|\s+)+[a-z][\w-]*)(?:,[^()]*)?\)(?=\.|$)/.exec(description);
  // util-linux's "show timestamp using the given format: [delta|reltime|ctime|notime|iso]", last's "in the specified <format>: notime|short|full|iso": joined by "|" after the colon that ends the description.
  const colonPiped = /:\s*\[?((?:[a-z][\w-]*\|)+[a-z][\w-]*)\]?\.?$/.exec(description);
  // eu-elfcmp's "--gaps=ACTION  Control treatment of gaps in loadable segments [ignore|match] (default: ignore)".
  // Not fzf's "--tiebreak=CRI[,..]  Comma-separated list of sort criteria ... [length|chunk|...]": values joined in one.
  const bracketPiped =
    /,/.test(placeholder) || JOINED_VALUES.test(description)
      ? null
      : /\[((?:[a-z][\w-]*\|)+[a-z][\w-]*)\](?=\s*(?:\(default\b[^()]*\))?\.?$)/.exec(description);
  const match = piped ?? colonPiped ?? bracketPiped ?? listed ?? tied ?? parenthesized(description);
  // "full-iso, long-iso, iso, or +FORMAT", concurrently's "index, pid, none, or a template": the last choice is free.
  if (!match) return formatsInWords(placeholder, description);
  const after = description.slice(match.index + match[0].length);
  // "... or any string" is free; a2ps's "(TYPE: r, n, nr, rn, any)" ends in a value named "any".
  if (/^\s*,?\s*(or\s+)?\+/.test(after) || (/\s(a|an|any)$/.test(match[1]!) && /^\s+[^\s).,;]/.test(after))) return undefined;
  return atLeastTwo(
    match[1]!
      .replace(/^[\w-]+(?:\/[\w-]+)+$/, (slashed) => slashed.replaceAll('/', ', '))
      .replace(/\s*\([^)]*\)|\s+-{1,2}[\w-]+/g, '')
      .split(SEPARATOR)
      // dpkg-deb's "0.939000, 2.0": a version keeps its dots.
      .map((choice) => choice.replace(/['"`]|\.(?!\d)/g, '').trim())
      .filter(Boolean),
  );
}

/**
 * Paragraphs about a placeholder: "The WHEN argument defaults to 'always' and can also be 'auto'
 * or 'never'." (ls), "The MODE argument of --cached can be: always, never, or default." (stat),
 * "where FILENUM is 1 or 2" (join, said under -a and meant for -v too).
 * A list that ends in a free form ("... iso, locale, or +FORMAT") is no list of choices.
 */
export function placeholderChoices(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of text.replace(/\s+/g, ' ').matchAll(/\bThe ([A-Z][A-Z_]*) argument\b([^.]*)\./g)) {
    const [, name, sentence] = match;
    if (/\+[A-Z]/.test(sentence!)) continue;
    const quoted = [...sentence!.matchAll(/'([\w-]+)'/g)].map((item) => item[1]!);
    const listed = /can (?:also )?be:?\s+(.*)$/
      .exec(sentence!)?.[1]!
      .split(SEPARATOR)
      .map((choice) => choice.trim());
    const choices = quoted.length >= 2 ? quoted : listed?.every((choice) => /^[a-z][\w-]*$/.test(choice)) ? listed : undefined;
    if (choices && choices.length >= 2) found.set(name!, choices);
  }
  for (const [, name, listed] of text.replace(/\s+/g, ' ').matchAll(/\bwhere ([A-Z][A-Z_]*) is ((?:[\w-]+, )*[\w-]+,? or [\w-]+)\b/g))
    found.set(
      name!,
      listed!.split(SEPARATOR).map((choice) => choice.trim()),
    );
  return found;
}

/**
 * Quoted words of one sentence, the last after "or": findmnt's "direction of search, 'forward' or
 * 'backward'", patch's "'ignore' that they are read-only, 'warn' (default), or 'fail'", esbuild's
 * 'Set to "automatic" to use ... or to "preserve" to disable'. Not examples ("e.g.", "such as").
 */
function quotedAlternatives(description: string): string[] | undefined {
  if (/\be\.g\.|\b(such as|for example|if it is|like)\b/i.test(description)) return undefined;
  const sentence = description.split(/[.;:](?:\s|$)/).find((part) => /\bor (?:to )?(['"])[\w-]+\1/.test(part));
  if (!sentence) return undefined;
  return atLeastTwo([...sentence.matchAll(/(['"])([\w-]+)\1/g)].map((match) => match[2]!));
}

/**
 * wget's "--certificate-type=TYPE  client certificate type, PEM or DER", openssl's "-outform format  Output format (DER or PEM)":
 * formats in capitals in the first sentence (find's -printf format says "AM or PM" pages later), where no list says otherwise.
 */
function formatsInWords(placeholder: string, description: string): string[] | undefined {
  if (!/^<?(type|format|form|fmt)>?$/i.test(placeholder)) return undefined;
  const formats = /\b([A-Z][A-Z0-9]+)((?:, [A-Z][A-Z0-9]+)*),? or ([A-Z][A-Z0-9]+)\b/.exec(description.split(/\.\s/)[0]!);
  const values = formats && [formats[1]!, ...formats[2]!.split(', ').filter(Boolean), formats[3]!];
  return values && !values.some((value) => KIND_IN_CAPITALS.test(value)) ? values : undefined;
}

/** openssl's "-inform PEM|DER  Input format - DER or PEM": values in capitals, none a kind of value, that the description names again. */
function capitalValues(placeholder: string, description: string): string[] | undefined {
  if (!/^(?:[A-Z][A-Z0-9]+\|)+[A-Z][A-Z0-9]+$/.test(placeholder)) return undefined;
  const values = placeholder.split('|');
  if (values.some((value) => KIND_IN_CAPITALS.test(value))) return undefined;
  return values.some((value) => new RegExp(`\\b${value}\\b`).test(description)) ? values : undefined;
}

function atLeastTwo(listed: string[]): string[] | undefined {
  const choices = [...new Set(listed)];
  return choices.length >= 2 && !choices.includes('or') ? choices : undefined;
}

/**
 * A list in parentheses at the end of a sentence: shellcheck's "Specify dialect (sh, bash, dash,
 * ksh)", bat's "the text-wrapping mode (auto, never, character)". Not examples: black's "known
 * python-magics (capture, prun, ...)".
 */
function parenthesized(description: string): RegExpExecArray | null {
  // madge's "(dot/neato/fdp/sfdp/twopi/circo)": slashes (openssl's "(rfc_822/iso_8601)": two will do, not "and/or").
  // However the words are joined (lsmem's "(never,always or only)", jshint's "(auto|always|never, default to never)"),
  // and with the default after them, in the list or in parentheses of its own ("(Default is never)").
  const match =
    /\(((?:[a-z][\w-]*(?:\s*,\s*(?:or\s+)?|\s+or\s+|\|))+[a-z][\w-]*|[a-z][\w-]*(?:\/[a-z][\w-]*)+)(,\s*default\b[^()]*)?\)(?=\.|$|\s*\([Dd]efault\b[^()]*\)\.?$)/.exec(
      description,
    );
  if (!match || /\b(known|e\.g|such as|like|default)\b[^(]*$/.test(description.slice(0, match.index))) return null;
  const words = match[1]!.split(/[\s,|/]+/).filter((word) => word !== 'or');
  // "(and/or)", "(file|dir)": no values, a kind of value; find's "exactly mode (octal or symbolic)": ways to write it,
  // joined by "or" alone (msgfmt's "(big or little, default depends on platform)" is values: it has a default).
  const joined = /[,|/]/.test(match[1]!) || match[2] !== undefined;
  return words.includes('and') || words.every((word) => VALUE_KIND.test(word)) || !joined ? null : match;
}

/**
 * A table of values under a line that announces it: rg's "The possible values for this flag
 * are:" then "    never    Colors will never be used.", fd's "Possible values:" then "- auto:".
 * `lines`: the description's own lines, as indented in the help.
 */
export function tableChoices(lines: readonly string[]): string[] | undefined {
  const header = lines.findIndex((line, index) => /:\s*$/.test(line) && /possible values|accepted values|is one of/i.test(`${lines[index - 1] ?? ''} ${line}`));
  return header === -1 ? undefined : tableBelow(lines, header);
}

/** nl's "FORMAT is one of:" (numfmt's "UNIT options:") then "  ln     left justified, no leading zeros": the values of a placeholder. */
export function placeholderTables(lines: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [index, line] of lines.entries()) {
    const name =
      /^([A-Z][A-Z_]*) (?:is one of|options):\s*$/.exec(line.trim())?.[1] ??
      // cksum's "DIGEST determines the digest algorithm and default output format:".
      /^([A-Z][A-Z_]{2,}) (?:determines|selects|chooses|sets)\b[^:]*:\s*$/.exec(line.trim())?.[1] ??
      // cp's "The version control method may be selected via the --backup option or through the
      // VERSION_CONTROL environment variable.  Here are the values:": keyed by the option.
      (/\bhere are the values:\s*$/i.test(line) ? /(--[\w-]+) option\b/.exec(lines.slice(Math.max(0, index - 2), index + 1).join(' '))?.[1] : undefined);
    const choices = name ? tableBelow(lines, index) : undefined;
    if (name && choices) found.set(name, choices);
  }
  return found;
}

/** The first words of the table's rows (with their aliases), which all stand at one indent (deeper lines describe a row); every one a plain lower-case word. */
function tableBelow(lines: readonly string[], header: number): string[] | undefined {
  const rows: string[] = [];
  let indent: number | undefined;
  for (const line of lines.slice(header + 1)) {
    if (!line.trim()) continue;
    const own = /^\s*/.exec(line)![0].length;
    indent ??= own;
    if (own < indent) break;
    if (own > indent) continue;
    // cp's "  none, off       never make backups": a value and its aliases.
    const row = /^\s*(?:[-*•]\s+)?([\w-]+(?:, [\w-]+)*)(?::|\s{2,}|\s*$)/.exec(line);
    if (!row) break;
    rows.push(...row[1]!.split(', '));
  }
  // nl's STYLE table ends in "pBRE", a value with a regular expression in it: no list of choices.
  return rows.length >= 2 && rows.every((row) => /^[a-z0-9][a-z0-9-]*$/.test(row)) ? rows : undefined;
}

/**
 * The values a convention gives where the help names none: `--color[=WHEN]` takes always, never or auto
 * (GNU's ls and grep, git, util-linux, systemd: "WHEN is 'always', 'never', or 'auto'").
 */
export function conventionalChoices(flag: string, placeholder: string): string[] | undefined {
  return /^--colou?r$/.test(flag) && /^when$/i.test(placeholder) ? ['always', 'never', 'auto'] : undefined;
}
