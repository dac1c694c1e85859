import { describe } from 'vitest';
import { option, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// The kinds of value left out by default (safety-value-kinds.ts): rows from rounds 11 and 12, which offered
// them, and the tuned corpus's configs that running showed run code; then what stays offered. Each judged by
// the whole rule list in its order.
const ROWS: SafetyRow[] = [
  ['measured (round 36): w3m -o "assign value to config option"', option(['-o'], 'opt=value', 'assign value to config option'), ['w3m'], 'leave-out'],
  ['measured (round 32): postgres -c NAME=VALUE "set run-time parameter"', option(['-c'], 'NAME=VALUE', 'set run-time parameter'), ['postgres'], 'leave-out'],
  [
    'ran (round 11): html-validate -c, --config "use custom configuration file"',
    option(['--config', '-c'], 'STRING', 'use custom configuration file.'),
    ['html-validate'],
    'leave-out',
  ],
  [
    'ran (round 11): html-validate -f, --formatter "specify the formatter to use"',
    option(['--formatter', '-f'], 'FORMATTER', 'specify the formatter to use.'),
    ['html-validate'],
    'leave-out',
  ],
  [
    'round 11: remark --rc-path <path> "specify configuration file"',
    option(['--rc-path', '-r'], '<path>', 'specify configuration file'),
    ['remark'],
    'leave-out',
  ],
  ['round 11: remark --report <reporter> "specify reporter"', option(['--report'], '<reporter>', 'specify reporter'), ['remark'], 'leave-out'],
  [
    'ran (round 11): texi2any --init-file=FILE "load FILE to modify the default behavior"',
    option(['--init-file'], 'FILE', 'load FILE to modify the default behavior.'),
    ['texi2any'],
    'leave-out',
  ],
  [
    'ran (round 11): texi2any -c, --set-customization-variable VAR=VAL',
    option(['--set-customization-variable', '-c'], 'VAR=VAL', 'set customization variable VAR to value VAL.'),
    ['texi2any'],
    'leave-out',
  ],
  ['ran (round 12): cppcheck --addon=<addon> "Execute addon"', option(['--addon'], '<addon>', 'Execute addon. i.e. --addon=misra.'), ['cppcheck'], 'leave-out'],
  [
    'round 12: write-good --checks <module> "add a custom checks module"',
    option(['--checks'], '<module>', 'add a custom checks module.'),
    ['write-good'],
    'leave-out',
  ],
  [
    'ran: flake8 --config (its local-plugins run)',
    option(['--config'], 'CONFIG', 'Path to the config file that will be the authoritative config source.'),
    ['flake8'],
    'leave-out',
  ],
  [
    'ran: markdownlint --config "(JSON, JSONC, JS, YAML, or TOML)"',
    option(['--config', '-c'], '<configFile>', 'configuration file (JSON, JSONC, JS, YAML, or TOML)'),
    ['markdownlint'],
    'leave-out',
  ],
  [
    'ran: cloc --config <file> (its --extract-with runs)',
    option(['--config'], '<file>', 'Read command line switches from <file> instead of the default location.'),
    ['cloc'],
    'leave-out',
  ],
  // Offered: data, built-ins, a value only written, a name that is no such kind.
  [
    'markdown_py --extension_configs "must be of JSON or YAML format"',
    option(
      ['--extension_configs', '-c'],
      'CONFIG_FILE',
      'Read extension configurations from CONFIG_FILE. CONFIG_FILE must be of JSON or YAML format. YAML format requires that a python YAML library be installed.',
    ),
    ['markdown_py'],
    'path',
  ],
  [
    'pygmentize -f "Specify the formatter to use. (Query names with -L.)"',
    option(['-f'], 'FORMATTER', 'Specify the formatter to use. (Query names with -L.) If not given, the formatter is guessed.'),
    ['pygmentize'],
    undefined,
  ],
  [
    'flake8 --require-plugins "Require specific plugins to be installed"',
    option(['--require-plugins'], 'REQUIRE_PLUGINS', 'Require specific plugins to be installed before running'),
    ['flake8'],
    undefined,
  ],
  [
    'getent -s, --service=CONFIG "Service configuration to be used"',
    option(['--service', '-s'], 'CONFIG', 'Service configuration to be used'),
    ['getent'],
    undefined,
  ],
  ['pgbench --show-script=NAME (a built-in script shown)', option(['--show-script'], 'NAME', 'show builtin script code, then exit'), ['pgbench'], undefined],
  [
    'openssl req -extensions "(override value in config file)"',
    option(['-extensions'], 'val', 'Cert extension section (override value in config file)'),
    ['openssl', 'req'],
    undefined,
  ],
  [
    'restic --cacert "file to load root certificates from"',
    option(['--cacert'], 'file', 'file to load root certificates from (default: use system certificates)'),
    ['restic', 'ls'],
    'path',
  ],
  [
    'javap --module <module> (the classes read)',
    option(['--module', '-m'], '<module>', 'Specify module containing classes to be disassembled'),
    ['javap'],
    undefined,
  ],
  [
    'kubectl get --template (a Go template string)',
    option(['--template'], 'string', 'Template string or path to template file to use when -o=go-template'),
    ['kubectl', 'get'],
    undefined,
  ],
  [
    'sed -f, --file=script-file beside --sandbox (always on)',
    { ...option(['--file', '-f'], 'script-file', 'add the contents of script-file to the commands to be executed'), siblings: ['--sandbox'] },
    ['sed'],
    'path',
  ],
  [
    'ran (round 13): cspell --config <cspell.json> whose help names a default .json file (a .cjs config ran)',
    option(['--config', '-c'], '<cspell.json>', 'Configuration file to use.  By default cspell looks for cspell.json in the current directory.'),
    ['cspell', 'lint'],
    'leave-out',
  ],
  [
    'ran (round 13): sqldiff -L, --lib LIBRARY "Load an SQLite extension library" (it loads the file named)',
    option(['--lib', '-L'], 'LIBRARY', 'Load an SQLite extension library'),
    ['sqldiff'],
    'leave-out',
  ],
  [
    'cppcheck --library=<cfg> "Load file <cfg> that contains information about types" (data)',
    option(['--library'], '<cfg>', 'Load file <cfg> that contains information about types and functions.'),
    ['cppcheck'],
    undefined,
  ],
  [
    'prettier --find-config-path <path> (found and printed)',
    option(['--find-config-path'], '<path>', 'Find and print the path to a configuration file for the given input file.'),
    ['prettier'],
    'path',
  ],

  [
    'ran (round 15): gtags --gtagsconf, a config file that loads a library',
    option(['--gtagsconf'], 'file', 'Set environment variable GTAGSCONF to file.'),
    ['gtags'],
    'leave-out',
  ],
  ['a source folder is no config: --src', option(['--src'], '<dir>', 'the source folder'), ['tool'], 'path'],

  [
    'measured (round 16): openapi-typescript --redocly "Specify path to Redocly config (default: redocly.yaml)", which loads plugins',
    option(['--redocly', '-c'], '[path]', 'Specify path to Redocly config (default: redocly.yaml)'),
    ['openapi-typescript'],
    'leave-out',
  ],
  ['a path to the output is no config', option(['--output', '-o'], '[path]', 'Specify path to output file'), ['openapi-typescript'], 'path'],
  [
    'measured (round 16): jsdoc -c, --configure "The path to the configuration file" (a JavaScript config)',
    option(['--configure', '-c'], '<value>', 'The path to the configuration file. Default: path/to/jsdoc/conf.json'),
    ['jsdoc'],
    'leave-out',
  ],
  [
    'measured (round 16): jsdoc -t, --template "The path to the template to use" (its publish.js runs)',
    option(['--template', '-t'], '<value>', 'The path to the template to use. Default: path/to/jsdoc/templates/default'),
    ['jsdoc'],
    'leave-out',
  ],
  ['a folder of templates: "the templates directory"', option(['--templates'], 'DIR', 'Path to the templates directory'), ['tool'], 'leave-out'],
  [
    'kubectl --template "Template string or path to template file": one template, data',
    option(['--template'], 'VALUE', 'Template string or path to template file to use when -o=go-template, -o=go-template-file.'),
    ['kubectl', 'get'],
    undefined,
  ],
  [
    'pandoc --template "Use the specified file as a custom template": one file, data',
    option(['--template'], 'FILE', 'Use the specified file as a custom template for the generated document.'),
    ['pandoc'],
    'path',
  ],
  [
    'measured (round 16): highlight -D, --data-dir beside --list-scripts and --plug-in (its themes and langs are Lua)',
    { ...option(['--data-dir', '-D'], '<directory>', 'set path to data directory'), siblings: ['--list-scripts', '--plug-in', '--style'] },
    ['highlight'],
    'leave-out',
  ],
  [
    'pandoc --data-dir: no sibling says its data are scripts',
    { ...option(['--data-dir'], 'DIRECTORY', 'Specify the user data directory to search for pandoc data files.'), siblings: ['--lua-filter', '--template'] },
    ['pandoc'],
    'path',
  ],
];

describe('the safety rules: values of a kind the program loads, left out unless data', () => {
  itJudgesEachRow(ROWS);
});
