import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

// measured (issue 24, round 7): csvtojson's own parser takes `--name=value` only, a switch `=true` or `=false`.
const CSVTOJSON = `Usage: csvtojson [<command>] [<options>] filepath

Options:
\t--output: The format to be converted to. "json" (default) -- convert csv to json. "csv" -- convert csv to csv row array. "line" -- convert csv to csv line string
\t--delimiter: delimiter to separate columns. e.g. --delimiter=# --delimiter=auto
\t--trim: Indicate if parser trim off spaces surrounding column content. Default: true
\t--checkType: This parameter turns on and off whether check field type. default is false.
\t--headers: An array to specify the headers of CSV data. Example: --headers='["my field","name"]'
\t--eol: Explicitly specify the end of line character to use.
Examples:
\tcsvtojson <csvfilepath> --checkType=false --trim=false --delimiter=#
`;

describe('withGluedValues', () => {
  const options = parseHelp(CSVTOJSON, ['csvtojson']).options;
  it.each([
    ['--output', { value: 'VALUE', inline: true, choices: ['json', 'csv', 'line'] }],
    ['--delimiter', { value: 'VALUE', inline: true, choices: undefined }],
    ['--trim', { value: 'BOOLEAN', inline: true, choices: ['true', 'false'] }],
    ['--checkType', { value: 'BOOLEAN', inline: true, choices: ['true', 'false'] }],
    ['--eol', { value: 'VALUE', inline: true, choices: undefined }],
  ])('%s', (long, expected) => {
    const option = options.find((candidate) => candidate.long === long)!;
    expect({ value: option.value, inline: option.inline, choices: option.choices }).toEqual(expected);
  });

  it('leaves a help with placeholders alone, whatever its examples glue', () => {
    const help = parseHelp('Options:\n  --out FILE   write here, e.g. --out=a --x=1 --y=2\n  --x   one\n  --y   two\n', ['tool']);
    expect(help.options.find((option) => option.long === '--x')?.value).toBeUndefined();
  });
});
