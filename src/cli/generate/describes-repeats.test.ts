import { describe, expect, it } from 'vitest';
import { describesRepeats } from './describes-repeats.js';

describe('describesRepeats', () => {
  it.each([
    ['This option can be repeated.', true],
    ['--src can be supplied multiple times', true],
    // measured (round 9): xmlstarlet sel's -N.
    ['predefine namespaces (name without xmlns:) Multiple -N options are allowed.', true],
    // measured (round 8): lsof's man page, its -c.
    ['Multiple commands may be specified, using multiple -c options.', true],
    ['Specify a URI endpoint on which to listen - more than one may be specified to listen in multiple places', true],
    // measured (round 7): concurrently's --prefix-colors, a value repeated, not the option.
    ['If there are more commands than colors, the last color will be repeated.', false],
  ])('%s', (description, expected) => {
    expect(describesRepeats(description)).toBe(expected);
  });
});
