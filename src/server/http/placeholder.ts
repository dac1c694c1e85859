// A bad message that has an id, and every bad element of a batch, is answered on the stream the
// SDK's transport opens for its POST, beside the other answers. The transport routes answers only
// to requests it was given, so such a message is handed over as a placeholder request, which the
// session answers with the error itself instead of delivering it to the SDK server.
import type { JSONRPCErrorResponse, JSONRPCMessage, JSONRPCRequest, Transport } from '@modelcontextprotocol/server';
import type { ErrorResponse } from '../check-message.js';

const PLACEHOLDER_METHOD = 'mcp-wrap/invalid-message';

interface PlaceholderParams {
  [key: string]: unknown;
  error: ErrorResponse['error'];
  /** The element had no usable id: answered with id null (JSON-RPC 2.0 §5), routed by a fresh one. */
  nullId: boolean;
}

export function toPlaceholder(answer: ErrorResponse, newId: () => string): JSONRPCRequest {
  const params: PlaceholderParams = { error: answer.error, nullId: answer.id === null };
  return { jsonrpc: '2.0', id: answer.id ?? newId(), method: PLACEHOLDER_METHOD, params };
}

/** A client's own request may not pose as one (it would choose its answer). */
export function isPlaceholder(message: JSONRPCMessage): message is JSONRPCRequest {
  return 'method' in message && 'id' in message && message.method === PLACEHOLDER_METHOD;
}

/** From now on the transport answers placeholders itself; every other message goes on as before. */
export function answerPlaceholders(transport: Transport): void {
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if (!isPlaceholder(message)) return deliver?.(message, extra);
    const { error, nullId } = message.params as PlaceholderParams;
    const answer: JSONRPCErrorResponse = { jsonrpc: '2.0', id: message.id, error };
    // The transport finds the stream by the id; what is written (JSON.stringify) says null.
    if (nullId) Object.defineProperty(answer, 'toJSON', { value: () => ({ ...answer, id: null }) });
    // A client gone before its answer: nothing to deliver it to.
    transport.send(answer).catch(() => {});
  };
}
