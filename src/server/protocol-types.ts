// The protocol's shapes as the rest of mcp-wrap names them: code outside src/server/ imports these,
// never the SDK, so an SDK upgrade touches one folder (DESIGN.md section 8).
import { McpError } from '@modelcontextprotocol/sdk/types.js';

export type { CallToolResult, ElicitResult, Prompt, Resource, ResourceTemplate, Tool } from '@modelcontextprotocol/sdk/types.js';

/** A JSON-RPC error the server answered (unknown resource or prompt, bad arguments), as the client raises it. */
export function isProtocolError(error: unknown): error is { code: number; message: string } {
  return error instanceof McpError;
}
