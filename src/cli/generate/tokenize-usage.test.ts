import { describe, expect, it } from 'vitest';
import { tokenizeUsage } from './tokenize-usage.js';

describe('tokenizeUsage', () => {
  it('tokenizes usage lines, keeping bracketed groups whole', () => {
    expect(tokenizeUsage('git log [<options>] [[--] <path>...] <jq filter>')).toEqual(['git', 'log', '[<options>]', '[[--] <path>...]', '<jq filter>']);
  });
});
