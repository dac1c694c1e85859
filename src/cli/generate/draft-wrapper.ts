// Turns parsed help into a draft wrapper: one tool per command, an argument per option (typed from
// its placeholder, enums from its choices, arrays when it may repeat) and per positional (arrays
// for FILE..., behind "--", paths kept inside the roots), annotations guessed conservatively.
import { basename } from 'node:path';
import { stringify } from 'yaml';
import { flagOf, type HelpOption, type HelpPositional, type HelpSubcommand, type ParsedHelp } from './help-types.js';
import { choicesIn, choicesOf, conventionalChoices } from './find-choices.js';
import { describesRepeats, namesSeveral, showsRepeats } from './describes-repeats.js';
import { readGatheredValue } from './gathers-values.js';
import { firstSentence } from './read-summary.js';
import { toIdentifier } from './to-identifier.js';
import { guessAnnotations } from './guess-annotations.js';
import { isReadOnlyVerb, saysItOnlyReads } from './classify-command.js';
import { toCommandSubject, toPlaceholderWord, type SafetyRule, type SafetySubject } from './safety-match.js';
import { findSafetyRule } from './safety-rules.js';

export interface HelpSource {
  /** The program and its subcommands: the tool's command. */
  words: string[];
  /** The command line that printed the help. */
  helpCommand: string[];
  help: ParsedHelp;
}

export interface Draft {
  text: string;
  /** Options that need a person: they take several values. */
  leftOut: string[];
  /** Options left out because they change the system, run another program or need a terminal. */
  unsafe: string[];
}

type Argument = Record<string, unknown>;

/** NUM, COLS, MAX-ARGS, lame's `-b bitrate`, xxd's `-c cols`, ssh-keygen's `-b bits`, openssl's `+int`, `intmax` and `nonneg`, nc's `-w timeout`, `-p source_port`, `-W recvlimit`, join's FIELD, compileall's RECURSION and WORKERS, yaml's `--indent 2` (an example), objcopy's `<index>`, icdiff's TABSIZE, doctoc's qty, pod2usage's exitval, highlight's `<cnt>`, hxnormalize's `linelen`, elfedit's `[0-255]` and ms_print's `<4..1000>` (ranges), LLVM's `<ulong>`, iperf3's `#` (round 36). */
const INTEGER_PLACEHOLDERS =
  /^(n|num|number|count|cnt|\w+len|int|integer|lines?|depth|width|height|cols|columns|jobs|workers|threads|max|min|level|recursion|rounds|bits|bytes|len|length|off|offset|retries|interval|timeout|index|tab-?size|nonneg|qty|quantity|exit-?(val|value|code|status)|u?int(8|16|32|64|max)?|u?long|u?short|\d+-\d+|\d+\.\.\d+|(max|min)[-_](?!version|[\w-]*size)[\w-]+|(\w+[_-])?(port|ttl|limit|length|lines|width|height|depth|count|offset)|superblock|(\w+[_-])?(block|sector|inode|cluster)[_-]?size|fd|quality|threshold|(min|max|recv|send)(ttl|limit)|days|hours|minutes|ms|millis|milliseconds|pid|(\w+[_-])?(bitrate|kbps|dpi)|\d+|iterations|spaces|num[_-]\w+|#)$/i;
/** Placeholders that say nothing of the value: ARG, VALUE, a letter. */
const GENERIC_PLACEHOLDER = /^(arg|argument|val|value|[a-z])$/i;
/** setcap's `-n <rootuid>`, unshare's `--map-user=uid`: a user's or group's number, where the help does not say a name will do (setpriv's "given as a textual login name"). */
const ID_PLACEHOLDER = /^(\w+[_-]|root)?[ug]id$/i;
/** hyperfine's `--parameter-step-size <DELTA>`, pdftoppm's `-r <fp>` (a floating-point number), ms_print's `--threshold=<m.n>`, ImageMagick's `-swirl degrees`, `-charcoal radius`, `-polaroid angle` (round 35). */
const NUMBER_PLACEHOLDERS = /^(float(32|64)?|double|decimal|ratio|sec|secs|seconds|delta|step|fp|real|m\.n|radius|degrees|angle|epsilon)$/i;
/** "use this number of spaces" (json.tool's --indent INDENT), rollup's "How many files to read in parallel" (not concurrently's "How many processes ... or a percent of CPUs"), lrzip's "Set processor count", "this many spaces" (csvjson), "increase the maximum parser depth" (xsltproc), icdiff's "the first N lines", dwebp's "(in 0..100)", "Maximum number of retries" (pip), "(number of spaces)" (ast), "Max line length" (html-minifier-terser), "sequences of the specified length" (llvm-strings). */
const COUNTS =
  /^(the )?((maximum|minimum|max|min) )?number of\b|^how many\b(?!.*\bpercent)|\b(processor|thread|cpu|core)s? count\b|\bthis (number of|many)\b|\bthe (maximum|minimum) (\w+ )?(depth|length|width|count)\b|\bthe (first|last) N\b|\(in \d+\s*\.\.\s*\d+\)|\((the )?number of\b|^(maximum|minimum|max|min) (\w+ )?(length|width|depth|count)$|\(in (milliseconds|ms)\)|\b(the )?specified number of\b|\bof the specified (length|width|depth|count)\b|^(sets?|changes?|defines?) the number of\b|\(between -?\d+ and -?\d+\)|^(start|end|first|last) line\b|\bmust be an integer\b(?! or)|(^|\b(size|limit|memory|ram|cache|window|buffer)\b[^.;]*\b)in (hundreds of )?(KiB|MiB|KB|MB|GB)\b|\bin (kbps|pixels)\b/i;
/** losetup's `--output <cols>` "specify columns to output": the columns' names, no count of them (xxd's `-c cols` "format <cols> octets per line" and csvlook's "The maximum number of columns to display" are counts). */
const NAMES_COLUMNS =
  /^((specify|select|choose|set|define)s? )?(the |which )?columns to (output|print|show|display|list)\b|\b(?<!number of )(output|which|selected) columns\b/i;
/** What a count counts, after its placeholder (not bytes: split's and truncate's SIZE takes a unit, 10K). */
const COUNTED_UNITS = '(columns|lines|characters|chars|spaces|pages|digits|levels|items|entries|times|pixels)';
/** hexyl's "The N argument can also include a unit (kB, MiB)", shred's "(suffixes like K, M, G accepted)", json5's "number of spaces ... or 't' for tabs", docker logs' "Number of lines ... (default "all")": a count with a suffix or a word is a text. */
const TAKES_UNIT =
  /\b(include|includes|take|takes|accept|accepts|with|have|has)\b[^.;]*\b(a )?(unit|suffix|size suffix)\b|\bsuffix(es)?\b[^.;]*\b(can|may) be (given|used|added|appended)\b|\bsuffix(es)? (like|such as)\b|\bor '[^']+' for\b|\(default "[a-z][\w-]*"\)/i;
/** csvcut's -c COLUMNS "A comma-separated list of column indices, names or ranges": a list in one word, no count. */
const LIST_VALUE = /^(a |the )?((comma|space|colon)[- ](separated|delimited) )?list of\b|\b(comma|colon)[- ](separated|delimited) (list|values|names)\b/i;
/** A description that points to the option before it: "Similar, but ...", "Same as above, but ...", lspci's "As above, but ...". */
const SAME_AS_PREVIOUS = /^(similar|(same )?as (above|the previous( option)?)|like the (above|previous)|likewise)\b/i;
/** enscript's -d "an alias for option --printer", cg_diff's --mod-funcname "like --mod-filename, but applied to function names", vim's --remote-silent "As --remote, but without the warning": judged as the option it names. */
const ALIAS_OF = /^(?:an? )?(?:alias|synonym|shortcut) (?:for|of) (?:the )?(?:option )?(--?[\w-]+)|^same as (--?[\w-]+)\.?$|^(?:like|as) (--?[\w-]+),? but\b/i;
/** `<old>=<new>`, `var=value`, `KEY=VALUE`, a value that may follow (`KEY[:VALUE]`, `<var>[=<val>]`; not img2pdf's `L[:L]`, a length or two): a pair sets one name each time it is given (objcopy's --redefine-sym, awk's -v, restic's --option, a2ps's --define, jsonnet's --ext-str). */
const NAME_VALUE_PAIR = /^<?([A-Za-z][\w-]*)>?(=<?[A-Za-z][\w-]*>?|\[(=|:|:\[:\])<?(?!\1>?\])[A-Za-z][\w-]*>?\])$/;
/** pflag's list types, and docker's `filter` (a cobra value type of its own that gathers: "pass multiple flags", its documentation says). */
const ARRAY_TYPES = /^(strings|stringArray|stringSlice|intSlice|uintSlice|filter)$/;

/** Whether an option's placeholder names a number (`N`, `<int>`, `<ulong>`, `seconds`), whatever its description says. */
export function namesANumber(value: string): boolean {
  const placeholder = toPlaceholderWord(value);
  return INTEGER_PLACEHOLDERS.test(placeholder) || NUMBER_PLACEHOLDERS.test(placeholder);
}

export function toDraftWrapper(sources: readonly HelpSource[], header: string[]): Draft {
  const leftOut: string[] = [];
  const unsafe: string[] = [];
  const tools: Record<string, unknown> = {};
  for (const source of sources) {
    const name = toToolName(source.words);
    const usedNames = new Set<string>(['run_dir']);
    // An operand keeps its own name: an option of the same name (curl's --url beside its URL) yields.
    const operandNames = new Set(source.help.positionals.map(operandNameOf));
    const argumentsByName: Record<string, Argument> = {};
    const add = (wanted: string, argument: Argument): string => {
      const avoided = argument.positional ? usedNames : new Set([...usedNames, ...operandNames]);
      let unique = wanted;
      for (let index = 2; avoided.has(unique); index++) unique = `${wanted}_${index}`;
      usedNames.add(unique);
      argumentsByName[unique] = argument;
      return unique;
    };
    /** Safe modes the command always carries (sqlite3 -safe). */
    const alwaysOn: string[] = [];
    /** What the user is asked before each run, from the rules that want a confirmation. */
    const questions: string[] = [];
    const commandRule = findSafetyRule(
      { ...toCommandSubject(source.words, source.help.isDangerous), ...(source.help.summary && { description: source.help.summary }) },
      source.words,
    );
    if (commandRule?.action === 'confirm') questions.push(`Run \`${source.words.join(' ')}\`? (${commandRule.why})`);
    // A program a rule leaves out whole (useradd: every run changes the machine's accounts): only the options that say they read, no operand.
    const programLeftOut = commandRule?.action === 'leave-out' ? commandRule : undefined;
    const addOptions = () => {
      let previous: SafetyRule | undefined;
      const names = source.help.options.flatMap((option) => [option.long, option.short].filter((flag) => flag !== undefined));
      for (const option of source.help.options) {
        const flag = flagOf(option);
        // journalctl's --smart-relinquish-var "Similar, but NOP if ...": left out as the option it is said to be like.
        const likePrevious = previous?.action === 'leave-out' && SAME_AS_PREVIOUS.test(option.description);
        const targetRule = ruleOfAliased(option, source.help.options, names, source.words);
        const rule =
          programLeftOut && !saysItOnlyReads(option.description)
            ? programLeftOut
            : likePrevious
              ? previous
              : targetRule?.action === 'leave-out'
                ? targetRule
                : findSafetyRule(toOptionSubject(option, names), source.words);
        previous = rule;
        if (rule?.action === 'leave-out') {
          unsafe.push(`${name}: ${flag} (${rule.why})`);
          continue;
        }
        if (rule?.action === 'always-on') {
          alwaysOn.push(flag);
          continue;
        }
        const argument = toOptionArgument(option, rule?.action === 'path');
        if (argument) add(optionName(option), argument);
        else leftOut.push(`${name}: ${flag} (takes several values)`);
      }
    };
    // Declaration order is argv order: find reads its paths before its expression.
    if (!source.help.operandsFirst) addOptions();
    // "--" where the usage puts it (git's [--] <pathspec>...), else, where the text says "--" ends the
    // options, before a list that is the first operand: after another operand POSIX programs (mawk)
    // read it as a file and jq 1.6 only takes it there. Without that proof none: a parser of its own
    // (cmark, cppcheck, an old commander) refuses it, and an operand without it is only guarded (a
    // value that starts with "-" is refused). After an operand left out, the later ones are left out
    // too: they would take its place.
    let optionsEnded = false;
    // git rev-list's "<commit>... [--] [<path>...]": "--" goes where the usage writes it, never before the commits.
    // git show's objects, read from its own form beside git log's "[[--] <path>...]": no "--" before them.
    const writesDoubleDash = source.help.doubleDashSeparates === true || source.help.positionals.some((positional) => positional.afterDoubleDash);
    let operandLeftOut: string | undefined;
    for (const [index, operand] of source.help.positionals.entries()) {
      let positional = operand;
      // A verb's place offers the verbs that only read, and names the others.
      if (positional.verbs && operandLeftOut === undefined && !programLeftOut) {
        const offered = positional.verbs.filter((verb) => isReadOnlyVerb(source.words, verb));
        const withheld = positional.verbs.filter((verb) => !offered.includes(verb)).map((verb) => verb.name);
        if (withheld.length > 0)
          unsafe.push(
            `${name}: <${positional.name}> ${withheld.join(' ')} (${offered.length > 0 ? 'verbs that may change things; it offers those that read' : 'its verbs may change things'})`,
          );
        if (offered.length === 0) {
          operandLeftOut = positional.name;
          continue;
        }
        positional = { ...positional, choices: offered.map((verb) => verb.name), description: describeVerbs(offered) };
      }
      const rule = programLeftOut
        ? programLeftOut
        : positional.verbs
          ? undefined
          : findSafetyRule(
              {
                kind: 'operand',
                names: [positional.name],
                ...(positional.description && { description: positional.description }),
                ...(positional.runsValue && { runsValue: true }),
              },
              source.words,
            );
      if (operandLeftOut !== undefined || rule?.action === 'leave-out') {
        operandLeftOut ??= positional.name;
        unsafe.push(`${name}: <${positional.name}> (${rule?.action === 'leave-out' ? rule.why : `it follows <${operandLeftOut}>`})`);
        continue;
      }
      // Each operand written after "--" carries it (dpkg-query's packages, patterns, file: any one may be the only one
      // given); the argv gets it once, before the first given.
      const endsOptions: boolean =
        !source.help.operandsFirst &&
        !source.help.refusesDoubleDash &&
        (positional.afterDoubleDash || (source.help.documentsDoubleDash === true && !optionsEnded && positional.variadic && index === 0 && !writesDoubleDash));
      optionsEnded ||= endsOptions;
      const added = add(operandNameOf(positional), toPositionalArgument(positional, endsOptions, rule?.action === 'path'));
      if (rule?.action === 'confirm')
        questions.push(`Run \`${source.words.join(' ')}\` with this ${positional.name.replaceAll('_', ' ')}? {${added}} (${rule.why})`);
    }
    if (source.help.operandsFirst) addOptions();
    if (source.help.readsStdin) add('stdin', { type: 'string', stdin: true, description: 'Text for the program to read on standard input, instead of files.' });
    tools[name] = {
      description: describeTool(source),
      command: [...source.words, ...alwaysOn],
      ...(questions.length > 0 && { confirm: questions.join(' ') }),
      annotations: guessAnnotations(source.words, questions.length > 0),
      ...(Object.keys(argumentsByName).length > 0 && { arguments: argumentsByName }),
    };
  }
  const program = basename(sources[0]!.words[0]!);
  const comments = [
    ...header,
    ...(leftOut.length > 0 ? [`Left out (they take several values; map them by hand): ${leftOut.join(', ')}`] : []),
    ...(unsafe.length > 0
      ? [`Left out by the safety rules (src/cli/generate/safety-rules.ts; add one by hand only if an agent should have it): ${unsafe.join(', ')}`]
      : []),
  ];
  const body = stringify({ name: toToolName([program]), version: '0.1.0', draft: true, tools }, { lineWidth: 0 });
  return { text: `${comments.map((line) => `# ${line}`.trimEnd()).join('\n')}\n${body}`, leftOut, unsafe };
}

/** What each verb offered does, for the agent choosing one. */
function describeVerbs(verbs: readonly HelpSubcommand[]): string {
  return `What to do: ${verbs.map((verb) => (verb.description ? `${verb.name} (${verb.description.replace(/[.:;]$/, '')})` : verb.name)).join(', ')}.`;
}

/** FILE... holds files, DIRECTORY... directories, msgcat's INPUTFILE... and jpegoptim's <filenames> files: the plural also keeps it apart from a --file option. */
function operandNameOf(positional: HelpPositional): string {
  const { name } = positional;
  if (positional.variadic && /^(filename|inputfile|infile|filenames)$/.test(name)) return 'files';
  if (!positional.variadic || (name.endsWith('s') && !name.endsWith('ss'))) return name;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return /(x|ch|sh|ss)$/.test(name) ? `${name}es` : `${name}s`;
}

function isOptionalSwitch(long: string, value: string, description: string): boolean {
  const placeholder = toPlaceholderWord(value);
  if (/^bool(ean)?$/i.test(placeholder)) return true;
  // Not "--log [LOG]  Enables logging to the given file": a value named there is a value.
  return (
    placeholder === long.replace(/^-+/, '').replaceAll('-', '_').toUpperCase() &&
    /^(if true\b|enables?\b|disables?\b)/i.test(description) &&
    !/\b(given|specified|named)\b|\b(to|in|into|from) (a |the )?(file|path|dir|directory|folder)\b/i.test(description)
  );
}

/** The rule of the option another's description names as its like (vim's --remote-wait-silent "As --remote-wait, but ...", which is "As --remote, but ..."), followed a few steps. */
function ruleOfAliased(option: HelpOption, options: readonly HelpOption[], names: readonly string[], words: readonly string[]): SafetyRule | undefined {
  let current = option;
  for (let step = 0; step < 3; step++) {
    // A man page's justified lines: "As  --remote,  but".
    const aliased = ALIAS_OF.exec(current.description.replace(/\s+/g, ' '))?.slice(1).find(Boolean);
    const target = aliased && options.find((other) => other !== current && (other.long === aliased || other.short === aliased));
    if (!target) return undefined;
    const rule = findSafetyRule(toOptionSubject(target, names), words);
    if (rule) return rule;
    current = target;
  }
  return undefined;
}

export function toOptionSubject(option: HelpOption, commandNames: readonly string[]): SafetySubject {
  const names = [option.long, option.short].filter((flag) => flag !== undefined);
  return {
    kind: 'option',
    names,
    siblings: commandNames.filter((name) => !names.includes(name)),
    ...(option.value && !/^(bool|true|false)$/.test(option.value) && { placeholder: option.value }),
    description: option.description,
    ...(option.isDangerous && { isDangerous: true }),
    ...(option.runsValue && { runsValue: true }),
    ...(option.value && { choices: choicesOf(option.value) ?? choicesIn(option.description, toPlaceholderWord(option.value)) ?? option.choices ?? [] }),
  };
}

function toOptionArgument(option: HelpOption, namesFile: boolean): Argument | undefined {
  // commander's "<files...>": one value after each flag, gathered.
  const gathered = readGatheredValue(option.value);
  if (gathered) return toOptionArgument({ ...option, value: gathered, repeats: true }, namesFile);
  // dateutils' "--input-format=STRING...  Input format, can be used multiple times": the dots say the flag repeats, one value each time.
  const repeatedWord = /^([A-Z][A-Z_-]*)\.\.\.$/.exec(option.value ?? '');
  if (repeatedWord && describesRepeats(option.description)) return toOptionArgument({ ...option, value: repeatedWord[1]!, repeats: true }, namesFile);
  const flag = flagOf(option);
  const description = firstSentence(option.description, 200) || `The ${flag} option.`;
  // tic's "-w[n]", git's "-n[<n>]": a value only glued to the letter (-w40), so the value is offered glued (`glued: true`).
  // terraform's `-write=false  Don't write to source files`: a Go boolean that is on unless turned off so.
  if (option.inline && /^(true|false)$/.test(option.value ?? '')) return { type: 'boolean', flag, falseFlag: `${flag}=false`, description };
  // ctags' "--filter[=(yes|no)]": the flag alone says yes, `=no` says no.
  const switched = option.optionalValue && option.long ? /^[({]?(yes|true|on)[|,](no|false|off)[)}]?$/.exec(option.value ?? '') : null;
  if (switched) return { type: 'boolean', flag, falseFlag: `${flag}=${switched[2]}`, description };
  // systemd's "--man[=BOOL]", cmake-format's argparse "--use-tabchars [USE_TABCHARS]  If true, ...": a switch, on alone.
  if (
    option.long &&
    option.value &&
    (option.optionalValue || /^\[[^\]]+\]$/.test(option.value)) &&
    isOptionalSwitch(option.long, option.value, option.description)
  )
    return { type: 'boolean', flag, falseFlag: `${flag}=false`, description };
  if (!option.value || option.value === 'bool') {
    const negated = option.negatable ? flag.replace(/^(--?)/, flag.startsWith('--') ? '--no-' : '-no') : undefined;
    return { type: 'boolean', flag, ...(negated && { falseFlag: negated }), description };
  }
  // pgrep's <PGID,...>, ctags's <map>[,<map>[...]]: values joined by commas in one argument, a text.
  // git diff's --dirstat[=<param1,param2>...], --stat[=<width>[,<name-width>[,<count>]]]: its parts joined by commas, a text too.
  const commaList = /^(\w[\w-]*)>?(,\.\.\.|\[,|,\w)/.exec(toPlaceholderWord(option.value));
  // --dirstat's "<param1,param2>...": the dots repeat the parts inside one value (llvm-nm's "<arch1[,arch2,...]>" may be given again).
  const joinedParts = /^\w[\w-]*,\w/.test(toPlaceholderWord(option.value));
  const placeholder = commaList?.[1] ?? toPlaceholderWord(option.value);
  if (/\s/.test(placeholder) || placeholder.endsWith('...')) return undefined;
  const listed = choicesOf(option.value) ?? choicesIn(option.description, placeholder) ?? option.choices ?? conventionalChoices(flag, placeholder);
  // csvlook's -y SNIFF_LIMIT 'Specify "0" to disable sniffing entirely, or "-1" to sniff the entire file': a quantity's special values, not its only ones.
  const choices = listed?.every((choice) => /^-?\d+$/.test(choice)) && INTEGER_PLACEHOLDERS.test(placeholder) ? undefined : listed;
  const word = placeholder.replace(/\W/g, '');
  // "merge at most NMERGE inputs" (sort); a file ("names specified in file F": du, wc) is no count.
  const bounded = /^[A-Z]/.test(word) && new RegExp(`\\b(at most|at least|up to) ${word}\\b`).test(option.description);
  // pr's "PAGE_WIDTH (72) characters", "MARGIN (zero) spaces", "COLUMN columns": a number of a unit.
  const measures = /^[A-Z]/.test(word) && new RegExp(`\\b${word}\\b(\\s*\\([^)]*\\))?\\s+${COUNTED_UNITS}\\b`).test(option.description);
  // objdump's --start-address=ADDR, llvm-objdump's --stop-address=address: where in memory, a number (rsync's --address=ADDRESS is a host's).
  const locates = /^addr(ess)?$/i.test(placeholder) && /^--(start|stop|end)-address$/.test(flag);
  // join's -1 FIELD counts fields, as POSIX's short options do; journalctl's --field=FIELD, top's --sort-override=FIELD name one.
  const numbersField = /^field$/i.test(placeholder) && !option.long;
  // kramdown's `--line-width ARG`, guetzli's `--quality Q`, a value a probe found (VALUE): the name says what the placeholder does not.
  const kindWords =
    GENERIC_PLACEHOLDER.test(placeholder) &&
    option.long &&
    !/\b(range|list|percent)\b/i.test(option.description) &&
    !/time|ratio|mem|rate|delay/i.test(option.long)
      ? [placeholder, option.long.replace(/^-+/, '')]
      : [placeholder];
  const counts =
    !commaList &&
    // gs's -g<width>x<height>, "page size in pixels": two numbers in one word.
    !/^<\w+>x<\w+>$|^[A-Z]+x[A-Z]+$/.test(option.value) &&
    !namesFile &&
    !TAKES_UNIT.test(option.description) &&
    !LIST_VALUE.test(option.description) &&
    !NAMES_COLUMNS.test(option.description) &&
    (kindWords.some((word) => INTEGER_PLACEHOLDERS.test(word)) ||
      (ID_PLACEHOLDER.test(placeholder) && !/\b(names?|textual)\b/i.test(option.description)) ||
      numbersField ||
      bounded ||
      measures ||
      locates ||
      COUNTS.test(option.description));
  // a2ps's "--font-size=SIZE  use font SIZE (float)": the kind in parentheses after the placeholder.
  const floats =
    kindWords.some((word) => NUMBER_PLACEHOLDERS.test(word)) ||
    /(\S+) \((float|floating[- ]point|real|decimal)\)/.exec(option.description)?.[1] === placeholder;
  const type = choices ? 'string' : (option.valueType ?? (counts ? 'integer' : floats ? 'number' : 'string'));
  const value: Argument = { type, ...(choices && { enum: choices }) };
  const repeats =
    (!joinedParts && option.repeats === true) ||
    NAME_VALUE_PAIR.test(option.value) ||
    ARRAY_TYPES.test(placeholder) ||
    describesRepeats(option.description) ||
    showsRepeats(
      option.description,
      [option.long, option.short].filter((name) => name !== undefined),
    ) ||
    (!commaList && !joinedParts && !choices && namesSeveral(option.description, placeholder)) ||
    (/^x?list$/.test(placeholder) && !option.long) ||
    // commander's "(default: [])": the option gathers its values, unless given in one word (ncu's --format "comma-delimited values").
    (/\(default: \[\]\)/.test(option.description) && !/\bcomma[- ](delimited|separated)\b/i.test(option.description));
  const gluedToLetter = (option.optionalValue || option.gluedToLetter === true) && !option.long;
  const token = !gluedToLetter && (option.inline || option.optionalValue) ? `${flag}=` : flag;
  const described = description.includes(placeholder) ? description : `${description} (${placeholder})`;
  // A file a program is told to read or write stays inside the roots (a source or the safety rules say which).
  const isPath = option.path === true || (namesFile && type === 'string' && !choices);
  const mapping = { flag: token, ...(gluedToLetter && { glued: true }) };
  const base = repeats ? { type: 'array', items: value, ...mapping } : { ...value, ...mapping };
  return { ...base, ...(isPath && { path: true }), description: described };
}

function toPositionalArgument(positional: HelpPositional, endsOptions: boolean, namesFile: boolean): Argument {
  const words = positional.name.replaceAll('_', ' ');
  // sar's "[ <interval> [ <count> ] ]": a number of seconds and of reports, colrm's "[startcol [endcol]]" columns (a NUM, PORT or PID
  // operand is often given as text: numfmt's "1K", nc's service names).
  const counts = !positional.choices && !namesFile && /^(interval|count|delay|(start|end|first|last)_?(col|column|line)|col|column)$/.test(positional.name);
  const value: Argument = { type: counts ? 'integer' : 'string', ...(positional.choices && { enum: positional.choices }) };
  return {
    ...(positional.variadic ? { type: 'array', items: value } : value),
    ...(positional.required && { required: true }),
    ...(positional.required && positional.variadic && { minItems: 1 }),
    positional: true,
    ...(endsOptions && { endOfOptions: true }),
    ...((positional.path === true || (namesFile && !positional.choices)) && { path: true }),
    description: positional.description ?? `The ${words}${positional.variadic ? ' (one or more)' : ''}.`,
  };
}

function optionName(option: HelpOption): string {
  // mediainfo's --Output, tsc's --noEmit, nmap's -sT: a name keeps its capitals, as a short option's letter does (-L beside -l).
  if (option.long) return toIdentifier(option.long.replace(/^-+/, ''), { keepCase: /[A-Z]/.test(option.long) }) || 'option';
  const letter = option.short!.slice(1);
  if (/^[A-Za-z]$/.test(letter)) return letter;
  // ls -1, gzip -9: named after what they do, from the description ("list_one_file_per_line_1").
  const words = toIdentifier(option.description.split(/[.;(]/)[0]!.split(/\s+/).slice(0, 5).join(' '));
  const suffix = letter.replace(/[^A-Za-z0-9]/g, '') || 'x';
  return words && !/^\d/.test(words) ? `${words}_${suffix}` : `option_${suffix}`;
}

function describeTool(source: HelpSource): string {
  const command = source.words.join(' ');
  const summary = source.help.summary ? `${source.help.summary.replace(/[.;:]*$/, '.')} ` : '';
  return `${summary}Runs \`${command}\` and returns what it prints. (Drafted from \`${source.helpCommand.join(' ')}\`: say when to use it.)`;
}

/** The tool name of a command: its words (base names, options dropped) joined by `_`, in the characters MCP allows. */
export function toToolName(words: readonly string[]): string {
  return words
    .filter((word, index) => index === 0 || !word.startsWith('-'))
    .map((word) => basename(word))
    .join('_')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .slice(0, 128);
}
