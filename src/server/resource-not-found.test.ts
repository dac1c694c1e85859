import { InMemoryTransport, Server, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { describe, expect, it, vi } from 'vitest';
import { protocolError, RESOURCE_NOT_FOUND } from './protocol-error.js';
import { keepResourceNotFoundCode, restoreCode } from './resource-not-found.js';

const error = (code: number, data?: unknown): JSONRPCMessage => ({ jsonrpc: '2.0', id: 1, error: { code, message: 'm', ...(data !== undefined && { data }) } });

describe('restoreCode', () => {
  it.each<[string, JSONRPCMessage, number | undefined]>([
    ['-32602 with only a URI: not found', error(-32602, { uri: 'demo://x' }), -32002],
    ['-32602 without data', error(-32602), -32602],
    ['-32602 with more than a URI', error(-32602, { uri: 'demo://x', reason: 'y' }), -32602],
    ['-32602 with a URI that is not a string', error(-32602, { uri: 5 }), -32602],
    ['another code with a URI', error(-32603, { uri: 'demo://x' }), -32603],
    ['a result', { jsonrpc: '2.0', id: 1, result: {} }, undefined],
  ])('%s', (_name, message, code) => {
    const restored = restoreCode(message);
    expect('error' in restored ? restored.error.code : undefined).toBe(code);
  });
});

/** What the SDK sends for a resources/read whose handler throws -32002, with and without the wrapper. */
async function answerToUnknownResource(wrap: boolean): Promise<JSONRPCMessage> {
  const server = new Server({ name: 't', version: '1' }, { capabilities: { resources: {} } });
  server.setRequestHandler('resources/read', ({ params }) => {
    throw protocolError(RESOURCE_NOT_FOUND, `Resource not found: ${params.uri}`, { uri: params.uri });
  });
  const [client, serverSide] = InMemoryTransport.createLinkedPair();
  const received: JSONRPCMessage[] = [];
  client.onmessage = (message) => void received.push(message);
  await server.connect(wrap ? keepResourceNotFoundCode(serverSide) : serverSide);
  await client.start();
  await client.send({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'demo://nothing' } });
  await vi.waitFor(() => expect(received).toHaveLength(1));
  await server.close();
  return received[0]!;
}

describe('keepResourceNotFoundCode', () => {
  it('the SDK alone turns -32002 into -32602 (the 2026-07-28 code), keeping the URI as data', async () => {
    expect(await answerToUnknownResource(false)).toMatchObject({ error: { code: -32602, data: { uri: 'demo://nothing' } } });
  });

  it('puts -32002 back on the way out', async () => {
    expect(await answerToUnknownResource(true)).toMatchObject({
      error: { code: -32002, message: 'Resource not found: demo://nothing', data: { uri: 'demo://nothing' } },
    });
  });
});
