import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { describeRequest, formatAccess } from './access-log.js';

describe('access log', () => {
  it('names methods and tools, never argument values', () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'git_log', arguments: { grep: 'password=hunter2' } } };
    const entry = { method: 'POST', path: '/mcp', started: performance.now(), session: 'abcd1234', ...describeRequest(body) };
    const line = formatAccess(entry, { statusCode: 200 } as ServerResponse);
    expect(line).toMatch(/^http=POST path=\/mcp status=200 ms=\d+\.\d rpc=tools\/call tool=git_log session=abcd1234$/);
    expect(line).not.toContain('hunter2');
  });

  it('lists every method of a batch; responses and junk are named as such', () => {
    expect(describeRequest([{ method: 'ping' }, { id: 1, result: {} }, 7])).toEqual({ rpc: 'ping,response' });
    expect(describeRequest(undefined)).toEqual({});
  });

  it('quotes values that would break the key=value form', () => {
    const line = formatAccess({ method: 'GET', path: '/a b="c"', started: performance.now() }, { statusCode: 404 } as ServerResponse);
    expect(line).toContain('path="/a b=\\"c\\""');
  });
});
