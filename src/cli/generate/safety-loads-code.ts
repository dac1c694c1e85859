// Safety rules for code the program loads or hands on: plugins, modules, code files, configs that are
// modules, values passed to a linker or VM, the interpreter or programs chosen; and its safe modes.
// Part of the one rule list (safety-rules.ts), in its order.

import type { SafetyRule } from './safety-match.js';

/** A flag that lets code be loaded from a file: pygmentize's -x "custom lexers ... loaded from a .py file". */
const LOADS_CODE_FROM_FILE = /\b(loaded|load|loads|imported|import|imports)\b[^.;]*\bfrom (a|an|the) \.?(py|js|mjs|cjs|rb|lua|pl|so|dll)\b[^.;]*\bfiles?\b/i;
/** A flag that turns its operand into a module to run: python -m cProfile's -m "Profile a library module". */
const RUNS_MODULE = /^(profile|trace|debug|run|execute)s? (a |the )?library module\b/i;
/** Node programs whose config file may be a JavaScript module they `require()`: code, whatever its name (depcheck reads it with cosmiconfig, mocha a .mocharc.js, json2csv's "valid JSON configuration" with import(); no help says so). */
const NODE_JS_CONFIG = /^(html-minifier|html-minifier-terser|marked|webpack|rollup|babel|postcss|tailwindcss|svgo|stylelint|depcheck|mocha|json2csv)$/;
/** Hands its value on to another program, whose own options run or load code: gcc's `-Wl,<options>`, `-Xlinker <arg>`, clang's `-Xclang`, enscript's -W "pass option OPTION to helper application APP" and --printer-options "pass extra options to the printer command", nvcc's -Xcompiler "Specify options directly to the compiler/preprocessor". */
const PASSES_TO_PROGRAM =
  /\bpass(es)?\b[^.;]*\bto (the |its )?([\w-]+ )?(assembler|linker|preprocessor|compiler|sub-?process(es)?|back-?end|loader|ld|cc1|runtime( system)?|(helper |external )?(application|program|command|tool)s?)\b|\b(options|arguments|flags) (directly )?to the (host )?(compiler|linker|preprocessor|assembler)\b/i;
/** Chooses where the programs it runs are found: gcc's -B "Add <directory> to the compiler's search paths", rpcgen's -Y "directory name to find C preprocessor (cpp)", nvcc's -ccbin "the directory in which the host compiler executable resides" and -arbin "the path of the executable for the archiving tool". */
const FINDS_PROGRAMS =
  /\bin which the ([\w-]+ ){0,2}(executable|binary) resides\b|\b(path|location) of the (executable|binary) for\b|\b(compiler|programs?|executables?|binaries|tools?|interpreter)('s)? (search )?paths?\b|\bwhere to (find|look for) (programs|executables|binaries)\b|\b(directory|folder|path)( name)? to find (the )?([\w-]+ ){0,2}(preprocessor|compiler|assembler|linker|program|executable|binary)\b/i;
/** Chooses the interpreter or runtime that runs: pip's `--python`, `--interpreter`, `--node`. */
const PICKS_INTERPRETER = /\binterpreter\b|\b(node|python|ruby|perl|php) (binary|executable|runtime)\b/i;
/**
 * A file of code it loads: markdownlint's `--rules` "custom rule files", svgo's `--config` "only .js is supported" (rg's
 * ".gitignore format rules files" are data), stylelint's "path to a JS file exporting a ... formatter", ncu's config
 * ".ncurc.{json,yaml,js,cjs}", madge's "path to webpack config" (a webpack configuration is a JavaScript module).
 */
const LOADS_CODE_FILE =
  /\b(custom (rules?|plugins?|modules?|loaders?|hooks?|extensions?)|plugins?|modules?|loaders?|hooks?) files?\b|\bonly (\.?(js|mjs|cjs|ts|py|rb|lua)|javascript|python)\b[^.;]*\b(supported|accepted|allowed)\b|\b(written )?in (javascript|python|lua|ruby)\b|\b(a|the) (js|mjs|cjs|javascript) file\b|\.\{[\w,]*\b(js|mjs|cjs)\b[\w,]*\}|\b(webpack|rollup|vite|gulp|grunt|karma) config(uration)?\b/i;
/** Compiler drivers (and cpp, gcc -E under another name: round 33): their specs, -B, wrappers and plugins choose the programs and code they run. */
const COMPILER_DRIVERS = /^(gcc|g\+\+|cc|c\+\+|cpp|clang|clang\+\+|gfortran|gccgo|[\w.-]+-(gcc|g\+\+|clang))(-[\d.]+)?$/;
/** Installs packages or runs the project's tests (their scripts run): ncu's --doctor "installs upgrades and runs tests", --install "the auto-install behavior", mypy's --install-types "Install detected missing library stub packages using pip". */
const INSTALLS_OR_TESTS =
  /\binstalls? (the )?(upgrades|updates|packages|dependencies)\b[^.;]*\bruns? tests\b|\bauto-?install\b|^install(s)? ([\w-]+ ){0,4}(packages|dependencies)( using [\w-]+)?\b/i;

/** Options that load code, choose what runs, or turn a safe mode off or always on. */
export const LOADS_CODE_RULES: readonly SafetyRule[] = [
  { applies: 'option', description: INSTALLS_OR_TESTS, action: 'leave-out', why: "it installs packages or runs the project's tests, whose scripts run" },
  // nvcc's --options-file "Include command line options from specified file" (round 32), gpg-agent's --options FILE "read options
  // from FILE" (round 34), mariadb's --defaults-file "Only read default options from the given file" (round 35; not xargs's -a "read arguments from FILE", its operands, nor hasktags's "read additional options from file", whose options are all safe): the file may hold any option, the unsafe ones too.
  {
    applies: 'option',
    takesValue: true,
    description:
      /\b(read|reads|include|includes|take|takes|load|loads)(( additional| more| extra)? command[- ]line (options|arguments|flags)|( default)? options) from (a |the )?(specified |given |named )?file\b/i,
    action: 'leave-out',
    why: 'its file may hold any option, those an agent is not offered too',
  },
  // ssh-add's -s pkcs11 "Add keys provided by the PKCS#11 shared library pkcs11", -S provider "Specifies a path to a library that will be used ..." (round 32).
  {
    applies: 'option',
    takesValue: true,
    description:
      /\b(provided by|from|loads?|loaded from|uses?|specify|specifies) (the |a )?([\w#-]+ )?shared librar(y|ies)\b|\b(path to|name of) (a|the) librar(y|ies) (that|which) (will be|is|are) (used|loaded)\b/i,
    // ssh-add's -e pkcs11 "Remove keys provided by the PKCS#11 shared library" loads nothing.
    notDescription: /^(remove|removes|delete|deletes)\b/i,
    action: 'leave-out',
    why: 'it loads a library, native code that runs',
  },
  // yaml's --visit "Apply a visitor to each document (requires a path to import)", mocha's --require "Require module" and
  // --file "file(s) to be loaded prior to root suite execution", whatever the help says of their values.
  {
    applies: 'option',
    description:
      /\ba path to import\b|^require (a |the )?modules?\b|\bfiles?(\(s\))? to be (loaded|required|imported)\b|\b(dynamic|shared) (librar(y|ies)|objects?) to (load|open)\b/i,
    action: 'leave-out',
    why: 'it loads a module of code',
  },
  // textlint's --rule "Set rule package name", peggy's --extra-options-file "(in JSON as an object or commonjs module format)",
  // kramdown's --template "The name of an ERB template file": packages, modules and templates are code the program runs
  // (not tsc's "importing CommonJS modules" nor asciidoctor's --eruby "when rendering custom ERB templates", what it compiles or picks).
  {
    applies: 'option',
    description:
      /\b(rule|plugin|preset|formatter|reporter|parser|transformer|loader)s? packages?\b|\b(commonjs|common js|javascript|js|es|ecmascript) module (format|file)\b|\b(erb|ejs|eex|jsp) template files?\b/i,
    action: 'leave-out',
    why: 'it loads code: a package, a module or a template that runs',
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
  // lessc's --plugin=PLUGIN "Loads a plugin": a package or a .js file, code either way.
  {
    applies: 'option',
    takesValue: true,
    description:
      /^loads? (a |the |one or more |additional |extra )?(specified )?(plugins?|extensions?|modules?)\b|\b(a|an|the) ([\w-]+ )?plugin to (use|load)\b/i,
    action: 'leave-out',
    why: 'it loads a plugin: code the program runs',
  },
  // keytool's -addprovider "add security provider by name", -providerclass "by fully-qualified class name", -providerpath
  // "provider classpath": a class loaded into the VM and run (openssl's -provider "Provider to load" names a module by name, and stays);
  // -providerarg "configure argument for -addprovider" configures it (SunPKCS11's names a native library).
  {
    applies: 'option',
    description:
      /\b(add|adds|load|loads|install|installs|register|registers) (a |the )?(security |crypto(graphic)? )?providers?\b|\bprovider class ?path\b|\bargument for -\w*provider/i,
    action: 'leave-out',
    why: 'it loads a provider class, code the program runs',
  },
  // jsonschema's --validator "the fully qualified object name of a validator to use": an object imported by its name, so its module runs.
  {
    applies: 'option',
    takesValue: true,
    description: /\bfully[- ]qualified ((object|class|module|function) )?name\b/i,
    action: 'leave-out',
    why: 'its value names code the program imports',
  },
  // javap's -J<vm-option> "Specify a VM option", gp-collect-app's -J "specify arguments to the JVM" (round 33): the Java VM's own options load agents and classes (-J-javaagent:x.jar).
  {
    applies: 'option',
    takesValue: true,
    description:
      /\b(vm|jvm|java|virtual machine|runtime) (options?|flags?|arguments?)\b|\b(options?|flags?|arguments?) to the (jvm|java vm|vm|java virtual machine)\b/i,
    action: 'leave-out',
    why: 'its value is passed on to the VM, whose options load code',
  },
  // coffee's --nodejs "pass options directly to the "node" binary" (written without a value): node's own options load and run code.
  {
    applies: 'option',
    description:
      /\bpass(es)? ([\w-]+ ){0,2}(options|arguments|args|flags)\b[^.;]*\bto (the |its )?["'`]?[\w.-]+["'`]? (binary|runtime|interpreter|executable|vm)\b/i,
    action: 'leave-out',
    why: 'it passes options to a program it runs, whose own options load code',
  },
  // Rounds 17-26's code loaded under other names. asciidoctor's -T "custom converter templates that override the built-in
  // converter (requires tilt gem)": ERB or Slim, Ruby.
  {
    applies: 'option',
    description: /\btemplates?\b[^.;]*\b(override (the |one or more )?([\w-]+ )?(built-?in|default)|requires? (the )?tilt)\b/i,
    action: 'leave-out',
    why: 'its templates are code a template engine runs',
  },
  // ast-grep's --custom-languages "Control how sgconfig.yml handles native custom language libraries".
  {
    applies: 'option',
    description: /\b(handles?|loads?|enables?|allows?|uses?) (the )?(native|dynamic|shared) ([\w-]+ ){0,2}librar(y|ies)\b/i,
    action: 'leave-out',
    why: 'it loads a native library',
  },
  // jarsigner's -altsigner "class name of an alternative signing mechanism", -altsignerpath "location of ...", javadoc's
  // -tagletpath "The path to Taglets".
  {
    applies: 'option',
    description: /\b(class name|location) of an? (alternative|custom) ([\w-]+ )?(mechanism|implementation|provider)\b|\bpath to (the )?(taglets|doclets)\b/i,
    action: 'leave-out',
    why: 'it names classes the program loads and runs',
  },
  // llvm-cov's --Xdemangler=<string> "<demangler-path>|<demangler-option>".
  {
    applies: 'option',
    description: /<[\w-]*(demangler|compiler|linker|assembler|program)[-_]path>/i,
    action: 'leave-out',
    why: 'it names a program the tool runs',
  },
  // javadoc's -doclet <class> "Generate output via alternate doclet": a Java class, loaded and run.
  // (not jar's --main-class <class-name>, a name written into the manifest, nor racc's --superclass, a name in the code it writes).
  {
    applies: 'option',
    placeholder: /^(class|classname|class-name)$/i,
    description: /\b(via|load|loads|register|registers|alternate|alternative)\b/i,
    action: 'leave-out',
    why: 'its value is a class the program loads and runs',
  },
  // javac's -processor "Names of the annotation processors to run", -Xplugin: "Name and optional arguments for a plug-in to be run" (round 27).
  {
    applies: 'option',
    description: /\bannotation processors? to (be )?run\b|\bplug-?ins? to (be )?run\b/i,
    action: 'leave-out',
    why: 'it names code the program loads and runs',
  },
  { applies: 'option', nameWords: /^skeleton$/, takesValue: true, action: 'leave-out', why: 'a parser skeleton is expanded by m4, which runs commands' },
  // hlint's --with-refactor "Give the path to refactor".
  { applies: 'option', nameWords: /^with-[\w-]+$/, description: /\bpath (to|of)\b/i, action: 'leave-out', why: 'it names a program the tool runs' },
  // Round 24 (after its blind row): gpgtar's --gpg-args "Pass the specified extra options to gpg" (the program it runs, by name).
  {
    applies: 'option',
    takesValue: true,
    description: /^pass(es)? (the )?(specified |given )?(extra |additional )?(options|arguments|args|flags) to [\w.-]+\.?$/i,
    action: 'leave-out',
    why: 'its value is passed on to a program it runs',
  },
  // Values handed on to another program: the linker's, assembler's and preprocessor's own options load
  // plugins, scripts and files anywhere (`-Wl,-plugin,x.so`, `-Xlinker --script`), which no rule here can judge.
  { applies: 'option', takesValue: true, description: PASSES_TO_PROGRAM, action: 'leave-out', why: 'its value is passed on to another program' },
  // texi2any's --Xopt=OPT "pass OPT to texi2dvi", groff's -Parg "pass arg to the postprocessor": an option or argument of
  // whatever program the description names.
  {
    applies: 'option',
    placeholder: /^(opts?|options?|args?|arguments?|flags?|switch(es)?)$/i,
    describesPlaceholder: String.raw`\bpass(es)? {} (on )?to\b`,
    action: 'leave-out',
    why: 'its value is passed on to another program',
  },
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
  // Code it loads. A plugin found in the system's own library folders (prove's -P, App::Prove::Plugin::*) stays
  // (options named --plugin, --parser, --reporter are left out by safety-option-names.ts); a file of code (custom rules, a config "only .js") or a module given to
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
  { applies: 'option', name: /^--?(nonce|unsafe-testing|no-sandbox|unsafe)$/, action: 'leave-out', why: 'it turns a safe mode off' },
  // bsdcpio's --insecure "Disable security checks during extraction or copying. This allows extraction via symbolic links, absolute paths".
  {
    applies: 'option',
    description: /\b(disables?|turns? off|skips?) (the |all )?security checks\b/i,
    action: 'leave-out',
    why: 'it turns off the checks that keep what it writes inside the folder',
  },
  // groff's -U "enable unsafe mode": its .sy requests run commands.
  {
    applies: 'option',
    description: /\b(enables?|turns? on|allows?|uses?) (the )?unsafe mode\b|^unsafe mode\b|\b(disables?|turns? off) (the )?safer? mode\b/i,
    action: 'leave-out',
    why: 'it turns a safe mode off',
  },
  // json2csv's -s, --no-streaming "Process the whole JSON array in memory": it reads the input with import(), which runs a
  // file whose name does not end in .json (running it showed; no text says it).
  { applies: 'option', command: /^json2csv$/, name: /^--no-streaming$/, action: 'leave-out', why: 'json2csv imports its input as a module without streaming' },
  // Safe modes the draft's command always carries (when the program's own help lists them).
  {
    applies: 'option',
    command: /^sqlite3$/,
    name: /^-safe$/,
    action: 'always-on',
    why: 'sqlite3 -safe refuses .shell, .system, .load, ATTACH and writefile()',
  },
  { applies: 'option', command: /^sed$/, name: /^--sandbox$/, action: 'always-on', why: 'GNU sed --sandbox refuses the e, r and w commands (e runs a shell)' },
];
