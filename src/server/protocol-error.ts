// JSON-RPC errors for protocol mistakes. The SDK answers with a thrown error's `code` and
// `message`; McpError would prefix the message with "MCP error <code>:".
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';

/** MCP's code for a resource that does not exist or was never listed. */
export const RESOURCE_NOT_FOUND = -32002;

export function protocolError(code: number, message: string, data?: unknown): Error {
  return Object.assign(new Error(message), { code, ...(data !== undefined && { data }) });
}

export function invalidParams(message: string): Error {
  return protocolError(ErrorCode.InvalidParams, message);
}
