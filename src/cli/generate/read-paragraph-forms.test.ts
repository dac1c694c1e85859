import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

// measured (issue 24, round 4): python -m pydoc's help, a paragraph per form and no usage line.
const PYDOC = `pydoc - the Python documentation tool

pydoc <name> ...
    Show text documentation on something.  <name> may be the name of a
    Python keyword, topic, function, module, or package.

pydoc -k <keyword>
    Search for a keyword in the synopsis lines of all available modules.

pydoc -b
    Start an HTTP server on an arbitrary unused port.

pydoc -w <name> ...
    Write out the HTML documentation for a module to a file.
`;

describe('toParagraphForms', () => {
  const help = parseHelp(PYDOC, ['python3', '-m', 'pydoc']);

  it('reads each form that starts with an option as that option', () => {
    expect(help.options.map(({ short, value }) => [short, value])).toEqual([
      ['-k', '<keyword>'],
      ['-b', undefined],
      ['-w', undefined],
    ]);
  });

  it('reads the form of operands alone as the usage, described by its paragraph', () => {
    expect(help.positionals.map(({ name, variadic, description }) => [name, variadic, description?.includes('module')])).toEqual([['name', true, true]]);
  });
});
