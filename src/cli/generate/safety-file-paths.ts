// Safety rules that keep files inside the roots: an option or operand that names a file or folder gets
// `path: true`. Last in the one rule list (safety-rules.ts): what the rules before left out stays out.

import type { SafetyRule } from './safety-match.js';

/** A placeholder that names a file or folder (FILE, =PATH, OUTFILE, texi2any's DEST, CONFIG_FILE, eslint's path::String, license-checker's "[path of the initial json to look for]", msgattrib's FILE.po, a name that ends in Directory or Folder (cpack's packageDirectory), oxlint's ./tsconfig.json). */
const FILE_PLACEHOLDER =
  /^(file|files|path|paths|pathname|dir|dirs|directory|folder|output|outfile|infile|filename|archive|database|db|socket|location|dest|destination)$|(file|dir|path)\d*$|[a-z](Directory|Folder)$|^(path|file|dir)_of_|^(file|path)\.\w+$|^\.{0,2}\/?[\w-]+\.(json|jsonc|ya?ml|toml|js|cjs|mjs|ts|txt|xml|ini|conf|cfg)$/i;
/** An operand that names a file or folder: FILE..., infile, outfile, zipfile, black's SRC, rsync's DEST. */
const FILE_OPERAND =
  /(^|_)(files?|paths?|pathspec|dirs?|directory|folder|archive|database|filename|src|source|sources|dest|destination)($|_)|^(in|out|zip|tar|log|config)file$/;
/** A description whose object is a file or folder: "The output directory", "to a JSON file", mocha's "Path to package.json", "Use this tsconfig.json file", "Process a kustomization directory" (not tsc's "referenced in a source file"). */
const NAMES_ITS_FILE =
  /^(the|a|an) ([\w.-]+ ){0,2}(file|directory|folder|path)\b|^path to\b|\b(to|into|from|use|process) (a|an|the|this) ([\w.-]+ ){0,2}(file|directory|folder)\b/i;
/**
 * A description that says what file or folder its value is, whatever the placeholder: in2csv's "Specify a CSV-formatted
 * schema file", jpegtran's "Specify name for output file", json2csv's "Path and name of the incoming json file",
 * json2ts's "Root directory for resolving $ref", sql-formatter's "Path to config JSON file", openssl's "File that keeps track of ...", astyle's "Use the file path #### as input" (not "the file name pattern", icdiff's "specify the file encoding",
 * esbuild's "Set the source file for the source map": a name written into the map), bandit's "path of a baseline report", jsdoc's "Directory in which JSDoc should search for tutorials" (not "Path to prepend to ...");
 * rounds 17-26's "Destination directory", "Custom source directory", "File containing ...", "Create file of given name", "Export CPU profile".
 */
const DESCRIBES_ITS_FILE =
  /^(specify|use|give) (a|an|the) ([\w.-]+ ){0,2}(file|directory|folder)( path)?\b(?! (name|names|pattern|patterns|extension|extensions|type|types|format|encoding|mode|size)\b)|^(specify |the )?(path|name) (and name )?(of|for|to) (the |a |an )?([\w.-]+ ){0,2}(file|directory|folder)\b|^(custom )?(root|base|working|output|input|destination|source|target|cache|build) (directory|folder)\b|^file (that|containing)\b|^create (a )?file (of|named|with)\b|^(export |write )?(a |the )?(cpu|memory|mem|heap) profile( output)?$|^(path|directory|folder) (of|in|where|for|from|containing|under)\b/i;
/** A description that offers a file among its values. */
const OFFERS_A_FILE = /\bor <(file|filename|path)>|(^|\s)<(file|filename|path)>:\s/i;
/** Programs that rewrite, move or delete the files named by their operands. */
const REWRITES_OPERANDS =
  /^(bzip2|bunzip2|gzip|gunzip|xz|unxz|zstd|lz4|black|prettier|eslint|ruff|isort|autopep8|yapf|shfmt|gofmt|rustfmt|clang-format|dos2unix|unix2dos|truncate|shred|rm|rmdir|touch|mkdir|chmod|chown|mv|cp|ln)\b/;

/** Options and operands that name files: `path: true`. */
export const FILE_PATH_RULES: readonly SafetyRule[] = [
  // Files.
  // git log's -L <range:file>: a file joined to another value is not a path alone.
  { applies: 'option', placeholder: /[|=]|^[a-z][\w-]*:[a-z][\w-]*$/i, action: 'plain', why: 'KEY=VALUE|PATH and range:file are not only a path' },
  // cpio's --pattern-file=FILE "Read additional patterns ... from FILE" is a file; a --pattern is not.
  { applies: 'option', name: /pattern(?!s?-?file)/i, action: 'plain', why: 'a pattern is not a path' },
  { applies: 'option', placeholder: FILE_PLACEHOLDER, action: 'path', why: 'its placeholder names a file' },
  // mediainfo's --LogFile=..., --Ssl_CertificateFileName=..., --Ssl_CertificateAuthorityPath=...: a name in capitals that ends so.
  { applies: 'option', takesValue: true, name: /^--?[A-Z]\w*(FileName|File|Path)$/, action: 'path', why: 'its name says it names a file' },
  // csso's `--source-map <destination>` "none (default), inline, file or <filename>", hyperfine's `--output <WHERE>` "<FILE>: Write the output to the given file".
  { applies: 'option', description: OFFERS_A_FILE, action: 'path', why: 'a file is one of the values its description offers' },
  { applies: 'option', takesValue: true, description: DESCRIBES_ITS_FILE, action: 'path', why: 'its description says what file or folder it is' },
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
    // babel's --out-file [out], --out-dir [out].
    placeholder: /^(value|string|val|arg|text|str|s|out)$/i,
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
