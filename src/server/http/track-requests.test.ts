import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { trackRequests } from './track-requests.js';

function tracked(send: (message: JSONRPCMessage) => Promise<void> = async () => {}) {
  const transport = { start: async () => {}, close: async () => {}, send, onmessage: () => {} } as Transport;
  const tracker = trackRequests(transport);
  let settled = false;
  const watch = () => void tracker.settled().then(() => (settled = true));
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { transport, watch, flush, isSettled: () => settled };
}

describe('trackRequests', () => {
  it('settles at once with nothing delivered', async () => {
    const { watch, flush, isSettled } = tracked();
    watch();
    await flush();
    expect(isSettled()).toBe(true);
  });

  it('settles when the last request has its answer, not on notifications or progress', async () => {
    const { transport, watch, flush, isSettled } = tracked();
    transport.onmessage!({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } });
    transport.onmessage!({ jsonrpc: '2.0', id: 'b', method: 'ping' });
    transport.onmessage!({ jsonrpc: '2.0', method: 'notifications/initialized' });
    watch();
    await transport.send({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: 1 } });
    await transport.send({ jsonrpc: '2.0', id: 1, result: {} });
    await flush();
    expect(isSettled()).toBe(false);
    await transport.send({ jsonrpc: '2.0', id: 'b', error: { code: -1, message: 'm' } });
    await flush();
    expect(isSettled()).toBe(true);
  });

  it('counts an answer whose send failed (the client went away), and a cancelled request', async () => {
    const { transport, watch, flush, isSettled } = tracked(async () => {
      throw new Error('No connection established for request ID: 1');
    });
    transport.onmessage!({ jsonrpc: '2.0', id: 1, method: 'ping' });
    transport.onmessage!({ jsonrpc: '2.0', id: 2, method: 'ping' });
    watch();
    await expect(transport.send({ jsonrpc: '2.0', id: 1, result: {} })).rejects.toThrow();
    transport.onmessage!({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 2 } });
    await flush();
    expect(isSettled()).toBe(true);
  });
});
