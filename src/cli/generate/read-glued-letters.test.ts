import { describe, expect, it } from 'vitest';
import type { HelpOption } from './help-types.js';
import { withGluedLetters } from './read-glued-letters.js';

const row = (long: string, description: string): HelpOption => ({ optionalValue: false, inline: false, negatable: false, long, description });

// groff's rows (`-Parg  pass arg to the postprocessor`): the letter takes the value its description names.
describe('withGluedLetters', () => {
  it.each([
    ['-Parg', 'pass arg to the postprocessor', { short: '-P', value: 'arg' }],
    ['-Idir', 'search dir for soelim, troff, and grops.  Implies -s', { short: '-I', value: 'dir' }],
    ['-mname', 'read macros tmac.name', { short: '-m', value: 'name' }],
    // pdftotext's -bbox "output bounding box": a word option, "box" no placeholder's word.
    ['-bbox', 'output bounding box for each word', { long: '-bbox' }],
    // gs's -dNOPAUSE; a glued word the description does not use (-dcs "define a string c as s").
    ['-dNOPAUSE', 'no pause after page', { long: '-dNOPAUSE' }],
    ['-dname', 'define a string', { long: '-dname' }],
  ])('%s "%s"', (long, description, expected) => {
    const [option] = withGluedLetters([row(long, description)]);
    expect({ short: option!.short, long: option!.long, value: option!.value }).toEqual({ short: undefined, long: undefined, value: undefined, ...expected });
  });
});
