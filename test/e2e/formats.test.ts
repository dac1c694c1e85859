import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { connect, textOf } from '../support/mcp-client.js';

const start = () => connect([`${FIXTURES}wrappers/formats.yaml`]);
const call = async (name: string, text: string, extra: Record<string, unknown> = {}) => {
  const { client } = await start();
  return (await client.callTool({ name, arguments: { text, ...extra } })) as CallToolResult;
};

describe('structured output', () => {
  it('lists an outputSchema only where output.schema is given, wrapping non-object values under result', async () => {
    const { client } = await start();
    const schemas = Object.fromEntries((await client.listTools()).tools.map((tool) => [tool.name, tool.outputSchema]));
    expect(schemas.as_json).toBeUndefined();
    expect(schemas.as_json_checked).toEqual({ type: 'object', properties: { count: { type: 'number' } }, required: ['count'] });
    expect(schemas.as_lines).toEqual({
      type: 'object',
      properties: { result: { type: 'array', items: { type: 'string' } } },
      required: ['result'],
      additionalProperties: false,
    });
  });

  it.each([
    ['as_json', '{"a": [1, 2]}', { a: [1, 2] }],
    ['as_json', '[1, 2]', { result: [1, 2] }],
    ['as_json', '42', { result: 42 }],
    ['as_json_checked', '{"count": 3}', { count: 3 }],
    ['as_ndjson', '{"n":1}\\n{"n":2}\\n', { result: [{ n: 1 }, { n: 2 }] }],
    ['as_lines', 'a\\nb\\n', { result: ['a', 'b'] }],
    ['as_csv', 'name,age\\nAnn,37\\n', { result: [{ name: 'Ann', age: '37' }] }],
    ['as_tsv', 'name\\tage\\nAnn\\t37\\n', { result: [{ name: 'Ann', age: '37' }] }],
  ])('%s of %j: structuredContent, and the text alongside', async (name, text, structured) => {
    const result = await call(name, text);
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toEqual(structured);
    expect(textOf(result)).toBe(text.replaceAll('\\n', '\n').replaceAll('\\t', '\t'));
  });

  it.each([
    ['as_json', '{"a": 1', 'as_json: the output is not valid json: '],
    ['as_ndjson', '{"n":1}\\nnope\\n', 'as_ndjson: the output is not valid ndjson: line 2: '],
    ['as_csv', 'name,age\\nAnn\\n', 'as_csv: the output is not valid csv: '],
  ])('%s of unparseable %j: isError quoting the first bytes', async (name, text, message) => {
    const result = await call(name, text);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect((result.content[0] as { text: string }).text).toContain(message);
    expect((result.content[0] as { text: string }).text).toContain(`it begins: ${JSON.stringify(text.replaceAll('\\n', '\n'))}`);
  });

  it.each([
    ['as_json_checked', '{"count": "three"}', '/count must be number'],
    ['as_json_checked', '{}', "/ must have required property 'count'"],
    ['as_csv', 'title\\nx\\n', "/result/0 must have required property 'name'"],
  ])('%s of %j: isError saying what does not match the schema', async (name, text, problem) => {
    const result = await call(name, text);
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toBe(`${name}: the output does not match the tool's output schema: ${problem}`);
  });

  it('reads output larger than maxOutput from its spill file', async () => {
    const result = await call('as_json', '[1,2,3,4,5,6,7,8,9,10],', { times: 200 });
    expect(result.isError).toBe(true);
    const large = await call('as_ndjson', '{"a":1}\\n'.repeat(500));
    expect(large.isError).toBe(false);
    expect((large.structuredContent as { result: unknown[] }).result).toHaveLength(500);
    expect(textOf(large)).toContain('cut here');
  });

  it('uses an adapter module named by path, with its own text', async () => {
    const result = await call('as_words', 'one two three');
    expect(result).toMatchObject({ isError: false, structuredContent: { words: 3, tool: 'as_words' }, content: [{ type: 'text', text: '3 words' }] });
  });
});
