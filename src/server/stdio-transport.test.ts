import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { LineTransport } from './stdio-transport.js';

function connect() {
  const input = new PassThrough();
  const output = new PassThrough();
  const transport = new LineTransport(input, output);
  const received: unknown[] = [];
  const sent: unknown[] = [];
  transport.onmessage = (message) => received.push(message);
  output.on('data', (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => sent.push(JSON.parse(line))),
  );
  void transport.start();
  return { input, output, transport, received, sent };
}

const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

describe('LineTransport', () => {
  it('delivers JSON-RPC messages line by line, across chunk boundaries', async () => {
    const { input, received } = connect();
    const line = `${JSON.stringify(ping)}\n`;
    input.write(line.slice(0, 10));
    input.write(`${line.slice(10)}${JSON.stringify({ ...ping, id: 2 })}\r\n`);
    await vi.waitFor(() => expect(received).toEqual([ping, { ...ping, id: 2 }]));
  });

  it.each([
    ['not JSON', 'garbage', { id: null, error: { code: -32700 } }],
    ['truncated JSON', '{"jsonrpc": "2.0", "id": 3', { id: null, error: { code: -32700 } }],
    ['JSON but not JSON-RPC', '{"hello": "world"}', { id: null, error: { code: -32600 } }],
    ['a batch', '[1, 2]', { id: null, error: { code: -32600 } }],
    ['wrong version, with an id', '{"jsonrpc": "1.0", "id": 7, "method": "ping"}', { id: 7, error: { code: -32600 } }],
    [
      'params that do not fit the method',
      '{"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": 5}}',
      { id: 8, error: { code: -32602, message: expect.stringContaining('params.name') } },
    ],
    ['params that are not an object', '{"jsonrpc": "2.0", "id": 9, "method": "tools/list", "params": true}', { id: 9, error: { code: -32602 } }],
    ['_meta of the wrong type', '{"jsonrpc": "2.0", "id": 10, "method": "tools/list", "params": {"_meta": 5}}', { id: 10, error: { code: -32602 } }],
    ['an unknown method with bad params', '{"jsonrpc": "2.0", "id": 11, "method": "no/such", "params": true}', { id: 11, error: { code: -32601 } }],
    [
      'a cursor this server never issued',
      '{"jsonrpc": "2.0", "id": 12, "method": "tools/list", "params": {"cursor": "abc"}}',
      { id: 12, error: { code: -32602, message: expect.stringContaining('params.cursor') } },
    ],
    [
      'a cursor of 10,000 nested brackets (a stack overflow once)',
      `{"jsonrpc": "2.0", "id": 13, "method": "tools/list", "params": {"cursor": ${'['.repeat(10_000)}"x"${']'.repeat(10_000)}}}`,
      { id: 13, error: { code: -32602, message: expect.stringContaining('params.cursor: expected a string') } },
    ],
    [
      'a 100 KB cursor',
      `{"jsonrpc": "2.0", "id": 14, "method": "tools/list", "params": {"cursor": "${'c'.repeat(100_000)}"}}`,
      { id: 14, error: { code: -32602, message: expect.stringMatching(/^.{0,400}$/s) } },
    ],
  ])('answers %s with an error and keeps serving', async (_name, line, answer) => {
    const { input, received, sent } = connect();
    input.write(`${line}\n${JSON.stringify(ping)}\n`);
    await vi.waitFor(() => expect(received).toEqual([ping]));
    expect(sent).toMatchObject([{ jsonrpc: '2.0', ...answer }]);
    expect(sent).toHaveLength(1);
  });

  it('answers a line that is not valid UTF-8 with -32700 and keeps serving', async () => {
    const { input, received, sent } = connect();
    input.write(Buffer.concat([Buffer.from('{"jsonrpc": "2.0", "id": 1, "method": "ping", "x": "'), Buffer.from([0xff, 0xfe]), Buffer.from('"}\n')]));
    input.write(`${JSON.stringify(ping)}\n`);
    await vi.waitFor(() => expect(received).toEqual([ping]));
    expect(sent).toMatchObject([{ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the line is not valid UTF-8' } }]);
  });

  it('takes a real U+FFFD and a leading byte order mark as the valid UTF-8 they are', async () => {
    const { input, received, sent } = connect();
    const withReplacement = { ...ping, method: 'ping\uFFFD' };
    input.write(`${JSON.stringify(withReplacement)}\n\uFEFF${JSON.stringify(ping)}\n`);
    await vi.waitFor(() => expect(received).toEqual([withReplacement, ping]));
    expect(sent).toEqual([]);
  });

  it('ignores blank lines', async () => {
    const { input, received, sent } = connect();
    input.write(`\n  \n${JSON.stringify(ping)}\n`);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(sent).toEqual([]);
  });

  it('closes when its input ends', async () => {
    const { input, transport } = connect();
    const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
    input.end();
    await closed;
  });

  it('writes one JSON message per line', async () => {
    const { transport, output } = connect();
    const lines: string[] = [];
    output.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    await transport.send({ jsonrpc: '2.0', id: 1, result: { text: 'a\nb' } });
    expect(lines.join('')).toBe('{"jsonrpc":"2.0","id":1,"result":{"text":"a\\nb"}}\n');
  });

  it('answers a request whose id is beyond 2^53 with its exact digits', async () => {
    const { input, transport, output, received } = connect();
    const lines: string[] = [];
    output.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    input.write('{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}\n');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const { id } = received[0] as { id: string };
    expect(typeof id).toBe('string');
    await transport.send({ jsonrpc: '2.0', id, result: {} });
    expect(lines.join('')).toBe('{"id":9007199254740993,"jsonrpc":"2.0","result":{}}\n');
  });

  it.each([
    ['a fractional id', '{"jsonrpc":"2.0","id":1.5,"method":"ping"}', '{"id":1.5,"jsonrpc":"2.0","error":{"code":-32600,'],
    [
      'a second initialize',
      '{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
      '{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"Invalid Request: Server already initialized"}}',
    ],
  ])('refuses %s with -32600', async (_name, line, answer) => {
    const { input, output, received } = connect();
    const lines: string[] = [];
    output.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const first =
      '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
    input.write(`${first}\n${line}\n${JSON.stringify(ping)}\n`);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(lines.join('')).toMatch(new RegExp(`^${answer.replace(/[.{}()[\]^$*+?|\\]/g, '\\$&')}`));
  });

  it.each([
    ['a response with a fractional id', '{"jsonrpc":"2.0","id":1.5,"result":{}}'],
    ['an error response with id null', '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"x"}}'],
    ['a response without jsonrpc', '{"id":8,"result":{}}'],
  ])('never answers %s', async (_name, line) => {
    const { input, received, sent } = connect();
    input.write(`${line}\n${JSON.stringify(ping)}\n`);
    await vi.waitFor(() => expect(received).toEqual([ping]));
    expect(sent).toEqual([]);
  });
});
