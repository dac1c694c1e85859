import { describe } from 'vitest';
import { option, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// One row per rule of safety-loads-code.ts, and one per failure measured in issue 24 (marked "measured"): what the
// help (or spec) says, in which command, and what the whole rule list (in its order) does with it.
const ROWS: SafetyRow[] = [
  [
    'measured (round 30): lli --dlopen "Dynamic libraries to load before linking"',
    option(['--dlopen'], '<string>', 'Dynamic libraries to load before linking'),
    ['lli'],
    'leave-out',
  ],
  [
    "dwz's --low-mem-die-limit 'Handle executables or shared libraries containing ...' loads none",
    option(['--low-mem-die-limit'], 'COUNT', 'Handle executables or shared libraries containing more than COUNT debugging information entries'),
    ['dwz'],
    undefined,
  ],
  // Round 27 (after its blind row): javac's annotation processors; where to find them is a path in the roots.
  [
    'measured (round 27): javac -processor "Names of the annotation processors to run"',
    option(['-processor'], '<class1>[,<class2>,<class3>...]', 'Names of the annotation processors to run; bypasses default discovery process'),
    ['javac'],
    'leave-out',
  ],
  ["make's -j 'Number of processors to run in parallel' is a count", option(['-j'], 'N', 'Number of processors to run in parallel'), ['tool'], undefined],
  [
    "javac's --processor-path 'Specify where to find annotation processors'",
    option(['--processor-path'], '<path>', 'Specify where to find annotation processors'),
    ['javac'],
    'path',
  ],
  // Round 26 (after its blind row): javadoc's classes and runtime options, llvm-cov's demangler, pic's unsafe mode.
  [
    'measured (round 26): javadoc -doclet <class> "Generate output via alternate doclet"',
    option(['-doclet'], '<class>', 'Generate output via alternate doclet'),
    ['javadoc'],
    'leave-out',
  ],
  [
    'measured (round 26): javadoc -taglet "The fully qualified name of Taglet to register"',
    option(['-taglet'], 'VALUE', 'The fully qualified name of Taglet to register'),
    ['javadoc'],
    'leave-out',
  ],
  ['measured (round 26): javadoc -tagletpath "The path to Taglets"', option(['-tagletpath'], 'VALUE', 'The path to Taglets'), ['javadoc'], 'leave-out'],
  [
    'measured (round 26): javadoc -J<flag> "Pass <flag> directly to the runtime system"',
    option(['-J'], '<flag>', 'Pass <flag> directly to the runtime system'),
    ['javadoc'],
    'leave-out',
  ],
  [
    'measured (round 26): llvm-cov --Xdemangler=<string> "<demangler-path>|<demangler-option>"',
    option(['--Xdemangler'], '<string>', '<demangler-path>|<demangler-option>'),
    ['llvm-cov', 'report'],
    'leave-out',
  ],
  [
    'measured (round 26): pic -U "Unsafe mode; revert the default option -S."',
    option(['-U'], undefined, 'Unsafe mode; revert the default option -S.'),
    ['pic'],
    'leave-out',
  ],
  // Round 24 (after its blind row).
  [
    'measured (round 24): gpgtar --gpg-args args "Pass the specified extra options to gpg"',
    option(['--gpg-args'], 'args', 'Pass the specified extra options to gpg.'),
    ['gpgtar'],
    'leave-out',
  ],
  [
    'measured (round 24): rpcgen -Y path "directory name to find C preprocessor (cpp)"',
    option(['-Y'], 'path', 'directory name to find C preprocessor (cpp)'),
    ['rpcgen'],
    'leave-out',
  ],
  // Rounds 17-23 (after their blind rows): code loaded under other words.
  [
    'measured (round 17): coffee --nodejs "pass options directly to the "node" binary"',
    option(['--nodejs'], undefined, 'pass options directly to the "node" binary'),
    ['coffee'],
    'leave-out',
  ],
  [
    'measured (round 17): asciidoctor -T DIR "custom converter templates that override the built-in converter (requires tilt gem)"',
    option(['--template-dir', '-T'], 'DIR', 'a directory containing custom converter templates that override the built-in converter (requires tilt gem)'),
    ['asciidoctor'],
    'leave-out',
  ],
  [
    "asciidoctor's -E NAME only picks the engine: not left out",
    option(['--template-engine', '-E'], 'NAME', 'template engine to use for the custom converter templates (loads gem on demand)'),
    ['asciidoctor'],
    undefined,
  ],
  [
    'measured (round 18): bison --skeleton=FILE "specify the skeleton to use"',
    option(['--skeleton', '-S'], 'FILE', 'specify the skeleton to use'),
    ['bison'],
    'leave-out',
  ],
  [
    'measured (round 20): ast-grep --custom-languages "handles native custom language libraries"',
    option(['--custom-languages'], '<CUSTOM_LANGUAGES>', 'Control how sgconfig.yml handles native custom language libraries (default: ignore)'),
    ['ast-grep', 'run'],
    'leave-out',
  ],
  [
    'measured (round 22): jarsigner -altsigner <class> "class name of an alternative signing mechanism"',
    option(['-altsigner'], '<class>', 'class name of an alternative signing mechanism'),
    ['jarsigner'],
    'leave-out',
  ],
  [
    'measured (round 22): jarsigner -altsignerpath <pathlist> "location of an alternative signing mechanism"',
    option(['-altsignerpath'], '<pathlist>', 'location of an alternative signing mechanism'),
    ['jarsigner'],
    'leave-out',
  ],
  [
    'measured (round 20): hlint --with-refactor=ITEM "Give the path to refactor"',
    option(['--with-refactor'], 'ITEM', 'Give the path to refactor'),
    ['hlint'],
    'leave-out',
  ],
  [
    'measured (round 23): bsdcpio --insecure "Disable security checks during extraction or copying"',
    option(['--insecure'], undefined, '(i and p mode only) Disable security checks during extraction or copying. This allows extraction via symbolic links'),
    ['bsdcpio'],
    'leave-out',
  ],
  [
    "curl's --insecure 'Allow insecure server connections' turns no check of what it writes off",
    option(['--insecure', '-k'], undefined, 'Allow insecure server connections'),
    ['curl'],
    undefined,
  ],
  [
    'mypy --install-types "Install detected missing library stub packages using pip"',
    option(['--install-types'], undefined, 'Install detected missing library stub packages using pip'),
    ['mypy'],
    'leave-out',
  ],
  // Round 19 (tuned on after it was measured blind): packages, modules and templates of code, by their words.
  [
    'kramdown -x, --extension EXT "Load one or more extensions"',
    option(['--extension', '-x'], 'EXT', "Load one or more extensions (without the 'kramdown-' prefix)"),
    ['kramdown'],
    'leave-out',
  ],
  ['textlint --rule "Set rule package name"', option(['--rule'], '[String]', 'Set rule package name.'), ['textlint'], 'leave-out'],
  [
    'peggy --extra-options-file "(in JSON as an object or commonjs module format)"',
    option(['--extra-options-file', '-c'], '<file>', 'File with additional options (in JSON as an object or commonjs module format) to pass to peggy.generate'),
    ['peggy'],
    'leave-out',
  ],
  [
    'kramdown --template "The name of an ERB template file"',
    option(['--template'], 'ARG', 'The name of an ERB template file that should be used to wrap the output'),
    ['kramdown'],
    'leave-out',
  ],
  [
    "tsc's --esModuleInterop imports CommonJS modules it compiles",
    option(['--esModuleInterop'], undefined, 'Emit additional JavaScript to ease support for importing CommonJS modules.'),
    ['tsc'],
    undefined,
  ],
  [
    "asciidoctor's --eruby picks how ERB templates render",
    { ...option(['--eruby'], 'ERUBY', 'specify eRuby implementation to use when rendering custom ERB templates'), choices: ['erb', 'erubi'] },
    ['asciidoctor'],
    undefined,
  ],
  [
    'measured (round 9): enscript -W "pass option OPTION to helper application APP"',
    option(['--options', '-W'], 'APP,OPTION', 'pass option OPTION to helper application APP'),
    ['enscript'],
    'leave-out',
  ],
  [
    'measured (round 9): enscript --printer-options "pass extra options to the printer command"',
    option(['--printer-options'], 'OPTIONS', 'pass extra options to the printer command'),
    ['enscript'],
    'leave-out',
  ],
  ['sqlite3 -nonce escapes safe mode', option(['-nonce'], 'STRING', 'set the safe-mode escape nonce'), ['sqlite3'], 'leave-out'],
  ['file --no-sandbox', option(['--no-sandbox', '-S'], undefined, 'disable system call sandboxing'), ['file'], 'leave-out'],
  // Values handed on to another program, programs and interpreters chosen, code loaded (round 3 of issue 24).
  ['gcc -Wa,<options>: passed on to the assembler', option(['-Wa'], '<options>', 'Pass comma-separated <options> on to the assembler.'), ['gcc'], 'leave-out'],
  ['gcc -Xlinker <arg>: passed on to the linker', option(['-Xlinker'], '<arg>', 'Pass <arg> on to the linker.'), ['gcc'], 'leave-out'],
  ['clang -Xclang <arg>: passed to the compiler', option(['-Xclang'], '<arg>', 'Pass <arg> to the clang compiler'), ['clang'], 'leave-out'],
  ['curl --data passes data to a server, not a program', option(['--data', '-d'], '<data>', 'Pass the data to the HTTP server'), ['curl'], undefined],
  [
    'gcc -B <directory>: where the compiler finds its programs',
    option(['-B'], '<directory>', "Add <directory> to the compiler's search paths."),
    ['gcc'],
    'leave-out',
  ],
  [
    'gcc -specs=<file>: the programs the driver runs',
    option(['-specs'], '<file>', 'Override built-in specs with the contents of <file>.'),
    ['gcc'],
    'leave-out',
  ],
  [
    'pip --python <python>: the interpreter that runs',
    option(['--python'], '<python>', 'Run pip with the specified Python interpreter.'),
    ['pip', 'list'],
    'leave-out',
  ],
  ['a --node <path> that picks the runtime', option(['--node'], '<path>', 'path to the node binary'), ['tool'], 'leave-out'],
  ['an --interpreter', option(['--interpreter'], 'PATH', 'the interpreter for the scripts'), ['tool'], 'leave-out'],
  ['black --python-cell-magics is no interpreter', option(['--python-cell-magics'], 'TEXT', 'custom cell magics'), ['black'], undefined],
  [
    'markdownlint --rules: custom rule files',
    option(['--rules', '-r'], '<file|directory|glob|package>', 'include custom rule files (default: [])'),
    ['markdownlint'],
    'leave-out',
  ],
  ['svgo --config: only .js is supported', option(['--config'], '<CONFIG>', 'Custom config file, only .js is supported'), ['svgo'], 'leave-out'],
  ['node --require <module>', option(['--require', '-r'], '<module>', 'module to preload'), ['mocha'], 'leave-out'],
  ['node --import <module>', option(['--import'], '<module>', 'ES module to preload'), ['node'], 'leave-out'],
  ['a --loader', option(['--loader', '--experimental-loader'], '<module>', 'use the specified module as a custom loader'), ['node'], 'leave-out'],
  // Was kept as "names installed packages": `eslint --plugin evil` imports ./node_modules/eslint-plugin-evil (ran, round 10 tuning).
  ['eslint --plugin [String] imports a package under the roots', option(['--plugin'], '[String]', 'Specify plugins'), ['eslint'], 'leave-out'],
  ['prove -P: a plugin by name', option(['-P'], undefined, 'Load plugin (searches App::Prove::Plugin::*.)'), ['prove'], undefined],
  // Safe modes.
  ['sqlite3 -safe is always on', option(['-safe'], undefined, 'enable safe-mode'), ['sqlite3'], 'always-on'],
  ['GNU sed --sandbox is always on', option(['--sandbox'], undefined, 'operate in sandbox mode (disable e/r/w commands).'), ['sed'], 'always-on'],
  [
    'measured: html-minifier-terser --config-file is a JS module it requires',
    option(['--config-file', '-c'], '<file>', 'Use config file'),
    ['html-minifier-terser'],
    'leave-out',
  ],
  [
    'measured: pygmentize -x loads lexers from a .py file',
    option(['-x'], undefined, 'Allow custom lexers and formatters to be loaded from a .py file relative to the current working directory.'),
    ['pygmentize'],
    'leave-out',
  ],
  ['measured: python -m cProfile -m runs a module', option(['-m'], undefined, 'Profile a library module'), ['python3', '-m', 'cProfile'], 'leave-out'],
  [
    "measured: marked's --config may be a .js module it imports",
    option(['--config', '-c'], '[config file]', 'Specify config file to use instead of the default ~/.marked.json or ~/.marked.js'),
    ['marked'],
    'leave-out',
  ],
  [
    'measured: lessc --plugin loads a plugin',
    option(['--plugin'], 'PLUGIN=OPTIONS', 'Loads a plugin. You can also omit the --plugin= if the plugin begins less-plugin.'),
    ['lessc'],
    'leave-out',
  ],
  [
    'tsc --allowJs compiles JavaScript files, runs none',
    option(['--allowJs'], undefined, 'Allow JavaScript files to be a part of your program.'),
    ['tsc'],
    undefined,
  ],
  // Round 6's held-out programs.
  ['measured: nm --plugin loads a shared object', option(['--plugin'], 'NAME', 'Load the specified plugin'), ['nm'], 'leave-out'],
  [
    'measured: isort --formatter names a plugin it loads',
    option(['--formatter'], 'FORMATTER', 'Specifies the name of a formatting plugin to use when producing output.'),
    ['isort'],
    'leave-out',
  ],
  ['measured: javap -J passes its value to the Java VM', option(['-J'], '<vm-option>', 'Specify a VM option'), ['javap'], 'leave-out'],
  [
    'measured: ncu --configFileName may be a .js config',
    option(['--configFileName'], '<s>', 'Config file name. (default: .ncurc or .ncurc.{json,yaml,yml,js,mjs,cjs})'),
    ['ncu'],
    'leave-out',
  ],
  [
    'measured: ncu --doctor installs upgrades and runs tests',
    option(['--doctor', '-d'], undefined, 'Iteratively installs upgrades and runs tests to identify breaking upgrades.'),
    ['ncu'],
    'leave-out',
  ],
  ['measured: ncu --install', option(['--install'], '<value>', 'Control the auto-install behavior: always, never, prompt.'), ['ncu'], 'leave-out'],
  ['mocha --parallel runs tests, installs nothing', option(['--parallel', '-p'], undefined, 'Run tests in parallel'), ['mocha'], undefined],
  ['measured: madge --webpack-config', option(['--webpack-config'], '<file>', 'path to webpack config'), ['madge'], 'leave-out'],
  [
    'measured: stylelint --custom-formatter',
    option(['--custom-formatter'], '<path_or_module>', 'A path to a JS file or module name exporting a custom formatting function.'),
    ['stylelint'],
    'leave-out',
  ],
  [
    'measured: yaml --visit imports a module',
    option(['--visit', '-v'], undefined, 'Apply a visitor to each document (requires a path to import)'),
    ['yaml'],
    'leave-out',
  ],
  ['measured: mocha --require', option(['--require', '-r'], undefined, 'Require module'), ['mocha'], 'leave-out'],
  ['measured: mocha --file', option(['--file'], 'VALUE', 'Specify file(s) to be loaded prior to root suite execution'), ['mocha'], 'leave-out'],
  ['measured: mocha --node-option', option(['--node-option', '-n'], undefined, 'Node or V8 option (no leading "--")'), ['mocha'], 'leave-out'],
  [
    'measured: mocha --reporter (a module path, says its documentation)',
    option(['--reporter', '-R'], undefined, 'Specify reporter to use'),
    ['mocha'],
    'leave-out',
  ],
  ['measured: mocha --config may be a .mocharc.js', option(['--config'], 'VALUE', 'Path to config file'), ['mocha'], 'leave-out'],
  ['measured: depcheck --config, read by cosmiconfig', option(['--config'], 'VALUE', 'A config file to be parsed'), ['depcheck'], 'leave-out'],
  // Round 8's held-out programs.
  [
    'measured: keytool -addprovider loads a provider',
    option(['-addprovider'], '<name>', 'add security provider by name (e.g. SunPKCS11)'),
    ['keytool', '-list'],
    'leave-out',
  ],
  [
    'measured: keytool -providerclass loads a class',
    option(['-providerclass'], '<class>', 'add security provider by fully-qualified class name'),
    ['keytool', '-list'],
    'leave-out',
  ],
  ['measured: keytool -providerpath is where it loads them from', option(['-providerpath'], '<list>', 'provider classpath'), ['keytool', '-list'], 'leave-out'],
  [
    'held out (round 22): jsonschema --validator names an object it imports',
    option(
      ['--validator', '-V'],
      'VALIDATOR',
      'the fully qualified object name of a validator to use, or, for validators that are registered with jsonschema, simply the name of the class.',
    ),
    ['jsonschema'],
    'leave-out',
  ],
  ['a qualified name to look up is no import', option(['--symbol'], '<name>', 'the qualified name of the symbol to show'), ['tool'], undefined],
  [
    'measured: keytool -providerarg configures the provider loaded',
    option(['-providerarg'], '<arg>', 'configure argument for -addprovider'),
    ['keytool', '-list'],
    'leave-out',
  ],
  [
    'openssl -provider names one to load, by name',
    option(['-provider'], 'val', 'Provider to load (can be specified multiple times)'),
    ['openssl', 'rand'],
    undefined,
  ],
  [
    'ran (round 11): texi2any --Xopt=OPT "pass OPT to texi2dvi"',
    option(['--Xopt'], 'OPT', 'pass OPT to texi2dvi; can be repeated.'),
    ['texi2any'],
    'leave-out',
  ],
  ['round 11: groff -Parg "pass arg to the postprocessor"', option(['-P'], 'arg', 'pass arg to the postprocessor'), ['groff'], 'leave-out'],
  ['ran (round 11): groff -U "enable unsafe mode" (.sy runs commands)', option(['-U'], undefined, 'enable unsafe mode'), ['groff'], 'leave-out'],
  [
    'ran (round 12): json2csv --config "a file with a valid JSON configuration" is imported',
    option(['--config', '-c'], '<path>', 'Specify a file with a valid JSON configuration.'),
    ['json2csv'],
    'leave-out',
  ],
  [
    'ran (round 12): json2csv --no-streaming imports its input',
    option(['--no-streaming', '-s'], undefined, 'Process the whole JSON array in memory instead of doing it line by line.'),
    ['json2csv'],
    'leave-out',
  ],
];

describe('the safety rules: code loaded, programs chosen, safe modes', () => {
  itJudgesEachRow(ROWS);
});
