import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { parseDefinitions } from '../../definition/load-definition.js';
import { toDraftWrapper } from './draft-wrapper.js';
import { parseHelp } from './parse-help.js';

const HELP = `Usage: demo [OPTIONS] PATTERN [FILE]...
Search for PATTERN in each FILE.

  -i, --ignore-case          ignore case
      --[no-]color           colour the output
  -m, --max-count=NUM        stop after NUM lines
      --when[=WHEN]          when to act; WHEN is 'always', 'never', or 'auto'
      --level {debug,info}   how loud
  -o, --output string        where to write
  -e, --regexp PATTERN       a pattern; may be given multiple times
      --arg NAME VALUE       set a variable
  -c                         compact
  -1                         list one file per line
      --sort=WORD            sort by WORD instead of name: none (-U), size (-S),
                             time (-t), version (-v), extension (-X), width
  -A, --app IMPORT           The application to load. Name is not required if it
                             is 'app', 'application', or 'make_app'.
`;

function draft(words = ['demo']) {
  const { text, leftOut } = toDraftWrapper([{ words, helpCommand: [...words, '--help'], help: parseHelp(HELP, words) }], ['A DRAFT.']);
  return {
    text,
    leftOut,
    wrapper: parse(text) as {
      name: string;
      tools: Record<string, { description: string; annotations: object; command: string[]; arguments: Record<string, unknown> }>;
    },
  };
}

describe('toDraftWrapper', () => {
  // Round 3 (issue 24): types the blind set showed.
  it.each([
    [
      "measured: git tag's -n[<n>], a value only glued to the letter (stop 40: offered glued, -n5)",
      '    -n[<n>]               print <n> lines of each tag message',
      'n',
      { type: 'integer', flag: '-n', glued: true },
    ],
    [
      "measured (round 32): dpkg-genchanges's -u<upload-files-dir>, a value its Perl parser takes only against the letter",
      "  -u<upload-files-dir>     directory with files (default is '..').",
      'u',
      { type: 'string', flag: '-u', glued: true },
    ],
    [
      "measured (round 32): java's -D<name>=<value>, glued as java takes it",
      '    -D<name>=<value>\n                  set a system property',
      'D',
      { flag: '-D', glued: true },
    ],
    [
      "measured (round 32): busctl's --expect-reply=BOOL, systemd's yes or no",
      '     --expect-reply=BOOL  Expect a method call reply',
      'expect_reply',
      { enum: ['yes', 'no'], flag: '--expect-reply=' },
    ],
    ["measured (round 32): e2image's -o src_offset, an offset", '  -o src_offset   offset of the image in the source', 'o', { type: 'integer' }],
    ["measured (round 32): e2image's -B blocksize, a block's size", '  -B blocksize    the file system block size', 'B', { type: 'integer' }],
    ["measured (round 32): setcap's -n <rootuid>, a user's number", '  -n <rootuid>  write a user namespace limited capability', 'n', { type: 'integer' }],
    [
      "review (stop 43): setpriv's --ruid uid, which a login name may be",
      '      --ruid uid          Set the real user ID. The uid argument can be given as a textual login name.',
      'ruid',
      { type: 'string' },
    ],
    [
      "review (stop 43): mksquashfs's -b <block_size>, with a suffix",
      '  -b <block_size>   set data block to <block_size>. Optionally a suffix of K or M can be given',
      'b',
      { type: 'string' },
    ],
    [
      "review (stop 43): cmdliner's --warn-error=BOOL (absent=false), true or false",
      '       --warn-error=BOOL  Make warnings errors (absent=false)',
      'warn_error',
      { enum: ['true', 'false'] },
    ],
    ["blkid's --uuid <uuid> is no user's number", '  -U, --uuid <uuid>      convert UUID to device name', 'uuid', { type: 'string' }],
    ['a value written apart from its letter stays a token of its own', '  -u DIR     directory with files', 'u', { type: 'string', flag: '-u' }],
    [
      "measured (round 28): infotocap's -w[n], tic's getopt with an optional value",
      '  -w[n]     set format width for translation output',
      'w',
      { type: 'integer', flag: '-w', glued: true },
    ],
    // Round 24 (after its blind row): a Go boolean on by default, ranges and fractions in placeholders.
    [
      "measured: terraform fmt's -write=false, a boolean turned off so",
      "  -write=false   Don't write to source files",
      'write',
      { type: 'boolean', flag: '-write', falseFlag: '-write=false' },
    ],
    ["measured: ms_print's --x=<4..1000>, a range of whole numbers", '    --x=<4..1000>         graph width, in columns [72]', 'x', { type: 'integer' }],
    ["measured (round 35): mogrify's -swirl degrees, a fraction", '  -swirl degrees       swirl image pixels about the center', 'swirl', { type: 'number' }],
    ["measured (round 35): mogrify's -charcoal radius", '  -charcoal radius     simulate a charcoal drawing', 'charcoal', { type: 'number' }],
    ["review (stop 45): optipng's -zc levels, a set such as 1-9, no count", '  -zc <levels>    zlib compression levels (1-9)', 'zc', { type: 'string' }],
    ["measured: ms_print's --threshold=<m.n>, a fraction", '    --threshold=<m.n>     significance threshold, in percent [1]', 'threshold', { type: 'number' }],
    ["measured: join's -j FIELD, a field's number", "  -j FIELD               equivalent to '-1 FIELD -2 FIELD'", 'j', { type: 'integer' }],
    // Held-out misses of rounds 10-28: a placeholder that says nothing leaves the kind to the option's name; counts in other words.
    [
      "measured (round 29): ctags' --filter[=(yes|no)], a switch whose flag alone says yes",
      '  --filter[=(yes|no)]   Behave as a filter.',
      'filter',
      { type: 'boolean', flag: '--filter', falseFlag: '--filter=no' },
    ],
    [
      "measured (rounds 10-29, read before round 30): systemd's --man[=BOOL], on alone",
      '     --man[=BOOL]            Do [not] check for existence of man pages',
      'man',
      { type: 'boolean', flag: '--man', falseFlag: '--man=false' },
    ],
    [
      "measured: cmake-format's argparse --use-tabchars [USE_TABCHARS] 'If true, ...'",
      '  --use-tabchars [USE_TABCHARS]\n                        If true, lines are indented using tab characters',
      'use_tabchars',
      { type: 'boolean', flag: '--use-tabchars', falseFlag: '--use-tabchars=false' },
    ],
    [
      "stop 42's review: --log [LOG] 'Enables logging to the given file' takes a file",
      '  --log [LOG]           Enables logging to the given file',
      'log',
      { type: 'string' },
    ],
    [
      'an optional value named for its option that is no switch stays a value',
      '  --line-width [LINE_WIDTH]\n                        How wide to allow formatted cmake files',
      'line_width',
      { type: 'integer' },
    ],
    ["measured: kramdown's --line-width ARG, a name that counts", '        --line-width ARG   Set the line width', 'line_width', { type: 'integer' }],
    ["measured: guetzli's --quality Q, one letter", '  --quality Q  Visual quality to aim for', 'quality', { type: 'integer' }],
    ["measured: filterdiff's --lines=L, a range, not a count", '  --lines=L  include only hunks with lines in range L', 'lines', { type: 'string' }],
    [
      "measured: rg's --max-filesize VALUE, a size that takes a unit",
      '  --max-filesize VALUE  Ignore files larger than NUM in size.',
      'max_filesize',
      { type: 'string' },
    ],
    [
      "measured: pkg-config's --max-version VALUE, a version",
      '  --max-version VALUE  require a maximum version of a module',
      'max_version',
      { type: 'string' },
    ],
    ["measured: cmake-format's MAX_RETURNS, argparse's underscores", '  --max-returns MAX_RETURNS', 'max_returns', { type: 'integer' }],
    ["measured: gpgv's --status-fd FD", '  --status-fd FD     write status info to this FD', 'status_fd', { type: 'integer' }],
    ["measured: lrzip's --maxram size, in hundreds of MB", '  -m, --maxram size   Set maximum available ram in hundreds of MB', 'maxram', { type: 'integer' }],
    [
      "measured (round 29): gdk-pixbuf-thumbnailer's --size VALUE 'in pixels'",
      '  -s, --size=VALUE   Size of the thumbnail in pixels',
      'size',
      { type: 'integer' },
    ],
    ["gs's -g<width>x<height> 'page size in pixels', two numbers in one word", '  -g <width>x<height>  page size in pixels', 'g', { type: 'string' }],
    ["measured: memusagestat's --x-size=VALUE pixels", '  -x, --x-size=VALUE   Make output graphic VALUE pixels wide', 'x_size', { type: 'integer' }],
    [
      "measured: edgepaint's -random_seed=s, said to be an integer",
      '  -random_seed=s : random seed to use. s must be an integer.',
      'random_seed',
      { type: 'integer' },
    ],
    [
      "measured: kubectl's --sort-by, an integer or a string",
      '  --sort-by=VALUE   The field specified must be an integer or a string.',
      'sort_by',
      { type: 'string' },
    ],
    // Round 19 (tuned on after it was measured blind): pairs whose value may follow, counts said in other words, a float said after its placeholder.
    [
      "a2ps's --define=KEY[:VALUE], a name set each time",
      '  -D, --define=KEY[:VALUE]   unset variable KEY or set to VALUE',
      'define',
      { type: 'array', items: { type: 'string' } },
    ],
    [
      "jsonnet's --ext-str <var>[=<val>]",
      '  -V / --ext-str <var>[=<val>]     If <val> is omitted, get from environment var <var>',
      'ext_str',
      { type: 'array', items: { type: 'string' } },
    ],
    ['a host and port is one value', '      --proxy HOST:PORT   use this proxy', 'proxy', { type: 'string' }],
    [
      "measured (round 20): img2pdf's --crop-border L[:L], one length or two",
      '  --crop-border L[:L]   Sets the PDF /CropBox',
      'crop_border',
      { type: 'string' },
    ],
    [
      "a2ps's --font-size=SIZE 'use font SIZE (float)'",
      '  -f, --font-size=SIZE       use font SIZE (float) for the body text',
      'font_size',
      { type: 'number' },
    ],
    [
      "uutils sort's --parallel <NUM_THREADS>",
      '      --parallel <NUM_THREADS>  change the number of threads running concurrently',
      'parallel',
      { type: 'integer' },
    ],
    [
      "gperf's --multiple-iterations=ITERATIONS",
      '  -m, --multiple-iterations=ITERATIONS  Perform multiple choices',
      'multiple_iterations',
      { type: 'integer' },
    ],
    ["json-glib-format's --indent-spaces=SPACES", '  -i, --indent-spaces=SPACES     Indentation spaces', 'indent_spaces', { type: 'integer' }],
    [
      "kramdown's --list-indent ARG 'Sets the number of spaces'",
      '        --list-indent ARG    Sets the number of spaces to use for list indentation',
      'list_indent',
      { type: 'integer' },
    ],
    [
      "vulture's --min-confidence 'Minimum confidence (between 0 and 100)'",
      '  --min-confidence MIN_CONFIDENCE  Minimum confidence (between 0 and 100) for code',
      'min_confidence',
      { type: 'integer' },
    ],
    [
      "ormolu's --start-line START 'Start line of the region'",
      '  --start-line START       Start line of the region to format (starts from 1)',
      'start_line',
      { type: 'integer' },
    ],
    ["a column named is no count: lsblk's --sort <column>", '  -x, --sort <column>  sort output by <column>', 'sort', { type: 'string' }],
    [
      "measured (round 16): dpkg-parsechangelog's --show-field <field>, a field's name",
      '  -S, --show-field <field>  show the value of <field>.',
      'show_field',
      { type: 'string' },
    ],
    [
      "measured (round 15): top's --sort-override=FIELD, a field's name",
      '  -o, --sort-override=FIELD  sort on this field',
      'sort_override',
      { type: 'string' },
    ],
    [
      "measured (round 9): jpegoptim's --max=<quality>",
      '  -m<quality>, --max=<quality>\n                    set maximum image quality factor',
      'max',
      { type: 'integer' },
    ],
    [
      "measured (round 9): csvcut's -c COLUMNS, a comma-separated list in one word",
      '  -c COLUMNS, --columns COLUMNS\n                        A comma-separated list of column indices, names or\n                        ranges to be extracted, e.g. "1,id,3-5".',
      'columns',
      { type: 'string' },
    ],
    [
      "measured (round 9): csvkit's -K SKIP_LINES, a number of lines",
      '  -K SKIP_LINES, --skip-lines SKIP_LINES\n                        Specify the number of initial lines to skip before the\n                        header row.',
      'skip_lines',
      { type: 'integer' },
    ],
    [
      "measured (round 9): csvlook's -y SNIFF_LIMIT, a quantity with special values",
      '  -y SNIFF_LIMIT, --snifflimit SNIFF_LIMIT\n                        Limit CSV dialect sniffing to the specified number of\n                        bytes. Specify "0" to disable sniffing entirely, or\n                        "-1" to sniff the entire file.',
      'snifflimit',
      { type: 'integer' },
    ],
    [
      "measured: compileall's --workers WORKERS",
      '  -j WORKERS, --workers WORKERS\n                        Run compileall concurrently',
      'workers',
      { type: 'integer' },
    ],
    ["measured: compileall's -r RECURSION", '  -r RECURSION          control the maximum recursion level.', 'r', { type: 'integer' }],
    [
      "measured: hyperfine's --parameter-step-size <DELTA>",
      '    -D, --parameter-step-size <DELTA>\n            Traverse the range MIN..MAX in steps of DELTA.',
      'parameter_step_size',
      { type: 'number' },
    ],
    [
      "measured: html-minifier-terser's --max-line-length <value>",
      '  --max-line-length <value>            Max line length',
      'max_line_length',
      { type: 'integer' },
    ],
    [
      "measured: objdump's --start-address=ADDR, a place in memory",
      '      --start-address=ADDR       Only process data whose address is >= ADDR',
      'start_address',
      { type: 'integer' },
    ],
    ["rsync's --address=ADDRESS is a host's", '      --address=ADDRESS       bind address for outgoing socket to daemon', 'address', { type: 'string' }],
    [
      "measured: llvm-strings' --bytes=<value>, 'sequences of the specified length'",
      '  --bytes=<value>   Print sequences of the specified length',
      'bytes',
      { type: 'integer' },
    ],
    // Round 4 (issue 24).
    ["measured: npm outdated's --min-release-age <days>", '  --min-release-age <days>   how old a release must be', 'min_release_age', { type: 'integer' }],
    [
      "measured: csplit's --digits, 'use specified number of digits'",
      '  -n, --digits=DIGITS        use specified number of digits',
      'digits',
      { type: 'integer' },
    ],
    [
      "measured: pr's --width=PAGE_WIDTH, a count of characters",
      '  -w, --width=PAGE_WIDTH\n                    set page width to PAGE_WIDTH (72) characters',
      'width',
      { type: 'integer' },
    ],
    [
      "measured: pr's --indent=MARGIN, a count of spaces",
      '  -o, --indent=MARGIN\n                    offset each line with MARGIN (zero) spaces',
      'indent',
      { type: 'integer' },
    ],
    ["split's --bytes=SIZE takes a unit (10K)", '  -b, --bytes=SIZE        put SIZE bytes per output file', 'bytes', { type: 'string' }],
    [
      "measured: esbuild's --watch-delay=... '(in milliseconds)'",
      '  --watch-delay=...     Wait before watch mode rebuilds (in milliseconds)',
      'watch_delay',
      { type: 'integer' },
    ],
    [
      "measured: pr's --columns=COLUMN",
      '  -COLUMN, --columns=COLUMN\n                    output COLUMN columns and print columns down',
      'columns',
      { type: 'integer' },
    ],
    // held out (rounds 12-14): counts the help writes otherwise.
    [
      "csvjson's --indent INDENT 'this many spaces'",
      '  -i INDENT, --indent INDENT\n                        Indent the output JSON this many spaces.',
      'indent',
      { type: 'integer' },
    ],
    ["elfedit's --input-abiversion [0-255], a range", '  --input-abiversion [0-255]  Set input ABIVERSION', 'input_abiversion', { type: 'integer' }],
    ["openssl's -checkend intmax", ' -checkend intmax           Check whether cert expires in the next arg seconds', 'checkend', { type: 'integer' }],
    ["openssl's -days nonneg", ' -days nonneg               Number of days to certify the certificate for', 'days', { type: 'integer' }],
    [
      "xsltproc's --maxparserdepth val 'increase the maximum parser depth'",
      '\t--maxparserdepth val : increase the maximum parser depth',
      'maxparserdepth',
      { type: 'integer' },
    ],
    [
      "objcopy's --alt-machine-code <index>",
      "     --alt-machine-code <index>    Use the target's <index>'th alternative machine",
      'alt_machine_code',
      { type: 'integer' },
    ],
    ["icdiff's --tabsize=TABSIZE", '  --tabsize=TABSIZE     tab stop spacing', 'tabsize', { type: 'integer' }],
    // training (rounds 14-16): counts by a placeholder's abbreviation, "How many", "processor count".
    [
      "highlight's --line-number-start=<cnt>",
      '  -m, --line-number-start=<cnt>  start line numbering with cnt (assumes -l)',
      'line_number_start',
      { type: 'integer' },
    ],
    ["hxnormalize's -l linelen", '  -l linelen   Wrap lines at linelen.', 'l', { type: 'integer' }],
    [
      "rollup's --maxParallelFileOps <value> 'How many files'",
      '  --maxParallelFileOps <value>  How many files to read in parallel',
      'maxParallelFileOps',
      { type: 'integer' },
    ],
    [
      "lrzip's --threads value 'Set processor count'",
      '  -p, --threads value     Set processor count to override number of threads',
      'threads',
      { type: 'integer' },
    ],
    [
      "concurrently's --max-processes 'How many processes ... or a percent of CPUs'",
      '  -m, --max-processes <value>  How many processes should run at once. Exact number or a percent of CPUs available.',
      'max_processes',
      { type: 'string' },
    ],
    ["hxnormalize's -l linelen", '  -l linelen  maximum line length', 'l', { type: 'integer' }],
    [
      "shred's --size=N 'this many bytes (suffixes like K, M, G accepted)'",
      '  -s, --size=N   shred this many bytes (suffixes like K, M, G accepted)',
      'size',
      { type: 'string' },
    ],
    // a name=value pair sets one name each time: objcopy's --redefine-sym, xmlstarlet tr's -p, awk's -v (`awk -v a=1 -v b=2` sets both).
    [
      "objcopy's --redefine-sym <old>=<new>",
      '     --redefine-sym <old>=<new>    Redefine symbol name <old> to <new>',
      'redefine_sym',
      { type: 'array', items: { type: 'string' } },
    ],
    ["awk's -v var=value", '    -v var=value     assigns value to program variable var.', 'v', { type: 'array', items: { type: 'string' } }],
    ['a value with = inside one word is no pair', '  --filter=EXPR   keep lines where EXPR holds', 'filter', { type: 'string' }],
    ["doctoc's --mintocitems qty", '  --mintocitems qty   the fewest items a table of contents has', 'mintocitems', { type: 'integer' }],
    ["pod2usage's -exit exitval", '  -exit exitval   the status to exit with', 'exit', { type: 'integer' }],
    ["icdiff's --head=HEAD 'the first N lines'", '  --head=HEAD           consider only the first N lines of each file', 'head', { type: 'integer' }],
    ["dwebp's -dither <d> '(in 0..100)'", '  -dither <d>   dithering strength (in 0..100)', 'dither', { type: 'integer' }],
    [
      "find's -printf FORMAT, a table of ranges (%H hour (00..23)) is no count",
      '  -printf FORMAT   print FORMAT: %H hour (00..23), %I hour (01..12)',
      'printf',
      { type: 'string' },
    ],
    // commander's "<files...>": each value after its own flag, gathered (held out, round 13: purgecss, cspell).
    ["purgecss's --css <files...>", '  -css, --css <files...>   glob of css files', 'css', { type: 'array', items: { type: 'string' }, flag: '--css' }],
    [
      "cspell suggestions' --dictionaries <dictionary names...>",
      '  --dictionaries <dictionary names...>  Use the dictionaries specified.',
      'dictionaries',
      { type: 'array', items: { type: 'string' } },
    ],
    // a plural head noun with a value that names one: one value each time (held out: isort's --nlb); not when the values are listed (csso's --comments).
    [
      'a plural head noun, one value each',
      '  --nlb NO_LINES_BEFORE  Sections which should not be split with previous by empty lines',
      'nlb',
      { type: 'array', items: { type: 'string' } },
    ],
    [
      "csso's --comments, its values listed",
      '  --comments <value>   Comments to keep: exclamation (default), first-exclamation or none',
      'comments',
      { type: 'string', enum: ['exclamation', 'first-exclamation', 'none'] },
    ],
    [
      "isort's --skip, given twice in its description",
      '  -s SKIP, --skip SKIP  Files to skip over: --skip file1 --skip file2.',
      'skip',
      { type: 'array', items: { type: 'string' } },
    ],
  ])('%s', (_label, line, name, expected) => {
    const help = parseHelp(`${line}\n`, ['demo']);
    const { text } = toDraftWrapper([{ words: ['demo'], helpCommand: ['demo', '--help'], help }], []);
    expect((parse(text) as { tools: { demo: { arguments: Record<string, unknown> } } }).tools.demo.arguments[name]).toMatchObject(expected);
  });

  it('maps each option to a typed argument with the flag as the help writes it', () => {
    const args = draft().wrapper.tools.demo!.arguments;
    expect(args).toMatchObject({
      ignore_case: { type: 'boolean', flag: '--ignore-case' },
      color: { type: 'boolean', flag: '--color', falseFlag: '--no-color' },
      max_count: { type: 'integer', flag: '--max-count=' },
      when: { type: 'string', flag: '--when=', enum: ['always', 'never', 'auto'] },
      level: { type: 'string', flag: '--level', enum: ['debug', 'info'] },
      output: { type: 'string', flag: '--output' },
      regexp: { type: 'array', items: { type: 'string' }, flag: '--regexp' },
      c: { type: 'boolean', flag: '-c', description: 'compact' },
    });
  });

  it('puts positionals last: FILE... as an array kept inside the roots, "--" only before a first operand the help says it ends', () => {
    const args = draft().wrapper.tools.demo!.arguments;
    expect(Object.keys(args).slice(-2)).toEqual(['pattern', 'files']);
    expect(args.pattern).toMatchObject({ type: 'string', required: true, positional: true });
    // After PATTERN, "--" would be a file to POSIX programs (mawk): the list is guarded instead.
    expect(args.files).toMatchObject({ type: 'array', positional: true, path: true });
    expect(args.files).not.toHaveProperty('endOfOptions');
    const sort = (help: string) =>
      (
        parse(toDraftWrapper([{ words: ['sort'], helpCommand: ['sort', '--help'], help: parseHelp(help, ['sort']) }], []).text) as {
          tools: { sort: { arguments: Record<string, unknown> } };
        }
      ).tools.sort.arguments.files;
    const usage = 'Usage: sort [OPTION]... [FILE]...\n  -r, --reverse  reverse\n';
    expect(sort(`${usage}  --             end of options\n`)).toMatchObject({ positional: true, endOfOptions: true });
    expect(sort(usage)).toMatchObject({ positional: true });
    expect(sort(usage)).not.toHaveProperty('endOfOptions');
  });

  it('measured (round 12-14): no "--" the help does not show, before files of parsers that refuse it (cmark, cppcheck, write-good)', () => {
    const cmark =
      'Usage:   cmark [FILE*]\nOptions:\n  --to, -t FORMAT  Specify output format (html, xml, man, commonmark, latex)\n  --smart          Use smart punctuation\n';
    const args = (
      parse(toDraftWrapper([{ words: ['cmark'], helpCommand: ['cmark', '--help'], help: parseHelp(cmark, ['cmark']) }], []).text) as {
        tools: { cmark: { arguments: Record<string, Record<string, unknown>> } };
      }
    ).tools.cmark.arguments;
    expect(args.files).toMatchObject({ type: 'array', positional: true });
    expect(args.files).not.toHaveProperty('endOfOptions');
  });

  it('leaves out options with several values, and says so at the top', () => {
    const { leftOut, text } = draft();
    expect(leftOut).toEqual(['demo: --arg (takes several values)']);
    expect(text.split('\n').slice(0, 2)).toEqual(['# A DRAFT.', '# Left out (they take several values; map them by hand): demo: --arg (takes several values)']);
  });

  it('describes the tool from the help, and guesses annotations conservatively', () => {
    const { wrapper } = draft();
    expect(wrapper.tools.demo!.description).toBe(
      'Search for PATTERN in each FILE. Runs `demo` and returns what it prints. (Drafted from `demo --help`: say when to use it.)',
    );
    expect(wrapper.tools.demo!.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, openWorldHint: false });
    expect(draft(['git', 'status']).wrapper.tools.git_status!.annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
    expect(draft(['curl']).wrapper.tools.curl!.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, openWorldHint: true });
  });

  it("finds ls's choices after the placeholder, and takes a quoted list of examples for none", () => {
    const args = draft().wrapper.tools.demo!.arguments;
    expect(args.sort).toMatchObject({ type: 'string', enum: ['none', 'size', 'time', 'version', 'extension', 'width'], flag: '--sort=' });
    expect(args.app).not.toHaveProperty('enum');
  });

  it('names a digit option after what it does (ls -1), not after the digit', () => {
    expect(draft().wrapper.tools.demo!.arguments).toMatchObject({ list_one_file_per_line_1: { type: 'boolean', flag: '-1' } });
  });

  it('makes a draft that loads as a wrapper', () => {
    expect(() => parseDefinitions([{ file: 'draft.yaml', text: draft().text }], { env: {} })).not.toThrow();
  });
});

describe('toDraftWrapper: safe until reviewed', () => {
  const UNSAFE_HELP = `Usage: tool [OPTION]... [FILE]
  -o, --output=FILE       write the result to FILE
  -r, --reference=FILE    use FILE's time
  -T, --temporary-directory=DIR  use DIR for temporaries
  -s, --set=STRING        set the system clock to STRING
  -p, --interactive       prompt before each run
  -O, --open-tty          reopen stdin as /dev/tty
      --remove-files      remove files after adding them
      --filter=COMMAND    write to shell COMMAND; file name is $FILE
      --compress-program=PROG  compress temporaries with PROG
  -e, --rsh=SPEC          specify the remote shell to use
      --hook <spec>       run the given command after each file
      --checkpoint-action=ACTION  execute ACTION on each checkpoint
  -n, --count=N           how many
`;
  const made = () => toDraftWrapper([{ words: ['tool'], helpCommand: ['tool', '--help'], help: parseHelp(UNSAFE_HELP, ['tool']) }], ['A DRAFT.']);

  it('keeps options that name a file or folder inside the roots (path: true)', () => {
    const args = (parse(made().text) as { tools: { tool: { arguments: Record<string, { path?: boolean }> } } }).tools.tool.arguments;
    expect(args.output).toMatchObject({ path: true });
    expect(args.reference).toMatchObject({ path: true });
    expect(args.temporary_directory).toMatchObject({ path: true });
    expect(args.count).not.toHaveProperty('path');
  });

  it('leaves out options that change the system, run another program or need a terminal, and names them in the header', () => {
    const { text, unsafe } = made();
    expect(unsafe.map((entry) => entry.replace(/ \(.*$/, ''))).toEqual([
      'tool: --set',
      'tool: --interactive',
      'tool: --open-tty',
      'tool: --remove-files',
      'tool: --filter',
      'tool: --compress-program',
      'tool: --rsh',
      'tool: --hook',
      'tool: --checkpoint-action',
    ]);
    expect(text).toContain(
      "# Left out by the safety rules (src/cli/generate/safety-rules.ts; add one by hand only if an agent should have it): tool: --set (it sets the machine's clock), tool: --interactive (",
    );
    const kept = Object.keys((parse(text) as { tools: { tool: { arguments: object } } }).tools.tool.arguments);
    for (const name of ['set', 'interactive', 'open_tty', 'remove_files', 'filter', 'compress_program', 'rsh', 'hook', 'checkpoint_action'])
      expect(kept).not.toContain(name);
    expect(kept).toContain('count');
  });
});

describe('toDraftWrapper: types and paths from placeholders and descriptions', () => {
  const HELP = `Usage: tool [OPTION]... [FILE]...
  -c cols          format <cols> octets per line
      --batch-size=NMERGE  merge at most NMERGE inputs at once
      --indent INDENT  use this number of spaces for indentation
      --timeout <sec>  Set the socket timeout
      --files0-from=F  read input from the files named in file F
      --from-file=FILE1  compare FILE1 to all operands
      --config <KEY=VALUE|PATH>  Override a configuration value
      --exclude-patterns PATH  Files matching these patterns
      --output[=FIELD_LIST]  use the output format defined by FIELD_LIST
  -M               pipe through "more" pager
`;
  const args = () =>
    (
      parse(toDraftWrapper([{ words: ['tool'], helpCommand: ['tool', '--help'], help: parseHelp(HELP, ['tool']) }], []).text) as {
        tools: { tool: { arguments: Record<string, Record<string, unknown>> } };
      }
    ).tools.tool.arguments;

  // round 37 (blind): dateutils' "-i, --input-format=STRING..." "can be used multiple times"; a word with dots alone still takes several at once.
  it('offers a placeholder with dots as an array where the description says the option repeats', () => {
    const help = parseHelp(
      'Usage: tool [OPTION]...\n  -i, --input-format=STRING...\n                        Input format, can be used multiple times.\n  --pair=WORD...  Two words.\n',
      ['tool'],
    );
    const draft = toDraftWrapper([{ words: ['tool'], helpCommand: ['tool', '--help'], help }], []);
    const { input_format } = (parse(draft.text) as { tools: { tool: { arguments: Record<string, Record<string, unknown>> } } }).tools.tool.arguments;
    expect([input_format!.type, input_format!.flag, draft.leftOut]).toEqual(['array', '--input-format=', ['tool: --pair (takes several values)']]);
  });

  // round 33: losetup's `-O, --output <cols>` "specify columns to output for --list" names them; csvlook's count stays one.
  it('types columns to output as a text, and a number of columns as a count', () => {
    const help = parseHelp(
      'Usage: tool [options]\n -O, --output <cols>    specify columns to output for --list\n  --max-columns MAX_COLUMNS  The maximum number of columns to display\n  -w, --width COLS   number of output columns\n',
      ['tool'],
    );
    const { output, max_columns, width } = (
      parse(toDraftWrapper([{ words: ['tool'], helpCommand: ['tool', '--help'], help }], []).text) as {
        tools: { tool: { arguments: Record<string, Record<string, unknown>> } };
      }
    ).tools.tool.arguments;
    expect([output!.type, max_columns!.type, width!.type]).toEqual(['string', 'integer', 'integer']);
  });

  it('types counts as integers and seconds as numbers', () => {
    const { c, batch_size, indent, timeout } = args();
    expect([c!.type, batch_size!.type, indent!.type, timeout!.type]).toEqual(['integer', 'integer', 'integer', 'number']);
  });

  // round 12: lame's `-b bitrate` (kbps) and poppler's `-r <fp>` (a floating-point number).
  it('types a bitrate as an integer and an fp as a number', () => {
    const help = parseHelp(
      'usage: tool [options]\n    -b bitrate      set the bitrate, default 128 kbps\n  -r <fp>   : resolution, in DPI (default is 150)\n',
      ['tool'],
    );
    const { b, r } = (
      parse(toDraftWrapper([{ words: ['tool'], helpCommand: ['tool', '--help'], help }], []).text) as {
        tools: { tool: { arguments: Record<string, Record<string, unknown>> } };
      }
    ).tools.tool.arguments;
    expect([b!.type, r!.type]).toEqual(['integer', 'number']);
  });

  it('keeps files named by placeholder or description inside the roots, and nothing else', () => {
    const { files0_from, from_file, config, exclude_patterns, output } = args();
    // --config <KEY=VALUE|PATH> is a config: left out (safety-value-kinds.ts).
    expect([files0_from!.path, from_file!.path, config, exclude_patterns!.path, output!.path]).toEqual([true, true, undefined, undefined, undefined]);
  });

  it('leaves out a flag whose description says it needs a terminal', () => {
    expect(args()).not.toHaveProperty('M');
  });
});

describe('toDraftWrapper: filters', () => {
  it('gives a program that reads standard input a stdin argument', () => {
    const help =
      'Usage: sort [OPTION]... [FILE]...\nWrite sorted concatenation of all FILE(s) to standard output.\n\nWith no FILE, or when FILE is -, read standard input.\n\n  -r, --reverse   reverse\n';
    const { text } = toDraftWrapper([{ words: ['sort'], helpCommand: ['sort', '--help'], help: parseHelp(help, ['sort']) }], ['A DRAFT.']);
    expect((parse(text) as { tools: { sort: { arguments: Record<string, unknown> } } }).tools.sort.arguments.stdin).toEqual({
      type: 'string',
      stdin: true,
      description: 'Text for the program to read on standard input, instead of files.',
    });
    expect(() => parseDefinitions([{ file: 'draft.yaml', text }], { env: {} })).not.toThrow();
  });
});

describe('toDraftWrapper: the safety rules applied (issue 24)', () => {
  type Tool = { command: string[]; confirm?: string; annotations: Record<string, boolean>; arguments?: Record<string, Record<string, unknown>> };
  const drafted = (words: string[], help: string, extra: Partial<ReturnType<typeof parseHelp>> = {}) => {
    const made = toDraftWrapper([{ words, helpCommand: [...words, '--help'], help: { ...parseHelp(help, words), ...extra } }], []);
    return { ...made, tool: Object.values((parse(made.text) as { tools: Record<string, Tool> }).tools)[0]! };
  };

  it("sqlite3's draft always runs -safe, and offers neither -cmd nor -nonce", async () => {
    const help = readFileSync(new URL('../../../test/generate-corpus/help/sqlite3.txt', import.meta.url), 'utf8');
    const { tool, unsafe } = drafted(['sqlite3'], help);
    expect(tool.command).toEqual(['sqlite3', '-safe']);
    expect(Object.values(tool.arguments!).map((argument) => argument.flag)).not.toContain('-safe');
    expect(unsafe.map((entry) => entry.replace(/ \(.*$/, ''))).toEqual(expect.arrayContaining(['sqlite3: -cmd', 'sqlite3: -nonce']));
  });

  it('git grep -O is left out (its value runs through a shell)', () => {
    const { tool, unsafe } = drafted(
      ['git', 'grep'],
      'usage: git grep [<options>] [-e] <pattern> [<rev>...] [[--] <path>...]\n\n    -O, --open-files-in-pager[=<pager>]\n                          show matching files in the pager\n    -i, --ignore-case     case insensitive matching\n',
    );
    expect(Object.keys(tool.arguments!)).not.toContain('open_files_in_pager');
    expect(unsafe[0]).toMatch(/^git_grep: --open-files-in-pager \(/);
  });

  it("eslint's options that write files stay inside the roots", () => {
    const help = `eslint [options] file.js [file.js] [dir]

Output:
  -o, --output-file path::String  Specify file to write report to
  --cache-location path::String   Path to the cache file or directory
  --resolve-plugins-relative-to path::String  A folder where plugins should be resolved from, CWD by default
`;
    const { output_file, cache_location, resolve_plugins_relative_to } = drafted(['eslint'], help).tool.arguments!;
    expect([output_file?.path, cache_location?.path, resolve_plugins_relative_to?.path]).toEqual([true, true, true]);
  });

  it("black's SRC, which it rewrites, stays inside the roots", () => {
    expect(drafted(['black'], 'Usage: black [OPTIONS] SRC ...\n\nOptions:\n  -q, --quiet  Be quiet.\n').tool.arguments!.srcs).toMatchObject({
      positional: true,
      path: true,
    });
  });

  it('measured (round 7): "--" goes where the usage writes it, not before a first list (git rev-list <commit>... [--] [<path>...])', () => {
    const args = drafted(['git', 'rev-list'], 'usage: git rev-list [<options>] <commit>... [--] [<path>...]\n\n    --count    print a count\n').tool.arguments!;
    expect([args.commits!.endOfOptions, args.paths!.endOfOptions]).toEqual([undefined, true]);
  });

  it('measured (round 10): git show\'s objects, read from its own form beside git log\'s "[[--] <path>...]", get no "--" (ran: `git show -- HEAD` shows no commit)', () => {
    const usage =
      'usage: git log [<options>] [<revision-range>] [[--] <path>...]\n   or: git show [<options>] <object>...\n\n    -q, --quiet    suppress diff output\n';
    const args = drafted(['git', 'show'], usage).tool.arguments!;
    expect([Object.keys(args), args.objects!.endOfOptions]).toEqual([['quiet', 'objects'], undefined]);
  });

  it('measured (round 10): a value of parts joined by commas is one text (git diff --dirstat, --stat)', () => {
    const help =
      'usage: git range-diff [<options>]\n\n    -X, --dirstat[=<param1,param2>...]\n                          output the distribution\n    --stat[=<width>[,<name-width>[,<count>]]]\n                          generate diffstat\n';
    const args = drafted(['git', 'range-diff'], help).tool.arguments!;
    expect([args.dirstat?.type, args.stat?.type]).toEqual(['string', 'string']);
  });

  it('measured (round 7): commander\'s "(default: [])" gathers values (ncu --workspace)', () => {
    const help = 'Usage: ncu [options]\n\nOptions:\n  --workspace <s>   Run on one or more specified workspaces. (default:\n                    [])\n';
    expect(drafted(['ncu'], help).tool.arguments!.workspace).toMatchObject({ type: 'array', flag: '--workspace' });
    const format = '  --format <value>   Specify one or more comma-delimited values: dep, group. (default: [])\n';
    expect(drafted(['ncu'], format).tool.arguments!.format).toMatchObject({ type: 'string', flag: '--format' });
  });

  it("measured (round 7): docker's value type `filter` gathers (docker images --filter, given once per condition)", () => {
    const help = 'Usage:  docker images [OPTIONS] [REPOSITORY[:TAG]]\n\nOptions:\n  -f, --filter filter   Filter output based on conditions provided\n';
    expect(drafted(['docker', 'images'], help).tool.arguments!.filter).toMatchObject({ type: 'array', flag: '--filter' });
  });

  it('measured (round 7): a count whose default is a word (docker logs --tail, "all") is a text', () => {
    const help =
      'Usage:  docker logs [OPTIONS] CONTAINER\n\nOptions:\n  -n, --tail string    Number of lines to show from the end of the logs (default "all")\n';
    expect(drafted(['docker', 'logs'], help).tool.arguments!.tail).toMatchObject({ type: 'string', flag: '--tail' });
  });

  it('measured (round 5): a count that may also be a word ("or \'t\' for tabs", json5) is a text', () => {
    const help = "  Usage: json5 [options] <file>\n\n  Options:\n    -s, --space              The number of spaces to indent or 't' for tabs\n";
    expect(drafted(['json5'], help).tool.arguments!.space).toMatchObject({ type: 'string', flag: '--space' });
  });

  it('measured (round 5): several operands are keyed in the plural the word takes', () => {
    expect(Object.keys(drafted(['mkdir'], 'Usage: mkdir [OPTION]... DIRECTORY...\n').tool.arguments!)).toEqual(['directories']);
    expect(Object.keys(drafted(['x'], 'Usage: x [KEY]... [MATCH]...\n').tool.arguments!)).toEqual(['keys', 'matches']);
  });

  it('measured (round 6): "add DIRECTORY to list" (msgfmt -D) is several values', () => {
    const help = 'Usage: msgfmt [OPTION] filename.po ...\n  -D, --directory=DIRECTORY   add DIRECTORY to list for input files search\n';
    expect(drafted(['msgfmt'], help).tool.arguments!.directory).toMatchObject({ type: 'array', flag: '--directory=' });
  });

  it('measured (round 6): a list written with commas in one value is a text (pgrep --pgroup <PGID,...>, ctags --langmap=<map>[,<map>[...]])', () => {
    const help =
      'Usage: pgrep [options] <pattern>\n -g, --pgroup <PGID,...>   match listed process group IDs\n  --langmap=<map>[,<map>[...]]  Override default mapping\n';
    const args = drafted(['pgrep'], help).tool.arguments!;
    expect([args.pgroup, args.langmap]).toMatchObject([
      { type: 'string', flag: '--pgroup' },
      { type: 'string', flag: '--langmap=' },
    ]);
  });

  it('measured (round 6): a PID is an integer (lslocks --pid <pid>); "the specified table(s)" repeats (pg_dump --table)', () => {
    const help =
      'Usage: x [options]\n -p, --pid <pid>        display only locks held by this process\n  -t, --table=PATTERN          dump the specified table(s) only\n';
    const args = drafted(['x'], help).tool.arguments!;
    expect([args.pid, args.table]).toMatchObject([
      { type: 'integer', flag: '--pid' },
      { type: 'array', flag: '--table=' },
    ]);
  });

  it("measured (round 6): argparse's LINE_LENGTH, WRAP_LENGTH are integers (isort)", () => {
    const help = 'usage: isort [-h]\n  -l LINE_LENGTH, --line-length LINE_LENGTH\n                        The max length of an import line.\n';
    expect(drafted(['isort'], help).tool.arguments!.line_length).toMatchObject({ type: 'integer', flag: '--line-length' });
  });

  it('measured (round 6): several addresses are keyed addresses, and the --addresses flag yields its name', () => {
    const help = 'Usage: addr2line [option(s)] [addr(s)]\n  -a --addresses         Show addresses\n';
    expect(Object.keys(drafted(['addr2line'], help).tool.arguments!)).toEqual(['addresses_2', 'addresses']);
  });

  it('measured (round 6): several file names are files (msgfmt filename.po ...)', () => {
    expect(Object.keys(drafted(['msgfmt'], 'Usage: msgfmt [OPTION] filename.po ...\n').tool.arguments!)).toEqual(['files']);
  });

  it("measured (round 28): colrm's [startcol [endcol]] operands are numbers, yaml2obj's --max-size=<ulong> too", () => {
    const { arguments: operands } = drafted(['colrm'], 'Usage:\n colrm [startcol [endcol]]\n').tool;
    expect([operands!.startcol!.type, operands!.endcol!.type]).toEqual(['integer', 'integer']);
    const { arguments: options } = drafted(
      ['yaml2obj'],
      'USAGE: yaml2obj [options] <filename>\n\nOPTIONS:\n  --max-size=<ulong> - Sets the maximum allowed output size\n',
    ).tool;
    expect(options!.max_size!.type).toBe('integer');
  });

  it("measured (round 36): iperf3's `-t, --time #`, a number", () => {
    const help = [
      'Usage: iperf3 [-s|-c host] [options]',
      '',
      'Server or Client:',
      '  -f, --format   [kmgtKMGT] format to report: Kbits, Mbits, Gbits, Tbits',
      '  -I, --pidfile file        write PID file',
      '  -t, --time      #         time in seconds to transmit for (default 10 secs)',
      '',
    ].join('\n');
    const { arguments: options } = drafted(['iperf3'], help).tool;
    expect(options!.time!.type).toBe('integer');
  });

  it("measured (round 8): sar's <interval> and <count> operands are numbers", () => {
    const { arguments: operands } = drafted(['sar'], 'Usage: sar [ options ] [ <interval> [ <count> ] ]\n').tool;
    expect([operands!.interval!.type, operands!.count!.type]).toEqual(['integer', 'integer']);
  });

  it('measured (round 8): each of dpkg-query\'s command operands carries "--", as any one may be the only one given', () => {
    const help =
      'Usage: dpkg-query [<option>...] <command>\n\nCommands:\n  -L, --listfiles <package>...     List files.\n  -W, --show [<pattern>...]        Show information.\n';
    const operands = drafted(['dpkg-query'], help).tool.arguments!;
    expect([operands.packages!.endOfOptions, operands.patterns!.endOfOptions]).toEqual([true, true]);
  });

  it('measured (round 8): several input files are files (msgcat [INPUTFILE]...), one stays inputfile (msguniq)', () => {
    expect(Object.keys(drafted(['msgcat'], 'Usage: msgcat [OPTION] [INPUTFILE]...\n').tool.arguments!)).toEqual(['files']);
    expect(Object.keys(drafted(['msguniq'], 'Usage: msguniq [OPTION] [INPUTFILE]\n').tool.arguments!)).toEqual(['inputfile']);
  });

  it("find's expression is no operand (its primaries are options); an operand after one left out is left out too", () => {
    const { tool } = drafted(['find'], 'Usage: find [-H] [-L] [-P] [path...] [expression]\n');
    expect(Object.keys(tool.arguments!)).toEqual(['paths', 'H', 'L', 'P']);
    const expression = drafted(['find'], '', { positionals: [{ name: 'expression', required: false, variadic: false, afterDoubleDash: false }] });
    expect(expression.unsafe).toEqual([expect.stringMatching(/^find: <expression> \(find's expression takes -exec/)]);
    // docker run IMAGE [COMMAND] [ARG...], as a spec describes it.
    const operand = (name: string, variadic = false) => ({ name, required: false, variadic, afterDoubleDash: false });
    const docker = drafted(['docker', 'run'], '', { positionals: [operand('image'), operand('command'), operand('arg', true)] });
    expect(Object.values(docker.tool.arguments!).filter((argument) => argument.positional).length).toBe(1);
    expect(docker.unsafe).toEqual(['docker_run: <command> (it is code or a command to run)', 'docker_run: <arg> (it follows <command>)']);
  });

  it("timeit's statement and setup, executed Python, are left out", () => {
    const help =
      "usage: python -m timeit [-n N] [-r N] [-u U] [-s S] [-p] [-v] [-h] [statement ...]\n\n  -s S, --setup=S  statement to be executed once initially (default 'pass')\n  -n N, --number=N  how many times to execute 'statement'\n";
    const { tool } = drafted(['python3', '-m', 'timeit'], help);
    expect(Object.keys(tool.arguments!)).not.toContain('setup');
    expect(Object.keys(tool.arguments!)).not.toContain('statement');
    expect(tool.arguments).toHaveProperty('number');
  });

  it('a destructive subcommand asks the user first and is marked destructive', () => {
    const { tool } = drafted(['git', 'clean'], 'usage: git clean [-d] [-n] [<pathspec>...]\n\n    -n, --dry-run         dry run\n');
    expect(tool.confirm).toMatch(/^Run `git clean`\? \(/);
    expect(tool.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, openWorldHint: false });
    expect(drafted(['tool', 'nuke'], 'Usage: tool nuke\n', { isDangerous: true }).tool.confirm).toMatch(/^Run `tool nuke`\?/);
  });

  it('a program named by a destructive verb (rm, no subcommand) asks too; one that only reads does not', () => {
    const rm = 'Usage: rm [OPTION]... [FILE]...\n  -f, --force  ignore nonexistent files\n  -r, --recursive  remove directories\n';
    expect(drafted(['/usr/bin/rm'], rm).tool.confirm).toMatch(/^Run `\/usr\/bin\/rm`\? \(it deletes/);
    expect(drafted(['cat'], 'Usage: cat [OPTION]... [FILE]...\n  -n, --number  number all output lines\n').tool.confirm).toBeUndefined();
  });

  it("a spec's dangerous option is left out", () => {
    const help = parseHelp('Usage: tool [options]\n  --yes   skip the questions\n  --quiet  be quiet\n', ['tool']);
    const { tool, unsafe } = drafted(['tool'], '', {
      options: help.options.map((entry) => (entry.long === '--yes' ? { ...entry, isDangerous: true } : entry)),
    });
    expect(Object.keys(tool.arguments!)).toEqual(['quiet']);
    expect(unsafe).toEqual(['tool: --yes (its source marks it dangerous)']);
  });

  it("awk's program is offered, and the user sees each one before it runs", () => {
    const help = readFileSync(new URL('../../../test/generate-corpus/help/awk.txt', import.meta.url), 'utf8');
    expect(drafted(['awk'], help).tool.confirm).toMatch(/^Run `awk` with this program\? \{program\} \(/);
  });
});

describe('toDraftWrapper: what the help says about order, "--" and types', () => {
  const toolOf = (help: string, words: string[]) => {
    const { text } = toDraftWrapper([{ words, helpCommand: [...words, '--help'], help: parseHelp(help, words) }], []);
    return (parse(text) as { tools: Record<string, { arguments?: Record<string, Record<string, unknown>> }> }).tools[words[0]!]!.arguments ?? {};
  };

  it("find: the paths come before the expression's primaries, with no -- between", () => {
    const args = toolOf('Usage: find [-H] [path...] [expression]\n\nTests (N can be +N or -N or N):\n      -mtime N -name PATTERN\n', ['find']);
    expect(Object.keys(args)).toEqual(['paths', 'mtime', 'name', 'H']);
    expect(args.paths!.endOfOptions).toBeUndefined();
    expect(args.mtime).toMatchObject({ type: 'string', flag: '-mtime' });
  });

  it('xmllint: no -- before the files of a program that refused --help', () => {
    const args = toolOf('Unknown option --help\nUsage : xmllint [options] XMLfiles ...\n\t--noout : no output\n', ['xmllint']);
    expect(args.xmlfiles).toMatchObject({ type: 'array', positional: true });
    expect(args.xmlfiles!.endOfOptions).toBeUndefined();
  });

  it('measured: nc, placeholders of counts a BSD usage names (timeout, interval, ttl, source_port, recvlimit) are integers', () => {
    const args = toolOf('usage: nc [-w timeout] [-i interval] [-M ttl] [-m minttl] [-p source_port] [-W recvlimit] [-s sourceaddr]\n', ['nc']);
    expect([args.w, args.i, args.M, args.m, args.p, args.W, args.s].map((arg) => arg!.type)).toEqual([
      'integer',
      'integer',
      'integer',
      'integer',
      'integer',
      'integer',
      'string',
    ]);
  });

  it('measured: a count that may carry a unit (hexyl --length 4KiB) is a text; "(number of spaces)" counts (ast --indent)', () => {
    const args = toolOf(
      'Usage: x [OPTIONS]\n  -n, --length <N>  Only read N bytes. The N argument can also include a unit with a decimal prefix (kB, MB, ..)\n  -i INDENT, --indent INDENT  indentation of nodes (number of spaces)\n',
      ['x'],
    );
    expect([args.length!.type, args.indent!.type]).toEqual(['string', 'integer']);
  });

  it('a stated type wins over the placeholder: "(default 1.0)" is a number, "(default 6)" an integer', () => {
    const args = toolOf(
      'Usage: tail [OPTION]... [FILE]...\n  -s, --sleep-interval=N   sleep for N seconds (default 1.0)\n  -w, --width WIDTH  width of a column (default 2)\n',
      ['tail'],
    );
    expect([args.sleep_interval!.type, args.width!.type]).toEqual(['number', 'integer']);
  });

  it("shellcheck: --shell picked from the help's list is offered; a --shell with no list stays out", () => {
    const args = toolOf('Usage: shellcheck [OPTIONS...] FILES...\n  -s SHELLNAME        --shell=SHELLNAME          Specify dialect (sh, bash, dash, ksh)\n', [
      'shellcheck',
    ]);
    expect(args.shell).toMatchObject({ type: 'string', flag: '--shell=', enum: ['sh', 'bash', 'dash', 'ksh'] });
    expect(toolOf('Usage: x [OPTIONS]\n  --shell=NAME   the shell to use\n', ['x']).shell).toBeUndefined();
  });
});

describe('toDraftWrapper, from a source that knows more than help', () => {
  it("keeps an option or operand a source says names a file inside the roots (a spec's template: filepaths)", () => {
    const help = {
      summary: '',
      readsStdin: false,
      options: [{ long: '--log', value: '<where>', optionalValue: false, inline: false, negatable: false, description: 'Log here', path: true }],
      positionals: [{ name: 'target', required: true, variadic: false, afterDoubleDash: false, path: true }],
    };
    const { text } = toDraftWrapper([{ words: ['demo'], helpCommand: ['demo', '--help'], help }], ['A DRAFT.']);
    const args = (parse(text) as { tools: Record<string, { arguments: Record<string, unknown> }> }).tools.demo!.arguments;
    expect(args.log).toMatchObject({ type: 'string', flag: '--log', path: true });
    expect(args.target).toMatchObject({ positional: true, path: true });
  });
});

describe('toDraftWrapper: names', () => {
  it("an operand keeps its name; an option of the same name yields (curl's --url beside its URL operand)", () => {
    const help = {
      summary: '',
      readsStdin: false,
      options: [{ long: '--url', value: '<url>', optionalValue: false, inline: false, negatable: false, description: 'URL to work with' }],
      positionals: [{ name: 'url', required: true, variadic: false, afterDoubleDash: false }],
    };
    const { text } = toDraftWrapper([{ words: ['curl'], helpCommand: ['curl', '--help'], help }], ['A DRAFT.']);
    const args = (parse(text) as { tools: Record<string, { arguments: Record<string, Record<string, unknown>> }> }).tools.curl!.arguments;
    expect([args.url!.positional, args.url_2!.flag]).toEqual([true, '--url']);
  });
});

describe('toDraftWrapper: names in capitals', () => {
  // measured (round 9): mediainfo's --Output=JSON, --LogFile.
  it('keeps the capitals of a long name that starts with one', () => {
    const help = parseHelp('--Output=...\n                    Template\n--full\n                    Full information\n', ['mediainfo']);
    const { text } = toDraftWrapper([{ words: ['mediainfo'], helpCommand: ['mediainfo', '--help'], help }], []);
    expect(Object.keys((parse(text) as { tools: Record<string, { arguments: object }> }).tools.mediainfo!.arguments)).toEqual(['Output', 'full']);
    // Round 36: nmap's -sT, tsc's --noEmit keep their capitals too, as a call names them.
    const camel = parseHelp('Options:\n  --noEmit    Disable emitting files.\n  -sT         TCP connect scan\n', ['tsc']);
    const drafted = toDraftWrapper([{ words: ['tsc'], helpCommand: ['tsc', '--help'], help: camel }], []).text;
    expect(Object.keys((parse(drafted) as { tools: Record<string, { arguments: object }> }).tools.tsc!.arguments)).toEqual(['noEmit', 'sT']);
  });

  // measured (round 14): json2ts's "[--input, -i] [IN_FILE]" is an option and its value, no operand. A camelCase name keeps
  // its capitals (round 36: every blind writer's call names json2ts's --unknownAny, hugo's --disableKinds, nmap's -sT so).
  it('reads an option named in brackets before its value', () => {
    const help = parseHelp(
      'Usage: json2ts [--input, -i] [IN_FILE] [--output, -o] [OUT_FILE] [OPTIONS]\n\n  --unknownAny\n      Output unknown type instead of any type\n',
      ['json2ts'],
    );
    const { text } = toDraftWrapper([{ words: ['json2ts'], helpCommand: ['json2ts', '--help'], help }], []);
    const args = (parse(text) as { tools: Record<string, { arguments: Record<string, { flag?: string }> }> }).tools.json2ts!.arguments;
    expect(Object.entries(args).map(([name, argument]) => [name, argument.flag])).toEqual([
      ['unknownAny', '--unknownAny'],
      ['input', '--input'],
      ['output', '--output'],
    ]);
  });
});

describe('toDraftWrapper: an option said to be like the one before it', () => {
  // measured (round 7): journalctl's --smart-relinquish-var "Similar, but NOP if log directory is on root mount".
  it('is left out as that one is', () => {
    const help = parseHelp(
      'Commands:\n     --relinquish-var        Stop logging to disk, log to temporary file system\n     --smart-relinquish-var  Similar, but NOP if log directory is on root mount\n     --header                Show journal header information\n',
      ['journalctl'],
    );
    const { unsafe } = toDraftWrapper([{ words: ['journalctl'], helpCommand: ['journalctl', '--help'], help }], []);
    expect(unsafe.map((entry) => entry.replace(/ \(.*$/, ''))).toEqual(['journalctl: --relinquish-var', 'journalctl: --smart-relinquish-var']);
  });

  // measured (round 15): lspci's -qq "As above, but re-query locally cached entries", after -q's query via DNS.
  it('"As above, but" is left out as the one above is', () => {
    const help = parseHelp(
      "-q\t\tQuery the PCI ID database for unknown ID's via DNS\n-qq\t\tAs above, but re-query locally cached entries\n-k\t\tShow kernel drivers\n",
      ['lspci'],
    );
    const { unsafe } = toDraftWrapper([{ words: ['lspci'], helpCommand: ['lspci', '--help'], help }], []);
    expect(unsafe.map((entry) => entry.replace(/ \(.*$/, ''))).toEqual(['lspci: -q', 'lspci: -qq']);
  });

  // measured (round 9): enscript's -d "an alias for option --printer".
  it('an alias of an option left out is left out', () => {
    const help = parseHelp(
      '  -d                         an alias for option --printer\n  -P, --printer=NAME         print output to printer NAME\n  -q, --quiet                be quiet\n',
      ['enscript'],
    );
    const { unsafe } = toDraftWrapper([{ words: ['enscript'], helpCommand: ['enscript', '--help'], help }], []);
    expect(unsafe.map((entry) => entry.replace(/ \(.*$/, ''))).toEqual(['enscript: -d', 'enscript: --printer']);
  });

  // measured (round 27): cg_diff's --mod-funcname "like --mod-filename, but applied to function names".
  it('an option said to be like one left out, but for something else, is left out', () => {
    const help = parseHelp(
      '    --mod-filename=<expr>  a Perl search-and-replace expression that is applied to filenames\n    --mod-funcname=<expr>  like --mod-filename, but applied to function names\n',
      ['cg_diff'],
    );
    const { unsafe } = toDraftWrapper([{ words: ['cg_diff'], helpCommand: ['cg_diff', '--help'], help }], []);
    expect(unsafe.map((entry) => entry.replace(/ \(.*$/, ''))).toEqual(['cg_diff: --mod-filename', 'cg_diff: --mod-funcname']);
  });

  // measured (round 33): vim's man page, --remote-wait-silent "As --remote-wait, but ..." and --remote-wait "As  --remote,  but ...", justified.
  it('an option said to be as one that is as one left out is left out, through justified spaces', () => {
    const help = parseHelp(
      [
        '       --remote    Connect to a Vim server and make it edit the files given in',
        '                   the rest of the arguments.',
        '',
        '       --remote-wait',
        '                   As  --remote,  but  Vim  does not exit until the files have',
        '                   been edited.',
        '',
        '       --remote-wait-silent',
        '                   As --remote-wait, but without the warning when no server is',
        '                   found.',
        '',
        '       --clean     Do not use any personal configuration.',
        '',
      ].join('\n'),
      ['vim'],
    );
    const { unsafe } = toDraftWrapper([{ words: ['vim'], helpCommand: ['vim', '--help'], help }], []);
    expect(unsafe.map((entry) => entry.replace(/ \(.*$/, ''))).toEqual(['vim: --remote', 'vim: --remote-wait', 'vim: --remote-wait-silent']);
  });
});

describe("toDraftWrapper: a verb's place", () => {
  // measured (round 35's session): hostnamectl, systemctl, gsettings, pip: a COMMAND whose verbs the help lists.
  it('offers only the verbs that read; where none reads, leaves out the verb place and the operands after it, and names them', () => {
    const draftOf = (rows: string) => {
      const help = parseHelp(`demo [OPTIONS...] COMMAND [NAME...]\n\nCommands:\n${rows}\nOptions:\n  -q --quiet   Say less\n`, ['demo']);
      const { text, unsafe } = toDraftWrapper([{ words: ['demo'], helpCommand: ['demo', '--help'], help }], []);
      return { args: (parse(text) as { tools: { demo: { arguments: Record<string, Record<string, unknown>> } } }).tools.demo.arguments, unsafe };
    };
    const some = draftOf('  status [NAME...]   Show the status\n  hostname [NAME]    Get/set the hostname\n');
    expect(some.args.command).toMatchObject({ enum: ['status'], required: true, positional: true, description: 'What to do: status (Show the status).' });
    expect(some.args.names).toMatchObject({ type: 'array', positional: true });
    expect(some.unsafe).toEqual(['demo: <command> hostname (verbs that may change things; it offers those that read)']);
    const none = draftOf('  start NAME...      Start the units\n  hostname [NAME]    Get/set the hostname\n');
    expect([none.args.command, none.args.names, none.args.quiet]).toEqual([undefined, undefined, expect.objectContaining({ flag: '--quiet' })]);
    expect(none.unsafe).toEqual(['demo: <command> start hostname (its verbs may change things)', 'demo: <name> (it follows <command>)']);
  });

  // measured (round 35): useradd, passwd: the man page's NAME line says each run changes the machine's accounts.
  it('offers, of a program that changes accounts, only the options that say they read, and no operand', () => {
    const help = parseHelp(
      [
        'PASSWD(1)                        User Commands                       PASSWD(1)',
        '',
        'NAME',
        '       passwd - change user password',
        '',
        'SYNOPSIS',
        '       passwd [options] [LOGIN]',
        '',
        'OPTIONS',
        '       -S, --status',
        '           Display account status information.',
        '',
        '       -l, --lock',
        '           Lock the password of the named account.',
        '',
        '       -a, --all',
        '           This option can be used only with -S and causes show status for all users.',
        '',
      ].join('\n'),
      ['passwd'],
    );
    const { text, unsafe } = toDraftWrapper([{ words: ['passwd'], helpCommand: ['passwd', '--help'], help }], []);
    expect(Object.keys((parse(text) as { tools: { passwd: { arguments: object } } }).tools.passwd.arguments)).toEqual(['status']);
    expect(unsafe).toEqual([
      "passwd: --lock (it changes the machine's user accounts, groups or passwords)",
      "passwd: --all (it changes the machine's user accounts, groups or passwords)",
      "passwd: <login> (it changes the machine's user accounts, groups or passwords)",
    ]);
  });
});
