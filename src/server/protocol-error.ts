// JSON-RPC errors for protocol mistakes. The SDK answers with a thrown error's `code`, `message`
// and `data` as they are.
import { ProtocolErrorCode } from '@modelcontextprotocol/server';

/** MCP's code for a resource that does not exist or was never listed (2025 revisions). */
export const RESOURCE_NOT_FOUND = -32002;

export function protocolError(code: number, message: string, data?: unknown): Error {
  return Object.assign(new Error(message), { code, ...(data !== undefined && { data }) });
}

export function invalidParams(message: string): Error {
  return protocolError(ProtocolErrorCode.InvalidParams, message);
}
