import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { findInvalidParams } from './validate-request.js';

const call = (params: unknown) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }) as JSONRPCMessage;

const valid = [
  { name: 'grep' },
  { name: 'grep', arguments: {} },
  { name: 'grep', arguments: { pattern: 'x', paths: ['a'], count: 3, nested: { deep: [null] } } },
  { name: '', arguments: { '': null } },
  { name: 'grep', _meta: {} },
  { name: 'grep', _meta: { progressToken: 'p-1' } },
  { name: 'grep', _meta: { progressToken: 7 } },
  { name: 'grep', extra: 'ignored by the schema' },
];

describe('findInvalidParams', () => {
  it.each(valid)('takes %o as valid', (params) => {
    expect(findInvalidParams(call(params))).toBeUndefined();
  });

  it('explains what the schema refuses', () => {
    expect(findInvalidParams(call({ name: 'grep', arguments: [] }))).toMatch(/^params\.arguments: /);
    expect(findInvalidParams(call({ name: 'grep', _meta: { progressToken: 1.5 } }))).toMatch(/^params\._meta\.progressToken: /);
    expect(findInvalidParams(call({ name: 'grep', task: { ttl: 'soon' } }))).toMatch(/^params\.task\.ttl: /);
    expect(findInvalidParams(call({ name: 5 }))).toMatch(/^params\.name: /);
  });
});
