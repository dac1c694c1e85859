// The protocol's shapes as the rest of mcp-wrap names them: code outside src/server/ imports these,
// never the SDK, so an SDK upgrade touches one folder (DESIGN.md section 8). Types only, and no
// SDK value: the CLI's every start loads this file, and the SDK only when a command needs it.

// The SDK's own `ResourceTemplate` is McpServer's registration class; the protocol shape is ResourceTemplateType.
export type { CallToolResult, ElicitResult, Prompt, Resource, ResourceTemplateType as ResourceTemplate, Tool } from '@modelcontextprotocol/server';

/** A JSON-RPC error the server answered (unknown resource or prompt, bad arguments), as the in-process client raises it. */
export class AnsweredError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`MCP error ${code}: ${message}`);
  }
}

export function isProtocolError(error: unknown): error is AnsweredError {
  return error instanceof AnsweredError;
}
