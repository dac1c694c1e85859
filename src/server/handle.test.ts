import { InMemoryTransport, Server, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/server';
import { describe, expect, it, vi } from 'vitest';
import { createHandle } from './handle.js';

describe('createHandle', () => {
  it('runs beforeEach with each request, then its handler', async () => {
    const server = new Server({ name: 't', version: '1' }, { capabilities: { tools: {} } });
    const events: string[] = [];
    const handle = createHandle(server, (ctx) => void events.push(`before ${ctx.mcpReq.method} ${String(ctx.mcpReq.id)}`));
    handle('tools/list', () => {
      events.push('tools/list');
      return { tools: [] };
    });
    const [client, serverSide] = InMemoryTransport.createLinkedPair();
    const answered: RequestId[] = [];
    client.onmessage = (message: JSONRPCMessage) => void answered.push((message as { id: RequestId }).id);
    await server.connect(serverSide);
    await client.start();
    await client.send({ jsonrpc: '2.0', id: 7, method: 'tools/list' });
    await client.send({ jsonrpc: '2.0', id: 8, method: 'ping' });
    await vi.waitFor(() => expect(answered).toEqual([7, 8]));
    await server.close();
    // ping is the SDK's own handler, not registered through handle.
    expect(events).toEqual(['before tools/list 7', 'tools/list']);
  });
});
