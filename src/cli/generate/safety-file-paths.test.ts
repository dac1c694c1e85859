import { describe } from 'vitest';
import { option, operand, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// One row per rule of safety-file-paths.ts, and one per failure measured in issue 24 (marked "measured"): what the
// help (or spec) says, in which command, and what the whole rule list (in its order) does with it.
const ROWS: SafetyRow[] = [
  [
    "node's --cpu-prof-interval, an interval for the CPU profile, is a number",
    option(['--cpu-prof-interval'], undefined, 'specified sampling interval in microseconds for the V8 CPU profile'),
    ['node'],
    undefined,
  ],
  // Rounds 17-26 (held out): a file or folder said in other words.
  [
    'measured (round 17): mkdist --dist "Destination directory relative to project root directory"',
    option(['--dist'], undefined, 'Destination directory relative to project root directory'),
    ['mkdist'],
    undefined,
  ],
  [
    'measured (round 17): mkdist --dist="dist" "Destination directory ..."',
    option(['--dist'], '"dist"', 'Destination directory relative to project root directory'),
    ['mkdist'],
    'path',
  ],
  [
    'measured (round 19): jekyll build --source SOURCE "Custom source directory"',
    option(['--source', '-s'], 'SOURCE', 'Custom source directory'),
    ['jekyll', 'build'],
    'path',
  ],
  [
    'measured (round 18): closure-compiler --variable_map_input_file VAL "File containing the serialized version ..."',
    option(['--variable_map_input_file'], 'VAL', 'File containing the serialized version of the variable renaming map'),
    ['closure-compiler'],
    'path',
  ],
  ['measured (round 20): minify --cpuprofile string "Export CPU profile"', option(['--cpuprofile'], 'string', 'Export CPU profile'), ['minify'], 'path'],
  ['measured (round 25): cpack -B <packageDirectory>', option(['-B'], '<packageDirectory>', 'Override/define CPACK_PACKAGE_DIRECTORY'), ['cpack'], 'path'],
  [
    'measured (round 21): oxlint --tsconfig=<./tsconfig.json>',
    option(['--tsconfig'], '<./tsconfig.json>', 'Override the TypeScript config used for import resolution.'),
    ['oxlint'],
    'path',
  ],
  [
    'measured (round 10): git show -L <range:file> is a range in a file, not a path',
    option(['-L'], '<range:file>', 'trace the evolution of line range'),
    ['git', 'show'],
    'plain',
  ],
  ['measured (round 10): babel --out-file [out]', option(['--out-file', '-o'], '[out]', 'Compile all input files into a single file.'), ['babel'], 'path'],
  [
    'measured (round 10): babel --out-dir [out]',
    option(['--out-dir', '-d'], '[out]', 'Compile an input directory of modules into an output directory.'),
    ['babel'],
    'path',
  ],
  ['measured (round 9): mediainfo --LogFile=...', option(['--LogFile'], '...', 'Save the output in the specified file'), ['mediainfo'], 'path'],
  [
    'measured (round 9): mediainfo --Ssl_CertificateAuthorityPath=...',
    option(['--Ssl_CertificateAuthorityPath'], '...', 'Certificate authority path'),
    ['mediainfo'],
    'path',
  ],
  ['cc -I <dir> is a header folder, kept in the roots', option(['-I'], '<dir>', 'Add directory to include search path'), ['cc'], 'path'],
  [
    'rg --ignore-file: .gitignore format rules files are data',
    option(['--ignore-file'], '<PATH>', 'Specifies a path to one or more .gitignore format rules files.'),
    ['rg'],
    'path',
  ],
  [
    'a config that is data stays a path',
    option(['--config', '-c'], '<configFile>', 'configuration file (JSON, JSONC, YAML, or TOML)'),
    ['markdownlint'],
    'path',
  ],
  // Files.
  // held out (rounds 12-14): a description that says what file or folder the value is, whatever its placeholder.
  ['in2csv --schema SCHEMA', option(['--schema', '-s'], 'SCHEMA', 'Specify a CSV-formatted schema file for converting fixed-width files.'), ['in2csv'], 'path'],
  ['jpegtran -outfile name', option(['-outfile'], 'name', 'Specify name for output file'), ['jpegtran'], 'path'],
  ['json2csv --input <input>', option(['--input', '-i'], '<input>', 'Path and name of the incoming json file. Defaults to stdin.'), ['json2csv'], 'path'],
  ['json2ts --cwd=XXX', option(['--cwd'], 'XXX', 'Root directory for resolving $ref'), ['json2ts'], 'path'],
  ['cspell --root <root folder>', option(['--root', '-r'], '<root folder>', 'Root directory, defaults to current directory.'), ['cspell', 'lint'], 'path'],
  ['astyle --stdin=####', option(['--stdin'], '####', 'Use the file path #### as input to single file formatting.'), ['astyle'], 'path'],
  ['measured (held out): icdiff --encoding', option(['--encoding'], 'ENCODING', 'specify the file encoding; defaults to utf8'), ['icdiff'], undefined],
  ['measured: esbuild --sourcefile', option(['--sourcefile'], '...', 'Set the source file for the source map (for stdin)'), ['esbuild'], undefined],
  ['sql-formatter --config CONFIG', option(['--config', '-c'], 'CONFIG', 'Path to config JSON file or json string'), ['sql-formatter'], 'path'],
  // held out (round 10, 16): the description opens on the kind of file, then what it is for.
  ['bandit --baseline BASELINE', option(['--baseline', '-b'], 'BASELINE', 'path of a baseline report to compare against'), ['bandit'], 'path'],
  ['jsdoc --tutorials <value>', option(['--tutorials', '-u'], '<value>', 'Directory in which JSDoc should search for tutorials.'), ['jsdoc'], 'path'],
  ['a path to prepend is a text', option(['--amd.basePath'], '<prefix>', 'Path to prepend to auto generated AMD ID'), ['rollup'], undefined],
  ['openssl x509 -CAserial val', option(['-CAserial'], 'val', 'File that keeps track of CA-generated serial number'), ['openssl', 'x509'], 'path'],
  ['texi2any --output=DEST', option(['--output', '-o'], 'DEST', 'output to DEST.'), ['texi2any'], 'path'],
  ['a file name pattern is no file', option(['--name', '-n'], 'NAME', 'the file name pattern to match'), ['x'], undefined],
  ['-o, --output=FILE', option(['--output', '-o'], 'FILE', 'write result to FILE instead of standard output'), ['sort'], 'path'],
  ['-o string, named for its output', option(['-o'], 'string', 'where to write'), ['tool'], 'path'],
  ['--log-file string', option(['--log-file'], 'string', 'log to this file'), ['tool'], 'path'],
  ['--outfile', option(['--outfile'], 'OUTFILE', 'write the result here'), ['tool'], 'path'],
  ['measured: eslint -o, --output-file', option(['--output-file', '-o'], 'path::String', 'Specify file to write report to'), ['eslint'], 'path'],
  ['measured: eslint --cache-location', option(['--cache-location'], 'path::String', 'Path to the cache file or directory'), ['eslint'], 'path'],
  ['measured: eslint --cache-file', option(['--cache-file'], 'path::String', 'Path to the cache file. Deprecated: use --cache-location'), ['eslint'], 'path'],
  [
    'measured: eslint --resolve-plugins-relative-to',
    option(['--resolve-plugins-relative-to'], 'path::String', 'A folder where plugins should be resolved from, CWD by default'),
    ['eslint'],
    'path',
  ],
  ['find -fprint FILE writes', option(['-fprint'], 'FILE', 'print the full file name into file FILE'), ['find'], 'path'],
  ['"files named in file F"', option(['--files0-from'], 'F', 'read input from the files named in file F'), ['du'], 'path'],
  ['openssl -provider-path val', option(['-provider-path'], 'val', 'Provider load path'), ['openssl', 'rand'], 'path'],
  // cargo's --config sets build.rustc-wrapper as well (ran: the wrapper ran): a config's worth, left out (safety-value-kinds.ts).
  ['ran: KEY=VALUE|PATH is a config', option(['--config'], '<KEY=VALUE|PATH>', 'Override a configuration value'), ['cargo', 'build'], 'leave-out'],
  ['a pattern is not a path', option(['--exclude-patterns'], 'PATH', 'Files matching these patterns'), ['tool'], 'plain'],
  ['a count is not a path', option(['--count', '-n'], 'N', 'how many'), ['tool'], undefined],
  ['FILE...', operand('files'), ['gzip'], 'path'],
  ['measured: bzip2 rewrites and deletes its operands', operand('input'), ['bzip2'], 'path'],
  ['measured: black rewrites SRC', operand('src'), ['black'], 'path'],
  ['prettier rewrites its operands (--write)', operand('patterns'), ['prettier'], 'path'],
  ['json.tool writes its outfile operand', operand('outfile'), ['python3', '-m', 'json.tool'], 'path'],
  ['zip writes its zipfile operand', operand('zipfile'), ['zip'], 'path'],
  ['a pattern operand is not a file', operand('patterns'), ['grep'], undefined],
  [
    "measured: csso's --source-map offers a file among its values",
    option(['--source-map', '-s'], '<destination>', 'Generate source map: none (default), inline, file or <filename>'),
    ['csso'],
    'path',
  ],
  [
    "measured: hyperfine's --output <WHERE> offers a file among its values",
    option(
      ['--output'],
      '<WHERE>',
      'Control where the output of the benchmark is redirected. <WHERE> can be: null: Redirect output to /dev/null. <FILE>: Write the output to the given file.',
    ),
    ['hyperfine'],
    'path',
  ],
  ["measured: marked's -o, --output [output file] names a file", option(['--output', '-o'], '[output file]', 'Specify file output.'), ['marked'], 'path'],
  [
    "measured: esbuild's --outdir=... 'The output directory'",
    option(['--outdir'], 'VALUE', 'The output directory (for multiple entry points)'),
    ['esbuild'],
    'path',
  ],
  [
    "measured: esbuild's --metafile=... writes to a JSON file",
    option(['--metafile'], 'VALUE', 'Write metadata about the build to a JSON file'),
    ['esbuild'],
    'path',
  ],
  ["measured: kubectl's --kustomize string", option(['--kustomize', '-k'], 'string', 'Process a kustomization directory.'), ['kubectl', 'describe'], 'path'],
  [
    "tsc's --types, names 'referenced in a source file'",
    option(['--types'], 'VALUE', 'Specify type package names to be included without being referenced in a source file.'),
    ['tsc'],
    undefined,
  ],
  ['a format "for the output file" is no file', option(['--format'], 'string', 'format to use for the output file'), ['tool'], undefined],
  ['a python -m tool operand that names files', operand('files', 'the files to compile'), ['python3', '-m', 'compileall'], 'path'],
  [
    'measured: ctags --options=<pathname> names a file',
    option(['--options'], '<pathname>', 'Specify file (or directory) <pathname> from which command line options should be read.'),
    ['ctags'],
    'path',
  ],
  [
    'git cat-file --path names a path for --filters, runs none',
    option(['--path'], 'blob|tree', "use a <path> for (--textconv | --filters); Not with 'batch'"),
    ['git', 'cat-file'],
    'plain',
  ],
  ['madge --ts-config is a path', option(['--ts-config'], '<file>', 'path to typescript config'), ['madge'], 'path'],
  ['measured: mocha --package "Path to package.json"', option(['--package'], 'VALUE', 'Path to package.json for config'), ['mocha'], 'path'],
  [
    'measured: license-checker --start [path of the initial json to look for]',
    option(['--start'], '[path of the initial json to look for]', ''),
    ['license-checker'],
    'path',
  ],
  // Round 8's held-out programs.
  [
    'measured: msgattrib --only-file=FILE.po names a file',
    option(['--only-file'], 'FILE.po', 'manipulate only entries listed in FILE.po'),
    ['msgattrib'],
    'path',
  ],
  [
    'measured: cpio --pattern-file=FILE is a file of patterns',
    option(['--pattern-file', '-E'], 'FILE', 'Read additional patterns specifying filenames to extract or list from FILE'),
    ['cpio'],
    'path',
  ],
];

describe('the safety rules: files kept inside the roots', () => {
  itJudgesEachRow(ROWS);
});
