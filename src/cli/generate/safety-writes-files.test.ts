import { describe } from 'vitest';
import { option, itJudgesEachRow, type SafetyRow } from '../../../test/support/safety-subjects.js';

// One row per rule of safety-writes-files.ts, and one per failure measured in issue 24 (marked "measured"): what the
// help (or spec) says, in which command, and what the whole rule list (in its order) does with it.
const ROWS: SafetyRow[] = [
  [
    'measured (round 14, blind): pmap -n, --create-rc "create new default rc" writes ~/.pmaprc',
    option(['--create-rc', '-n'], undefined, 'create new default rc'),
    ['pmap'],
    'leave-out',
  ],
  [
    'measured (round 10): git range-diff --irreversible-delete "omit the preimage for deletes" deletes nothing',
    option(['--irreversible-delete', '-D'], undefined, 'omit the preimage for deletes'),
    ['git', 'range-diff'],
    'plain',
  ],
  [
    'measured (round 10): babel --delete-dir-on-start "Delete the out directory before compilation"',
    option(['--delete-dir-on-start'], undefined, 'Delete the out directory before compilation.'),
    ['babel'],
    'plain',
  ],
  [
    'measured (round 9): tar --delete "delete from the archive (not on mag tapes!)"',
    option(['--delete'], undefined, 'delete from the archive (not on mag tapes!)'),
    ['tar'],
    'plain',
  ],
  [
    'measured (round 9): tar -U "remove each file prior to extracting over it"',
    option(['--unlink-first', '-U'], undefined, 'remove each file prior to extracting over it'),
    ['tar'],
    'plain',
  ],
  [
    'measured (round 9): optipng -force "enforce writing of a new output file"',
    option(['-force'], undefined, 'enforce writing of a new output file'),
    ['optipng'],
    'plain',
  ],
  [
    'measured (round 9): wdiff --start-delete=STRING "string to mark beginning of delete region"',
    option(['--start-delete', '-w'], 'STRING', 'string to mark beginning of delete region'),
    ['wdiff'],
    'plain',
  ],
  [
    'measured (round 9): csvcut --delete-empty-rows "After cutting, delete rows which are completely empty"',
    option(['--delete-empty-rows', '-x'], undefined, 'After cutting, delete rows which are completely empty.'),
    ['csvcut'],
    'plain',
  ],
  ['bat --force-colorization', option(['--force-colorization', '-f'], undefined, "Alias for '--decorations=always --color=always'."), ['bat'], 'plain'],
  ['tr --delete deletes characters, not files', option(['--delete', '-d'], undefined, 'delete characters in ARRAY1, do not translate'), ['tr'], 'plain'],
  [
    'xz --stdout: "don\'t delete input files"',
    option(['--stdout', '-c'], undefined, "write to standard output and don't delete input files"),
    ['xz'],
    undefined,
  ],
  ['zip -d deletes entries', option(['-d'], undefined, 'delete entries in zipfile'), ['zip'], 'leave-out'],
  // Dangerous options.
  ["a spec's isDangerous option", option(['--yes'], undefined, 'Do not ask', true), ['tool'], 'leave-out'],
  ['git reset --hard', option(['--hard'], undefined, 'reset HEAD, index and working tree'), ['git', 'reset'], 'leave-out'],
  [
    'git push --force-with-lease',
    option(['--force-with-lease'], '[=<refname>[:<expect>]]', 'require old value of ref to be at this value'),
    ['git', 'push'],
    'leave-out',
  ],
  // measured (round 9): it deletes the files it was given, its operands inside the roots (the README's rule).
  ['tar --remove-files', option(['--remove-files'], undefined, 'remove files after adding them to the archive'), ['tar'], 'plain'],
  ['date --set', option(['--set', '-s'], 'STRING', 'set time described by STRING'), ['date'], 'leave-out'],
  ['git branch -D', option(['-D'], undefined, 'Shortcut for --delete --force.'), ['git', 'branch'], 'leave-out'],
  ['zip -d deletes entries', option(['-d'], undefined, 'delete entries in zipfile'), ['zip'], 'leave-out'],
  ['measured (merged): rsync --del, "an alias for --delete-during"', option(['--del'], undefined, 'an alias for --delete-during'), ['rsync'], 'leave-out'],
  ['find -delete', option(['-delete'], undefined, 'Delete files; true if removal succeeded'), ['find'], 'leave-out'],
  ['rm --no-preserve-root', option(['--no-preserve-root'], undefined, "do not treat '/' specially"), ['rm'], 'leave-out'],
  ['sqlite3 -batch "force batch I/O" is harmless', option(['-batch'], undefined, 'force batch I/O'), ['sqlite3'], undefined],
  [
    'measured: html-minifier-terser --remove-comments changes what it prints',
    option(['--remove-comments'], undefined, 'Strip HTML comments'),
    ['html-minifier-terser'],
    'plain',
  ],
  [
    'measured: html-minifier-terser --remove-empty-elements removes elements of the output',
    option(['--remove-empty-elements'], undefined, 'Remove all elements with empty contents'),
    ['html-minifier-terser'],
    'plain',
  ],
  [
    'measured: csso --force-media-merge forces nothing on disk',
    option(['--force-media-merge'], undefined, 'Enable unsafe merge of @media rules'),
    ['csso'],
    undefined,
  ],
  ['rsync --delete-after still deletes', option(['--delete-after'], undefined, 'receiver deletes after transfer, not during'), ['rsync'], 'leave-out'],
  [
    'rsync --remove-source-files still deletes',
    option(['--remove-source-files'], undefined, 'sender removes synchronized files (non-dir)'),
    ['rsync'],
    'leave-out',
  ],
  ['git tag --delete "delete tags"', option(['--delete', '-d'], undefined, 'delete tags'), ['git', 'tag'], 'leave-out'],
  [
    'measured: csplit --elide-empty-files removes what it wrote',
    option(['--elide-empty-files', '-z'], undefined, 'remove empty output files'),
    ['csplit'],
    'plain',
  ],
  [
    'measured: patch -E removes empty output files',
    option(['--remove-empty-files', '-E'], undefined, 'Remove output files that are empty after patching.'),
    ['patch'],
    'plain',
  ],
  [
    'measured: rm -r removes its operands',
    option(['--recursive', '-r', '-R'], undefined, 'remove directories and their contents recursively'),
    ['rm'],
    'plain',
  ],
  ['measured: rm -f never prompts', option(['--force', '-f'], undefined, 'ignore nonexistent files and arguments, never prompt', true), ['rm'], 'plain'],
  ['rm --no-preserve-root stays out', option(['--no-preserve-root'], undefined, "do not treat '/' specially"), ['rm'], 'leave-out'],
  ['zip -d still deletes entries', option(['-d'], undefined, 'delete entries in zipfile'), ['zip'], 'leave-out'],
  [
    'measured: mktemp -t writes in $TMPDIR',
    option(
      ['-t'],
      undefined,
      'interpret TEMPLATE as a single file name component, relative to a directory: $TMPDIR, if set; else the directory specified via -p; else /tmp [deprecated]',
    ),
    ['mktemp'],
    'leave-out',
  ],
  // One rule for the files a program writes or was given (compressors' --force and --rm, zip -m): plain flags.
  [
    'measured: gzip --force overwrites its output',
    option(['--force', '-f'], undefined, 'force overwrite of output file and compress links'),
    ['gzip'],
    'plain',
  ],
  ['measured: lz4 -f overwrites its output', option(['-f'], undefined, 'overwrite output without prompting'), ['lz4'], 'plain'],
  ['measured: brotli --force', option(['--force', '-f'], undefined, 'force output file overwrite'), ['brotli'], 'plain'],
  [
    'measured: zstd --force allows overwriting',
    option(['--force', '-f'], undefined, 'Disable input and output checks. Allows overwriting existing files, receiving input from the console'),
    ['zstd'],
    'plain',
  ],
  ['measured: zstd --rm removes its input', option(['--rm'], undefined, 'Remove INPUT file(s) after successful (de)compression.'), ['zstd'], 'plain'],
  ['measured: lzop -U deletes its input', option(['-U'], undefined, 'delete input files after successful operation (like gzip and bzip2)'), ['lzop'], 'plain'],
  ['measured: zip -m deletes the files it adds', option(['-m'], undefined, 'move into zipfile (delete OS files)'), ['zip'], 'plain'],
  [
    'measured: fallocate --collapse-range removes a range of its file',
    option(['--collapse-range', '-c'], undefined, 'remove a range from the file'),
    ['fallocate'],
    'plain',
  ],
  ['measured: pv --force only forces output', option(['--force', '-f'], undefined, 'output even if standard error is not a terminal'), ['pv'], 'plain'],
  ['rsync --force deletes dirs it was not given', option(['--force'], undefined, 'force deletion of dirs even if not empty'), ['rsync'], 'leave-out'],
  ['measured: journalctl --vacuum-size', option(['--vacuum-size'], 'BYTES', 'Reduce disk usage below specified size'), ['journalctl'], 'leave-out'],
  ['measured: journalctl --vacuum-files', option(['--vacuum-files'], 'INT', 'Leave only the specified number of journal files'), ['journalctl'], 'leave-out'],
  ['measured: journalctl --sync', option(['--sync'], undefined, 'Synchronize unwritten journal messages to disk'), ['journalctl'], 'leave-out'],
  ['measured: journalctl --flush', option(['--flush'], undefined, 'Flush all journal data from /run into /var'), ['journalctl'], 'leave-out'],
  ['measured: journalctl --rotate', option(['--rotate'], undefined, 'Request immediate rotation of the journal files'), ['journalctl'], 'leave-out'],
  [
    'measured: journalctl --relinquish-var',
    option(['--relinquish-var'], undefined, 'Stop logging to disk, log to temporary file system'),
    ['journalctl'],
    'leave-out',
  ],
  ['measured: journalctl --update-catalog', option(['--update-catalog'], undefined, 'Update the message catalog database'), ['journalctl'], 'leave-out'],
  ['measured: journalctl --setup-keys', option(['--setup-keys'], undefined, 'Generate a new FSS key pair'), ['journalctl'], 'leave-out'],
  // Round 8's held-out programs.
  [
    'measured: cpio --absolute-filenames writes outside the roots',
    option(['--absolute-filenames'], undefined, 'Do not strip file system prefix components from the file names'),
    ['cpio'],
    'leave-out',
  ],
  [
    'measured: cpio --extract, whose --no-absolute-filenames is not the default, writes where the archive says',
    { ...option(['--extract', '-i'], undefined, 'Extract files from an archive (run in copy-in mode)'), siblings: ['--no-absolute-filenames', '--create'] },
    ['cpio'],
    'leave-out',
  ],
  [
    'jar --extract stays in its folder',
    { ...option(['--extract', '-x'], undefined, 'Extract named (or all) files from the archive.'), siblings: ['--create'] },
    ['jar'],
    undefined,
  ],
  // The man pages' wording (justified, so several spaces between words).
  [
    "measured (man): cpio --absolute-filenames 'Do  not strip'",
    option(['--absolute-filenames'], undefined, 'Do  not strip file system prefix components from the file names. This is the default.'),
    ['cpio'],
    'leave-out',
  ],
  [
    "measured (man): cpio --extract 'Copy-in. ... extract files from it'",
    {
      ...option(
        ['--extract', '-i'],
        undefined,
        'Copy-in.  Read the archive from standard input (or from the file supplied  with  the --file option) and extract files from it',
      ),
      siblings: ['--no-absolute-filenames'],
    },
    ['cpio'],
    'leave-out',
  ],
  [
    "measured (man): journalctl --flush 'Asks the journal daemon to flush'",
    option(['--flush'], undefined, 'Asks the journal daemon to flush any log data stored in /run/log/journal/ into /var/log/journal/'),
    ['journalctl'],
    'leave-out',
  ],
  [
    "measured (man): journalctl --setup-keys '..., generate a new key pair'",
    option(['--setup-keys'], undefined, 'Instead of showing journal contents, generate a new key pair for Forward Secure Sealing (FSS).'),
    ['journalctl'],
    'leave-out',
  ],
  [
    'ran (round 11): advzip -x, --extract writes entries where their names say',
    option(['--extract', '-x'], undefined, 'Extract the content of an archive'),
    ['advzip'],
    'leave-out',
  ],
  [
    'ran (round 11): objcopy --dump-section <name>=<file>',
    option(['--dump-section'], '<name>=<file>', 'Dump the contents of section <name> into <file>'),
    ['objcopy'],
    'leave-out',
  ],
  [
    'objcopy --add-section <name>=<file> reads the file',
    option(['--add-section'], '<name>=<file>', 'Add section <name> found in <file> to output'),
    ['objcopy'],
    'plain',
  ],
  [
    'ran (round 11): exiv2 -r fmt "Filename format for the \'rename\' action"',
    option(['-r'], 'fmt', "Filename format for the 'rename' action. The format string follows strftime(3)."),
    ['exiv2'],
    'leave-out',
  ],
  // Round 11-12's too eager leave-outs: what a --force or a remove says it does to the program's own files.
  ['round 11: flac -f "Force overwriting of output files"', option(['--force', '-f'], undefined, 'Force overwriting of output files'), ['flac'], 'plain'],
  [
    'round 11: advpng -f "Force the new file also if it\'s bigger"',
    option(['--force', '-f'], undefined, "Force the new file also if it's bigger"),
    ['advpng'],
    'plain',
  ],
  [
    'round 11: exiv2 -f "Do not prompt before overwriting existing files"',
    option(['-f'], undefined, 'Do not prompt before overwriting existing files (force).'),
    ['exiv2'],
    'plain',
  ],
  [
    'round 11: texi2any --force "preserve output even if errors"',
    option(['--force', '-F'], undefined, 'preserve output even if errors.'),
    ['texi2any'],
    'plain',
  ],
  [
    'round 12: cppcheck --force "Force checking of all configurations"',
    option(['--force'], undefined, 'Force checking of all configurations in files.'),
    ['cppcheck'],
    'plain',
  ],
  [
    'round 11: flac --delete-input-file "Deletes after a successful encode/decode"',
    option(['--delete-input-file'], undefined, 'Deletes after a successful encode/decode'),
    ['flac'],
    'plain',
  ],
  [
    'round 11: metaflac --remove "Remove one or more metadata blocks"',
    option(['--remove'], undefined, 'Remove one or more metadata blocks from the metadata.'),
    ['metaflac'],
    'plain',
  ],
  [
    'round 12: jpegtran -wipe "Wipe (gray out) a rectangular region"',
    option(['-wipe'], 'WxH+X+Y', 'Wipe (gray out) a rectangular region'),
    ['jpegtran'],
    'plain',
  ],
  [
    'round 11: openssl req -newkey "Generate new key with ..." (a key file it writes)',
    option(['-newkey'], 'val', 'Generate new key with [<alg>:]<nbits> or <alg>[:<file>] or param:<file>'),
    ['openssl', 'req'],
    undefined,
  ],
  [
    'rsync --remove-source-files stays out',
    option(['--remove-source-files'], undefined, 'sender removes synchronized files (non-dir)'),
    ['rsync'],
    'leave-out',
  ],
  ['git tag -d, --delete "delete tags" stays out', option(['--delete', '-d'], undefined, 'delete tags'), ['git', 'tag'], 'leave-out'],
];

describe('the safety rules: what is written or deleted', () => {
  itJudgesEachRow(ROWS);
});
