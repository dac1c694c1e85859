import { specTypeSchemas, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { findInvalidParams, isPlainToolCall } from './validate-request.js';

const call = (params: unknown) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }) as JSONRPCMessage;

const plain = [
  { name: 'grep' },
  { name: 'grep', arguments: {} },
  { name: 'grep', arguments: { pattern: 'x', paths: ['a'], count: 3, nested: { deep: [null] } } },
  { name: '', arguments: { '': null } },
  { name: 'grep', _meta: {} },
  { name: 'grep', _meta: { progressToken: 'p-1' } },
  { name: 'grep', _meta: { progressToken: 7 } },
  { name: 'grep', extra: 'ignored by the schema' },
];
const notPlain = [
  null,
  [],
  'grep',
  {},
  { name: 5 },
  { name: null },
  { name: 'grep', arguments: null },
  { name: 'grep', arguments: [] },
  { name: 'grep', arguments: 'x' },
  { name: 'grep', _meta: 5 },
  { name: 'grep', _meta: null },
  { name: 'grep', _meta: { progressToken: 1.5 } },
  { name: 'grep', _meta: { progressToken: null } },
  { name: 'grep', _meta: { progressToken: {} } },
  { name: 'grep', _meta: { 'io.modelcontextprotocol/related-task': { taskId: 5 } } },
  { name: 'grep', task: { ttl: 'soon' } },
  { name: 'grep', task: {} },
];

describe('isPlainToolCall', () => {
  it.each(plain)('takes %o as valid, and the SDK schema agrees', (params) => {
    expect(isPlainToolCall(params)).toBe(true);
    expect(specTypeSchemas.CallToolRequest['~standard'].validate(call(params)).issues).toBeUndefined();
  });

  it.each(notPlain)('leaves %o to the schema', (params) => {
    expect(isPlainToolCall(params)).toBe(false);
  });

  it('still explains what the schema refuses', () => {
    expect(findInvalidParams(call({ name: 'grep', arguments: [] }))).toMatch(/^params\.arguments: /);
    expect(findInvalidParams(call({ name: 'grep', _meta: { progressToken: 1.5 } }))).toMatch(/^params\._meta\.progressToken: /);
    expect(findInvalidParams(call({ name: 'grep', task: { ttl: 'soon' } }))).toMatch(/^params\.task\.ttl: /);
    expect(findInvalidParams(call({ name: 'grep', arguments: { a: 1 } }))).toBeUndefined();
  });
});
