// What every source of a program's description (its help, man page, spec, completion script) is
// read into: the options, operands and subcommands a draft is made from.

export interface HelpOption {
  /** The long name (`--max-count`, or `-separator` for single-dash programs), if there is one. */
  long?: string;
  short?: string;
  /** The placeholder of the value it takes, if it takes one: `NUM`, `<file>`, `{a,b}`, `string`. */
  value?: string;
  /** The value may be left out (`--color[=WHEN]`): only `--name=value` passes one. */
  optionalValue: boolean;
  /** The help shows `--name=VALUE`: the value goes in the same token. */
  inline: boolean;
  /** The help writes the value against its letter (dpkg's `-u<dir>`, java's `-D<name>=<value>`): their parsers take it only so, getopt's so too. */
  gluedToLetter?: boolean;
  /** `--[no-]name` or `-[no]name`: the flag has a negated form. */
  negatable: boolean;
  description: string;
  /** Its values, from a paragraph about its placeholder ("The WHEN argument can be ..."). */
  choices?: string[];
  /** It takes one value each time and may be repeated: the usage repeats it (`[--omit <type> [--omit <type> ...]]`), clap's `<GLOB>...`, "Multiple values are accepted". */
  repeats?: boolean;
  /** The value's type as the help states it in words, over what its placeholder suggests: find's "N can be +N or -N", a default of "(default 6)" or "(default 1.0)". */
  valueType?: 'string' | 'integer' | 'number';
  /** A source says its value names a file or folder (a spec's `template: filepaths`). */
  path?: boolean;
  /** A source marks it dangerous (a spec's `isDangerous`). */
  isDangerous?: boolean;
  /** A source says its value is run (a spec's `isCommand`, `isScript`, `loadSpec`). */
  runsValue?: boolean;
}

/** The name a draft and the probes call an option by: its long name, else its short one (every option has one of them). */
export function flagOf(option: HelpOption): string {
  return option.long ?? option.short!;
}

export interface HelpPositional {
  name: string;
  required: boolean;
  variadic: boolean;
  /** It comes after `--` in the usage line. */
  afterDoubleDash: boolean;
  choices?: string[];
  description?: string;
  /** A source says it names a file or folder. */
  path?: boolean;
  /** A source says it is run (`kubectl exec ... -- COMMAND`). */
  runsValue?: boolean;
  /** It is the place of a verb (systemctl's `COMMAND`): the verbs the help lists for it, none where it lists none. */
  verbs?: HelpSubcommand[];
}

export interface HelpSubcommand {
  name: string;
  description: string;
  /** A source marks it dangerous. */
  isDangerous?: boolean;
}

export interface ParsedHelp {
  summary: string;
  options: HelpOption[];
  positionals: HelpPositional[];
  /** The help says the program reads standard input (a filter: sort, grep, jq, sed ...). */
  readsStdin: boolean;
  /** Its source marks the command dangerous (a Fig spec's `isDangerous`): the tool asks first. */
  isDangerous?: boolean;
  /** The operands come before the options (find's `[path...] [expression]`). */
  operandsFirst?: boolean;
  /** Its text says "--" ends the options (a row for "--", "arguments after \"--\" are files"): a draft writes "--" only then or where the usage puts it. */
  documentsDoubleDash?: boolean;
  /** Another form of its usage writes "--" before operands of another kind (git's `[--] <path>`): "--" goes only where the form read puts it. */
  doubleDashSeparates?: boolean;
  /**
   * Its parser is not getopt's, so "--" is not taken to end the options: it did not know --help
   * ("Unknown option --help": xmllint's), or its long names mix hyphenated ones with one dash
   * and names with two (gcc's `-print-search-dirs` beside `--sysroot`).
   */
  refusesDoubleDash?: boolean;
  /** Its subcommands, where a source lists them (a spec). */
  subcommands?: HelpSubcommand[];
}
