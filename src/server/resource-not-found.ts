// The 2025 revisions answer an unknown resource with -32002, as mcp-wrap always has. SDK v2 sends
// -32602 instead on every revision (the 2026-07-28 code), keeping the URI as the error's only data,
// and has no option to keep the old code: it is put back here, on its way out.
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';
import { isRecord } from '../definition/raw.js';
import { RESOURCE_NOT_FOUND } from './protocol-error.js';

/** What the SDK sends for a resource not found: -32602 with `data: { uri }` and nothing else. */
const SDK_NOT_FOUND_CODE = -32602;

/** The same transport, an unknown resource answered with -32002 again. */
export function keepResourceNotFoundCode(transport: Transport): Transport {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => send(restoreCode(message), options);
  return transport;
}

export function restoreCode(message: JSONRPCMessage): JSONRPCMessage {
  if (!('error' in message) || message.error.code !== SDK_NOT_FOUND_CODE || !isNotFoundData(message.error.data)) return message;
  return { ...message, error: { ...message.error, code: RESOURCE_NOT_FOUND } };
}

function isNotFoundData(data: unknown): boolean {
  return isRecord(data) && typeof data.uri === 'string' && Object.keys(data).length === 1;
}
