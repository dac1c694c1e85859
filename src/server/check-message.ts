// One parsed JSON value, judged as a JSON-RPC message before the SDK sees it: the message, or the
// error response it gets (-32600 not JSON-RPC, -32601 unknown method with malformed params,
// -32602 params that do not fit the method). The same answers as the stdio transport gives.
import { parseJSONRPCMessage, ProtocolErrorCode as ErrorCode, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { findInvalidParams, isKnownMethod } from './validate-request.js';

export type Id = string | number;

export interface ErrorResponse {
  jsonrpc: '2.0';
  id: Id | null;
  error: { code: number; message: string };
}

export type CheckedMessage =
  | { message: JSONRPCMessage }
  /** `notification`: it had no id, so JSON-RPC gives it no answer (HTTP refuses it with 400). */
  | { error: ErrorResponse; notification: boolean };

/** The message, or the error response JSON-RPC 2.0 and MCP prescribe for it (never throws). */
export function checkMessage(value: unknown): CheckedMessage {
  const parsed = toJSONRPCMessage(value);
  if (parsed) {
    const invalidParams = findInvalidParams(parsed);
    if (invalidParams === undefined) return { message: parsed };
    return { error: toErrorResponse((parsed as { id: Id }).id, ErrorCode.InvalidParams, `Invalid params: ${invalidParams}`), notification: false };
  }
  const { jsonrpc, id, method } = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const knownId = isId(id) ? id : null;
  if (jsonrpc === '2.0' && typeof method === 'string' && (knownId !== null || id === undefined)) {
    const notification = id === undefined;
    if (!isKnownMethod(method) && !notification)
      return { error: toErrorResponse(knownId, ErrorCode.MethodNotFound, `Method not found: ${method}`), notification };
    return {
      error: toErrorResponse(knownId, ErrorCode.InvalidParams, 'Invalid params: params must be an object, and params._meta an object too'),
      notification,
    };
  }
  const why = Array.isArray(value) ? 'a batch inside a batch' : 'not a JSON-RPC 2.0 request, notification or response';
  return { error: toErrorResponse(knownId, ErrorCode.InvalidRequest, `Invalid Request: ${why}`), notification: false };
}

/** The value as a JSON-RPC message, or undefined when it is not one (the SDK's parser throws). */
function toJSONRPCMessage(value: unknown): JSONRPCMessage | undefined {
  try {
    return parseJSONRPCMessage(value);
  } catch {
    return undefined;
  }
}

/** MCP ids are strings or integers; 1.5 or 2^53+1 cannot be answered faithfully. */
export function isId(id: unknown): id is Id {
  return typeof id === 'string' || Number.isSafeInteger(id);
}

export function toErrorResponse(id: Id | null, code: number, message: string): ErrorResponse {
  return { jsonrpc: '2.0', id, error: { code, message } };
}
