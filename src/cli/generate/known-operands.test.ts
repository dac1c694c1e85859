import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help.js';

describe('withKnownOperands', () => {
  const help =
    'Usage: mlr cut [options]\nPasses through input records with specified fields included/excluded.\nOptions:\n -o Retain fields in the order specified here.\n';
  it.each([
    // Round 15 (blind): `mlr cut -f a,b -- data.dkvp` reads the file; the verb's help names none.
    [['mlr', 'cut'], [{ name: 'file', required: false, variadic: true, afterDoubleDash: false }]],
    [['other', 'cut'], []],
  ])('%j', (words, positionals) => {
    expect(parseHelp(help, words).positionals).toEqual(positionals);
  });
});
