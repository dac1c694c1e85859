import { describe, expect, it } from 'vitest';
import { readRequestBody, type BodyVerdict } from './read-request-body.js';

const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
const placeholder = (id: string | number, code: number, nullId = false) => ({
  jsonrpc: '2.0',
  id,
  method: 'mcp-wrap/invalid-message',
  params: { error: { code, message: expect.any(String) }, nullId },
});
const refused = (code: number, message: RegExp = /./, id: number | null = null) => ({
  status: 400,
  answer: { jsonrpc: '2.0', id, error: { code, message: expect.stringMatching(message) } },
});

/** `null`: before initialize. */
const read = (body: string | Uint8Array, revision: string | null = '2025-11-25'): BodyVerdict => {
  let fresh = 0;
  return readRequestBody(typeof body === 'string' ? Buffer.from(body) : body, { revisionOf: () => revision ?? undefined, newId: () => `fresh-${++fresh}` });
};

describe('readRequestBody', () => {
  it.each([
    ['one request', JSON.stringify(ping(1)), { serve: ping(1) }],
    ['a notification', '{"jsonrpc":"2.0","method":"notifications/initialized"}', { serve: { jsonrpc: '2.0', method: 'notifications/initialized' } }],
    ['a BOM before the JSON', `\uFEFF${JSON.stringify(ping(1))}`, { serve: ping(1) }],
    ['a real U+FFFD', '{"jsonrpc":"2.0","id":"\uFFFD","method":"ping"}', { serve: { jsonrpc: '2.0', id: '\uFFFD', method: 'ping' } }],
    ['bad params, with an id', '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":5}}', { serve: placeholder(2, -32602) }],
    ['a garbage cursor', '{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"cursor":"x"}}', { serve: placeholder(3, -32602) }],
    ['a request posing as a placeholder', JSON.stringify(placeholder(4, 1)), { serve: placeholder(4, -32601) }],
    ['not JSON', '{not json', refused(-32700, /^Parse error: /)],
    ['nothing', '', refused(-32700)],
    ['not JSON-RPC', '{"hello":"world"}', refused(-32600, /^Invalid Request: not a JSON-RPC/)],
    ['a number', '42', refused(-32600)],
    ['an id that is no MCP id', '{"jsonrpc":"2.0","id":1.5,"method":"ping"}', refused(-32600)],
    ['a readable id, no method', '{"jsonrpc":"2.0","id":5}', refused(-32600, /./, 5)],
    ['a notification with bad params', '{"jsonrpc":"2.0","method":"notifications/cancelled","params":"x"}', refused(-32602)],
    ['an empty batch', '[]', refused(-32600, /empty batch/)],
    ['a batch in 2025-11-25', JSON.stringify([ping(1), ping(2)]), refused(-32600, /a batch, which protocol version 2025-11-25 does not have/)],
  ])('%s', (_, body, expected) => {
    expect(read(body)).toEqual(expected);
  });

  it('refuses invalid UTF-8 with -32700, wherever the byte is', () => {
    const json = Buffer.from(JSON.stringify({ ...ping(1), params: { x: 'ab' } }));
    const broken = Buffer.concat([json.subarray(0, json.indexOf('ab')), Buffer.from([0xc3, 0x28]), json.subarray(json.indexOf('ab') + 2)]);
    expect(read(broken)).toEqual(refused(-32700, /UTF-8/));
    expect(read(Buffer.from([0xff]))).toEqual(refused(-32700, /UTF-8/));
  });

  it('batches before initialize: refused, naming no version', () => {
    expect(read(JSON.stringify([ping(1)]), null)).toEqual(refused(-32600, /\(not negotiated yet\)/));
  });

  describe('in a 2025-03-26 session', () => {
    const batch = (elements: unknown[]) => read(JSON.stringify(elements), '2025-03-26');

    it('serves a batch, each bad element a placeholder in its place and each malformed notification dropped', () => {
      expect(
        batch([
          ping(1),
          { hello: 1 },
          { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 5 } },
          { jsonrpc: '2.0', method: 'x', params: 1 },
          7,
          ping(3),
        ]),
      ).toEqual({
        serve: [ping(1), placeholder('fresh-1', -32600, true), placeholder(2, -32602), placeholder('fresh-2', -32600, true), ping(3)],
      });
    });

    it('answers a batch of dropped notifications with 202, and an empty one with -32600', () => {
      expect(batch([{ jsonrpc: '2.0', method: 'x', params: 1 }])).toEqual({ status: 202 });
      expect(batch([])).toEqual(refused(-32600));
    });

    it('takes one message as it is', () => {
      expect(read(JSON.stringify(ping(1)), '2025-03-26')).toEqual({ serve: ping(1) });
    });
  });

  describe('on 2026-07-28', () => {
    const modern = (body: unknown) => read(JSON.stringify(body), '2026-07-28');
    const list = (id: number, params: Record<string, unknown> = {}) => ({ jsonrpc: '2.0', id, method: 'tools/list', params });

    it.each<[string, unknown, unknown]>([
      ['a good request', list(1), { serve: list(1) }],
      ['bad params: answered at once, no session stream to answer on', list(2, { cursor: [[1]] }), refused(-32602, /params.cursor: expected a string/, 2)],
      ['a malformed notification: nothing to answer', { jsonrpc: '2.0', method: 'notifications/cancelled', params: 'x' }, refused(-32602)],
      ['a batch', [list(3)], refused(-32600, /a batch, which protocol version 2026-07-28 does not have/)],
      [
        'a method 2026-07-28 removed, left to the SDK (-32601)',
        { jsonrpc: '2.0', id: 4, method: 'initialize', params: {} },
        { serve: { jsonrpc: '2.0', id: 4, method: 'initialize', params: {} } },
      ],
    ])('%s', (_name, body, expected) => expect(modern(body)).toEqual(expected));
  });
});
