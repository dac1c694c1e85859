// Which requests handed to a transport are still unanswered. A client that disconnects has not
// cancelled (Streamable HTTP, 2025-03-26 on: only notifications/cancelled cancels), so a stateless
// request's server is closed when its requests are answered, not when its connection closes.
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';
import type { Id } from '../check-message.js';

export interface RequestTracker {
  /** Resolves once every request delivered so far has had its answer sent (or its send failed) or was cancelled. */
  settled(): Promise<void>;
}

/** Watches the transport from now on: wrap it after the server connected, before it handles a request. */
export function trackRequests(transport: Transport): RequestTracker {
  const pending = new Set<Id>();
  let waiting: (() => void)[] = [];
  const forget = (id: unknown) => {
    pending.delete(id as Id);
    if (pending.size > 0) return;
    waiting.forEach((resolve) => resolve());
    waiting = [];
  };
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if ('method' in message && 'id' in message) pending.add(message.id);
    deliver?.(message, extra);
    // The SDK sends no answer to a cancelled request.
    if ('method' in message && message.method === 'notifications/cancelled') forget(message.params?.requestId);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message: JSONRPCMessage, options) => {
    try {
      await send(message, options);
    } finally {
      if (!('method' in message) && 'id' in message) forget(message.id);
    }
  };
  return { settled: () => (pending.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))) };
}
