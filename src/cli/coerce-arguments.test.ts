import { describe, expect, it } from 'vitest';
import { coerceArguments } from './coerce-arguments.js';

const schema = {
  properties: {
    max_count: { type: 'integer' },
    paths: { type: 'array', items: { type: 'string' } },
    all: { type: 'boolean' },
    pattern: { type: 'string' },
    cwd: { type: 'string' },
  },
};

describe('coerceArguments', () => {
  it('reads name=value pairs and --name value options alike, typed by the schema', () => {
    expect(coerceArguments(['max_count=5', 'paths=a', 'paths=b'], undefined, schema)).toEqual({ max_count: 5, paths: ['a', 'b'] });
    expect(coerceArguments(['--max-count', '5', '--paths', 'a', '--paths', 'b', '--all'], undefined, schema)).toEqual({
      max_count: 5,
      paths: ['a', 'b'],
      all: true,
    });
    expect(coerceArguments(['--max_count=7', '--no-all', 'pattern=x'], undefined, schema)).toEqual({ max_count: 7, all: false, pattern: 'x' });
  });

  it('keeps text as given: a pattern that looks like a number, a value that starts with a dash', () => {
    expect(coerceArguments(['--pattern', '007'], undefined, schema)).toEqual({ pattern: '007' });
    expect(coerceArguments(['--pattern=-v'], undefined, schema)).toEqual({ pattern: '-v' });
    expect(coerceArguments(['--max-count', 'many'], undefined, schema)).toEqual({ max_count: 'many' });
  });

  it("after --, every option is the tool's", () => {
    expect(coerceArguments(['--', '--cwd', 'sub', '--all'], undefined, schema)).toEqual({ cwd: 'sub', all: true });
  });

  it('refuses an argument that takes one value given twice, in either style', () => {
    expect(() => coerceArguments(['--pattern', 'a', '--pattern', 'b'], undefined, schema)).toThrow('argument `pattern` given twice');
    expect(() => coerceArguments(['pattern=a', '--pattern', 'b'], undefined, schema)).toThrow('given twice');
    expect(() => coerceArguments(['stray'], undefined, schema)).toThrow('expected an argument as name=value or --name value, got `stray`');
  });

  it('adds pairs to --json, and passes unknown names on for validation to name', () => {
    expect(coerceArguments(['--other', 'x'], '{"all": true}', schema)).toEqual({ all: true, other: 'x' });
  });
});
