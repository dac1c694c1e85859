import { describe, expect, it } from 'vitest';
import type { HelpOption } from './help-types.js';
import { parseHelp } from './parse-help.js';

// measured (issue 24, round 4): js-beautify's nopt help writes no placeholder.
const JS_BEAUTIFY = `CLI Options:
  -f, --file       Input file(s) (Pass '-' for stdin)
  -o, --outfile    Write output to file (default stdout)
  --config         Path to config file
  --type           [js|css|html] ["js"]
  -q, --quiet      Suppress logging to stdout

Beautifier Options:
  -s, --indent-size                 Indentation size [4]
  -c, --indent-char                 Indentation character [" "]
  -b, --brace-style                 [collapse|expand|end-expand|none][,preserve-inline] [collapse,preserve-inline]
  -O, --operator-position           Set operator position (before-newline|after-newline|preserve-newline) [before-newline]
  -k, --keep-array-indentation      Preserve array indentation
`;

const HTTP_SERVER = `options:
  -p --port    Port to use. If 0, look for open port. [8080]
  -a           Address to use [0.0.0.0]
  -d           Show directory listings [true]
  -i           Display autoIndex [true]
  -e --ext     Default file extension if none supplied [none]
  -t           Connections timeout in seconds [120], e.g. -t60 for 1 minute.
  -r --robots  Respond to /robots.txt [User-agent: *\\nDisallow: /]
  -g --gzip    Serve gzip files when possible [false]
  -b --brotli  Serve brotli files when possible [false]
               If both brotli and gzip are enabled, brotli takes precedence
  --cors[=headers]   Enable CORS via the "Access-Control-Allow-Origin" header
  -o [path]    Open browser window after starting the server.
  --cache      Cache time (max-age) in seconds [3600], e.g. -c10 for 10 seconds.
  --username   Username for basic authentication [none]
               Can also be specified with the env variable NODE_HTTP_SERVER_USERNAME
`;

describe('withUnwrittenValues', () => {
  it.each<[string, Partial<HelpOption>]>([
    ['--file', { value: 'FILE', repeats: true }],
    ['--outfile', { value: 'FILE' }],
    ['--config', { value: 'FILE' }],
    ['--type', { value: 'VALUE', choices: ['js', 'css', 'html'] }],
    ['--quiet', {}],
    ['--indent-size', { value: 'VALUE', valueType: 'integer' }],
    ['--indent-char', { value: 'VALUE' }],
    ['--brace-style', { value: 'VALUE' }],
    ['--operator-position', { value: 'VALUE', choices: ['before-newline', 'after-newline', 'preserve-newline'] }],
    ['--keep-array-indentation', {}],
  ])('js-beautify %s', (flag, expected) => {
    const option = parseHelp(JS_BEAUTIFY, ['js-beautify']).options.find((candidate) => candidate.long === flag)!;
    const { value, choices, repeats, valueType } = option;
    const none: Partial<HelpOption> = { value: undefined, choices: undefined, repeats: undefined, valueType: undefined };
    expect({ value, choices, repeats, valueType }).toEqual({ ...none, ...expected });
  });

  // measured (round 5): http-server writes two placeholders and shows the other values by their defaults.
  it.each<[string, Partial<HelpOption>]>([
    ['--port', { value: 'VALUE', valueType: 'integer' }],
    ['--cache', { value: 'VALUE', valueType: 'integer' }],
    ['--username', { value: 'VALUE' }],
    ['--gzip', {}],
    ['--brotli', {}],
    ['--cors', { value: 'headers' }],
  ])('http-server %s', (flag, expected) => {
    const option = parseHelp(HTTP_SERVER, ['http-server']).options.find((candidate) => candidate.long === flag)!;
    const { value, valueType } = option;
    expect({ value, valueType }).toEqual({ value: undefined, valueType: undefined, ...expected });
  });

  it('measured (round 5): json5 --space "The number of spaces to indent" takes a value', () => {
    const help = parseHelp(
      "  Usage: json5 [options] <file>\n\n  Options:\n    -s, --space              The number of spaces to indent or 't' for tabs\n    -v, --validate           Validate JSON5 but do not output JSON\n",
      ['json5'],
    );
    expect(help.options.map((option) => [option.long, option.value])).toEqual([
      ['--space', 'VALUE'],
      ['--validate', undefined],
    ]);
  });

  it('rounds 10-29 (read before round 30): a count to set, a key to rename, not a count it prints', () => {
    const help = parseHelp(
      [
        'Options:',
        '  --concurrency     Number of files being copied concurrently',
        '  --maxItems        Maximum number of unioned tuples to emit',
        '  --spaces          Specifies amount of space indentation in the output.',
        "  --text-key        To change the default 'text' key.",
        '  -f, --forks       number of forks since boot',
        '  -c, --count       count of matching processes',
        '',
      ].join('\n'),
      ['tool'],
    );
    expect(help.options.map((option) => [option.long, option.value])).toEqual([
      ['--concurrency', 'VALUE'],
      ['--maxItems', 'VALUE'],
      ['--spaces', 'VALUE'],
      ['--text-key', 'VALUE'],
      ['--forks', undefined],
      ['--count', undefined],
    ]);
  });

  it('leaves a help that writes placeholders as it is', () => {
    const help = parseHelp('  -n, --lines=NUM   how many [10]\n  -q, --quiet       less [x]\n  -v  more [y]\n  -s  size [4]\n', ['head']);
    expect(help.options.filter((option) => option.value !== undefined).map((option) => option.long)).toEqual(['--lines']);
  });
});

// round 12: markdown-toc's bare `--maxdepth:` "(Default is 6.)" takes a number; a flag's "(default)" does not.
describe('withUnwrittenValues: a number for a default', () => {
  it('reads a value from a numeric default', () => {
    const text =
      'Usage: markdown-toc [options] <input>\n\n  --json:       Print the TOC in JSON format\n\n  --maxdepth:   Use headings whose depth is at most maxdepth\n                (Default is 6.)\n\n  --no-firsth1: Include the first h1-level heading in a file\n';
    expect(parseHelp(text, ['markdown-toc']).options.map((option) => [option.long, option.value])).toEqual([
      ['--json', undefined],
      ['--maxdepth', 'N'],
      ['--no-firsth1', undefined],
    ]);
  });
});

// held out (round 14): cabextract writes no value names; "the given pattern" says a value is taken.
describe('withUnwrittenValues: a value named as "the given ..."', () => {
  it('reads a value from "the given pattern" at the end of a description', () => {
    const text = [
      'Options:',
      '  -l   --list        list contents of cabinet',
      '  -t   --test        test cabinet integrity',
      '  -q   --quiet       only print errors and warnings',
      '  -L   --lowercase   make filenames lowercase',
      '  -F   --filter      extract only files that match the given pattern',
      '  -e   --encoding    assume non-UTF8 filenames have the given encoding',
      '',
    ].join('\n');
    expect(parseHelp(text, ['cabextract']).options.map((option) => [option.long, option.value])).toEqual([
      ['--list', undefined],
      ['--test', undefined],
      ['--quiet', undefined],
      ['--lowercase', undefined],
      ['--filter', 'VALUE'],
      ['--encoding', 'VALUE'],
    ]);
  });
});

describe('withUnwrittenValues: a bare option that specifies a file', () => {
  // Round 16 (blind): openapi-typescript's meow help; `openapi-typescript --output out.ts -- api.yaml` exits 0.
  it.each([
    ['  --output, -o               Specify output file (if not specified in redocly.yaml)', 'FILE'],
    ['  -H, --no-header-row   Specify that the input CSV file has no header row.', undefined],
  ])('%s', (row, value) => {
    const help = `Usage\n  $ openapi-typescript [input] [options]\n\nOptions\n  --redocly [path], -c       Specify path to Redocly config\n${row}\n`;
    expect(parseHelp(help, ['openapi-typescript']).options.at(-1)?.value).toBe(value);
  });
});

describe('withUnwrittenValues: a bare option whose values may be joined by commas', () => {
  // measured (round 16): knip writes no placeholder for --include, --exclude and --fix-type.
  it.each([
    ['      --include                Include provided issue type(s), can be comma-separated or repeated (1)', 'VALUE'],
    ['  -m                           fill width with a comma separated list of entries', undefined],
  ])('%s', (row, value) => {
    const help = `Usage: knip [options]\n\nOptions:\n  -c, --config [file]          Configuration file path\n${row}\n`;
    expect(parseHelp(help, ['knip']).options.at(-1)?.value).toBe(value);
  });
});

// Round 28 (after its blind row): ICU's tools say their values follow ("followed by the path"), optional or not.
describe('withUnwrittenValues: a value said to follow', () => {
  it('reads "followed by the path" as a value, "followed by optional encoding" as an optional one', () => {
    const text = [
      'Options:',
      '\t-v or --verbose     print extra information',
      '\t-d or --destdir     destination directory, followed by the path',
      '\t-j or --write-java  write a Java ListResourceBundle for ICU4J, followed by optional encoding',
      '\t-x or --write-xliff    write an XLIFF file for the resource bundle. Followed by an optional output file name.',
      '\t      --formatVersion  write a .res file compatible with the requested formatVersion (single digit); for example, --formatVersion 1',
      '',
    ].join('\n');
    expect(parseHelp(text, ['genrb']).options.map((option) => [option.long, option.value, option.optionalValue])).toEqual([
      ['--verbose', undefined, false],
      ['--destdir', 'PATH', false],
      ['--write-java', 'ENCODING', true],
      ['--write-xliff', 'FILENAME', true],
      ['--formatVersion', 'N', false],
    ]);
    // lsdiff's --line-number "followed by a Tab character, followed by the name of the file": what it prints, no value.
    const lsdiff = '  -n, --line-number     show line numbers, followed by a Tab character, followed by the name of the file\n  -s, --status  show status\n';
    expect(parseHelp(lsdiff, ['lsdiff']).options[0]!.value).toBeUndefined();
  });

  it('measured (round 29): a prefix, a name before a note, a version "like 5.2.0", an example after "eg", values said possible', () => {
    const text = [
      'options:',
      '\t-q or --quiet       do not display warnings and progress',
      '\t-n or --name        symbol prefix, followed by the prefix',
      '\t-e or --entrypoint  entry point name, followed by the name (_dat will be appended)',
      '\t-u or --unicode     Unicode version, followed by the version like 5.2.0',
      '\t--transform         the kind of transform to use (eg --transform offset-40A3,',
      '\t                    which specifies an offset transform with constant 0x40A3)',
      '\t-a or --assembly    Create assembly file. (possible values are: gcc, gcc-darwin, masm)',
      '',
    ].join('\n');
    expect(parseHelp(text, ['genccode']).options.map((option) => [option.long, option.value])).toEqual([
      ['--quiet', undefined],
      ['--name', 'PREFIX'],
      ['--entrypoint', 'NAME'],
      ['--unicode', 'VERSION'],
      ['--transform', 'VALUE'],
      ['--assembly', 'VALUE'],
    ]);
  });

  it('reads no value from an example of another option, a sentence about values, a name "of the file", "Specify that"; ctest\'s "Specify the generator to use" is one', () => {
    const text = [
      'options:',
      '  --debug        debug output (eg --debug --trace for everything)',
      '  --list-styles  list the styles (possible values are printed one per line)',
      '  -n             print each line followed by the name (of the file)',
      '  --cc           pick a compiler (possible values: gcc, masm)',
      '  --build-generator  Specify the generator to use.',
      '  --sniff        Specify that the input has no header row.',
      '  -o FILE        write to FILE',
      '',
    ].join('\n');
    expect(parseHelp(text, ['demo']).options.map((option) => [option.long ?? option.short, option.value])).toEqual([
      ['--debug', undefined],
      ['--list-styles', undefined],
      ['-n', undefined],
      ['--cc', 'VALUE'],
      ['--build-generator', 'VALUE'],
      ['--sniff', undefined],
      ['-o', 'FILE'],
    ]);
  });
});
