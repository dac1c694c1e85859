import { describe, expect, it } from 'vitest';
import type { HelpOption } from './help-types.js';
import { parseHelp } from './parse-help.js';
import { splitTags } from './read-yargs-types.js';

// measured (issue 24, round 7): yargs' help ends each description with its type in brackets (c8, concurrently, depcheck).
const YARGS = `Usage: tool [DIRECTORY]

Options:
  -r, --reporter         coverage reporter(s) to use   [default: "text"]
      --all              consider all src files    [boolean] [default: false]
      --src              --src can be supplied multiple times          [string]
  -x, --exclude          files to exclude                             [default:
  ["coverage/**","test/**"]]
      --lines            what % of lines must be covered?  [number] [default: 90]
      --wrapper-length   how many bytes is the wrapper prefix          [number]
  -c, --prefix-colors    Comma-separated list of colors. If there are more
                         commands than colors, the last color will be repeated.
                                                     [string] [default: "reset"]
      --mode             the mode        [choices: "strict", "mild"] [default: "mild"]
      --target           Identifier of the child     [default: 0]
      --teardown         Clean up commands. Might be specified multiple times.
                                                                         [array]
  -v, --verbose          more output                                   [count]
      --ignores          Comma separated package list to ignore
      --ignore-path      Path to a file with patterns describing files to ignore.
      --temp-directory   directory V8 coverage data is written to and read from
      --json             Output results to JSON
`;

/** The option's fields that `expected` names, a missing one as undefined. */
const pick = (option: HelpOption, expected: Partial<HelpOption>) =>
  Object.fromEntries(Object.keys(expected).map((key) => [key, option[key as keyof HelpOption]]));

describe('withYargsTypes', () => {
  const options = parseHelp(YARGS, ['tool']).options;
  it.each<[string, Partial<HelpOption>]>([
    ['--reporter', { value: 'VALUE', repeats: true, description: 'coverage reporter(s) to use' }],
    ['--all', { value: undefined, description: 'consider all src files' }],
    ['--src', { value: 'VALUE', valueType: 'string' }],
    ['--exclude', { value: 'VALUE', repeats: true, description: 'files to exclude' }],
    ['--lines', { value: 'VALUE', valueType: 'number' }],
    ['--wrapper-length', { value: 'VALUE', valueType: 'integer' }],
    ['--prefix-colors', { value: 'VALUE', valueType: 'string' }],
    ['--mode', { value: 'VALUE', choices: ['strict', 'mild'] }],
    ['--target', { value: 'VALUE', valueType: 'string' }],
    ['--teardown', { value: 'VALUE', repeats: true }],
    ['--verbose', { value: undefined }],
    ['--ignores', { value: 'VALUE' }],
    ['--ignore-path', { value: 'VALUE' }],
    ['--temp-directory', { value: 'VALUE' }],
    ['--json', { value: undefined }],
  ])('%s', (long, expected) => {
    const option = options.find((candidate) => candidate.long === long)!;
    expect(pick(option, expected)).toEqual(expected);
  });

  // measured (round 7): mocha's help prints no types; its usage `[spec..]` is yargs' notation.
  it.each<[string, Partial<HelpOption>]>([
    ['--extension', { value: 'VALUE', repeats: true }],
    ['--global', { value: 'VALUE', repeats: true }],
    ['--retries', { value: 'VALUE', valueType: 'integer' }],
    ['--grep', { value: 'VALUE', valueType: 'string' }],
    ['--timeout', { value: 'VALUE', valueType: 'string' }],
    ['--config', { value: 'VALUE' }],
    ['--bail', { value: undefined }],
  ])('a yargs help without types (mocha): %s', (long, expected) => {
    const mocha = parseHelp(
      `Usage: mocha [spec..]

Options:
  --extension              File extension(s) to load
  --global, --globals      List of allowed global variables
  --bail, -b               Abort ("bail") after first test failure
  --retries                Retry failed tests this many times
  --config                 Path to config file
  --grep, -g               Only run tests matching this string or regexp
  --timeout, -t            Specify test timeout threshold (in milliseconds)
`,
      ['mocha'],
    );
    const option = mocha.options.find((candidate) => candidate.long === long)!;
    expect(pick(option, expected)).toEqual(expected);
  });

  it('leaves a help without type tags alone (nopt, argparse)', () => {
    const plain = parseHelp('Options:\n  --ignores   Comma separated package list to ignore\n  --json   Output results to JSON [default: x]\n', ['tool']);
    expect(plain.options.find((option) => option.long === '--ignores')?.value).toBeUndefined();
  });
});

describe('splitTags', () => {
  it.each([
    ['check per file [boolean] [default: false]', { text: 'check per file', tags: ['boolean', 'default: false'] }],
    ['extensions [default: [".js",".cjs"]]', { text: 'extensions', tags: ['default: [".js",".cjs"]'] }],
    ['files to skip [default:', { text: 'files to skip', tags: ['default: ['] }],
    ['see [RFC 1234]', { text: 'see [RFC 1234]', tags: [] }],
    ['what % must be covered?[number] [default: 0]', { text: 'what % must be covered?', tags: ['number', 'default: 0'] }],
  ])('%s', (description, expected) => {
    expect(splitTags(description)).toEqual(expected);
  });
});
