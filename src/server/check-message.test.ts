import { describe, expect, it } from 'vitest';
import { checkMessage, isId } from './check-message.js';

const error = (code: number, id: string | number | null, notification = false) => ({
  error: { jsonrpc: '2.0', id, error: { code, message: expect.any(String) } },
  notification,
});

describe('checkMessage', () => {
  it.each([
    { jsonrpc: '2.0', id: 1, method: 'ping' },
    { jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'x', arguments: {} } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 1, result: {} },
    { jsonrpc: '2.0', id: 1, error: { code: 1, message: 'm' } },
    { jsonrpc: '2.0', id: 1, method: 'vendor/unknown', params: { any: 1 } },
  ])('passes %o on', (value) => {
    expect(checkMessage(value)).toEqual({ message: value });
  });

  it.each([
    [{ hello: 'world' }, error(-32600, null)],
    [null, error(-32600, null)],
    ['text', error(-32600, null)],
    [[{ jsonrpc: '2.0', id: 1, method: 'ping' }], error(-32600, null)],
    [{ jsonrpc: '2.0', id: 1.5, method: 'ping' }, error(-32600, null)],
    [{ jsonrpc: '2.0', id: 2 ** 53 + 2, method: 'ping' }, error(-32600, null)],
    [{ jsonrpc: '2.0', id: null, method: 'ping' }, error(-32600, null)],
    [{ jsonrpc: '1.0', id: 3, method: 'ping' }, error(-32600, 3)],
    [{ jsonrpc: '2.0', id: 4 }, error(-32600, 4)],
    [{ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 5 } }, error(-32602, 5)],
    [{ jsonrpc: '2.0', id: 6, method: 'tools/list', params: { cursor: 'x' } }, error(-32602, 6)],
    [{ jsonrpc: '2.0', id: 7, method: 'tools/call', params: 'x' }, error(-32602, 7)],
    [{ jsonrpc: '2.0', id: 8, method: 'vendor/unknown', params: 'x' }, error(-32601, 8)],
    [{ jsonrpc: '2.0', method: 'notifications/cancelled', params: 'x' }, error(-32602, null, true)],
  ])('answers %o with %o', (value, expected) => {
    expect(checkMessage(value)).toEqual(expected);
  });

  it('names the problem in the message', () => {
    expect(checkMessage({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: {} })).toMatchObject({
      error: { error: { message: expect.stringMatching(/^Invalid params: params\.uri: /) } },
    });
  });

  it.each([
    ['a', true],
    [0, true],
    [-7, true],
    [2 ** 53 - 1, true],
    [1.5, false],
    [2 ** 53, false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('isId(%o) is %s', (id, expected) => {
    expect(isId(id)).toBe(expected);
  });
});
