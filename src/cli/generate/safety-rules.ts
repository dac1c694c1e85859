// The one list of safety rules generate applies to a draft: what an agent is not offered, what
// asks the user first, what is kept inside the roots. It judges every option, operand and
// subcommand whatever source described it (help, man page, spec), from the same record: names,
// placeholder, description, the source's own "dangerous" mark, and the program's words.
//
// A rule matches when every test it names matches; the FIRST rule that matches decides, so rows
// are in order of precedence. To propose a rule: add a row (what it matches, what it does, why,
// with the program that showed the need) and a row in safety-rules.test.ts that fails without it.

export type SafetyAction =
  /** Not offered; named in the draft's header, for a person to add back deliberately. */
  | 'leave-out'
  /** Not offered: the draft's command always carries the flag (a safe mode). */
  | 'always-on'
  /** Offered, but the tool asks the user before each run and is marked destructive. */
  | 'confirm'
  /** Offered as is; later path rules do not apply. */
  | 'plain'
  /** Its value names a file or folder: `path: true`, kept inside the roots. */
  | 'path';

export interface SafetyRule {
  action: SafetyAction;
  /** What the rule is for: said in the draft's header beside what it left out. */
  why: string;
  applies: 'option' | 'operand' | 'command';
  /** The program and subcommand words, base names joined by spaces ("git grep", "python3 -m timeit"). */
  command?: RegExp;
  /** Any of the option's names (`--rsh`, `-e`), the operand's name (`files`) or any subcommand word. */
  name?: RegExp;
  /** The value's placeholder, brackets and `::Type` removed (`COMMAND`, `path`). */
  placeholder?: RegExp;
  description?: RegExp;
  /** The description with `{}` replaced by the placeholder: "execute ACTION" for `--checkpoint-action=ACTION`. */
  describesPlaceholder?: string;
  /** Only a flag (false) or only an option with a value (true). */
  takesValue?: boolean;
  /** The source marks it dangerous (a Fig spec's `isDangerous`). */
  dangerous?: true;
  /** Its value is one of a list the help gives. */
  picksFromList?: true;
  /** The source says its value is run (a spec's `isCommand`, `isScript`). */
  runsValue?: true;
}

/** What a rule looks at: an option, an operand or a command, from any source. */
export interface SafetySubject {
  kind: 'option' | 'operand' | 'command';
  /** An option's names, an operand's name, or a command's subcommand words (toCommandSubject). */
  names: readonly string[];
  placeholder?: string;
  description?: string;
  isDangerous?: boolean;
  /** The values its help lists for it. */
  choices?: readonly string[];
  /** Its source says its value is run. */
  runsValue?: boolean;
}

/** A command as the rules see it: its subcommand words, or a program without any by its own name (rm, shred). */
export function toCommandSubject(words: readonly string[], isDangerous?: boolean): SafetySubject {
  const subcommands = words.slice(1).filter((word) => !word.startsWith('-'));
  return { kind: 'command', names: subcommands.length > 0 ? subcommands : [words[0]!.split('/').pop()!], ...(isDangerous && { isDangerous: true }) };
}

/** A placeholder that is a program or code to run (split's `--filter=COMMAND`, perl's `-e program`, pandoc's `--lua-filter=SCRIPTPATH`). */
const RUN_PLACEHOLDER = /^(command|cmd|prog|program|shell|executable|code|pager|editor|statement|stmt|script|scriptpath)$/i;
/** Code in a language the name gives: rename's `perlexpr` (its -e and its first operand). */
const LANGUAGE_CODE = /^(perl|python|py|js|javascript|ruby|rb|lua|php|tcl|sh|shell)[-_]?(expr|expression|code|script|statement)s?$/i;
/** A count: hyperfine's `--runs <NUM>` "Perform exactly NUM runs for each command" runs no command of its own. */
const COUNT_PLACEHOLDER = /^(n|num|number|count|int|integer|times|runs)$/i;
/** Runs a program its value names: "run COMMAND after", concurrently's --teardown "Clean up command(s) to execute before exiting". */
const RUNS_A_PROGRAM =
  /\b(run|runs|execute|executes|invoke|invokes|spawn|spawns)\b[^.;]*\b(command|program|script|executable)s?\b|\bshell (command|COMMAND)\b|\bremote shell\b|\b(command|program|script)s?(\(s\))? to (run|execute)\b/;
/** Code in a language: node's "evaluate script", timeit's "statement to be executed". */
const RUNS_CODE =
  /\b(evaluate|evaluates|eval)\b[^.;]*\b(script|code|expression|statement)s?\b|\b(statement|code)s?\b[^.;]*\bto be (executed|evaluated|run)\b|\bcode to (act on|run|execute|apply)\b/i;
/** A flag that lets code be loaded from a file: pygmentize's -x "custom lexers ... loaded from a .py file". */
const LOADS_CODE_FROM_FILE = /\b(loaded|load|loads|imported|import|imports)\b[^.;]*\bfrom (a|an|the) \.?(py|js|mjs|cjs|rb|lua|pl|so|dll)\b[^.;]*\bfiles?\b/i;
/** A flag that turns its operand into a module to run: python -m cProfile's -m "Profile a library module". */
const RUNS_MODULE = /^(profile|trace|debug|run|execute)s? (a |the )?library module\b/i;
/** Node programs whose config file may be a JavaScript module they `require()`: code, whatever its name (depcheck reads it with cosmiconfig, mocha a .mocharc.js; neither help says so). */
const NODE_JS_CONFIG = /^(html-minifier|html-minifier-terser|marked|webpack|rollup|babel|postcss|tailwindcss|svgo|stylelint|depcheck|mocha)$/;
/** Hands the output to a program or a person at a terminal: pagers, editors, /dev/tty, prompts, wizards (eslint --init), what is "requested interactively" (age -p). */
const NEEDS_TERMINAL =
  /^interactive\b|\boperates? interactively\b|\bpager\b|\beditor\b|\/dev\/tty|\bprompt(s)?( once| always| again)? (before|for)\b|\bwizard\b|\b(requested|asked for|read|entered|typed) interactively\b/i;
const DESTRUCTIVE_VERBS = /^(delete|rm|rmi|rmdir|remove|prune|purge|clean|drop|destroy|kill|uninstall|format|wipe|erase|shred|reset|force)$/;
/** A placeholder that names a file or folder (FILE, =PATH, OUTFILE, CONFIG_FILE, eslint's path::String, license-checker's "[path of the initial json to look for]"). */
const FILE_PLACEHOLDER =
  /^(file|files|path|paths|pathname|dir|dirs|directory|folder|output|outfile|infile|filename|archive|database|db|socket|location)$|(file|dir|path)\d*$|^(path|file|dir)_of_/i;
/** An operand that names a file or folder: FILE..., infile, outfile, zipfile, black's SRC, rsync's DEST. */
const FILE_OPERAND =
  /(^|_)(files?|paths?|pathspec|dirs?|directory|folder|archive|database|filename|src|source|sources|dest|destination)($|_)|^(in|out|zip|tar|log|config)file$/;
/** A description whose object is a file or folder: "The output directory", "to a JSON file", mocha's "Path to package.json", "Use this tsconfig.json file", "Process a kustomization directory" (not tsc's "referenced in a source file"). */
const NAMES_ITS_FILE =
  /^(the|a|an) ([\w.-]+ ){0,2}(file|directory|folder|path)\b|^path to\b|\b(to|into|from|use|process) (a|an|the|this) ([\w.-]+ ){0,2}(file|directory|folder)\b/i;
/** A description that offers a file among its values. */
const OFFERS_A_FILE = /\bor <(file|filename|path)>|(^|\s)<(file|filename|path)>:\s/i;
/** Programs that rewrite, move or delete the files named by their operands. */
const REWRITES_OPERANDS =
  /^(bzip2|bunzip2|gzip|gunzip|xz|unxz|zstd|lz4|black|prettier|eslint|ruff|isort|autopep8|yapf|shfmt|gofmt|rustfmt|clang-format|dos2unix|unix2dos|truncate|shred|rm|rmdir|touch|mkdir|chmod|chown|mv|cp|ln)\b/;
/** Programs whose operands are a command they run (`timeout 5 COMMAND`, `xargs COMMAND`). */
const RUNS_OPERANDS =
  /^(xargs|timeout|nohup|nice|ionice|env|sudo|doas|su|runuser|watch|time|strace|ltrace|parallel|chroot|unshare|nsenter|setsid|stdbuf|taskset|flock|exec|entr)$/;
/** Interpreters: their operands are a script or code to run. */
const INTERPRETERS = /^(python[\d.]*|node|nodejs|deno|bun|perl|ruby|php|lua[\d.]*|bash|sh|dash|zsh|ksh|fish|pwsh|tclsh|Rscript|osascript)( -m timeit)?$/;

/** Hands its value on to another program, whose own options run or load code: gcc's `-Wl,<options>`, `-Xlinker <arg>`, clang's `-Xclang`. */
const PASSES_TO_PROGRAM = /\bpass(es)?\b[^.;]*\bto (the |its )?([\w-]+ )?(assembler|linker|preprocessor|compiler|sub-?process(es)?|back-?end|loader|ld|cc1)\b/i;
/** Chooses where the programs it runs are found: gcc's -B "Add <directory> to the compiler's search paths". */
const FINDS_PROGRAMS =
  /\b(compiler|programs?|executables?|binaries|tools?|interpreter)('s)? (search )?paths?\b|\bwhere to (find|look for) (programs|executables|binaries)\b/i;
/** Chooses the interpreter or runtime that runs: pip's `--python`, `--interpreter`, `--node`. */
const PICKS_INTERPRETER = /\binterpreter\b|\b(node|python|ruby|perl|php) (binary|executable|runtime)\b/i;
/**
 * A file of code it loads: markdownlint's `--rules` "custom rule files", svgo's `--config` "only .js is supported" (rg's
 * ".gitignore format rules files" are data), stylelint's "path to a JS file exporting a ... formatter", ncu's config
 * ".ncurc.{json,yaml,js,cjs}", madge's "path to webpack config" (a webpack configuration is a JavaScript module).
 */
const LOADS_CODE_FILE =
  /\b(custom (rules?|plugins?|modules?|loaders?|hooks?|extensions?)|plugins?|modules?|loaders?|hooks?) files?\b|\bonly (\.?(js|mjs|cjs|ts|py|rb|lua)|javascript|python)\b[^.;]*\b(supported|accepted|allowed)\b|\b(written )?in (javascript|python|lua|ruby)\b|\b(a|the) (js|mjs|cjs|javascript) file\b|\.\{[\w,]*\b(js|mjs|cjs)\b[\w,]*\}|\b(webpack|rollup|vite|gulp|grunt|karma) config(uration)?\b/i;
/** Compiler drivers: their specs, -B, wrappers and plugins choose the programs and code they run. */
const COMPILER_DRIVERS = /^(gcc|g\+\+|cc|c\+\+|clang|clang\+\+|gfortran|gccgo|[\w.-]+-(gcc|g\+\+|clang))(-[\d.]+)?$/;

/** Overwrites what the program writes: gzip's -f "force overwrite of output file", lz4's "overwrite output without prompting", brotli's "force output file overwrite", zstd's "Allows overwriting existing files". */
const OVERWRITES_ITS_OUTPUT = /^(force )?(overwrite|overwrites)\b|^force (output file )?overwrite\b|\ballows? overwriting (existing|output) files\b/i;
/** Deletes what the program was given, once done: zstd's --rm "Remove INPUT file(s)", lzop's -U "delete input files after successful operation", zip's -m "(delete OS files)". */
const DELETES_ITS_INPUT = /^(remove|removes|delete|deletes) (the )?(source|input|original) files?\b|\(delete os files\)/i;

/** Never ends by itself: esbuild's --watch "Watch mode: rebuild on file system changes", cleancss's "Runs CLI in watch mode", mocha's "Watch files ... for changes", docker logs' "Follow log output", journalctl's "Follow the journal", its --serve and pydoc's -p "Start an HTTP server". */
const NEVER_ENDS =
  /^watch mode\b|\bin watch mode\b|^watch(es)?\b[^.;]*\bfor changes\b|^follow (the )?(log|logs|journal)\b|^follow (log )?output\b|\b(rebuild|recompile|rerun)s? (on|when|after)\b[^.;]*\bchanges?\b|\b(start|starts|run|runs)\b[^.;]*\b(http|https|web|local|dev|development|file) server\b|\bruns? until (stopped|killed|interrupted)\b/i;
/** Code it lets the input carry: lessc's --js "Enables inline JavaScript in less files" (tsc's --allowJs "Allow JavaScript files" compiles them). */
const ENABLES_CODE = /\b(enable|enables|allow|allows|permit|permits)\b[^.;]*\b(inline|embedded) (javascript|js|python|lua|perl|code|scripts?)\b/i;

/** Changes a system service's logs, keys or catalogs, outside the roots: journalctl's commands (--vacuum-size, --sync, --flush, --rotate, --relinquish-var, --update-catalog, --setup-keys). */
const CHANGES_SYSTEM_LOGS =
  /^(reduce|shrink) (the )?disk usage\b|^leave only\b[^.;]*\bfiles\b|^synchroni[sz]e\b[^.;]*\bto disk\b|^flush\b[^.;]*\bfrom \/\w+ (in)?to \/\w+|^request (an )?immediate rotation\b|^stop logging\b|^update (the )?([\w-]+ ){0,2}(catalog|catalogue)\b|^generate (a )?new ([\w-]+ ){0,2}key( pair)?\b/i;
/** Installs packages or runs the project's tests (their scripts run): ncu's --doctor "installs upgrades and runs tests", --install "the auto-install behavior". */
const INSTALLS_OR_TESTS = /\binstalls? (the )?(upgrades|updates|packages|dependencies)\b[^.;]*\bruns? tests\b|\bauto-?install\b/i;
/** Test runners: their operands are test files, code they run (mocha [spec..]). */
const TEST_RUNNERS = /^(mocha|jest|vitest|ava|jasmine|tap|tape|karma|cypress|playwright)$/;

/** The rules, in order of precedence: the first that matches decides. */
const SAFETY_RULES: readonly SafetyRule[] = [
  // shellcheck's `--shell=SHELLNAME` "(sh, bash, dash, ksh)": a dialect picked from a list, not a shell to run.
  { applies: 'option', name: /^--?shell$/, picksFromList: true, action: 'plain', why: 'it picks a dialect from a list' },
  // sed's script (-e script), which the sandbox mode always on keeps from running commands (below).
  { applies: 'option', command: /^sed$/, placeholder: /^script$/i, action: 'plain', why: 'sed runs its script with --sandbox on' },
  // Values that are run.
  { applies: 'option', runsValue: true, action: 'leave-out', why: 'its source says its value is run' },
  { applies: 'operand', runsValue: true, action: 'leave-out', why: 'its source says it is run' },
  // gcc's `-print-prog-name=<prog>` "Display the full path to compiler component <prog>": names a program, runs none.
  {
    applies: 'option',
    placeholder: RUN_PLACEHOLDER,
    description: /^(display|displays|print|prints|show|shows)\b[^.;]*\b(path|name|location)\b/i,
    action: 'plain',
    why: 'it prints where a program is and runs none',
  },
  // addr2line's `--exe=<executable>` "Set the input file name (default is a.out)": a binary it reads, never runs.
  {
    applies: 'option',
    placeholder: /^executable$/i,
    description: /^(set|sets|name|names|use|uses) (the )?input file\b/i,
    action: 'path',
    why: 'it names the binary the program reads, which it does not run',
  },
  { applies: 'option', placeholder: RUN_PLACEHOLDER, action: 'leave-out', why: 'its value is a program or code to run' },
  { applies: 'option', placeholder: LANGUAGE_CODE, action: 'leave-out', why: 'its value is code to run' },
  { applies: 'option', placeholder: COUNT_PLACEHOLDER, description: RUNS_A_PROGRAM, action: 'plain', why: 'its value is a count, not a command' },
  { applies: 'option', takesValue: true, description: RUNS_A_PROGRAM, action: 'leave-out', why: 'it runs another program' },
  { applies: 'option', takesValue: true, description: RUNS_CODE, action: 'leave-out', why: 'its value is code to run' },
  { applies: 'option', description: INSTALLS_OR_TESTS, action: 'leave-out', why: "it installs packages or runs the project's tests, whose scripts run" },
  // yaml's --visit "Apply a visitor to each document (requires a path to import)", mocha's --require "Require module" and
  // --file "file(s) to be loaded prior to root suite execution", whatever the help says of their values.
  {
    applies: 'option',
    description: /\ba path to import\b|^require (a |the )?modules?\b|\bfiles?(\(s\))? to be (loaded|required|imported)\b/i,
    action: 'leave-out',
    why: 'it loads a module of code',
  },
  // mocha's --node-option "Node or V8 option": options of node, which load code (--require, --import).
  {
    applies: 'option',
    description: /^(node|v8)( or (node|v8))? options?\b/i,
    action: 'leave-out',
    why: 'its value is an option of node, whose own options load code',
  },
  // mocha's --reporter and --ui take a module path as well as a built-in name (mocha's documentation; its help does not say).
  { applies: 'option', command: /^mocha$/, name: /^--(reporter|ui)$/, action: 'leave-out', why: 'mocha loads a reporter or interface given as a module path' },
  {
    applies: 'option',
    takesValue: true,
    description: /\b(from|to|on) (a |the )?remote (repository|repo|host|server|machine)\b/i,
    action: 'leave-out',
    why: 'it connects to another host (over ssh, a command run)',
  },
  { applies: 'option', description: CHANGES_SYSTEM_LOGS, action: 'leave-out', why: "it changes a system service's logs, keys or catalogs, outside the roots" },
  {
    applies: 'option',
    describesPlaceholder: String.raw`\b(run|runs|execute|executes|invoke|invokes)\s+{}\b`,
    action: 'leave-out',
    why: 'its description says it runs its value',
  },
  // ack's `--output=expr`: "Output the evaluation of expr" (Perl).
  { applies: 'option', describesPlaceholder: String.raw`\bevaluation of {}\b`, action: 'leave-out', why: 'its value is code to run' },
  // age's `--passphrase`: the passphrase is asked on the terminal.
  { applies: 'option', name: /^--?(passphrase|password|ask-?pass)$/, takesValue: false, action: 'leave-out', why: 'it asks for a secret on the terminal' },
  // lsblk's `--shell`: output usable as shell variables, nothing run.
  {
    applies: 'option',
    name: /^--?shell$/,
    takesValue: false,
    description: /\bshell[- ](variables?|syntax|format|identifiers?|quoting|escap)/i,
    action: 'plain',
    why: 'it formats output for a shell',
  },
  {
    applies: 'option',
    name: /^--?(exec|execdir|ok|okdir|eval|shell|rsh|ssh-command|hook|open-files-in-pager|pager|editor|edit|(.*-)?(interactive|tty)(-.*)?)$/,
    action: 'leave-out',
    why: 'it runs another program or needs a terminal',
  },
  // A string the program splits into a command line: env's -S "split S into separate arguments".
  {
    applies: 'option',
    takesValue: true,
    description: /\bsplit\b[^.;]*\binto (separate |several |multiple )?(arguments|args|words)\b/i,
    action: 'leave-out',
    why: 'it splits its value into a command line',
  },
  { applies: 'option', description: NEVER_ENDS, action: 'leave-out', why: 'it watches or serves until stopped, so a call never ends' },
  // git branch --edit-description: the description's words are the only sign of the editor.
  { applies: 'option', name: /^--edit-[\w-]+$/, takesValue: false, description: /^edit\b/i, action: 'leave-out', why: 'it opens an editor' },
  // git grep --textconv, git cat-file --filters "run filters on object's content": the filters are commands in git's
  // config, run on each file (not cat-file's --path "use a <path> for (--textconv | --filters)").
  {
    applies: 'option',
    description: /\b(with|through|via) (the )?[\w-]+ (filters?|drivers?)\b|^run (the )?([\w-]+ )?filters\b|(?<!-)\btextconv\b/i,
    action: 'leave-out',
    why: 'it runs configured filter programs on the content',
  },
  { applies: 'option', takesValue: false, description: ENABLES_CODE, action: 'leave-out', why: 'it lets the input carry code the program runs' },
  // lessc's --plugin=PLUGIN "Loads a plugin": a package or a .js file, code either way.
  {
    applies: 'option',
    takesValue: true,
    description: /^loads? (a |the )?(specified )?(plugins?|extensions?|modules?)\b|\b(a|an|the) ([\w-]+ )?plugin to (use|load)\b/i,
    action: 'leave-out',
    why: 'it loads a plugin: code the program runs',
  },
  // javap's -J<vm-option> "Specify a VM option": the Java VM's own options load agents and classes (-J-javaagent:x.jar).
  {
    applies: 'option',
    takesValue: true,
    description: /\b(vm|jvm|java|virtual machine|runtime) (options?|flags?|arguments?)\b/i,
    action: 'leave-out',
    why: 'its value is passed on to the VM, whose options load code',
  },
  // ninja's -t TOOL "run a subtool ... further flags are passed to the tool" (-t clean deletes, -t commands prints them).
  {
    applies: 'option',
    takesValue: true,
    description: /\b(run|runs|execute|executes|invoke|invokes) (a |the )?sub-?(tool|command|program)s?\b|\bfurther (flags|options|arguments) are passed to\b/i,
    action: 'leave-out',
    why: 'it runs a subtool, which takes the rest of the command line',
  },
  // pv's -R PID "update settings of process PID": acts on another running process (pgrep's, lsns's PIDs are read).
  {
    applies: 'option',
    placeholder: /^pid$/i,
    description: /\b(update|updates|change|changes|modify|modifies|signal|signals|kill|kills|send|sends|attach|attaches|control|controls)\b/i,
    action: 'leave-out',
    why: 'it acts on another running process',
  },
  // patch --ed: an ed script's `!` lines run shell commands (diff --ed only writes one).
  {
    applies: 'option',
    description: /\b(interpret|interprets|run|runs|execute|executes|apply|applies)\b[^.;]*\bed scripts?\b/i,
    action: 'leave-out',
    why: 'an ed script can run shell commands',
  },
  // patch --get: checks files out through RCS, SCCS, ClearCase or Perforce, programs it runs.
  {
    applies: 'option',
    description: /\b(get|gets|check out|checks out)\b[^.;]*\bfrom (rcs|sccs|perforce|clearcase|version control)\b/i,
    action: 'leave-out',
    why: 'it runs a version-control program to check files out',
  },
  // The program the other side runs: rsync's spec names its value <PATH>, its help PROGRAM.
  { applies: 'option', name: /^--(rsync-path|upload-pack|receive-pack)$/, action: 'leave-out', why: 'its value is the program run on the remote side' },
  { applies: 'option', command: /^zip$/, name: /^(-e|--encrypt)$/, action: 'leave-out', why: 'zip -e asks for a password on the terminal' },
  { applies: 'option', command: /^(ssh|scp|sftp)$/, name: /^-o$/, action: 'leave-out', why: 'ssh -o takes ProxyCommand and LocalCommand, which run commands' },
  {
    applies: 'option',
    command: /^git$/,
    name: /^(-c|--config-env|--exec-path)$/,
    action: 'leave-out',
    why: 'git -c sets core.pager, core.sshCommand, aliases: commands git runs',
  },
  { applies: 'option', command: /^python[\d.]* -m timeit$/, name: /^(-s|--setup)$/, action: 'leave-out', why: "timeit's setup is Python it executes" },
  // entr's -s: its utility is run by $SHELL.
  { applies: 'option', command: /^entr$/, name: /^-s$/, action: 'leave-out', why: 'entr -s runs its utility through the shell' },
  // fzf's --bind: key bindings take execute(), become() and reload() actions, which run commands.
  { applies: 'option', command: /^fzf$/, name: /^--bind$/, action: 'leave-out', why: "fzf's key bindings run commands (execute, become, reload)" },
  // uglifyjs --reduce-test: runs the test case it reduces, over and over.
  { applies: 'option', command: /^uglifyjs$/, name: /^--reduce-test$/, action: 'leave-out', why: 'uglifyjs --reduce-test runs the test case it reduces' },
  // http-server's -o "Open browser window after starting the server".
  { applies: 'option', description: /\bopens? (a |the )?(web )?browser\b/i, action: 'leave-out', why: 'it opens a browser' },
  // mktemp's -t "relative to a directory: $TMPDIR ... else /tmp": it creates its file outside the roots.
  {
    applies: 'option',
    description: /\brelative to\b[^.;]*(\$TMPDIR|\/tmp)\b/,
    action: 'leave-out',
    why: 'it writes in $TMPDIR or /tmp, outside the roots',
  },
  // Values handed on to another program: the linker's, assembler's and preprocessor's own options load
  // plugins, scripts and files anywhere (`-Wl,-plugin,x.so`, `-Xlinker --script`), which no rule here can judge.
  { applies: 'option', takesValue: true, description: PASSES_TO_PROGRAM, action: 'leave-out', why: 'its value is passed on to another program' },
  {
    applies: 'option',
    name: /^-(W[apl]|X(linker|assembler|preprocessor|clang|analyzer|openmp-target)|mllvm)$/,
    action: 'leave-out',
    why: 'its value is passed on to another program',
  },
  // Where the programs it runs are found, or which interpreter runs: a folder or binary of the caller's choosing is run.
  { applies: 'option', takesValue: true, description: FINDS_PROGRAMS, action: 'leave-out', why: 'it chooses where the programs it runs are found' },
  {
    applies: 'option',
    command: COMPILER_DRIVERS,
    name: /^(-B|--?specs|-wrapper|-fplugin|-fpass-plugin|--gcc-toolchain|--ld-path|-fuse-ld)$/,
    action: 'leave-out',
    why: "a compiler driver's specs, -B, wrapper and plugins choose the programs and code it runs",
  },
  // A flag that is only named so (black's --python-cell-magics) takes no interpreter: the name must be whole.
  {
    applies: 'option',
    name: /^--?(python|python-path|interpreter|interp|node|node-path|nodejs|ruby|perl|php|bash|sh)$/,
    takesValue: true,
    action: 'leave-out',
    why: 'it chooses the interpreter that runs',
  },
  { applies: 'option', takesValue: true, description: PICKS_INTERPRETER, action: 'leave-out', why: 'it chooses the interpreter that runs' },
  // Code it loads. A plugin named by package (eslint's and prettier's --plugin, prove's -P) loads what
  // is installed, and stays; a file of code (custom rules, a config "only .js") or a module given to
  // Node's --require/--loader/--import may be any file in the roots, and is left out. A config file
  // that may be data (markdownlint's "JSON, JSONC, JS, YAML, or TOML") stays a path: most are data.
  { applies: 'option', takesValue: true, description: LOADS_CODE_FILE, action: 'leave-out', why: 'its value is a file of code the program loads' },
  { applies: 'option', takesValue: false, description: LOADS_CODE_FROM_FILE, action: 'leave-out', why: 'it lets the program load code from a file' },
  { applies: 'option', takesValue: false, description: RUNS_MODULE, action: 'leave-out', why: 'it makes the operand a module to run' },
  // html-minifier-terser's `-c, --config-file <file>` "Use config file": a JSON file, else a module it requires.
  {
    applies: 'option',
    command: NODE_JS_CONFIG,
    name: /^--?config(-file)?$/,
    takesValue: true,
    action: 'leave-out',
    why: 'its config file may be a JavaScript module, which the program runs',
  },
  {
    applies: 'option',
    name: /^--?(require|loader|experimental-loader|import|preload|rulesdir|rules-dir)$/,
    takesValue: true,
    action: 'leave-out',
    why: "it loads a module of code (Node's --require, --loader, --import)",
  },
  // The manual through man or perldoc, which start a pager; the help already gives what it says.
  { applies: 'option', name: /^--?(man|manual|manpage|man-page)$/, takesValue: false, action: 'leave-out', why: 'it starts a man viewer, which pages' },
  { applies: 'option', name: /^--?(nonce|unsafe-testing|no-sandbox|unsafe)$/, action: 'leave-out', why: 'it turns a safe mode off' },
  // Safe modes the draft's command always carries (when the program's own help lists them).
  {
    applies: 'option',
    command: /^sqlite3$/,
    name: /^-safe$/,
    action: 'always-on',
    why: 'sqlite3 -safe refuses .shell, .system, .load, ATTACH and writefile()',
  },
  { applies: 'option', command: /^sed$/, name: /^--sandbox$/, action: 'always-on', why: 'GNU sed --sandbox refuses the e, r and w commands (e runs a shell)' },
  // rm's -r "remove directories and their contents", -d "remove empty directories", -f "ignore nonexistent files": how
  // it removes the operands it is given, which are kept inside the roots (--no-preserve-root, "do not treat '/' specially", stays out),
  // whatever mark a spec puts on them: rm is marked destructive as a whole.
  {
    applies: 'option',
    command: /^(rm|rmdir)$/,
    takesValue: false,
    description: /^(remove|removes|ignore nonexistent)\b/i,
    action: 'plain',
    why: 'it says how rm removes its operands, which stay inside the roots',
  },
  // A compressor's --force "force overwrite of output file", --rm "remove source file(s)", lzop's -U "delete input
  // files after successful operation", zip's -m "(delete OS files)": they overwrite the files the program writes or
  // delete those it was given, its operands and the outputs beside them, which stay inside the roots (the sandbox
  // makes nothing else writable; gzip without -k deletes its input anyway). rsync's --delete (files it was not
  // given) and --force ("force deletion of dirs") stay out.
  {
    applies: 'option',
    takesValue: false,
    description: OVERWRITES_ITS_OUTPUT,
    action: 'plain',
    why: 'it overwrites only the files it writes, inside the roots',
  },
  { applies: 'option', takesValue: false, description: DELETES_ITS_INPUT, action: 'plain', why: 'it deletes only the files it was given, inside the roots' },
  // fallocate's --collapse-range "remove a range from the file": bytes of the file it is given, inside the roots.
  {
    applies: 'option',
    takesValue: false,
    description: /^(remove|removes|delete|deletes|punch|punches) (a |the )?(range|bytes|region|hole)s?\b[^.;]*\bfile\b/i,
    action: 'plain',
    why: 'it changes only the file it is given, inside the roots',
  },
  // pv's --force "output even if standard error is not a terminal": forces output, touches no file.
  {
    applies: 'option',
    takesValue: false,
    description: /^(output|display|print|show)s?\b[^.;]*\beven if\b[^.;]*\bnot a terminal\b/i,
    action: 'plain',
    why: 'it forces output to a non-terminal only',
  },
  // Dangerous options: left out, since a confirmation belongs to a whole tool.
  { applies: 'option', dangerous: true, action: 'leave-out', why: 'its source marks it dangerous' },
  // csplit's --elide-empty-files "remove empty output files", patch's -E "Remove output files that are empty after patching".
  {
    applies: 'option',
    takesValue: false,
    description: /\b(remove|removes|delete|deletes) (empty output files|output files that are empty)\b/i,
    action: 'plain',
    why: 'it removes only the empty files it wrote itself',
  },
  // bat's `--force-colorization`: forces colours, nothing on disk.
  { applies: 'option', name: /^--?force-colou?r/, action: 'plain', why: 'it forces colour codes only' },
  // tr's `--delete`: "delete characters", from the output, not files; html-minifier-terser's "Remove all elements with empty contents".
  {
    applies: 'option',
    description:
      /^(delete|deletes|remove|removes|strip|strips|squeeze)\b[^.;]*\b(characters?|lines?|whitespace|spaces?|duplicates?|blank|comments?|trailing|elements?|attributes?|quotes?|markup)\b/i,
    action: 'plain',
    why: 'it removes from the output, not files',
  },
  // A verb alone, or before what it deletes (rsync's --delete-after, --remove-source-files); html-minifier-terser's
  // --remove-comments and csso's --force-media-merge change what the program prints.
  {
    applies: 'option',
    name: /^--?((.*-)?(force|delete|remove|purge|wipe|destroy)|(delete|purge|wipe|destroy)-.*|(force|remove)-(.*-)?(files?|dirs?|directory|directories|sources?|source-.*|all|existing|overwrite|recursive|lease)|set|hard|no-preserve-root|halt|poweroff|reboot|shutdown)$/,
    action: 'leave-out',
    why: 'it deletes, forces or changes the system',
  },
  // What it deletes must be files or entries (tr's "delete characters" is not), and not be denied (xz's "don't delete input files").
  {
    applies: 'option',
    description:
      /^(delete|deletes|remove|removes|destroy|wipe|erase|purge)\b[^.;]*\b(files?|director(y|ies)|folders?|entries|archives?|contents|branch(es)?|data)\b|(?<!\b(don't|do not|not|never|without) )\bdelete (the )?(os |input |source |original )?files\b|\b(shortcut|alias) for --(delete|force)\b/i,
    action: 'leave-out',
    why: 'it deletes',
  },
  // A flag that is not named for it but needs a terminal ("pipe through more pager"); `--no-pager` turns one off.
  { applies: 'option', name: /^--no-/, takesValue: false, action: 'plain', why: 'it turns something off' },
  // bat's `--paging <when>` (auto, never, always): a mode picked from a list; without a terminal it does not page.
  { applies: 'option', description: NEEDS_TERMINAL, picksFromList: true, action: 'plain', why: 'it picks a mode from a list' },
  { applies: 'option', description: NEEDS_TERMINAL, action: 'leave-out', why: 'it needs a terminal or a pager' },
  // Operands that are run.
  { applies: 'operand', command: RUNS_OPERANDS, action: 'leave-out', why: 'its operands are a command to run' },
  {
    applies: 'operand',
    command: /^(awk|gawk|mawk|nawk)$/,
    name: /^program/,
    action: 'confirm',
    why: 'an awk program can run commands (system(), print | "cmd"): the user sees each one',
  },
  { applies: 'operand', command: /^find$/, name: /^expression/, action: 'leave-out', why: "find's expression takes -exec, -delete and -fprint" },
  {
    applies: 'operand',
    name: /^(statement|stmt|code|command|cmd|prog|program|script|expression|expr)(file|name|path)?s?$/,
    action: 'leave-out',
    why: 'it is code or a command to run',
  },
  { applies: 'operand', name: LANGUAGE_CODE, action: 'leave-out', why: 'it is code to run' },
  { applies: 'operand', command: INTERPRETERS, action: 'leave-out', why: 'the operands of an interpreter are code to run' },
  { applies: 'operand', command: TEST_RUNNERS, action: 'leave-out', why: 'the operands of a test runner are test files, code it runs' },
  // unittest's tests "test modules, classes and test methods", pydoc's name "a ... module, or package": imported, so run.
  {
    applies: 'operand',
    command: /^python[\d.]* -m \S+$/,
    description: /\bmodules?\b/i,
    action: 'leave-out',
    why: 'a Python tool imports the modules its operand names, which runs their code',
  },
  // doctest's "file containing the tests to run": their examples are Python it executes.
  {
    applies: 'operand',
    command: /^python[\d.]* -m \S+$/,
    description: /\b(tests?|examples?|code) to (run|execute)\b/i,
    action: 'leave-out',
    why: 'a Python tool runs the tests its operand holds',
  },
  // Dangerous subcommands: offered, each call asked.
  { applies: 'command', dangerous: true, action: 'confirm', why: 'its source marks it dangerous' },
  { applies: 'command', name: DESTRUCTIVE_VERBS, action: 'confirm', why: 'it deletes or changes what cannot be recovered' },
  // Files.
  { applies: 'option', placeholder: /[|=]/, action: 'plain', why: 'KEY=VALUE|PATH is not only a path' },
  { applies: 'option', name: /pattern/i, action: 'plain', why: 'a pattern is not a path' },
  { applies: 'option', placeholder: FILE_PLACEHOLDER, action: 'path', why: 'its placeholder names a file' },
  // csso's `--source-map <destination>` "none (default), inline, file or <filename>", hyperfine's `--output <WHERE>` "<FILE>: Write the output to the given file".
  { applies: 'option', description: OFFERS_A_FILE, action: 'path', why: 'a file is one of the values its description offers' },
  {
    applies: 'option',
    placeholder: /^[A-Z]/,
    describesPlaceholder: String.raw`\bfiles? {}\b`,
    action: 'path',
    why: 'its description names a file ("in file F")',
  },
  {
    applies: 'option',
    name: /^--?((.*-)?(output|out|outfile|file|files|directory|dir|path|config|reference|log-file|logfile|location|relative-to|cache-file)|o)$/,
    placeholder: /^(value|string|val|arg|text|str|s)$/i,
    action: 'path',
    why: 'it is named for a file and its placeholder says nothing more',
  },
  // esbuild's `--outdir=...` "The output directory", `--metafile=...` "Write metadata ... to a JSON file", kubectl's `--kustomize string` "Process a kustomization directory".
  {
    applies: 'option',
    placeholder: /^(value|string|val|arg|text|str|s|\.\.\.)$/i,
    description: NAMES_ITS_FILE,
    action: 'path',
    why: 'its placeholder says nothing and its description names the file or folder it is',
  },
  { applies: 'operand', name: FILE_OPERAND, action: 'path', why: 'its name says it is a file' },
  { applies: 'operand', command: REWRITES_OPERANDS, action: 'path', why: 'the program rewrites or deletes the files its operands name' },
];

/** The first rule that matches the subject, in the command of these words (base names). */
export function findSafetyRule(subject: SafetySubject, words: readonly string[]): SafetyRule | undefined {
  const command = words.map((word) => word.split('/').pop()!).join(' ');
  const placeholder = subject.placeholder === undefined ? undefined : toPlaceholderWord(subject.placeholder);
  const description = subject.description ?? '';
  return SAFETY_RULES.find(
    (rule) =>
      rule.applies === subject.kind &&
      (rule.command === undefined || rule.command.test(command)) &&
      (rule.name === undefined || subject.names.some((name) => rule.name!.test(name))) &&
      (rule.placeholder === undefined || (placeholder !== undefined && rule.placeholder.test(placeholder))) &&
      (rule.description === undefined || rule.description.test(description)) &&
      (rule.describesPlaceholder === undefined || describesPlaceholder(rule.describesPlaceholder, placeholder, description)) &&
      (rule.takesValue === undefined || rule.takesValue === (placeholder !== undefined)) &&
      (rule.dangerous === undefined || subject.isDangerous === true) &&
      (rule.picksFromList === undefined || (subject.choices?.length ?? 0) > 0) &&
      (rule.runsValue === undefined || subject.runsValue === true),
  );
}

/** `<file>` -> file, `[N]` -> N, openssl's `+int` -> int, eslint's `path::String` -> path, marked's `[output file]` -> output_file. */
export function toPlaceholderWord(value: string): string {
  // marked's "[output file]": one value, named in words.
  if (/^[<[][^<>[\]]*\s[^<>[\]]*[>\]]$/.test(value)) return value.slice(1, -1).trim().replace(/\s+/g, '_');
  return value
    .replace(/^[<[]+|[>\]]+$/g, '')
    .replace(/^\+/, '')
    .replace(/::\w+$/, '');
}

function describesPlaceholder(template: string, placeholder: string | undefined, description: string): boolean {
  const word = placeholder?.replace(/[^\w-]/g, '');
  return word !== undefined && word !== '' && new RegExp(template.replace('{}', word)).test(description);
}
