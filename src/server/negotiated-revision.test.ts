import { LATEST_PROTOCOL_VERSION, type JSONRPCMessage, type ServerContext, type Transport } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { createNegotiatedRevision } from './negotiated-revision.js';

const INITIALIZE_RESULT: JSONRPCMessage = {
  jsonrpc: '2.0',
  id: 0,
  result: { protocolVersion: '2024-11-05', capabilities: {}, serverInfo: { name: 's', version: '1' } },
};
const OTHER_RESULT: JSONRPCMessage = { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', content: [] } };
type HttpContext = Pick<ServerContext, 'http'>;
const http = (headers: Record<string, string>): HttpContext => ({ http: { req: new Request('http://127.0.0.1/mcp', { headers }) } });

/** A transport that only records what it sends. */
function recordingTransport(): Transport & { sent: JSONRPCMessage[] } {
  const sent: JSONRPCMessage[] = [];
  return { sent, start: async () => {}, close: async () => {}, send: async (message) => void sent.push(message) };
}

describe('createNegotiatedRevision', () => {
  it.each<[string, JSONRPCMessage[], HttpContext | undefined, string]>([
    ['stdio before initialize: the latest', [], undefined, LATEST_PROTOCOL_VERSION],
    ['stateless HTTP: the header', [], http({ 'mcp-protocol-version': '2025-06-18' }), '2025-06-18'],
    ['HTTP without a header: 2025-03-26, as the transport spec says', [], http({}), '2025-03-26'],
    ['the initialize answer sent', [INITIALIZE_RESULT], undefined, '2024-11-05'],
    ['the initialize answer, whatever the header', [INITIALIZE_RESULT], http({ 'mcp-protocol-version': '2025-06-18' }), '2024-11-05'],
    ['a result that is not an initialize answer does not count', [OTHER_RESULT], undefined, LATEST_PROTOCOL_VERSION],
  ])('%s', async (_name, sent, ctx, expected) => {
    const revision = createNegotiatedRevision();
    const transport = recordingTransport();
    const watched = revision.watch(transport);
    for (const message of sent) await watched.send(message);
    expect(transport.sent).toEqual(sent);
    expect(revision.of(ctx)).toBe(expected);
  });
});
