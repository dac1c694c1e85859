import { describe, expect, it } from 'vitest';
import { scoreReading } from './writer-agreement.js';

const reference = {
  options: { '--exclude': 'array', '--width': 'integer', '--exec': 'unsafe', '--color': ['never', 'always'], '-q': 'boolean' },
  call: { arguments: { width: 40, exclude: ['*.o'], files: ['a.c'] }, argv: ['prog', '--width=40', '--exclude', '*.o', 'a.c'] },
};

describe('one reading scored against another', () => {
  it('counts the options both list, the types they agree on (a list of words as a set) and the unsafe ones offered', () => {
    const reader = { options: { '--exclude': 'string', '--width': 'integer', '--exec': 'path', '--color': ['always', 'never'] }, call: reference.call };
    expect(scoreReading(reader, reference)).toMatchObject({ documented: 5, found: 4, typedRight: 2, unsafeOffered: ['--exec'] });
  });

  it("passes the other's call when its option values fit and its operands carry the same names and shapes", () => {
    expect(scoreReading(reference, reference)).toMatchObject({ callable: true, callableByPosition: true, problems: [] });
  });

  it('fails the call on a value that does not fit, and an operand of another name passes by position only', () => {
    const reader = { ...reference, call: { arguments: { inputs: ['b.c'] }, argv: ['prog', 'b.c'] } };
    expect(scoreReading(reader, reference)).toMatchObject({ callable: false, callableByPosition: true });
    const narrower = { ...reference, options: { ...reference.options, '--exclude': 'string' } };
    expect(scoreReading(narrower, reference)).toMatchObject({
      callable: false,
      callableByPosition: false,
      problems: ['--exclude: "string", the other "array"', 'the other\'s call: `exclude` is "string" here, given ["*.o"]'],
    });
  });

  it('takes an argument named as an option for an operand where the argv does not write the option', () => {
    const reader = { ...reference, options: { ...reference.options, '--files': 'string' } };
    expect(scoreReading(reader, reference)).toMatchObject({ callable: true });
  });

  it('refuses in the call an option the reader marks unsafe or several, and a list where the reader has one value', () => {
    const reader = { options: { ...reference.options, '--width': 'several' }, call: { arguments: { files: 'a.c' }, argv: ['prog', 'a.c'] } };
    expect(scoreReading(reader, reference).problems.filter((problem) => problem.startsWith('the other'))).toEqual([
      'the other\'s call: `width` is "several" here, given 40',
      "the other's call: `files` is one value here",
    ]);
  });
});
