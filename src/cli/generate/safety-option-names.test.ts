import { describe, expect, it } from 'vitest';
import { option, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';
import { toNameWords } from './safety-match.js';

// One row per kind of safety-option-names.ts, from the held-out programs of round 10 (marked "measured") and
// the tuned ones whose expectations running the program corrected: what the help says, in which command, and
// what the whole rule list (in its order) does with it.
const ROWS: SafetyRow[] = [
  ['measured (round 32): perf --exec-path "Display or set exec path."', option(['--exec-path'], undefined, 'Display or set exec path.'), ['perf'], 'leave-out'],
  [
    'measured (round 24): ctest --build-makeprogram "Specify the make program to use."',
    option(['--build-makeprogram'], '<path>', 'Specify the make program to use.'),
    ['ctest'],
    'leave-out',
  ],
  ['measured (round 30): callgrind_control --kill "Kill"', option(['--kill', '-k'], undefined, 'Kill'), ['callgrind_control'], 'leave-out'],
  [
    'measured (round 14, blind): enca -E, --external-converter-program=PATH "Set external converter program name"',
    option(['--external-converter-program', '-E'], 'PATH', 'Set external converter program name (default: piconv)'),
    ['enca'],
    'leave-out',
  ],
  [
    'measured (round 10): babel --presets "A comma-separated list of preset names"',
    option(['--presets'], '[list]', 'A comma-separated list of preset names.'),
    ['babel'],
    'leave-out',
  ],
  [
    'measured (round 10): babel --plugins "A comma-separated list of plugin names"',
    option(['--plugins'], '[list]', 'A comma-separated list of plugin names.'),
    ['babel'],
    'leave-out',
  ],
  [
    'measured (round 10): postcss --use "List of postcss plugins to use"',
    option(['--use', '-u'], undefined, 'List of postcss plugins to use'),
    ['postcss'],
    'leave-out',
  ],
  ['measured (round 10): postcss --parser "Custom postcss parser"', option(['--parser'], undefined, 'Custom postcss parser'), ['postcss'], 'leave-out'],
  ['measured (round 10): postcss --stringifier', option(['--stringifier'], undefined, 'Custom postcss stringifier'), ['postcss'], 'leave-out'],
  ['measured (round 10): postcss --syntax', option(['--syntax'], undefined, 'Custom postcss syntax'), ['postcss'], 'leave-out'],
  [
    'measured (round 10): standard --parser "Use custom js parser"',
    option(['--parser'], undefined, 'Use custom js parser (e.g. babel-eslint)'),
    ['standard'],
    'leave-out',
  ],
  [
    'measured (round 10): jshint --reporter "Custom reporter (<PATH>|jslint|checkstyle|unix)"',
    option(['--reporter'], 'STRING', 'Custom reporter (<PATH>|jslint|checkstyle|unix)'),
    ['jshint'],
    'leave-out',
  ],
  ['ran: eslint --parser ./parser.js runs parser.js', option(['--parser'], 'String', 'Specify the parser to be used'), ['eslint'], 'leave-out'],
  ['ran: eslint --plugin evil imports ./node_modules/eslint-plugin-evil', option(['--plugin'], '[String]', 'Specify plugins'), ['eslint'], 'leave-out'],
  ['ran: prettier --plugin ./p.mjs runs p.mjs', option(['--plugin'], '<path>', 'Add a plugin.'), ['prettier'], 'leave-out'],
  ['ran: c8 --reporter=/abs/r.js runs r.js', option(['--reporter', '-r'], undefined, 'coverage reporter(s) to use'), ['c8'], 'leave-out'],
  [
    'prettier --parser <flow|babel|...> picks a built-in parser',
    { ...option(['--parser'], '<flow|babel>', 'Which parser to use.'), choices: ['flow', 'babel'] },
    ['prettier'],
    'plain',
  ],
  ['llvm-ar --plugin is ignored for compatibility', option(['--plugin'], '<string>', '- ignored for compatibility'), ['llvm-ar'], 'plain'],
  ['measured (round 10): babel -w "Recompile files on changes"', option(['--watch', '-w'], undefined, 'Recompile files on changes.'), ['babel'], 'leave-out'],
  ['ran: tsc --watch "Watch input files" never ends', option(['--watch', '-w'], undefined, 'Watch input files.'), ['tsc'], 'leave-out'],
  [
    'ran: kubectl get --watch-only never ends',
    option(['--watch-only'], undefined, 'Watch for changes to the requested object(s), without listing/getting first.'),
    ['kubectl', 'get'],
    'leave-out',
  ],
  ['jest --watchAll, camelCase', option(['--watchAll'], undefined, 'Watch files for changes and rerun all tests.'), ['jest'], 'leave-out'],
  ['esbuild --watch-delay is a count, not a watch', option(['--watch-delay'], '<ms>', 'Wait before watch mode rebuilds'), ['esbuild'], undefined],
  ['vite --open [path] opens a browser', option(['--open'], '[path]', 'Open browser on startup'), ['vite'], 'leave-out'],
  ['a --serve flag', option(['--serve'], undefined, 'Serve the files'), ['tool'], 'leave-out'],
  [
    'measured (round 10): git range-diff --ext-diff "allow an external diff helper to be executed"',
    option(['--ext-diff'], undefined, 'allow an external diff helper to be executed'),
    ['git', 'range-diff'],
    'leave-out',
  ],
  [
    'measured (round 10): git range-diff --textconv "run external text conversion filters"',
    option(['--textconv'], undefined, 'run external text conversion filters when comparing binary files'),
    ['git', 'range-diff'],
    'leave-out',
  ],
  ['git --no-ext-diff turns it off', option(['--no-ext-diff'], undefined, 'disallow external diff drivers'), ['git', 'diff'], 'plain'],
  [
    'measured (round 10): go vet -vettool=prog',
    option(['-vettool'], 'string', 'The -vettool=prog flag selects a different analysis tool with alternative or additional checks.'),
    ['go', 'vet'],
    'leave-out',
  ],
  ['git difftool --tool=<tool>', option(['--tool', '-t'], '<tool>', 'Use the diff tool specified by <tool>.'), ['git', 'difftool'], 'leave-out'],
  ['a --mail flag', option(['--mail'], undefined, 'Send a report'), ['tool'], 'leave-out'],
  ['a --printer with a value', option(['--printer', '-P'], 'NAME', 'Send output to NAME'), ['tool'], 'leave-out'],
  ['wdiff --printer, a flag, prints nothing', option(['--printer', '-p'], undefined, 'overstrike as for printers'), ['wdiff'], undefined],
  ['a --browser <name>', option(['--browser'], '<name>', 'Use this one'), ['tool'], 'leave-out'],
  ['stylelint --custom-syntax <module>', option(['--custom-syntax'], '<module>', 'Use this syntax'), ['stylelint'], 'leave-out'],
  [
    'measured (round 10): go env -w "changes the default settings"',
    option(
      ['-w'],
      undefined,
      'requires one or more arguments of the form NAME=VALUE and changes the default settings of the named environment variables to the given values.',
    ),
    ['go', 'env'],
    'leave-out',
  ],
  [
    'measured (round 10): go env -u "unsets the default setting"',
    option(
      ['-u'],
      undefined,
      "requires one or more arguments and unsets the default setting for the named environment variables, if one has been set with 'go env -w'.",
    ),
    ['go', 'env'],
    'leave-out',
  ],
  [
    'flake8 --require-plugins names plugins it checks for',
    option(['--require-plugins'], 'REQUIRE_PLUGINS', 'Require specific plugins to be installed'),
    ['flake8'],
    undefined,
  ],

  [
    'measured (round 16): knip --preprocessor, a module it loads',
    option(['--preprocessor'], undefined, 'Preprocess the results before providing them to the reporter(s), can be repeated'),
    ['knip'],
    'leave-out',
  ],
  [
    'knip --preprocessor-options is text',
    option(['--preprocessor-options'], undefined, 'Pass extra options to the preprocessor (as JSON string, see --reporter-options example)'),
    ['knip'],
    undefined,
  ],
  // Modules loaded by name or from a folder: node's and mocha's -r, Ruby's -I/--load-path, sqlite-utils' --load-extension.
  ['mocha --require <name>, a module loaded first', option(['--require', '-r'], '<name>', 'Require module'), ['mocha'], 'leave-out'],
  [
    'a --require with no value shown loads one all the same',
    option(['--require', '-r'], undefined, 'require the given module before eval or REPL'),
    ['coffee'],
    'leave-out',
  ],
  ['--load-extension TEXT, a shared library loaded', option(['--load-extension'], 'TEXT', 'Path to SQLite extension'), ['sqlite-utils', 'insert'], 'leave-out'],
  ['--load-path DIR, where modules are found', option(['--load-path', '-I'], 'DIRECTORY', 'add a directory to the $LOAD_PATH'), ['asciidoctor'], 'leave-out'],
  [
    'measured (round 16): systemd-analyze --require shows requirements, loads nothing',
    option(['--require'], undefined, 'Show only requirement in the graph'),
    ['systemd-analyze', 'calendar'],
    undefined,
  ],
  [
    '--require-virtualenv is no module',
    option(['--require-virtualenv'], undefined, 'Allow pip to only run in a virtual environment'),
    ['pip', 'list'],
    undefined,
  ],
];

describe('the option names that load or run code, never end, or reach outside the roots', () => {
  itJudgesEachRow(ROWS);
});

describe('toNameWords', () => {
  it.each([
    ['--extDiff', 'ext-diff'],
    ['--ext_diff', 'ext-diff'],
    ['-vettool', 'vettool'],
    ['--watchAll', 'watch-all'],
    ['+x', 'x'],
  ])('%s -> %s', (name, words) => {
    expect(toNameWords(name)).toBe(words);
  });
});
