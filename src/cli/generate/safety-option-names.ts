// The maintained list of option NAMES that load or run code, never end, or reach outside the roots:
// the kind of option, whatever program has it, matched on the name's words (`--extDiff`, `--ext_diff`
// and `--ext-diff` are all `ext-diff`), so that a help whose description says nothing ("Custom
// postcss parser", "A comma-separated list of preset names") is judged all the same. First in the one
// rule list (safety-rules.ts). To add a kind: a row here with its one-line reason, and a row in its test.

import type { SafetyRule } from './safety-match.js';

interface NamedKind {
  /** The whole name, as words joined by `-`. */
  words: RegExp;
  why: string;
  /** Only an option with a value (wdiff's flag --printer "overstrike as for printers" prints nothing). */
  takesValue?: true;
  /** Only where the description says so too. */
  description?: RegExp;
}

/** A module or package the program imports by the name given: babel's --presets and --plugins, postcss's --use and --parser, eslint's --parser, jshint's and c8's --reporter, sqlite's --load-extension. */
const LOADS_BY_NAME =
  /^(plugins?|presets?|use|parser|stringifier|syntax|reporter|resolver|transformer|custom-(formatter|syntax|parser|reporter)|load-extensions?)$/;

const KINDS: readonly NamedKind[] = [
  { words: LOADS_BY_NAME, why: 'it loads code by name (a plugin, preset, parser or reporter: a package or a file it imports)' },
  // node's and mocha's --require <module>, coffee's bare --require "require the given module" (not systemd-analyze's "Show only requirement").
  { words: /^require$/, description: /\b(modules?|packages?|librar(y|ies)|scripts?|files?)\b/i, why: 'it loads the module it names before running' },
  // Ruby's and Emacs's --load-path DIR: a folder the modules it loads are looked up in first.
  { words: /^load-path$/, takesValue: true, why: 'it adds a folder the modules it loads are found in' },
  // tsc's --watch "Watch input files", babel's -w "Recompile files on changes", kubectl get's --watch-only, jest's --watchAll.
  { words: /^watch(-only|-all|-mode)?$/, why: 'it watches for changes until stopped, so a call never ends' },
  { words: /^(serve|daemon|daemonize)$/, why: 'it serves or runs in the background until stopped, so a call never ends' },
  { words: /^open$/, why: 'it opens a browser or another program on the result' },
  { words: /^browser$/, takesValue: true, why: 'it opens the browser it names' },
  // git's --ext-diff "allow an external diff helper to be executed", --textconv "run external text conversion filters",
  // git difftool's --tool, go vet's -vettool=prog, go build's -toolexec: programs of the caller's choosing run.
  { words: /^(ext-diff|textconv|(diff|merge|vet)?tool|toolexec|extcmd)$/, why: 'it runs an external helper program' },
  // fuser's, ss's, gpgconf's and callgrind_control's --kill (round 30: four of four writers left it out): other processes ended.
  { words: /^kill$/, why: 'it kills processes' },
  // enscript's --mail: a mailer run, outside the sandbox; gpg-wks-server's --send "send the mail using sendmail" (round 32).
  { words: /^(mail|sendmail)$/, why: 'it sends mail through another program' },
  // perf's and git's --exec-path "Display or set exec path" (round 32): where the helper programs it runs are found.
  { words: /^exec-path$/, why: 'it sets where the helper programs it runs are found' },
  // enscript's -P, --printer=NAME: a spooler run.
  { words: /^printer$/, takesValue: true, why: 'it prints through a spooler, another program' },
  // knip's --preprocessor "Preprocess the results before providing them to the reporter(s)" (round 16, blind): a module it loads, like a reporter.
  { words: /^(pre|post)-?processors?$/, why: 'it loads a preprocessor, a module or program it runs on the results' },
  // enca's --external-converter-program=PATH "Set external converter program name" (round 14, blind): a program run.
  // ctest's --build-makeprogram "Specify the make program to use" (round 24).
  { words: /(^|-|make|build|debug)(program|prog|executable)$/, takesValue: true, why: 'its value names a program it runs' },
];

/** An option named for a kind that the program ignores (llvm-ar's --plugin "ignored for compatibility"), or that picks among built-ins (prettier's --parser <flow|babel|...>). */
const EXEMPTIONS: readonly SafetyRule[] = [
  { applies: 'option', description: /^-?\s*ignored\.?$|\bignored,? for (backwards? )?compatibility\b/i, action: 'plain', why: 'the program ignores it' },
  { applies: 'option', nameWords: LOADS_BY_NAME, picksFromList: true, action: 'plain', why: 'it picks one of the built-in ones from a list' },
];

/** The rules of the list: its exemptions first, then one leave-out per kind. */
export const OPTION_NAME_RULES: readonly SafetyRule[] = [
  ...EXEMPTIONS,
  ...KINDS.map((kind): SafetyRule => ({
    applies: 'option',
    nameWords: kind.words,
    ...(kind.takesValue && { takesValue: true }),
    ...(kind.description && { description: kind.description }),
    action: 'leave-out',
    why: kind.why,
  })),
];
