import { describe, expect, it } from 'vitest';
import { toolFrom } from '../../test/support/definitions.js';
import { toInputSchema } from './input-schema.js';

describe('toInputSchema', () => {
  it('strips mapping keys, lists required, forbids extra properties', () => {
    const tool = toolFrom(`
command: [git, log]
arguments:
  max_count: { type: integer, minimum: 1, default: 20, flag: --max-count, description: How many. }
  author: { type: string, flag: --author=, required: true, pattern: "^[a-z]+$" }
  all: { type: boolean, flag: --all, falseFlag: --no-all }
  paths: { type: array, items: { type: string }, positional: true, endOfOptions: true, path: true, join: " " }
  token: { type: string, env: TOKEN, examples: [abc] }
  body: { type: string, stdin: true, maxLength: 10 }
`);
    expect(toInputSchema(tool)).toEqual({
      type: 'object',
      properties: {
        max_count: { type: 'integer', minimum: 1, default: 20, description: 'How many.' },
        author: { type: 'string', pattern: '^[a-z]+$' },
        all: { type: 'boolean' },
        paths: { type: 'array', items: { type: 'string' } },
        token: { type: 'string', examples: ['abc'] },
        body: { type: 'string', maxLength: 10 },
      },
      required: ['author'],
      additionalProperties: false,
    });
  });

  it('keeps property order as declared', () => {
    const tool = toolFrom('command: [x, "{b}", "{a}"]\narguments:\n  b: { type: string }\n  a: { type: string }');
    expect(Object.keys(toInputSchema(tool).properties as object)).toEqual(['b', 'a']);
  });

  it('omits required when nothing is', () => {
    expect(toInputSchema(toolFrom('command: [x]'))).toEqual({ type: 'object', properties: {}, additionalProperties: false });
  });

  it('gives arrays string items when none are declared', () => {
    const tool = toolFrom('command: [x]\narguments:\n  a: { type: array, positional: true }');
    expect((toInputSchema(tool).properties as Record<string, unknown>).a).toEqual({ type: 'array', items: { type: 'string' } });
  });
});
