import { describe, expect, it } from 'vitest';
import type { HelpOption } from './help-types.js';
import { parseHelp } from './parse-help.js';

const option = (overrides: Partial<HelpOption>): HelpOption => ({ optionalValue: false, inline: false, negatable: false, description: '', ...overrides });

describe('parseHelp: option lines of each dialect', () => {
  it.each([
    [
      'measured (round 36): unsquashfs, the rest of the name in brackets, which may be left off',
      '\t-d[est] <pathname>\textract to <pathname>, default "squashfs-root"',
      option({ long: '-dest', value: '<pathname>', description: 'extract to <pathname>, default "squashfs-root"' }),
    ],
    [
      'measured (round 36): unsquashfs, the rest of a hyphenated name',
      '\t-max[-depth] <levels>\tdescend at most <levels> of directories',
      option({ long: '-max-depth', value: '<levels>', description: 'descend at most <levels> of directories' }),
    ],
    [
      'measured (round 36): unsquashfs, a tail the description names beside a placeholder is still the name',
      '\t-p[rocessors] <number>\tuse <number> processors.',
      option({ long: '-processors', value: '<number>', description: 'use <number> processors.' }),
    ],
    [
      "measured (round 36): jhead's bracket is a value, a placeholder's words",
      '  -n[format-string]    Rename files according to date',
      option({ short: '-n', value: 'format-string', optionalValue: true, inline: true, description: 'Rename files according to date' }),
    ],
    [
      'review (stop 46): socat\'s "-d[ddd]", the letter again: a flag given up to four times',
      '      -d[ddd]         increase verbosity (use up to 4 times; 2 are recommended)',
      option({ short: '-d', description: 'increase verbosity (use up to 4 times; 2 are recommended)' }),
    ],
    [
      'review (stop 46): as\'s "-a[cdghlmns]", letters and no word, are its value',
      '       -a[cdghlmns]',
      option({ short: '-a', value: 'cdghlmns', optionalValue: true, inline: true, description: '' }),
    ],
    [
      'review (stop 46): readelf\'s "-U[dlexhi]" beside its long name is a value',
      '  -U[dlexhi] --unicode=[default|locale|escape|hex|highlight|invalid]',
      option({ short: '-U', long: '--unicode', value: '[default|locale|escape|hex|highlight|invalid]', optionalValue: true, inline: true, description: '' }),
    ],
    [
      "measured (round 36): socat's bracket is a value its description names",
      '      -ly[facility]  log to syslog, using facility (default is daemon)',
      option({ long: '-ly', value: '[facility]', description: 'log to syslog, using facility (default is daemon)' }),
    ],
    [
      'GNU',
      '  -m, --max-count=NUM       stop after NUM selected lines',
      option({ short: '-m', long: '--max-count', value: 'NUM', inline: true, description: 'stop after NUM selected lines' }),
    ],
    ['GNU, long only', '      --no-ignore-case      do not ignore case', option({ long: '--no-ignore-case', description: 'do not ignore case' })],
    [
      'measured (round 16): lsar, the short name in parentheses',
      '-password (-p) <string>         The password to use for decrypting protected archives.',
      option({ short: '-p', long: '-password', value: '<string>', description: 'The password to use for decrypting protected archives.' }),
    ],
    [
      'measured (round 16): lsar, a flag',
      '-long (-l)                      Print more information.',
      option({ short: '-l', long: '-long', description: 'Print more information.' }),
    ],
    [
      'measured (round 16): ansifilter, a mode marked the default',
      '  -T, --text (default)   Output text',
      option({ short: '-T', long: '--text', description: 'Output text' }),
    ],
    // Round 30 (after its blind row): valgrind's defaults in brackets after "=value", and a placeholder of two words.
    [
      "measured (round 30): valgrind's man page, a default in brackets after a value given with '='",
      '       --heap=<yes|no> [default: yes]\n           Specifies whether heap profiling should be done.',
      option({ long: '--heap', value: '<yes|no>', inline: true, description: 'Specifies whether heap profiling should be done.' }),
    ],
    [
      "measured (round 30): valgrind's help, a bare default after the value",
      '    --cache-sim=no|yes [yes]\n           Enables or disables collection of cache access and miss counts.',
      option({ long: '--cache-sim', value: 'no|yes', inline: true, description: 'Enables or disables collection of cache access and miss counts.' }),
    ],
    [
      "measured (round 30): as's choices in brackets after '=', the default in parentheses",
      '  -msse-check=[none|error|warning] (default: warning)\n                          check SSE instructions',
      option({ long: '-msse-check', value: '[none|error|warning]', inline: true, description: 'check SSE instructions' }),
    ],
    [
      "stop 42's review: systemd's '--tpm2-pcrs= [PCR...]', nothing before the bracket, keeps it as the value",
      '       --tpm2-pcrs= [PCR...]\n           Configures the TPM2 PCRs.',
      option({ long: '--tpm2-pcrs', value: ' [PCR...]', inline: true, description: 'Configures the TPM2 PCRs.' }),
    ],
    [
      "measured (round 30): valgrind's --error-markers=<begin>,<end>, one space before the description",
      '    --error-markers=<begin>,<end> add lines with begin/end markers before/after',
      option({ long: '--error-markers', value: '<begin>,<end>', inline: true, description: 'add lines with begin/end markers before/after' }),
    ],
    [
      "measured (round 30): valgrind's --I1, a placeholder of two words in its brackets",
      '       --I1=<size>,<associativity>,<line size>\n           Specify the size, associativity and line size of the level 1 instruction cache.',
      option({
        long: '--I1',
        value: '<size>,<associativity>,<line_size>',
        inline: true,
        description: 'Specify the size, associativity and line size of the level 1 instruction cache.',
      }),
    ],
    // Round 19 (tuned on after it was measured blind): pngcrush's names right-aligned, a description in parentheses one space after.
    [
      'pngcrush, a flag described in parentheses',
      '         -bail (bail out of trial when size exceeds best size found',
      option({ long: '-bail', description: 'bail out of trial when size exceeds best size found' }),
    ],
    [
      'pngcrush, a placeholder then a description in parentheses',
      '            -g gamma (float or fixed*100000, e.g., 0.45455 or 45455)',
      option({ short: '-g', value: 'gamma', description: 'float or fixed*100000, e.g., 0.45455 or 45455' }),
    ],
    [
      'measured (round 8): msgcat, a sign for a short name',
      '  ->, --more-than=NUMBER      print messages with more than this many',
      option({ short: '->', long: '--more-than', value: 'NUMBER', inline: true, description: 'print messages with more than this many' }),
    ],
    [
      'GNU, optional value',
      '      --color[=WHEN]        use markers',
      option({ long: '--color', value: 'WHEN', optionalValue: true, inline: true, description: 'use markers' }),
    ],
    [
      'git',
      '    -u, --untracked-files[=<mode>]\n                          show untracked files',
      option({ short: '-u', long: '--untracked-files', value: '<mode>', optionalValue: true, inline: true, description: 'show untracked files' }),
    ],
    ['git, negatable', '    --[no-]renames        detect renames', option({ long: '--renames', negatable: true, description: 'detect renames' })],
    ['argparse', '  -n N, --num N  how many', option({ short: '-n', long: '--num', value: 'N', description: 'how many' })],
    ['argparse, choices', '  --level {debug,info}  verbosity', option({ long: '--level', value: '{debug,info}', description: 'verbosity' })],
    [
      'Go, "=..." is one value',
      '  --outfile=...         The output file',
      option({ long: '--outfile', value: 'VALUE', inline: true, description: 'The output file' }),
    ],
    [
      'go-flags, a bare "=" is one value',
      '      --indent=             number of spaces for indentation',
      option({ long: '--indent', value: 'VALUE', inline: true, description: 'number of spaces for indentation' }),
    ],
    ['click', '  --count INTEGER  Number of greetings.', option({ long: '--count', value: 'INTEGER', description: 'Number of greetings.' })],
    ['click, choices', '  --format [json|yaml]  Output format.', option({ long: '--format', value: '[json|yaml]', description: 'Output format.' })],
    ['cobra', '  -o, --output string           Output format.', option({ short: '-o', long: '--output', value: 'string', description: 'Output format.' })],
    [
      'cobra, short-less',
      '      --chunk-size int          Return large lists in chunks (default 500)',
      option({ long: '--chunk-size', value: 'int', valueType: 'integer', description: 'Return large lists in chunks (default 500)' }),
    ],
    [
      'clap',
      '  -e, --regexp <PATTERN>  A pattern to search for',
      option({ short: '-e', long: '--regexp', value: '<PATTERN>', description: 'A pattern to search for' }),
    ],
    [
      'curl',
      ' -o, --output <file>        Write to file instead of stdout',
      option({ short: '-o', long: '--output', value: '<file>', description: 'Write to file instead of stdout' }),
    ],
    [
      'single-dash long',
      '   -separator SEP       set output column separator',
      option({ long: '-separator', value: 'SEP', description: 'set output column separator' }),
    ],
    [
      'single-dash negatable',
      '   -[no]header          turn headers on or off',
      option({ long: '-header', negatable: true, description: 'turn headers on or off' }),
    ],
    ['short only', '  -c               compact output;', option({ short: '-c', description: 'compact output;' })],
    [
      'man page',
      '       -s, --short\n           Give the output in the short-format.\n',
      option({ short: '-s', long: '--short', description: 'Give the output in the short-format.' }),
    ],
    [
      'stat, no comma between the names',
      '  -c  --format=FORMAT   use the specified FORMAT instead of the default;',
      option({ short: '-c', long: '--format', value: 'FORMAT', inline: true, description: 'use the specified FORMAT instead of the default;' }),
    ],
    [
      'gzip, one space before the description',
      '      --synchronous synchronous output (safer if system crashes, but slower)',
      option({ long: '--synchronous', description: 'synchronous output (safer if system crashes, but slower)' }),
    ],
    [
      'measured (round 13): xsltproc, "do not ..." after one space',
      '\t--nodtdattr do not default attributes from the DTD',
      option({ long: '--nodtdattr', description: 'do not default attributes from the DTD' }),
    ],
    [
      'measured (round 14): pbzip2, a capitalized verb and one word after one space',
      ' -d,--decompress Decompress file',
      option({ short: '-d', long: '--decompress', description: 'Decompress file' }),
    ],
    [
      'measured (round 27): cg_diff, "=<value>" then an article and its words after one space',
      '    --mod-filename=<expr> a Perl search-and-replace expression that is applied',
      option({ long: '--mod-filename', value: '<expr>', inline: true, description: 'a Perl search-and-replace expression that is applied' }),
    ],
    [
      'held out (round 22): jsonnetfmt, "-x / --long <value>" then one space',
      '  -o / --output-file <file> Write to the output file rather than stdout',
      option({ short: '-o', long: '--output-file', value: '<file>', description: 'Write to the output file rather than stdout' }),
    ],
    [
      'held out (round 22): jsonnetfmt, a negatable switch then one space',
      '  --[no-]pretty-field-names Use syntax sugar for fields and indexing (on by default)',
      option({ long: '--pretty-field-names', negatable: true, description: 'Use syntax sugar for fields and indexing (on by default)' }),
    ],
    [
      'measured (round 11): flac, a mark in parentheses opens the description',
      '      --sector-align (DEPRECATED) Align multiple files on sector boundaries',
      option({ long: '--sector-align', description: '(DEPRECATED) Align multiple files on sector boundaries' }),
    ],
    [
      'gzip, one space after a value',
      '  -S, --suffix=SUF use suffix SUF on compressed files',
      option({ short: '-S', long: '--suffix', value: 'SUF', inline: true, description: 'use suffix SUF on compressed files' }),
    ],
    [
      'kubectl, a boolean with its default',
      '    -A, --all-namespaces=false:\n\tIf present, list the requested object(s) across all namespaces.',
      option({ short: '-A', long: '--all-namespaces', description: 'If present, list the requested object(s) across all namespaces.' }),
    ],
    [
      'kubectl, a value with an empty default',
      "    -o, --output='':\n\tOutput format.",
      option({ short: '-o', long: '--output', value: 'VALUE', inline: true, description: 'Output format.' }),
    ],
    ['click, a flag and its negation', '  --debug / --no-debug  Set debug mode.', option({ long: '--debug', negatable: true, description: 'Set debug mode.' })],
    [
      'jq, two values after one space',
      '  --arg a v                 set variable $a to value <v>;',
      option({ long: '--arg', value: 'a v', description: 'set variable $a to value <v>;' }),
    ],
    [
      'rsync, the long name first at the margin',
      '--verbose, -v            increase verbosity',
      option({ long: '--verbose', short: '-v', description: 'increase verbosity' }),
    ],
    [
      'rsync, a value on the long name first',
      '--block-size=SIZE, -B    force a fixed checksum block-size',
      option({ long: '--block-size', short: '-B', value: 'SIZE', inline: true, description: 'force a fixed checksum block-size' }),
    ],
    [
      'shellcheck, a short column and a long one',
      '  -s SHELLNAME        --shell=SHELLNAME          Specify dialect (sh, bash, dash, ksh)',
      option({ short: '-s', long: '--shell', value: 'SHELLNAME', inline: true, description: 'Specify dialect (sh, bash, dash, ksh)' }),
    ],
    [
      'shellcheck, a comma inside the value',
      '  -i CODE1,CODE2..    --include=CODE1,CODE2..    Consider only given types of warnings',
      option({ short: '-i', long: '--include', value: 'CODE1,CODE2..', inline: true, description: 'Consider only given types of warnings' }),
    ],
    [
      'shfmt, two spaces after the comma',
      "  -l,  --list      list files whose formatting differs from shfmt's",
      option({ short: '-l', long: '--list', description: "list files whose formatting differs from shfmt's" }),
    ],
    [
      'shfmt, a two-letter short name',
      '  -mn, --minify    minify the code to reduce its size (implies -s)',
      option({ long: '--minify', description: 'minify the code to reduce its size (implies -s)' }),
    ],
    [
      'xmllint, a colon before the description',
      "\t--noout : don't output the result tree",
      option({ long: '--noout', description: "don't output the result tree" }),
    ],
    [
      'xmllint, two spellings joined by "or"',
      '\t--output file or -o file: save to a given file',
      option({ long: '--output', short: '-o', value: 'file', description: 'save to a given file' }),
    ],
    [
      'measured (round 20): pg_format, names apart by a bar and a colon before the description',
      '    -a | --anonymize      : obscure all literals in queries',
      option({ short: '-a', long: '--anonymize', description: 'obscure all literals in queries' }),
    ],
    [
      'measured (round 24): ctest, an equals sign before the description',
      '  --build-target               = Specify a specific target to build.',
      option({ long: '--build-target', description: 'Specify a specific target to build.' }),
    ],
    [
      'timeit, names joined by a slash',
      "  -n/--number N: how many times to execute 'statement'",
      option({ short: '-n', long: '--number', value: 'N', description: "how many times to execute 'statement'" }),
    ],
    [
      'timeit, a value only the description names',
      '  -u/--unit: set the output time unit (nsec, usec, msec, or sec)',
      option({
        short: '-u',
        long: '--unit',
        value: 'UNIT',
        choices: ['nsec', 'usec', 'msec', 'sec'],
        description: 'set the output time unit (nsec, usec, msec, or sec)',
      }),
    ],
    [
      'lz4, at the margin with a colon',
      '--rm    : remove source file(s) after successful de/compression',
      option({ long: '--rm', description: 'remove source file(s) after successful de/compression' }),
    ],
    [
      'clap 2, a value the option repeats for',
      '    -g, --glob <GLOB>...    Include or exclude files',
      option({ short: '-g', long: '--glob', value: '<GLOB>', repeats: true, description: 'Include or exclude files' }),
    ],
    [
      'optionator, a path',
      '  -c, --config path::String        Use this configuration',
      option({ short: '-c', long: '--config', value: 'path', description: 'Use this configuration' }),
    ],
    [
      'optionator, a list',
      '  --ext [String]                   Specify additional file extensions to lint',
      option({ long: '--ext', value: 'String', repeats: true, description: 'Specify additional file extensions to lint' }),
    ],
    [
      'optionator, an integer',
      '  --max-warnings Int               Number of warnings to trigger nonzero exit code',
      option({ long: '--max-warnings', value: 'int', description: 'Number of warnings to trigger nonzero exit code' }),
    ],
    [
      'click, an integer range',
      '  -W, --workers INTEGER RANGE     Number of parallel workers  [x>=1]',
      option({ short: '-W', long: '--workers', value: 'INTEGER', description: 'Number of parallel workers [x>=1]' }),
    ],
    [
      'tree, "#" and a capitalized description after one space',
      '  --filelimit # Do not descend dirs with more than # files in them.',
      option({ long: '--filelimit', value: 'NUM', description: 'Do not descend dirs with more than # files in them.' }),
    ],
    [
      'curl, a <value> and a capitalized description after one space',
      ' -u, --user <user:password> Server user and password',
      option({ short: '-u', long: '--user', value: '<user:password>', description: 'Server user and password' }),
    ],
    [
      "tree's -h, which is no help",
      '  -h            Print the size in a more human readable way.',
      option({ short: '-h', description: 'Print the size in a more human readable way.' }),
    ],
    [
      'argparse, a numeric default',
      '  -s SPACING, --spacing SPACING\n                        spacing between months (default 6)',
      option({ short: '-s', long: '--spacing', value: 'SPACING', valueType: 'integer', description: 'spacing between months (default 6)' }),
    ],
    [
      'tsc, a paragraph with its choices',
      '--target, -t\nSet the JavaScript language version.\none of: es6/es2015, esnext\ndefault: es2025',
      option({ long: '--target', short: '-t', value: 'VALUE', choices: ['es6', 'es2015', 'esnext'], description: 'Set the JavaScript language version.' }),
    ],
    [
      'tsc, a boolean',
      '--noEmit\nDisable emitting files from a compilation.\ntype: boolean\ndefault: false',
      option({ long: '--noEmit', description: 'Disable emitting files from a compilation.' }),
    ],
    [
      'tsc, a value the paragraph names',
      '--outDir\nSpecify an output folder for all emitted files.',
      option({ long: '--outDir', value: 'path', description: 'Specify an output folder for all emitted files.' }),
    ],
    [
      'rg, a table of possible values',
      '    -c, --color <WHEN>\n            This flag controls when to use colors. The possible values\n            for this flag are:\n\n                never    Colors will never be used.\n                auto     The default.\n\n            Colors are off in a pipe.',
      option({
        short: '-c',
        long: '--color',
        value: '<WHEN>',
        choices: ['never', 'auto'],
        description:
          'This flag controls when to use colors. The possible values for this flag are: never    Colors will never be used. auto     The default. Colors are off in a pipe.',
      }),
    ],
    [
      'fd, "multiple ... can be specified"',
      '  -e, --extension <ext>\n          Filter by extension. Multiple allowable file extensions can be specified.',
      option({
        short: '-e',
        long: '--extension',
        value: '<ext>',
        repeats: true,
        description: 'Filter by extension. Multiple allowable file extensions can be specified.',
      }),
    ],
    [
      'aliases over two lines',
      '      --color[=WHEN],\n      --colour[=WHEN]       use markers\n                            WHEN is always',
      option({ long: '--color', value: 'WHEN', optionalValue: true, inline: true, description: 'use markers WHEN is always' }),
    ],
  ])('%s', (_dialect, text, expected) => {
    expect(parseHelp(`Usage: prog [OPTIONS]\n\n${text}\n`, ['prog']).options).toEqual([expected]);
  });

  it('zip: two options on one line, and a summary that is neither the copyright nor a usage form', () => {
    const text =
      'Copyright (c) 1990-2008 Info-ZIP - Type \'zip "-L"\' for software license.\nZip 3.0 (July 5th 2008). Usage:\nzip [-options] [-b path] [zipfile list]\n  The default action is to add or replace zipfile entries from list.\n  -f   freshen: only changed files  -u   update: only changed or new files\n  -0   store only                   -l   convert LF to CR LF (-ll CR LF to LF)\n';
    const parsed = parseHelp(text, ['zip']);
    expect(parsed.options.map((parsed) => [parsed.short, parsed.description])).toEqual([
      ['-f', 'freshen: only changed files'],
      ['-u', 'update: only changed or new files'],
      ['-0', 'store only'],
      ['-l', 'convert LF to CR LF (-ll CR LF to LF)'],
      ['-b', ''],
    ]);
    expect(parsed.summary).toBe('The default action is to add or replace zipfile entries from list.');
  });

  it('du: `--time` and `--time=WORD` listed apart are one option whose value may be left out', () => {
    const text =
      'Usage: du [OPTION]... [FILE]...\n      --time            show time of the last modification\n      --time=WORD       show time as WORD instead of modification time:\n                          atime, access, use, ctime or status\n';
    expect(parseHelp(text, ['du']).options).toEqual([
      option({
        long: '--time',
        value: 'WORD',
        optionalValue: true,
        inline: true,
        description: 'show time of the last modification; show time as WORD instead of modification time: atime, access, use, ctime or status',
      }),
    ]);
  });

  it('find: primaries several to a line, signed numbers as text, commands without their terminator, operands first', () => {
    const text =
      'Usage: find [-H] [path...] [expression]\n\nTests (N can be +N or -N or N):\n      -amin N -anewer FILE -empty\n      -exec COMMAND ; -perm [-/]MODE\n';
    const parsed = parseHelp(text, ['find']);
    expect(parsed.options.map((parsed) => [parsed.long ?? parsed.short, parsed.value, parsed.valueType])).toEqual([
      ['-amin', 'N', 'string'],
      ['-anewer', 'FILE', undefined],
      ['-empty', undefined, undefined],
      ['-exec', 'COMMAND', undefined],
      ['-perm', '[-/]MODE', undefined],
      ['-H', undefined, undefined],
    ]);
    expect([parsed.operandsFirst, parsed.positionals.map((positional) => positional.name)]).toEqual([true, ['path']]);
  });

  it('measured (round 5): unexpand `--tabs=N` and `--tabs=LIST` listed apart are one option taking either, a text', () => {
    const text =
      'Usage: unexpand [OPTION]... [FILE]...\n  -t, --tabs=N     have tabs N characters apart instead of 8 (enables -a)\n  -t, --tabs=LIST  use comma separated list of tab positions.\n';
    expect(parseHelp(text, ['unexpand']).options.map((option) => [option.long, option.value])).toEqual([['--tabs', 'VALUE']]);
  });

  it('measured (round 5): fzf "+s, --no-sort", a short name with a plus, is read by its long name', () => {
    const text = 'usage: fzf [options]\n\n  Search\n    -x, --extended         Extended-search mode\n    +s, --no-sort          Do not sort the result\n';
    expect(parseHelp(text, ['fzf']).options.map((option) => [option.short, option.long])).toEqual([
      ['-x', '--extended'],
      [undefined, '--no-sort'],
    ]);
  });

  it('measured (round 33): colcrt "-,  --no-underlining", a lone dash before the long name, is read by its long name', () => {
    const text =
      'Usage:\n colcrt [options] [<file>...]\n\nOptions:\n -,  --no-underlining    suppress all underlining\n -2, --half-lines        print all half-lines\n';
    expect(parseHelp(text, ['colcrt']).options.map((option) => [option.short, option.long])).toEqual([
      [undefined, '--no-underlining'],
      ['-2', '--half-lines'],
    ]);
  });

  it("pandoc: a line that starts in the long column is the next option, not the last one's description", () => {
    const text =
      'pandoc [OPTIONS] [FILES]\n  -o FILE               --output=FILE                                   \n                        --data-dir=DIRECTORY                            \n';
    expect(parseHelp(text, ['pandoc']).options.map((parsed) => [parsed.short, parsed.long, parsed.value])).toEqual([
      ['-o', '--output', 'FILE'],
      [undefined, '--data-dir', 'DIRECTORY'],
    ]);
  });

  it('measured (round 6): javap "-v  -verbose", a short column then a single-dash word, is one option by its word', () => {
    const javap =
      'Usage: javap <options> <classes>\n  -v  -verbose                     Print additional information\n  -l                               Print line numbers\n';
    expect(parseHelp(javap, ['javap']).options.map((option) => [option.long, option.short])).toEqual([
      ['-verbose', '-v'],
      [undefined, '-l'],
    ]);
  });

  it('measured (round 6): pzstd "-p, --processes   #    : number of threads", a placeholder before the colon', () => {
    const pzstd =
      'Usage:   pzstd [args] [FILE(s)]\n  -p, --processes   #    : number of threads to use\n  -o                file : result stored into `file`\n  -d, --decompress       : decompress\n';
    expect(parseHelp(pzstd, ['pzstd']).options.map((option) => [option.long ?? option.short, option.value, option.description])).toEqual([
      ['--processes', 'NUM', 'number of threads to use'],
      ['-o', 'file', 'result stored into `file`'],
      ['--decompress', undefined, 'decompress'],
    ]);
  });

  it('measured (round 29): LLVM\'s " - " and guetzli\'s "--memlimit M - Memory limit", a dash that only separates', () => {
    const help =
      'Usage: demo [options] file\n  --module-hash                 - Emit module hash\n  -o=<filename>                 - Override output filename\n  --memlimit M - Memory limit in MB.\n  --quiet       Quiet - no output\n';
    expect(parseHelp(help, ['demo']).options.map((option) => [option.long ?? option.short, option.value, option.description])).toEqual([
      ['--module-hash', undefined, 'Emit module hash'],
      ['-o', '<filename>', 'Override output filename'],
      ['--memlimit', 'M', 'Memory limit in MB.'],
      ['--quiet', undefined, 'Quiet - no output'],
    ]);
  });

  it('measured (round 6): ts "[-i | -s]", flags that exclude each other in one group, are each an option', () => {
    expect(parseHelp('usage: ts [-r] [-i | -s] [-m] [format]\n', ['ts']).options.map((option) => [option.short, option.value])).toEqual([
      ['-r', undefined],
      ['-i', undefined],
      ['-s', undefined],
      ['-m', undefined],
    ]);
  });

  it('measured (round 6): msggrep, a section\'s line of groups "[-N SOURCEFILE]... [-e PATTERN | -f FILE]..." says which options repeat, not which take a value', () => {
    const msggrep = [
      'Usage: msggrep [OPTION] [INPUTFILE]',
      'Message selection:',
      '  [-N SOURCEFILE]... [-M DOMAINNAME]...',
      '  [-J MSGCTXT-PATTERN] [-K MSGID-PATTERN]',
      '  [-E | -F] [-e PATTERN | -f FILE]...',
      '  -N, --location=SOURCEFILE   select messages extracted from SOURCEFILE',
      '  -J, --msgctxt               start of patterns for the msgctxt',
      '  -e, --regexp=PATTERN        use PATTERN as a regular expression',
      '  -f, --file=FILE             obtain PATTERN from FILE',
      '  -E, --extended-regexp       PATTERN is an extended regular expression',
      '',
    ].join('\n');
    expect(parseHelp(msggrep, ['msggrep']).options.map((option) => [option.long, option.value, option.repeats ?? false])).toEqual([
      ['--location', 'SOURCEFILE', true],
      ['--msgctxt', undefined, false],
      ['--regexp', 'PATTERN', true],
      ['--file', 'FILE', true],
      ['--extended-regexp', undefined, false],
    ]);
  });

  it('round 17 tuning (held out, round 12): texi2any, three long names or more on one row are options side by side, not aliases', () => {
    const texi2any = [
      'Usage: texi2any [OPTION]... TEXINFO-FILE...',
      '      --dvi, --dvipdf, --ps, --pdf  call texi2dvi to generate given output,',
      '                                    after checking validity of TEXINFO-FILE.',
      '  -q, --quiet, --silent        suppress progress messages',
      '',
    ].join('\n');
    expect(parseHelp(texi2any, ['texi2any']).options.map((option) => [option.long, option.short, option.description.slice(0, 25)])).toEqual([
      ['--dvi', undefined, 'call texi2dvi to generate'],
      ['--dvipdf', undefined, 'call texi2dvi to generate'],
      ['--ps', undefined, 'call texi2dvi to generate'],
      ['--pdf', undefined, 'call texi2dvi to generate'],
      ['--quiet', '-q', 'suppress progress message'],
    ]);
  });

  it('round 17 tuning (held out, round 11): mlr sort, an example command line that gives an option twice says it repeats', () => {
    const mlrSort = [
      'Usage: mlr sort {flags}',
      'Options:',
      '-f  {comma-separated field names}  Lexical ascending',
      '-nr {comma-separated field names}  Numerical descending; nulls sort first',
      '-t  {comma-separated field names}  Natural ascending',
      '',
      'Example:',
      '  mlr sort -f a,b -nr x,y,z',
      'which is the same as:',
      '  mlr sort -f a -f b -nr x -nr y -nr z',
      '',
    ].join('\n');
    expect(parseHelp(mlrSort, ['mlr', 'sort']).options.map((option) => [option.long ?? option.short, option.repeats ?? false])).toEqual([
      ['-f', true],
      ['-nr', true],
      ['-t', false],
    ]);
  });

  it('measured (round 6): size "-A|-B|-G  --format={sysv|berkeley|gnu}", short aliases each picking a value, are flags of their own', () => {
    const size = [
      'Usage: size [option(s)] [file(s)]',
      '  -A|-B|-G  --format={sysv|berkeley|gnu}  Select output style (default is berkeley)',
      '  -t        --totals                  Display the total sizes (Berkeley only)',
      '            --common                  Display total size for *COM* syms',
      '  -h|-H|-?  --help                    Display this information',
      '',
    ].join('\n');
    expect(parseHelp(size, ['size']).options.map((option) => [option.long ?? option.short, option.value, option.choices])).toEqual([
      ['--format', '{sysv|berkeley|gnu}', undefined],
      ['-A', undefined, undefined],
      ['-B', undefined, undefined],
      ['-G', undefined, undefined],
      ['--totals', undefined, undefined],
      ['--common', undefined, undefined],
    ]);
  });

  it('measured (round 6): c++filt, each option line in brackets ("[-p|--no-params]  Do not display ..."), one opened with "]"', () => {
    const cxxfilt = [
      'Usage: c++filt [options] [mangled names]',
      'Options are:',
      '  [-p|--no-params]            Do not display function arguments',
      '  ]-r|--no-recurse-limit]     Disable a limit on recursion whilst demangling',
      '  [-s|--format {none,auto,gnu-v3}]',
      '  [-h|--help]                 Display this information',
      '',
    ].join('\n');
    expect(parseHelp(cxxfilt, ['c++filt']).options.map((option) => [option.long, option.short, option.value])).toEqual([
      ['--no-params', '-p', undefined],
      ['--no-recurse-limit', '-r', undefined],
      ['--format', '-s', '{none,auto,gnu-v3}'],
    ]);
  });

  it('held out (round 22): jarsigner, each single-dash word and its value in brackets, the description after one space or more', () => {
    const jarsigner = [
      'Usage: jarsigner [options] jar-file alias',
      '       jarsigner -verify [options] jar-file [alias...]',
      '',
      '[-keystore <url>]           keystore location',
      '',
      '[-tsadigestalg <algorithm>] algorithm of digest data in timestamping request',
      '[-addprovider <name>        add security provider by name (e.g. SunPKCS11)',
      '  [-providerArg <arg>]] ... configure argument for -addprovider',
      '[-strict]                   treat warnings as errors',
      '',
    ].join('\n');
    expect(parseHelp(jarsigner, ['jarsigner']).options.map((option) => [option.long ?? option.short, option.value, option.description])).toEqual([
      ['-keystore', '<url>', 'keystore location'],
      ['-tsadigestalg', '<algorithm>', 'algorithm of digest data in timestamping request'],
      ['-addprovider', '<name>', 'add security provider by name (e.g. SunPKCS11)'],
      ['-providerArg', '<arg>', 'configure argument for -addprovider'],
      ['-strict', undefined, 'treat warnings as errors'],
    ]);
  });

  it('measured (round 6): iostat, only bracketed groups with spaces inside, on lines of their own under the usage', () => {
    const iostat = [
      'Usage: iostat [ options ] [ <interval> [ <count> ] ]',
      'Options are:',
      '[ -c ] [ -k | -m ] [ -V ]',
      '[ { -f | +f } <directory> ] [ -j { ID | LABEL | PATH | UUID | ... } ]',
      '[ --compact ] [ --dec={ 0 | 1 | 2 } ] [ -o JSON ]',
      '[ [ -H ] -g <group_name> ] [ -p [ <device> [,...] | ALL ] ]',
      '[ <device> [...] | ALL ]',
      '',
    ].join('\n');
    expect(parseHelp(iostat, ['iostat']).options.map((option) => [option.long ?? option.short, option.value])).toEqual([
      ['-c', undefined],
      ['-k', undefined],
      ['-m', undefined],
      ['-f', '<directory>'],
      ['-j', 'VALUE'],
      ['--compact', undefined],
      ['--dec', '{0|1|2}'],
      ['-o', 'JSON'],
      ['-H', undefined],
      ['-g', '<group_name>'],
      ['-p', '<device>'],
    ]);
  });

  it('zstd: an option listed once per value has those values as its choices', () => {
    const text =
      'Usage: zstd [OPTIONS...]\n  --format=zstd                 Compress files to the `.zst` format.\n  --format=gzip                 Compress files to the `.gz` format.\n';
    expect(parseHelp(text, ['zstd']).options.map((parsed) => [parsed.long, parsed.choices])).toEqual([['--format', ['zstd', 'gzip']]]);
  });

  it('stat: prose at the margin that starts with an option is no option', () => {
    const text =
      'Usage: stat [OPTION]... FILE...\n  -t, --terse           print the information in terse form\n\n--terse is equivalent to the following FORMAT:\n    %n %s %b\n';
    expect(parseHelp(text, ['stat']).options.map((parsed) => [parsed.long, parsed.value])).toEqual([['--terse', undefined]]);
  });

  it('nl: a table of values under "FORMAT is one of:" gives FORMAT its choices, not a table with a pattern in it', () => {
    const text =
      'Usage: nl [OPTION]... [FILE]...\n  -b, --body-numbering=STYLE      use STYLE for numbering body lines\n  -n, --number-format=FORMAT      insert line numbers according to FORMAT\n\nSTYLE is one of:\n\n  a      number all lines\n  pBRE   number only lines that match BRE\n\nFORMAT is one of:\n\n  ln     left justified\n  rn     right justified\n';
    expect(parseHelp(text, ['nl']).options.map((parsed) => [parsed.long, parsed.choices])).toEqual([
      ['--body-numbering', undefined],
      ['--number-format', ['ln', 'rn']],
    ]);
  });

  it('xmllint: a program that does not know --help does not know "--" either', () => {
    expect(parseHelp('Unknown option --help\nUsage : xmllint [options] XMLfiles ...\n\t--noout : no output\n', ['xmllint']).refusesDoubleDash).toBe(true);
    expect(parseHelp('Usage: wc [OPTION]... [FILE]...\n  -l, --lines  print the newline counts\n', ['wc']).refusesDoubleDash).toBeUndefined();
    const gcc =
      'Usage: gcc [options] file...\nOptions:\n  -pass-exit-codes   Exit with highest error code.\n  --target-help      Display target options.\n  -print-search-dirs Display the directories searched.\n  --sysroot=<dir>    Use <dir> as the root.\n';
    expect(parseHelp(gcc, ['gcc']).refusesDoubleDash).toBe(true);
    const openssl = 'Usage: dgst [options] [file...]\n  -list     List digests\n  -hex      Print as hex dump\n  -r        Output in coreutils format\n';
    expect(parseHelp(openssl, ['openssl', 'dgst']).refusesDoubleDash).toBeUndefined();
    const dos2unix =
      'Usage: dos2unix [options] [file ...]\n --allow-chown  allow file ownership change\n -ascii         convert only line breaks\n -iso           convert ISO-8859-1\n -k, --keepdate keep output file date\n';
    expect(parseHelp(dos2unix, ['dos2unix']).refusesDoubleDash).toBeUndefined();
  });

  it('measured: cksum and cp, a table the description points to ("See DIGEST below") or that names the option', () => {
    const cksum =
      'Usage: cksum [OPTION]... [FILE]...\n  -a, --algorithm=TYPE  select the digest type to use.  See DIGEST below.\n\nDIGEST determines the digest algorithm:\n  sysv      (equivalent to sum -s)\n  bsd       (equivalent to sum -r)\n';
    expect(parseHelp(cksum, ['cksum']).options[0]!.choices).toEqual(['sysv', 'bsd']);
    const cp =
      'Usage: cp [OPTION]... SOURCE DEST\n      --backup[=CONTROL]  make a backup of each existing destination file\n\nThe version control method may be selected via the --backup option.  Here are the values:\n\n  none, off       never make backups\n  numbered, t     make numbered backups\n';
    expect(parseHelp(cp, ['cp']).options[0]!.choices).toEqual(['none', 'off', 'numbered', 't']);
  });

  it('measured: esbuild, values glued with a colon and no short names, refuses "--" ("Invalid build flag")', () => {
    const esbuild =
      'Usage:\n  esbuild [options] [entry points]\n\n  --bundle              Bundle all dependencies\n  --define:K=V          Substitute K with V\n  --external:M          Exclude module M\n  --outfile=...         The output file\n';
    expect(parseHelp(esbuild, ['esbuild']).refusesDoubleDash).toBe(true);
    const withShort = esbuild.replace('  --bundle', '  -b, --bundle');
    expect(parseHelp(withShort, ['esbuild']).refusesDoubleDash).toBeUndefined();
  });

  it('measured (round 6): an LLVM tool ("Pass @FILE as argument to read options from FILE.") refuses "--" ("unknown argument \'--\'")', () => {
    const llvmSize =
      'USAGE: llvm-size [options] <input object files>\n\nOPTIONS:\n  --totals         Print totals\n\nPass @FILE as argument to read options from FILE.\n';
    expect(parseHelp(llvmSize, ['llvm-size']).refusesDoubleDash).toBe(true);
  });

  it('measured (round 8): an LLVM cl::opt tool ("--name  - Description") takes "--", its @FILE line too (llvm-dwarfdump)', () => {
    const dwarfdump = [
      'USAGE: llvm-dwarfdump [options] <input object files or .dSYM bundles>',
      '',
      'OPTIONS:',
      '  --all                      - Dump all debug info sections',
      '  --debug-info[=<offset>]      - Dump the .debug_info section',
      '  --show-section-sizes       - Show the sizes of all debug sections',
      '',
      'Pass @FILE as argument to read options from FILE.',
    ].join('\n');
    expect(parseHelp(dwarfdump, ['llvm-dwarfdump']).refusesDoubleDash).toBeUndefined();
  });

  it('measured (round 6): javap, single-dash words beside double-dash names, refuses "--" ("unknown option: --")', () => {
    const javap = [
      'Usage: javap <options> <classes>',
      '  -v  -verbose                     Print additional information',
      '  -public                          Show only public classes and members',
      '  -private                         Show all classes and members',
      '  --module <module>, -m <module>   Specify module containing classes to be disassembled',
      '  --class-path <path>              Specify where to find user class files',
      '',
    ].join('\n');
    expect(parseHelp(javap, ['javap']).refusesDoubleDash).toBe(true);
  });

  it('measured (round 8): jdeprscan refuses "--" (it prints its usage), which no line of its help says', () => {
    expect(parseHelp('Usage: jdeprscan [options] {dir|jar|class} ...\n\noptions:\n  -l    --list\n', ['jdeprscan']).refusesDoubleDash).toBe(true);
  });

  it('measured (round 6): universal-ctags refuses "--" ("Unknown option: --"), which no line of its help says', () => {
    expect(parseHelp('Usage: ctags [options] [file(s)]\n  -R   Equivalent to --recurse.\n', ['ctags']).refusesDoubleDash).toBe(true);
  });

  it('measured (round 9): perltidy reads "--" as an input file (`perltidy -st -- a.pl`), which no line of its help says', () => {
    expect(parseHelp('Usage:\n    perltidy [ options ] file1 file2 file3 ...\n -st     send output to standard output\n', ['perltidy']).refusesDoubleDash).toBe(
      true,
    );
  });

  it('leaves out help and version, and keeps the first of an option listed twice', () => {
    const text = 'Usage: x\n  -h, --help     show help\n  -V, --version  show version\n  -q, --quiet    quiet\n  -q, --quiet    quiet again\n';
    expect(parseHelp(text, ['x']).options.map((parsed) => parsed.long)).toEqual(['--quiet']);
  });
});

describe('parseHelp: options named outside the option lines, and lines that are no options', () => {
  it('BSD usage groups: booleans, values, choices (ssh-keygen), from the first usage form only', () => {
    const text =
      'usage: ssh-keygen [-q] [-b bits] [-f output_keyfile]\n                  [-t dsa | rsa]\n       ssh-keygen -p [-a rounds] [-P old_passphrase]\n';
    expect(parseHelp(text, ['ssh-keygen']).options.map((parsed) => [parsed.short, parsed.value])).toEqual([
      ['-q', undefined],
      ['-b', 'bits'],
      ['-f', 'output_keyfile'],
      ['-t', '{dsa,rsa}'],
    ]);
  });

  it('cscope (held out): a range of digits in a usage group, "[-[0-8] pattern]", is an option per digit, each taking the value', () => {
    const text = 'Usage: cscope [-bC] [-f file] [-[0-3] pattern] [source files]\n';
    expect(parseHelp(text, ['cscope']).options.map((parsed) => [parsed.short, parsed.value])).toEqual([
      ['-b', undefined],
      ['-C', undefined],
      ['-f', 'file'],
      ['-0', 'pattern'],
      ['-1', 'pattern'],
      ['-2', 'pattern'],
      ['-3', 'pattern'],
    ]);
  });

  it('measured: nc, BSD usage only: letter clusters with digits, tab-indented lines, a value with a bracket inside', () => {
    const text =
      "nc: invalid option -- '-'\nusage: nc [-46Dk] [-I length] [-i interval]\n\t  [-x proxy_address[:port]] [-w timeout]\n\t  [destination] [port]\n";
    const help = parseHelp(text, ['nc']);
    expect(help.options.map((parsed) => [parsed.short, parsed.value])).toEqual([
      ['-4', undefined],
      ['-6', undefined],
      ['-D', undefined],
      ['-k', undefined],
      ['-I', 'length'],
      ['-i', 'interval'],
      ['-x', 'proxy_address[:port]'],
      ['-w', 'timeout'],
    ]);
    expect(help.positionals.map((positional) => positional.name)).toEqual(['destination', 'port']);
  });

  it('measured (round 10): go env, Go flag usage only: letters each in their own brackets, so [-json] is one name', () => {
    const help = parseHelp('usage: go env [-json] [-u] [-w] [var ...]\n', ['go', 'env']);
    expect(help.options.map((parsed) => parsed.long ?? parsed.short)).toEqual(['-json', '-u', '-w']);
  });

  it('a tab-indented line of prose after the usage is no part of it (xmllint)', () => {
    const text = 'Usage : xmllint [options] XMLfiles ...\n\tParse the XML files and output the result of the parsing\n\t--noout : no output\n';
    expect(parseHelp(text, ['xmllint']).positionals.map((positional) => positional.name)).toEqual(['xmlfiles']);
  });

  it('measured: shasum -a, a description that is only a list of values takes one of them', () => {
    const text = 'Usage: shasum [OPTION]... [FILE]...\n  -a, --algorithm   1 (default), 224, 256, 384\n  -b, --binary      read in binary mode\n';
    expect(parseHelp(text, ['shasum']).options.map((parsed) => [parsed.long, parsed.choices])).toEqual([
      ['--algorithm', ['1', '224', '256', '384']],
      ['--binary', undefined],
    ]);
  });

  it('measured: bsdtar, a row of flags each with one word ("-c Create  -r Add/Replace  -t List")', () => {
    const text = 'First option must be a mode specifier:\n  -c Create  -r Add/Replace  -t List\nCommon Options:\n  -b #  Use # 512-byte records\n';
    expect(parseHelp(text, ['bsdtar']).options.map((parsed) => [parsed.short, parsed.value, parsed.description])).toEqual([
      ['-c', undefined, 'Create'],
      ['-r', undefined, 'Add/Replace'],
      ['-t', undefined, 'List'],
      ['-b', 'NUM', 'Use # 512-byte records'],
    ]);
  });

  it('npm: `-a|--all` names, a group that repeats itself, and `[--no-x]` beside a listed --x', () => {
    const text =
      'Usage:\nnpm ls <package-spec>\n\nOptions:\n[-a|--all] [--depth <depth>] [--no-unicode]\n[--omit <dev|peer> [--omit <dev|peer> ...]]\n\n  -a|--all\n    Show all\n\n  --unicode\n    Use unicode\n';
    expect(parseHelp(text, ['npm', 'ls']).options).toEqual([
      option({ short: '-a', long: '--all', description: 'Show all' }),
      option({ long: '--unicode', negatable: true, description: 'Use unicode' }),
      option({ long: '--depth', value: '<depth>' }),
      option({ long: '--omit', value: '<dev|peer>', repeats: true }),
    ]);
  });

  it('measured: rename, spaced brackets, a repeated group of letters and an operand in its place (`[ -e|-E perlexpr]*|perlexpr [ files ]`)', () => {
    const text =
      'Usage:\n    file-rename [ -h|-m|-V ] [ -v ] [ -0 ] [ -n ]\n    [ -e|-E perlexpr]*|perlexpr [ files ]\n\nOptions:\n    -v, --verbose\n            Verbose.\n\n    -e      Expression: code to act on files name.\n\n    -E      Statement: code to act on files name.\n';
    const help = parseHelp(text, ['rename']);
    expect([
      help.options.map((parsed) => [parsed.short, parsed.value, parsed.repeats]),
      help.positionals.map((positional) => [positional.name, positional.required, positional.variadic]),
    ]).toEqual([
      [
        ['-v', undefined, undefined],
        ['-e', 'perlexpr', true],
        ['-E', 'perlexpr', true],
        ['-m', undefined, undefined],
        ['-0', undefined, undefined],
        ['-n', undefined, undefined],
      ],
      [
        ['perlexpr', false, false],
        ['files', false, true],
      ],
    ]);
  });

  it('measured: marked, its help is its man page: bulleted options, a SYNOPSIS wrapped over lines with a word broken', () => {
    const text =
      'NAME\n       marked - a javascript markdown parser\n\nSYNOPSIS\n       marked  [-o <output file>] [--pedan-\n       tic] [--gfm] [filename]\n\nOPTIONS\n        o -o, --output [output file]\n          Specify file output.\n\n        o --gfm\n          Enable github flavored markdown.\n';
    const help = parseHelp(text, ['marked']);
    expect([help.options.map((parsed) => [parsed.long, parsed.value]), help.positionals.map((positional) => positional.name)]).toEqual([
      [
        ['--output', '[output file]'],
        ['--gfm', undefined],
        ['--pedantic', undefined],
      ],
      ['filename'],
    ]);
  });

  it("measured: git's -n[<n>] and xargs's -l[MAX-LINES] take a value only glued to the letter", () => {
    const text = '    -n[<n>]               print <n> lines of each tag message\n  -l[MAX-LINES]                similar to -L\n';
    expect(parseHelp(text, ['git', 'tag']).options.map((parsed) => [parsed.short, parsed.value, parsed.optionalValue])).toEqual([
      ['-n', '<n>', true],
      ['-l', 'MAX-LINES', true],
    ]);
  });

  it("measured (round 32): less's help, printed with overstrike where no terminal takes it, reads as the text it shows", () => {
    const text =
      '  -b [_\bN]  ....  --buffers=[_\bN]\n                  Number of buffers.\n  -D x\bx_\bc_\bo_\bl_\bo_\br  .  --color=x\bx_\bc_\bo_\bl_\bo_\br\n                  Set screen colors.\n';
    expect(parseHelp(text, ['less']).options.map((parsed) => [parsed.long, parsed.short, parsed.value])).toEqual([
      ['--buffers', '-b', '[N]'],
      ['--color', '-D', 'xcolor'],
    ]);
  });

  it("review (stop 43): tic's -o<dir> row beside its usage's [-o dir] takes the value apart too; dpkg's -u<dir> only glued", () => {
    const tic = 'Usage: tic [-e names] [-o dir] source-file\n\nOptions:\n  -e<names>  translate only these\n  -o<dir>    set output directory\n';
    expect(parseHelp(tic, ['tic']).options.map((parsed) => [parsed.short, parsed.gluedToLetter])).toEqual([
      ['-e', false],
      ['-o', false],
    ]);
    const dpkg = 'Usage: dpkg-genchanges [<option>...]\n\nOptions:\n  -u<upload-files-dir>     directory with files\n';
    expect(parseHelp(dpkg, ['dpkg-genchanges']).options.map((parsed) => [parsed.short, parsed.gluedToLetter])).toEqual([['-u', true]]);
  });

  it('measured: python -m trace, a group whose own line says its options "Can be specified multiple times"', () => {
    const text =
      'Filters:\n  Can be specified multiple times\n\n  --ignore-module IGNORE_MODULE\n                        Ignore the given module(s)\n\nOther:\n  --file FILE           a file\n';
    expect(parseHelp(text, ['python3', '-m', 'trace']).options.map((parsed) => [parsed.long, parsed.repeats])).toEqual([
      ['--ignore-module', true],
      ['--file', undefined],
    ]);
  });

  it('held out (round 15): oxlint, a section whose prose says its values "Accumulate" repeats its options, up to the next heading', () => {
    const text =
      'Allowing / Denying Multiple Lints\n   Accumulate rules and categories from left to right on the command-line.\n    -A, --allow=NAME          Allow the rule or category\n    -D, --deny=NAME           Deny the rule or category\n\nOutput\n    -f, --format=ARG          Use a specific output format\n';
    expect(parseHelp(text, ['oxlint']).options.map((parsed) => [parsed.long, parsed.repeats])).toEqual([
      ['--allow', true],
      ['--deny', true],
      ['--format', undefined],
    ]);
  });

  it('an accumulating section ends at a heading that ends with ":" as at one that does not', () => {
    const text =
      'Allowing / Denying Multiple Lints\n   Accumulate rules and categories from left to right on the command-line.\n    -A, --allow=NAME          Allow the rule or category\n\nOutput options:\n    -f, --format=ARG          Use a specific output format\n';
    expect(parseHelp(text, ['oxlint']).options.map((parsed) => [parsed.long, parsed.repeats])).toEqual([
      ['--allow', true],
      ['--format', undefined],
    ]);
  });

  it('a listed option without a value takes the one its usage group gives (unzip [-d exdir])', () => {
    const text =
      'Usage: unzip [-Z] [-opts[modifiers]] file[.zip] [list] [-x xlist] [-d exdir]\n  -p  extract files to pipe, no messages     -d  extract files into exdir\n';
    expect(parseHelp(text, ['unzip']).options.map((parsed) => [parsed.short, parsed.value])).toEqual([
      ['-p', undefined],
      ['-d', 'exdir'],
      ['-Z', undefined],
      ['-x', 'xlist'],
    ]);
  });

  it.each([
    [
      'sort: one value spelled out is the bare option',
      '  -c, --check, --check=diagnose-first  check for sorted input\n  -C, --check=quiet, --check=silent  like -c, but quiet\n',
      [
        ['-c', '--check', undefined],
        ['-C', undefined, undefined],
      ],
    ],
    [
      'ls: -p is a short name for one value of another option',
      '      --indicator-style=WORD  append indicator\n  -p, --indicator-style=slash  append / indicator to directories\n',
      [
        [undefined, '--indicator-style', 'WORD'],
        ['-p', undefined, undefined],
      ],
    ],
    [
      'kubectl: defaults that type the value',
      '    --tail=-1:\n\tLines\n    -f, --filename=[]:\n\tFiles\n    --since=0s:\n\tDuration\n',
      [
        [undefined, '--tail', 'int'],
        ['-f', '--filename', 'strings'],
        [undefined, '--since', 'VALUE'],
      ],
    ],
    ['clap: a repeatable flag', '  -v, --verbose...  Use verbose output\n', [['-v', '--verbose', undefined]]],
    [
      'prose, a usage example and a placeholder are no options',
      '       --merge strategy, cherry-picks, and anything else\n    -r -s off   revert with <off> added\n  -NUM                      same as --context=NUM\n  -h2  show more help\n',
      [],
    ],
  ])('%s', (_case, lines, expected) => {
    expect(parseHelp(`Usage: prog [OPTIONS]\n${lines}`, ['prog']).options.map((parsed) => [parsed.short, parsed.long, parsed.value])).toEqual(expected);
  });

  it("a man page's description runs over paragraphs and over lines that start with an option", () => {
    const text =
      'OPTIONS\n       --ignored[=<mode>]\n           Show ignored files as well.\n\n           •   traditional - Shows ignored files, unless\n               --untracked-files=all is specified.\n\n           •   no - Show no ignored files.\n\n       -z\n           Terminate entries with NUL.\n';
    const [ignored, z] = parseHelp(text, ['git', 'status']).options;
    expect(ignored!.description).toBe(
      'Show ignored files as well. •   traditional - Shows ignored files, unless --untracked-files=all is specified. •   no - Show no ignored files.',
    );
    expect(z!.short).toBe('-z');
  });

  it('takes choices from a paragraph about the placeholder', () => {
    const text =
      "Usage: ls [OPTION]...\n      --color[=WHEN]         color the output WHEN\n      --time-style=TIME_STYLE  time format\n\nThe TIME_STYLE argument can be full-iso, long-iso, or +FORMAT.\nThe WHEN argument defaults to 'always' and can also be 'auto' or 'never'.\n";
    expect(parseHelp(text, ['ls']).options.map((parsed) => parsed.choices)).toEqual([['always', 'auto', 'never'], undefined]);
  });
});

describe('parseHelp: license-checker, one space between names, placeholder and description (measured, round 7)', () => {
  it('reads "--out [filepath] write the data ..." as an option with a value and its description', () => {
    const out = parseHelp('   --out [filepath] write the data to a specific file.\n   --json output in json format.\n', ['license-checker']).options;
    expect(out.map((option) => [option.long, option.value, option.description])).toEqual([
      ['--out', '[filepath]', 'write the data to a specific file.'],
      ['--json', undefined, 'output in json format.'],
    ]);
  });
});

describe('parseHelp: an option listed again with a value written out', () => {
  // measured (round 9): tar's "*This* tar defaults to: --rsh-command=/usr/bin/rsh" keeps its COMMAND placeholder.
  it('keeps the placeholder of its own row', () => {
    const text =
      '      --rsh-command=COMMAND  use remote COMMAND instead of rsh\n\n*This* tar defaults to:\n--format=gnu -f- -b20\n--rsh-command=/usr/bin/rsh\n';
    expect(parseHelp(text, ['tar']).options.find((option) => option.long === '--rsh-command')?.value).toBe('COMMAND');
  });
});

describe('parseHelp: a parser of its own, and values no placeholder shows', () => {
  // measured (round 9): xmlstarlet's rows "-n or --noindent  - do not indent"; it answers "--" with "unrecognized option".
  it('refuses "--" where the names are joined by "or"', () => {
    const text =
      'Usage: xmlstarlet fo [<options>] <xml-file>\n  -n or --noindent            - do not indent\n  -t or --indent-tab          - indent output with tabulation\n  -R or --recover             - try to recover what is parsable\n';
    expect(parseHelp(text, ['xmlstarlet', 'fo']).refusesDoubleDash).toBe(true);
  });

  // ran (round 12): astyle's rows "--style=allman  OR  -A1"; `astyle --style=allman -- a.c` answers "Invalid command line options".
  it('refuses "--" where the names are joined by "OR"', () => {
    const text =
      'Usage:\n------\n            astyle [OPTIONS] File1 File2 File3 [...]\n\n    --style=allman  OR  --style=bsd  OR  -A1\n    --style=java  OR  --style=attach  OR  -A2\n    --style=kr  OR  --style=k&r  OR  -A3\n';
    expect(parseHelp(text, ['astyle']).refusesDoubleDash).toBe(true);
  });

  // measured (round 9): units writes no placeholder: "specify ..." and "(default: 8)" take a value.
  it('reads a value from "specify ..." where the help writes no placeholder', () => {
    const text =
      'Usage: units [options]\n    -c, --check          check that all units reduce to primitive units\n    -d, --digits         show output to specified number of digits (default: 8)\n    -e, --exponential    exponential format output\n    -l, --locale         specify a desired locale\n    -t, --terse          terse output\n';
    expect(parseHelp(text, ['units']).options.map((option) => [option.long, option.value])).toEqual([
      ['--check', undefined],
      ['--digits', 'VALUE'],
      ['--exponential', undefined],
      ['--locale', 'VALUE'],
      ['--terse', undefined],
    ]);
  });
});

// Round 30 (after its blind row): Perl's Getopt::Std prints one help for every script, its lists the options; man SYNOPSIS forms.
describe("parseHelp: Getopt::Std's standard help, and forms under labels in a man page's SYNOPSIS", () => {
  const GETOPT_STD = [
    '/usr/bin/ptar version [unknown] calling Getopt::Std::getopts (version 1.13 [paranoid]),',
    'running under Perl version 5.36.0.',
    '',
    'Usage: ptar [-OPTIONS [-MORE_OPTIONS]] [--] [PROGRAM_ARG1 ...]',
    '',
    'The following single-character options are accepted:',
    '\tWith arguments: -f -T',
    '\tBoolean (without arguments): -c -v -z',
    '',
    'Options may be merged together.  -- stops processing of options.',
    'For more details run',
    '\tperldoc -F /usr/bin/ptar',
    '  [Now continuing due to backward compatibility and excessive paranoia.',
    "   See 'perldoc Getopt::Std' about $Getopt::Std::STANDARD_HELP_VERSION.]",
  ];

  it('measured: ptar, enc2xs, h2ph: the lists name each option and say which take a value; PROGRAM_ARG1 is no operand', () => {
    const help = parseHelp(GETOPT_STD.join('\n'), ['ptar']);
    expect(help.options.map((option) => [option.short, option.value])).toEqual([
      ['-f', 'VALUE'],
      ['-T', 'VALUE'],
      ['-c', undefined],
      ['-v', undefined],
      ['-z', undefined],
    ]);
    expect(help.positionals).toEqual([]);
  });

  it("measured: ptar's POD after the standard help gives the operands", () => {
    const text = [...GETOPT_STD, 'NAME', '', 'ptar - a tar-like program', '', 'SYNOPSIS', '', '    ptar -c [-v] [-f ARCHIVE_FILE | -] FILE FILE ...', ''].join(
      '\n',
    );
    expect(parseHelp(text, ['ptar']).positionals.map((positional) => [positional.name, positional.variadic])).toEqual([['file', true]]);
  });

  it("measured: splain's SYNOPSIS under labels: the form that starts with the program", () => {
    const text =
      'SYNOPSIS\n       Using the "diagnostics" pragma:\n\n           use diagnostics;\n\n       Using the "splain" standalone filter program:\n\n           splain [-v] [-p] diag.out\n\nDESCRIPTION\n';
    expect(parseHelp(text, ['splain']).positionals.map((positional) => positional.name)).toEqual(['diag_out']);
  });

  it("measured: enc2xs's later SYNOPSIS form gives the operands, the word after a valued option its value", () => {
    const text = 'SYNOPSIS\n         enc2xs -[options]\n         enc2xs -M ModName mapfiles...\n         enc2xs -C\n\nOPTIONS\n       -C  update the config\n';
    expect(parseHelp(text, ['enc2xs']).positionals.map((positional) => [positional.name, positional.variadic])).toEqual([['mapfiles', true]]);
  });

  it("measured (round 34): gpg-agent's later SYNOPSIS form, broken inside a bracket and a word, is read whole", () => {
    const text =
      'SYNOPSIS\n       gpg-agent [--homedir dir] [--options file] [options]\n       gpg-agent [--homedir dir] [--options file] [options] --server\n       gpg-agent  [--homedir  dir]  [--options  file] [options] --daemon [com-\n       mand_line]\n\nDESCRIPTION\n       --daemon  Start as a daemon.\n';
    expect(parseHelp(text, ['gpg-agent']).positionals.map((positional) => positional.name)).toEqual(['command_line']);
  });

  it("stop 42's review: ssh-keygen's '-R hostname' form, a flag misread, gives no operand; a line flush left ends the SYNOPSIS", () => {
    const keygen =
      'SYNOPSIS\n     ssh-keygen [-q] [-a rounds]\n     ssh-keygen -R hostname [-f known_hosts_file]\n\nDESCRIPTION\n     -R hostname\n             Removes all keys.\n';
    expect(parseHelp(keygen, ['ssh-keygen']).positionals).toEqual([]);
    const md2man = 'SYNOPSIS\n  go-md2man -in FILE -out FILE\n\nDescription\ngo-md2man converts standard markdown formatted documents into manpages.\n';
    expect(parseHelp(md2man, ['go-md2man']).positionals).toEqual([]);
  });

  it("dmesg's later SYNOPSIS forms name option values, no operand", () => {
    const text =
      'SYNOPSIS\n       dmesg [options]\n\n       dmesg --clear\n\n       dmesg --console-level level\n\nOPTIONS\n       -C, --clear\n           Clear the ring buffer.\n';
    expect(parseHelp(text, ['dmesg']).positionals).toEqual([]);
  });
});

describe('parseHelp: an option that starts a group of options', () => {
  // measured (round 9): xmlstarlet sel's "Syntax for templates: -t|--template <options>", and its usage's "{<template>}".
  it('reads -t, --template as a flag and its usage word as no operand', () => {
    const text =
      'Usage: xmlstarlet sel <global-options> {<template>} [ <xml-file> ... ]\n  -T or --text              - output is text\n\nSyntax for templates: -t|--template <options>\nwhere <options>\n  -v or --value-of <xpath>  - print value of XPATH expression\n';
    const help = parseHelp(text, ['xmlstarlet', 'sel']);
    expect([help.options.find((option) => option.long === '--template')?.value, help.positionals.map((positional) => positional.name)]).toEqual([
      undefined,
      ['xml_file'],
    ]);
  });
});

describe('parseHelp: an operand an option shares its name with', () => {
  // measured (round 16): git ls-remote's "[<repository> [<refs>...]]" beside its --refs flag.
  it('keeps a list after another operand as operands', () => {
    const text =
      'usage: git ls-remote [--heads] [--refs] [<repository> [<refs>...]]\n\n    -h, --heads           limit to heads\n    --refs                do not show peeled tags\n';
    const help = parseHelp(text, ['git', 'ls-remote']);
    expect(help.positionals.map((positional) => [positional.name, positional.variadic])).toEqual([
      ['repository', false],
      ['refs', true],
    ]);
  });
});

describe('parseHelp: flush-left rows with a value in braces', () => {
  it('reads mlr sort\'s "-nr {comma-separated field names}  Numerical descending" as an option with its value (round 11, blind)', () => {
    const help =
      'Usage: mlr sort {flags}\n\nOptions:\n-f  {comma-separated field names}  Lexical ascending\n-nr {comma-separated field names}  Numerical descending\n';
    expect(parseHelp(help, ['mlr', 'sort']).options.map((option) => [option.short ?? option.long, option.value])).toEqual([
      ['-f', '{comma-separated field names}'],
      ['-nr', '{comma-separated field names}'],
    ]);
  });
});

describe('parseHelp: values in the description column, the description under them (xorriso, round 36)', () => {
  const help = [
    'usage: xorriso [settings|actions]',
    '',
    '  -commit_eject  "in"|"out"|"all"|"none"',
    '                 Like -commit but rather eject than load image from outdrive.',
    '  -close "on"|"off"|"as_needed"',
    '                 If "on" then mark the written medium as not appendable.',
    '  -joliet  "on" or "off" as the help says',
    '',
  ].join('\n');
  it('reads the quoted words as the value and its description below', () => {
    expect(parseHelp(help, ['xorriso']).options.map((option) => [option.long, option.value, option.description])).toEqual([
      ['-commit_eject', '"in"|"out"|"all"|"none"', 'Like -commit but rather eject than load image from outdrive.'],
      ['-close', '"on"|"off"|"as_needed"', 'If "on" then mark the written medium as not appendable.'],
      ['-joliet', undefined, '"on" or "off" as the help says'],
    ]);
  });
});

describe('parseHelp: a short name and its placeholder, then the long name after a slash (httping, round 37)', () => {
  it("gives the long name the short one's placeholder", () => {
    const help =
      'Usage: httping [options]\n\n-g x / --url             URL to ping\n-6   / --ipv6            use IPv6 when resolving\n-s   / --show-statuscodes show statuscodes\n-o / --output file       write the result to file\n-E                       fetch proxy settings\n';
    expect(parseHelp(help, ['httping']).options.map((option) => [option.short, option.long, option.value, option.description])).toEqual([
      ['-g', '--url', 'x', 'URL to ping'],
      ['-6', '--ipv6', undefined, 'use IPv6 when resolving'],
      ['-s', '--show-statuscodes', undefined, 'show statuscodes'],
      ['-o', '--output', 'file', 'write the result to file'],
      ['-E', undefined, undefined, 'fetch proxy settings'],
    ]);
  });
});

describe('parseHelp: a man page line that starts with an option inside a paragraph (aria2c, round 37)', () => {
  it('reads "--on-download-stop option.  Possible Values" as prose, not as the option with a value "option."', () => {
    const man = [
      'OPTIONS',
      '       --on-download-error=<COMMAND>',
      '              Set the command to be executed after download aborted. See also',
      '              --on-download-stop option.  Possible Values: /path/to/command',
      '',
      '       --on-download-stop=<COMMAND>',
      '              Set the command to be executed after download stopped.',
      '',
    ].join('\n');
    expect(parseHelp(man, ['aria2c']).options.map((option) => [option.long, option.value])).toEqual([
      ['--on-download-error', '<COMMAND>'],
      ['--on-download-stop', '<COMMAND>'],
    ]);
  });
});
