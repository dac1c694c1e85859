import { describe, expect, it } from 'vitest';
import { guessAnnotations } from './guess-annotations.js';

describe('guessAnnotations', () => {
  it.each([
    [['git', 'status'], false, { readOnlyHint: true, openWorldHint: false }],
    [['git', 'log'], true, { readOnlyHint: false, destructiveHint: true, openWorldHint: false }],
    [['curl'], false, { readOnlyHint: false, destructiveHint: true, openWorldHint: true }],
    [['/usr/bin/git', 'clean'], true, { readOnlyHint: false, destructiveHint: true, openWorldHint: false }],
  ])('%j (asks first: %s)', (words, confirmed, annotations) => {
    expect(guessAnnotations(words, confirmed)).toEqual(annotations);
  });
});
