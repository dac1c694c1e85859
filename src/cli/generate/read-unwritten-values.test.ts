import { describe, expect, it } from 'vitest';
import { parseHelp, type HelpOption } from './parse-help.js';

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

  it('leaves a help that writes placeholders as it is', () => {
    const help = parseHelp('  -n, --lines=NUM   how many [10]\n  -q, --quiet       less [x]\n  -v  more [y]\n  -s  size [4]\n', ['head']);
    expect(help.options.filter((option) => option.value !== undefined).map((option) => option.long)).toEqual(['--lines']);
  });
});
