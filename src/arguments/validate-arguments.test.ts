import { describe, expect, it } from 'vitest';
import { toolFrom } from '../../test/support/definitions.js';
import { validateArguments } from './validate-arguments.js';

const tool = toolFrom(`
command: [git, log]
arguments:
  max_count: { type: integer, minimum: 1, default: 20, flag: --max-count }
  format: { type: string, enum: [short, full], flag: --format= }
  rev: { type: string, pattern: "^[A-Za-z0-9_./~^-]+$", flag: --rev }
  message: { type: string, required: true, flag: -m }
  paths: { type: array, items: { type: string, maxLength: 5 }, positional: true, endOfOptions: true }
`);

describe('validateArguments', () => {
  it('applies defaults', () => {
    expect(validateArguments(tool, { message: 'm' })).toEqual({ ok: true, values: { message: 'm', max_count: 20 } });
  });

  it("does not modify the caller's object", () => {
    const input = { message: 'm' };
    validateArguments(tool, input);
    expect(input).toEqual({ message: 'm' });
  });

  it.each([
    [{}, 'missing required argument `message`'],
    [{ message: 'm', max_count: '5' }, 'argument `max_count` must be integer (type), got `5` (string)'],
    [{ message: 'm', max_count: 1.5 }, 'argument `max_count` must be integer (type), got `1.5` (number)'],
    [{ message: 'm', max_count: 0 }, 'argument `max_count` must be >= 1 (minimum), got `0` (number)'],
    [{ message: 'm', format: 'oneline' }, 'argument `format` must be one of "short", "full" (enum), got `oneline` (string)'],
    [{ message: 'm', rev: 'HEAD;rm' }, 'argument `rev` must match /^[A-Za-z0-9_./~^-]+$/ (pattern), got `HEAD;rm` (string)'],
    [{ message: 'm', paths: ['toolong'] }, 'argument `paths[0]` must NOT have more than 5 characters (maxLength), got `toolong` (string)'],
    [{ message: 'm', paths: 'a' }, 'argument `paths` must be array (type), got `a` (string)'],
    [{ message: 'm', colour: 'red' }, 'unknown argument `colour` (this tool takes: max_count, format, rev, message, paths)'],
    [{ message: 'm', max_cont: 3 }, 'unknown argument `max_cont` (did you mean `max_count`? this tool takes: max_count, format, rev, message, paths)'],
    [{ message: 'a\0b' }, 'argument `message` contains a NUL byte, which no program argument can carry'],
    [{ message: 'm', paths: ['a\0'] }, 'argument `paths` contains a NUL byte, which no program argument can carry'],
    [{ message: 'a\ud800' }, 'argument `message` contains an unpaired UTF-16 surrogate (not Unicode text), which no program argument can carry'],
    [{ message: 'x'.repeat(200_000) }, 'argument `message` is 200,000 bytes long; a program argument or environment value holds at most 131,071 bytes'],
    [{ message: 'é'.repeat(70_000) }, 'argument `message` is 140,000 bytes long; a program argument or environment value holds at most 131,071 bytes'],
    [[], 'arguments must be an object, got an array'],
  ])('%o -> %s', (input, problem) => {
    const validated = validateArguments(tool, input);
    expect(validated.ok).toBe(false);
    expect(!validated.ok && validated.problems).toContain(problem);
  });

  it('reports every problem at once', () => {
    const validated = validateArguments(tool, { max_count: 0, format: 'x' });
    expect(!validated.ok && validated.problems).toHaveLength(3);
  });
});
