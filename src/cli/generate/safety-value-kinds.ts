// Safe by default for the KINDS of value whose unsafe cases no name gives away: a value that names a
// config file (or sets a config variable), plugin, addon, checks or rules module, script, hook,
// formatter, reporter or init file, or a file to load, require, import or include, is what the
// program loads, and many run it (html-validate's and markdownlint's configs may be JavaScript,
// flake8's names local plugins, cloc's and cargo's run commands, texi2any's init file is Perl,
// cppcheck's addon is Python). Such an option is left out unless its help says the value is data the
// program only parses (JSON, YAML, INI, TOML, a list of words) and nothing says it is run, or it picks
// from a list of built-ins, or the help says the value is only written. Templates stay: the corpus's
// six (esbuild's, kubectl's, cppcheck's, pandoc's, msgfmt's) are format strings or data. Part of the
// one rule list (safety-rules.ts), after the rules that know a kind for sure. To add a kind: a row
// here with its reason, and a test row.

import type { SafetyRule } from './safety-match.js';

/** The option's name, as words: `--config`, `--rc-path`, `--init-file`, `--global-config`, `--formatter`, `--addon`, a config named for the program (`--gtagsconf`) (not `--show-script`, `--ignore-module`, `--src`). */
const KIND_NAME =
  /^((custom|extra|additional|alt|alternate|user|global|local|append|js)-)?(config|conf|cfg|rc|rcfile|init-file|initfile|plugins?|addons?|add-ons?|scripts?|hooks?|formatters?|reporters?)(-(files?|paths?|dirs?|directory|names?))?$|^[a-z]{2,}conf$/;
/** The value's placeholder: `<reporter>`, `<addon>`, `CONFIG_FILE`, `SCRIPT` (not getent's `CONFIG`, a service's name). */
const KIND_PLACEHOLDER = /^(config[-_]?file|conf[-_]?file|rc[-_]?file|plugins?|addons?|scripts?|script[-_]?file|hooks?|formatters?|reporters?|loaders?)$/i;
/** What the description says the value IS, in its first words: jsdoc's "The path to the configuration file", "use custom configuration file", openapi-typescript's "Specify path to Redocly config", "Execute addon", "add a custom checks module", "specify the formatter to use"; or that it loads native code (sqldiff's "Load an SQLite extension library"). */
const KIND_DESCRIPTION = new RegExp(
  String.raw`^(the\s+)?((use|specify|set|load|read|give|select|choose|execute|run|add|apply|require|import|path (to|of)|name of|file name of)s?\s+)?` +
    String.raw`((the|a|an|one|your)\s+)?((custom|alternate|alternative|additional|extra|user|global|local|own|specific|specified|given|external)\s+)*` +
    String.raw`((config(uration)?|rc|init(iali[sz]ation)?|settings) files?|(add-?ons?|plugins?|hooks?|scripts?|formatters?|reporters?|(checks?|rules?) modules?)\b(?!-| (names?|paths?)\b))` +
    String.raw`|^(specify|set|give|use)s?\s+(the\s+)?(path|file name|location) (to|of)\s+((the|an?|your)\s+)?([\w-]+\s+)?config(uration)?( files?)?\b` +
    String.raw`|\bfiles?(\(s\))? to (be )?(loaded|required|imported|included|sourced|require|import|include|source)\b(?![^.;]*\bfrom\b)` +
    String.raw`|\bloads?\b[^.;]*\b(extension|shared|dynamic|native) (librar(y|ies)|modules?)\b`,
  'i',
);
/** Words that say the value is run or is code (a language by name only as code, not markdown_py's "a python YAML library"): then a data format beside them proves nothing. */
const SAYS_CODE =
  /\b(js|javascript|mjs|cjs|typescript|code|executed?|evaluated|required|imported|run|runs|modules?|plugins?|scripts?)\b|\b(python|perl|lua|ruby|tcl) (code|files?|scripts?|modules?|source)\b|\.(js|mjs|cjs|ts|py|pl|lua|rb)\b/i;
/** A data format the program only parses: markdown_py's "must be of JSON or YAML format", "a list of words", "one name per line"; not a default file's name (cspell's "looks for cspell.json", whose config may be .cjs). */
const DATA_FORMAT = /(?<!\.)\b(json5?|jsonc|ya?ml|ini|toml|xml|csv|tsv|plain[- ]text|list of (\w+ )?(words|names|patterns)|one \w+ per line)\b/i;
/** Names the help lists elsewhere, built-ins (pygmentize's -f "Specify the formatter to use. (Query names with -L.)"), or only checked (flake8's --require-plugins "Require specific plugins to be installed"). */
const LISTS_BUILT_INS = /\b(query|list) (the )?(available )?names\b|\bto be installed\b/i;
/** The value is data (a format stated, nothing says code), built-in names, or only written ("Write the configuration to FILE"). */
const DATA_ONLY = new RegExp(
  `^(?!.*${SAYS_CODE.source}).*${DATA_FORMAT.source}|${LISTS_BUILT_INS.source}|^(writes?|saves?|dumps?|outputs?|prints?|generates?|creates?|emits?|finds?|shows?)\\b`,
  'i',
);

const WHY =
  'its value names a file or module the program loads (a config, plugin, script ...), which may be code it runs; the help does not say it is only data';

/** Where a safe mode the draft always carries makes the script harmless: GNU sed's --sandbox (always on, safety-loads-code.ts) refuses e, r and w. */
const EXEMPTIONS: readonly SafetyRule[] = [
  {
    applies: 'option',
    command: /^sed$/,
    name: /^(-f|--file)$/,
    sibling: /^--sandbox$/,
    action: 'path',
    why: 'GNU sed runs its scripts under --sandbox, always on',
  },
];

/** texi2any's -c, --set-customization-variable VAR=VAL "set customization variable VAR to value VAL": a config file's worth, one variable at a time (TEXI2DVI names the program it runs); postgres's -c NAME=VALUE "set run-time parameter" (archive_command runs); w3m's -o "assign value to config option" (round 36). */
const SETS_CONFIG_VARIABLE =
  /\b(set(s)?|assigns? (a )?value to) (a |the |any )?(customi[sz]ation|configuration|config) (variables?|options?|settings?|values?|keys?)\b|\bset(s)? (a |the |any )?run-?time (parameters?|options?|settings?|variables?)\b/i;

/** A folder of templates, not one template file or string: jsdoc's --template "The path to the template to use" (its publish.js runs); template engines that read a folder run its files (EJS, ERB). Not kubectl's "path to template file", pandoc's "the specified file as a custom template". */
const TEMPLATE_FOLDER =
  /\b(path|directory|folder|dir) (to|of|for|with|containing) (the |a |your |custom )?templates?\b(?! (files?|strings?)\b)|\btemplates? (directory|folder|dir)\b/i;
/** A data folder where the program's own help calls what it installs there scripts or plug-ins (highlight's --data-dir beside `--list-scripts` "list installed scripts <type> = [langs, themes, plugins]" and `--plug-in`): its data is code it runs. */
const DATA_FOLDER_NAME = /^((user|local|alt|alternate)-)?data-(dir|directory|path|folder)$/;
const RUNS_INSTALLED_SCRIPTS = /^--?(list-scripts|list-plug-?ins|plug-?ins?)$/;

/** One leave-out per way a kind shows (its name, its placeholder, its description); each yields to data, a list of built-ins, or a value written. */
export const VALUE_KIND_RULES: readonly SafetyRule[] = [
  ...EXEMPTIONS,
  {
    applies: 'option',
    takesValue: true,
    description: TEMPLATE_FOLDER,
    action: 'leave-out',
    why: 'its value names a folder of templates, which a template engine loads and runs',
  },
  {
    applies: 'option',
    takesValue: true,
    nameWords: DATA_FOLDER_NAME,
    sibling: RUNS_INSTALLED_SCRIPTS,
    action: 'leave-out',
    why: 'its value names the folder the program loads its scripts or plug-ins from (its help lists them as installed scripts)',
  },
  {
    applies: 'option',
    takesValue: true,
    description: SETS_CONFIG_VARIABLE,
    action: 'leave-out',
    why: 'it sets a configuration variable, as a config file would: some name programs or files the program runs',
  },
  ...[{ nameWords: KIND_NAME }, { placeholder: KIND_PLACEHOLDER }, { description: KIND_DESCRIPTION }].map((test): SafetyRule => ({
    applies: 'option',
    takesValue: true,
    ...test,
    picksFromList: false,
    notDescription: DATA_ONLY,
    action: 'leave-out',
    why: WHY,
  })),
];
