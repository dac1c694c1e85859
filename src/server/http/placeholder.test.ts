import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';
import { describe, expect, it, vi } from 'vitest';
import { answerPlaceholders, isPlaceholder, toPlaceholder } from './placeholder.js';

function fakeTransport() {
  const sent: JSONRPCMessage[] = [];
  const delivered: JSONRPCMessage[] = [];
  const transport = {
    start: async () => {},
    close: async () => {},
    send: vi.fn(async (message: JSONRPCMessage) => void sent.push(message)),
    onmessage: (message: JSONRPCMessage) => void delivered.push(message),
  } as Transport;
  answerPlaceholders(transport);
  return { transport, sent, delivered };
}

describe('answerPlaceholders', () => {
  it('answers a placeholder itself, by its id, and delivers everything else', () => {
    const { transport, sent, delivered } = fakeTransport();
    const ping = { jsonrpc: '2.0' as const, id: 1, method: 'ping' };
    transport.onmessage!(ping);
    transport.onmessage!(toPlaceholder({ jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Invalid params: x' } }, () => 'unused'));
    expect(delivered).toEqual([ping]);
    expect(sent).toEqual([{ jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Invalid params: x' } }]);
    expect(JSON.stringify(sent[0])).toBe('{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Invalid params: x"}}');
  });

  it('routes an answer without an id by the fresh one, and writes it with id null', () => {
    const { transport, sent } = fakeTransport();
    transport.onmessage!(toPlaceholder({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } }, () => 'fresh'));
    expect(sent[0]).toMatchObject({ id: 'fresh' });
    expect(JSON.parse(JSON.stringify(sent))).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } }]);
  });

  it('survives a send that fails (the client went away)', async () => {
    const { transport } = fakeTransport();
    vi.mocked(transport.send).mockRejectedValueOnce(new Error('No connection established'));
    transport.onmessage!(toPlaceholder({ jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'm' } }, () => 'unused'));
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('knows a placeholder only as a request', () => {
    expect(isPlaceholder({ jsonrpc: '2.0', method: 'mcp-wrap/invalid-message' })).toBe(false);
    expect(isPlaceholder({ jsonrpc: '2.0', id: 1, method: 'mcp-wrap/invalid-message' })).toBe(true);
  });
});
