// Reads the operands a help text's usage line names (the line itself is found by read-usage-line,
// each word read by to-positional; the options it lists in brackets are read by parse-usage-options).
import { basename } from 'node:path';
import { escapeRegExp } from './escape-regexp.js';
import type { HelpPositional } from './help-types.js';
import { formsBelowLabel, laterSynopsisForms, laterUsageForms, orForms, usageOf } from './read-usage-line.js';
import { NAMES_ALONE, NAMES_VALUE, optionsTakingNextWord } from './parse-usage-options.js';
import { toIdentifier } from './to-identifier.js';
import { toPositional, toVerbPlace } from './to-positional.js';
import { readOperandNotes, type OperandNotes } from './read-positional-descriptions.js';
import { collapseExampleGroups, collapseNumbered, toDottedPlural, toFlatOptionals } from './rewrite-usage-words.js';
import { OPTION_WORD, splitAlternatives, tokenizeUsage } from './tokenize-usage.js';

/** An operand that is a file or a folder: `<directory>|<file>`. */
const FILE_OR_FOLDER = /^<?(file|directory|dir|folder)>?\|<?(file|directory|dir|folder)>?$/i;
/** webpinfo's "in_files", rcc's "inputs": a bare plural of files in lower case (to-positional reads the capitals and the optional ones). */
const BARE_FILES = /^([a-z]+_?)?(files|filenames|paths|inputs|sources|dirs|directories)$/;
/** A form that only prints help or the version: interdiff's "{[--help] | [--version]}", prtstat's "-V|--version". */
const ONLY_HELP_OR_VERSION = /^[\s{}[\]|]*((-h|--help|-\?|-V|--version|-v|--usage)[\s{}[\]|]*)+$/;
/** The arguments of the command a program runs: `[ARG]...`, `[ARGS...]`, flock's `[<argument>...]`, msgexec's `[COMMAND-OPTION]`. */
const COMMAND_ARGUMENTS = /^\[<?(args?|arguments?)>?(\.\.\.\]|\]\.\.\.)$|^\[<?command[-_](options?|args?|arguments?)>?(\.\.\.)?\](\.\.\.)?$/i;
/** The arguments of an optional command, also without dots: gpg-agent's "[command [args]]", flattened. */
function followsOptionalCommand(word: string): boolean {
  return COMMAND_ARGUMENTS.test(word) || /^\[<?(args?|arguments?)>?\]$/i.test(word);
}

/** Whether the word after an operand is that operand's own arguments (`[TARGET_ARGUMENTS]`), or options again after the program's (`[OPTIONS...]`). */
function givesItsOwnArguments(token: string, next: string, tokens: readonly string[]): boolean {
  const bare = token.replace(/[[\]<>]|\.\.\./g, '');
  const ownArguments = new RegExp(`^\\[<?${escapeRegExp(bare)}[-_](args?|arguments?|options?)>?(\\.\\.\\.)?\\](\\.\\.\\.)?$`, 'i');
  const options = /^\[(options?|opts?)(\.\.\.)?\](\.\.\.)?$/i;
  // GNU's "[OPTION]... SUB_COMMAND [OPTION]..." (lto-dump) repeats the program's own: only a program's name is given options of its own.
  const program = /^(daemon|server|service|program|prog|app|application|binary)$/i.test(bare);
  return ownArguments.test(next) || (program && options.test(next) && tokens.indexOf(next) < tokens.lastIndexOf(next));
}

/** A usage form that takes options: `OPTION...`, `[options]`, `[-v]`. */
const TAKES_OPTIONS = /\bOPTIONS?\b|\[-|\s-\w/i;

/**
 * The operands of the usage line; `operandsFirst` when they come before the options (find's `[path...] [expression]`).
 * `flags`: the options the help lists as taking no value (cProfile's -m in `[-m module | scriptfile]`).
 * Where the usage gives other forms ("or: git tag -d <tagname>..."), no operand is required: each form needs its own.
 */
export function parsePositionals(
  lines: readonly string[],
  commandWords: readonly string[],
  flags: ReadonlySet<string> = new Set(),
): { positionals: HelpPositional[]; operandsFirst: boolean; doubleDashSeparates?: boolean } {
  const usage = usageOf(lines, commandWords[0]);
  if (usage === undefined) return { positionals: [], operandsFirst: false };
  const otherForms = laterUsageForms(lines, commandWords[0]);
  // Read once for every form below.
  const notes = readOperandNotes(lines);
  // git show's help gives git log's form first ("usage: git log ...", "or: git show [<options>] <object>..."): its own is read.
  const command = `${commandWords.join(' ')} `;
  // npm pkg's forms, one per subcommand on lines of their own under "Usage:" ("npm pkg set ...", "npm pkg get ..."): its own too.
  const own =
    commandWords.length > 1 && !usage.startsWith(command)
      ? [...orForms(lines, commandWords[0]), ...otherForms].find((form) => form.startsWith(command))
      : undefined;
  // git log's "[[--] <path>...]": there "--" comes before paths, so `git show -- HEAD` shows no commit.
  if (own !== undefined) return { ...readForm(own, notes, commandWords, flags, false), ...(/\[--\]/.test(usage) && { doubleDashSeparates: true }) };
  // basename's "NAME [SUFFIX]" takes no option; its "or: basename OPTION... NAME..." does: the form a call with options
  // follows (getopt's "<optstring> <parameters>", then "[options] [--] <optstring> <parameters>" in its block of forms).
  const withOptions = TAKES_OPTIONS.test(usage) ? undefined : [...orForms(lines, commandWords[0]), ...otherForms].find((form) => TAKES_OPTIONS.test(form));
  const optionForm = withOptions === undefined ? undefined : readForm(withOptions, notes, commandWords, flags, true);
  if (optionForm && optionForm.positionals.length > 0) return optionForm;
  const synopsisForms = laterSynopsisForms(lines, commandWords[0]);
  const belowLabel = formsBelowLabel(lines, commandWords[0]);
  const first = withFormVerbs(
    readForm(usage, notes, commandWords, flags, otherForms.length > 0 || lines.some((line) => /^\s*or:\s/.test(line))),
    formVerbs([usage, ...otherForms], commandWords[0]),
  );
  // ldconfig's man SYNOPSIS, "ldconfig [...] directory ...", then "ldconfig -p"; ispell's "ispell [...] file" above "ispell [...] -l":
  // beside a form of options alone, no operand is required. Not beside a form that only asks for help or the version (interdiff's),
  // nor a sentence that starts with the program's name (jq's man page).
  const optionsAlone =
    first.positionals.length > 0 &&
    [...synopsisForms.map(withoutOptionValues), ...belowLabel].some(
      (form) =>
        /\s-\w/.test(form) && !ONLY_HELP_OR_VERSION.test(form.replace(/^\S+/, '')) && readForm(form, notes, commandWords, flags, true).positionals.length === 0,
    );
  if (optionsAlone) for (const positional of first.positionals) positional.required = false;
  const laterForms = first.positionals.length > 0 ? [] : [...otherForms, ...belowLabel, ...synopsisForms.map(withoutOptionValues)];
  if (laterForms.length === 0) return first;
  // corelist's "corelist -v" first, then a form for each way to call it: the simplest that takes operands.
  const withOperands = laterForms.map((form) => readForm(form, notes, commandWords, flags, true)).filter((form) => form.positionals.length > 0);
  return withOperands.reduce((simplest, form) => (form.positionals.length < simplest.positionals.length ? form : simplest), withOperands[0] ?? first);
}

/**
 * kernel-install's forms "kernel-install [OPTIONS...] add KERNEL-VERSION ...", "... remove KERNEL-VERSION", "... inspect": each starts
 * with a word of its own, bare and in lower case, where the placeholders are in capitals: the verbs of a verb's place.
 */
function formVerbs(forms: readonly string[], program: string | undefined): string[] {
  if (forms.length < 2) return [];
  let capitals = false;
  const words = forms.map((form) => {
    const tokens = tokenizeUsage(form);
    if (program !== undefined && basename(tokens[0] ?? '') === basename(program)) tokens.shift();
    const operands = tokens.filter(
      (token) => !token.startsWith('-') && !/^\[[^\]]*\boptions?\b[^\]]*\]$/i.test(token) && !OPTION_WORD.test(token.replace(/^\[/, '')),
    );
    // Its placeholders in capitals (KERNEL-VERSION) show the word before them is a literal, no placeholder (not "prog [OPTIONS] file").
    capitals ||= operands.slice(1).some((token) => /^[[<]*[A-Z][A-Z0-9_-]+\b/.test(token));
    return operands[0] !== undefined && /^[a-z][a-z0-9-]*$/.test(operands[0]) ? operands[0] : undefined;
  });
  const verbs = [...new Set(words)];
  return capitals && words.every((word) => word !== undefined) && verbs.length >= 2 ? (verbs as string[]) : [];
}

/** The form's first operand, named after its verb, as the verb's place with `verbs`. */
function withFormVerbs(
  form: { positionals: HelpPositional[]; operandsFirst: boolean },
  verbs: readonly string[],
): { positionals: HelpPositional[]; operandsFirst: boolean } {
  const [head, ...rest] = form.positionals;
  if (verbs.length === 0 || head?.name !== toIdentifier(verbs[0]!)) return form;
  return { ...form, positionals: [toVerbPlace(verbs, true, head.afterDoubleDash), ...rest] };
}

/**
 * dmesg's "dmesg --console-level level", enc2xs's "enc2xs -M ModName mapfiles...", ssh-keygen's "ssh-keygen -R hostname": in a
 * later form, the word after an option is taken for its value (a man page's rows may misread which options take one).
 */
function withoutOptionValues(form: string): string {
  const words = form.split(/\s+/);
  return words.filter((word, index) => !(index > 0 && OPTION_WORD.test(words[index - 1]!) && /^[A-Za-z][\w.-]*$/.test(word))).join(' ');
}

function readForm(
  usage: string,
  notes: OperandNotes,
  commandWords: readonly string[],
  flags: ReadonlySet<string>,
  otherForms: boolean,
): { positionals: HelpPositional[]; operandsFirst: boolean } {
  const { sectioned: descriptions, prose: proseDescriptions, argparse } = notes;
  // meow's "<path|glob> …" and "<source …>": an ellipsis character repeats as "..." does.
  const tokens = tokenizeUsage(usage.replace(/\s*\u2026/g, '...'));
  // The usage names the program first, by whatever name it was installed as (mawk for awk,
  // server.py for `python3 -m http.server`), then the command's other words it repeats
  // (timeit's "python timeit.py").
  // python3 -m base64 names its file: "usage: /root/.pyenv/.../base64.py".
  // tsup's "$ tsup [...files]": a shell's prompt before it.
  if (tokens[0] === '$') tokens.shift();
  const named = tokens[0] && /^[\w.+/-]+$/.test(tokens[0]) && !tokens[0].startsWith('-') ? tokens.shift() : undefined;
  // openssl's man page: "openssl enc|cipher [-cipher] ...", the subcommand by either of its names.
  while (tokens[0] !== undefined && tokens[0].split('|').some((word) => commandWords.includes(word.replace(/\.py$/, '')))) tokens.shift();
  // gp-display-src's "gprofng display src [OPTION(S)] TARGET-OBJECT": the words its hyphenated name joins, as the front-end names them.
  const joined = named !== undefined && basename(named) !== basename(commandWords[0] ?? '') ? basename(commandWords[0]!).split('-').slice(1) : [];
  while (joined.length > 0 && tokens[0] === joined[0]) {
    tokens.shift();
    joined.shift();
  }
  // terraform's "terraform [global options] fmt [options] [target...]": the program's own options before the subcommand's name.
  while (/^\[[^\]]*\boptions?\]$/i.test(tokens[0] ?? '') && commandWords.slice(1).includes(tokens[1] ?? '')) tokens.splice(0, 2);
  collapseNumbered(tokens);
  collapseExampleGroups(tokens);
  tokens.splice(0, tokens.length, ...tokens.flatMap(toFlatOptionals));
  // cloc's "<file(s)/dir(s)/git hash(es)> | <set 1> <set 2> | <report files>": forms side by side, the first is read.
  // corelist's "<ModuleName> | /<ModuleRegex>/" is one operand, a pattern in its place.
  const otherForm = tokens.findIndex(
    (token, index) => token === '|' && !/^\/.*\/$/.test(tokens[index + 1] ?? '') && tokens.slice(0, index).some((before) => !before.startsWith('[-')),
  );
  if (otherForm !== -1) {
    tokens.splice(otherForm);
    otherForms = true;
  }

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
        positionals.push({
          name: following,
          required: false,
          variadic: true,
          afterDoubleDash,
          ...(descriptions.get(following) && { description: descriptions.get(following)! }),
        });
      // systemctl's "COMMAND ...": the verb's arguments.
      else if (last?.verbs) positionals.push({ name: 'args', required: false, variadic: true, afterDoubleDash });
      else if (last) last.variadic = true;
      return;
    }
    // git show-branch's "[(<rev> | <glob>)...]": kinds of one operand in parentheses, named by the first.
    const grouped = /^\[\(([^()|]+)\|[^()]*\)(\.\.\.)?\]$/.exec(token);
    if (grouped) {
      add(`[${grouped[1]!.trim()}${grouped[2] ?? ''}]`, true);
      return;
    }
    // recode's "[ [CHARSET] | REQUEST [FILE]... ]": forms in place of each other, all optional; the one with the most operands is read.
    // sipcalc's "<[ADDRESS]... [INTERFACE]... | [-]>": the same in angle brackets.
    const forms = /^\[(.*\|.*)\]$|^<(\[.*\|.*)>$/.test(token) ? splitAlternatives(token.slice(1, -1)) : [];
    // remark's "[path | glob ...]" is one operand of two kinds: a form has two operands at least.
    const operandsOf = (form: string) => tokenizeUsage(form).filter((word) => !/^\[?\.\.\.\]?$/.test(word));
    if (forms.length > 1 && forms.some((form) => operandsOf(form).length > 1) && forms.every((form) => !form.startsWith('-'))) {
      const widest = forms.map(tokenizeUsage).reduce((most, form) => (form.length > most.length ? form : most));
      for (const inner of widest) add(inner.startsWith('[') || inner === '...' ? inner : `[${inner}]`, true);
      return;
    }
    // piconv's "[-s string|file...]": an option and its value, or several operands in their place.
    const orOperands = /^\[-\w+\s+[\w.-]+\s*\|\s*([A-Za-z][\w.-]*\.\.\.)\]$/.exec(token);
    if (orOperands) {
      add(`[${orOperands[1]}]`, true);
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
    // find's expression: primaries read as options, after the operands; tcpdump's "[ expression ]", with no operand before it, is one (round 36).
    if (/^\[?(expression|expr)\]?$/i.test(token) && positionals.length > 0) {
      operandsFirst = true;
      return;
    }
    // bzip2's "[flags and input files in any order]", ack's "[FILES OR DIRECTORIES]": prose about the operands.
    const prose = /^\[([^\]]+)\]$/.exec(token)?.[1]!.split(/\s+/);
    if (prose && prose.length >= 3 && prose.some((word) => /^(and|or|in|any|of)$/i.test(word))) {
      if (prose.some((word) => /^files?$/i.test(word))) positionals.push({ name: 'files', required: false, variadic: true, afterDoubleDash });
      // w3m's "[URL or filename]": one operand of two kinds, named by both (round 36).
      else if (prose.length === 3 && /^or$/i.test(prose[1]!) && !prose.some((word) => word.startsWith('-')))
        positionals.push({ name: toIdentifier(prose.join('_')), required: false, variadic: next === '...', afterDoubleDash });
      return;
    }
    // git verify-pack's "<pack>.idx...": a placeholder and the extension of its file, named by the placeholder.
    const extended = /^(\[?)(<[\w-]+>)\.[a-z\d]+(\.\.\.)?(\]?)$/.exec(token);
    if (extended) {
      add(`${extended[1]}${extended[2]}${extended[3] ?? ''}${extended[4]}`, optional, next);
      return;
    }
    // cscope's "[source files]", cabextract's "<cabinet file(s)>": files of a kind, named in words, are the files.
    const kindOfFiles = /^([[<])(?:[a-z]+ )+(files?)(\.\.\.)?[\]>]$/.exec(token);
    if (kindOfFiles && (kindOfFiles[2] === 'files' || kindOfFiles[3])) {
      positionals.push({ name: 'files', required: kindOfFiles[1] === '<' && !optional && !otherForms, variadic: true, afterDoubleDash });
      return;
    }
    // cloc's "<file(s)/dir(s)/git hash(es)>": kinds of one operand, named by the first.
    const slashed = /^<([^/>\s]+)\/[^>]*>$/.exec(token);
    if (slashed) {
      // arping's "<host/ip/MAC | -B>": an option in its place, so the operand may be left out.
      add(slashed[1]!.endsWith('...') ? `<${slashed[1]!.slice(0, -3)}>...` : `<${slashed[1]}>`, optional || /\|\s*-\w/.test(token), next);
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
    // go list's "[list flags] [build flags]": options of a kind, no operand.
    if (phrase && /^(flags|options)$/.test(phrase[3]!)) return;
    if (phrase && !phrase[2]!.trim().endsWith('s')) {
      const qualifiers = phrase[2]!.trim().split(' ');
      const byNoun = qualifiers.length > 1 || /ed$/.test(qualifiers[0]!);
      positionals.push({ name: byNoun ? phrase[3]! : `${qualifiers[0]}_${phrase[3]}`, required: phrase[1] === '<', variadic: true, afterDoubleDash });
      return;
    }
    // jsonnetfmt's "{<option>} { <filename> }": braces around one placeholder repeat it, none or more times (EBNF).
    // fc-list's "{element ...}": the same, a bare name and its dots in the braces.
    const braced = /^\{\s*<([\w-]+)>\s*\}$/.exec(token)?.[1] ?? /^\{\s*([a-z][\w-]*)\s*\.\.\.\s*\}$/.exec(token)?.[1];
    if (braced) {
      if (!/^(options?|flags?)$/i.test(braced)) add(`[<${braced}>...]`, true);
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
    // datamash's "op [fld] [op fld ...]": a group that repeats the operands before it makes them one list, named by the first.
    const repeated = /^\[([\w-]+)(?:\s+[\w-]+)*\s*\.\.\.\]$/.exec(token);
    const from = repeated ? positionals.findIndex((positional) => positional.name === toPositional(repeated[1]!, afterDoubleDash)?.name) : -1;
    if (from !== -1) {
      const first = positionals[from]!;
      positionals.splice(from, positionals.length, { ...first, variadic: true });
      return;
    }
    // GOption's "[INPUT FILE]" (gdk-pixbuf-thumbnailer): words in capitals that end in a kind of name are one operand.
    const spaced = /^\[([A-Z]+(?: [A-Z]+)* (?:FILE|DIR|DIRECTORY|PATH|NAME|URI|URL))\]$/.exec(token);
    if (spaced) {
      add(`[${spaced[1]!.replaceAll(' ', '_')}]`, true, next);
      return;
    }
    // [zipfile list], [infile [outfile]]: each word of the group is its own optional positional.
    const group = /^\[([^\]|{<(]*\s[^|{<(]*)\]$/.exec(token);
    // pngcrush's "[options except for -e -d]": words about the options.
    // curl's "[options / URLs]" is options or operands.
    if (group && /^(options?|flags?|switches)\b(?!\s*(\/|\||or\b|and\b))/i.test(group[1]!.trim())) return;
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
    // systemd-inhibit's "[COMMAND] [ARGUMENTS...]", gpg-agent's "[command [args]]": the same, both optional.
    const runs =
      (/^<?command>?$/i.test(token) && (next === undefined ? tokens.length > 1 : COMMAND_ARGUMENTS.test(next))) ||
      (/^\[<?command>?\]$/i.test(token) && next !== undefined && followsOptionalCommand(next));
    const positional = runs
      ? { name: 'command', required: !token.startsWith('['), variadic: false, afterDoubleDash }
      : followsOptionalCommand(token) && positionals.at(-1)?.name === 'command'
        ? { name: 'args', required: false, variadic: true, afterDoubleDash }
        : toPositional(token, afterDoubleDash, positionals.length > 0);
    // A COMMAND read as a subcommand's place ("prog COMMAND [ARGS]", loginctl's "{COMMAND} [NAME...]"): a verb's place, kept
    // where the help lists the verbs (parse-help); the operands after it are the verb's.
    if (!positional) {
      if (!positionals.some((earlier) => earlier.verbs) && /^\{?<?(command|subcommand|cmd)>?\}?$/i.test(token))
        positionals.push(toVerbPlace([], !optional && !otherForms, afterDoubleDash));
      return;
    }
    // gprofng collect app's "TARGET [TARGET_ARGUMENTS]", systemd-socket-activate's "[OPTIONS...] daemon [OPTIONS...]": an
    // operand the usage gives arguments or options of its own is a program it runs.
    if (next !== undefined && givesItsOwnArguments(token, next, tokens)) positional.runsValue = true;
    // hardlink's "<directory>|<file> ...": several files and folders are paths.
    if (next === '...' && FILE_OR_FOLDER.test(token)) positional.name = 'path';
    if (optional || otherForms) positional.required = false;
    // argparse's "FILE|DIR" is one name, as its section of positional arguments writes it.
    const whole = toIdentifier(token.replace(/[[\]<>]|\.\.\./g, ''));
    if (whole !== positional.name && whole.includes('_') && descriptions.has(whole)) positional.name = whole;
    // spm_normalize's "files", webpinfo's "in_files", rcc's "inputs": a bare plural of files is several, unless argparse
    // wrote it (it writes several as "files [files ...]").
    if (BARE_FILES.test(token) && !argparse) positional.variadic = true;
    // rsync's "SRC [SRC]...", eslint's "file.js [file.js]", venv's "ENV_DIR [ENV_DIR ...]": one list.
    const last = positionals.at(-1);
    // flake8's "file file ...": the same operand twice, then dots, is one list too; perltidy's "file1 file2 file3 ..." numbered.
    // mediainfo's "FileName1 [Filename2...]" too (cmp's "FILE1 FILE2" are two: the dots make them a list).
    const numbered = next === '...' || positional.variadic ? /^([a-z]+)\d+$/.exec(positional.name)?.[1] : undefined;
    const firstNumbered = numbered ? positionals.findIndex((earlier) => new RegExp(`^${numbered}\\d+$`).test(earlier.name)) : -1;
    if (firstNumbered !== -1) {
      positionals.splice(firstNumbered, positionals.length, { ...positionals[firstNumbered]!, name: numbered!, variadic: true });
      return;
    }
    // git diff-tree's "<tree-ish> [<tree-ish>] [<path>...]": before a list, the one repeated is two operands, no list.
    const dots = next !== undefined && /^\[?\.\.\.\]?$/.test(next);
    const beforeList = next !== undefined && !dots && /\.\.\.\]?$/.test(next);
    if (last && last.name === positional.name && (dots || (!positional.required && !beforeList))) {
      last.variadic = true;
      return;
    }
    positional.description ??= descriptions.get(positional.name) || proseDescriptions.get(positional.name) || undefined;
    positionals.push(positional);
  };
  const takingNextWord = optionsTakingNextWord(tokens, 0, flags);
  for (const [index, token] of tokens.entries()) {
    // purgecss's "--css <css...> --content <content...>": a placeholder after an option the help does not list as a flag is its value.
    const option = tokens[index - 1];
    // jlink's "--add-modules <module>[,<module>...]": the placeholder of a list joined by commas, too.
    if (option !== undefined && OPTION_WORD.test(option) && !flags.has(option) && /^<[^>]+>(\[[,:;]<[^>]+>(\.\.\.)?\])?$/.test(token)) continue;
    // json2ts's "[--input, -i] [IN_FILE]": the value of the option named before it.
    if (option !== undefined && NAMES_ALONE.test(option) && NAMES_VALUE.test(token)) continue;
    if (takingNextWord.has(index - 1)) continue;
    // jdupes's "FILES and/or DIRECTORIES...": two kinds of one operand, named by the first, several if the second is.
    if (/^(and\/or|or)$/i.test(option ?? '') && positionals.length > 0) {
      if (/\.\.\.\]?$/.test(token)) positionals.at(-1)!.variadic = true;
      continue;
    }
    if (/^(and\/or|or)$/i.test(token) && positionals.length > 0) continue;
    add(toDottedPlural(token), false, tokens[index + 1]);
  }
  // flake8's "file file ..." above argparse's section that names "filename": a usage written by hand counts them, the section names them.
  const sectioned = [...descriptions.keys()];
  if (sectioned.length > 0 && sectioned.length === positionals.length && positionals.every((positional) => !descriptions.has(positional.name)))
    return {
      positionals: positionals.map((positional, index) => ({
        ...positional,
        name: sectioned[index]!,
        description: descriptions.get(sectioned[index]!) || undefined,
      })),
      operandsFirst,
    };
  return { positionals, operandsFirst };
}
