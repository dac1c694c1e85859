// The protocol's shapes as the rest of mcp-wrap names them: code outside src/server/ imports these,
// never the SDK, so an SDK upgrade touches one folder (DESIGN.md section 8).
import { ProtocolError } from '@modelcontextprotocol/server';

// The SDK's own `ResourceTemplate` is McpServer's registration class; the protocol shape is ResourceTemplateType.
export type { CallToolResult, ElicitResult, Prompt, Resource, ResourceTemplateType as ResourceTemplate, Tool } from '@modelcontextprotocol/server';

/** A JSON-RPC error the server answered (unknown resource or prompt, bad arguments), as the client raises it. */
export function isProtocolError(error: unknown): error is { code: number; message: string } {
  return ProtocolError.isInstance(error);
}
