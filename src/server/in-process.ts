// A server and an SDK client joined in memory: how `mcp-wrap list --json` and `mcp-wrap call` ask
// exactly what an MCP client would, through exactly the code a client would reach. The CLI gets
// the narrow ProtocolClient below, not the SDK's Client, so an SDK upgrade stays in src/server/.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  ElicitRequestSchema,
  type CallToolRequest,
  type CallToolResult,
  type ClientCapabilities,
  type ElicitRequest,
  type ElicitResult,
  type GetPromptRequest,
  type GetPromptResult,
  type ListPromptsResult,
  type ListResourcesResult,
  type ListResourceTemplatesResult,
  type ListToolsResult,
  type ReadResourceRequest,
  type ReadResourceResult,
  type ServerCapabilities,
} from '@modelcontextprotocol/sdk/types.js';
import type { WrapperDefinition } from '../definition/types.js';
import { createServer, type ServerOptions } from './create-server.js';

export interface InProcessOptions {
  /** Answers the server's confirmation questions; without it the client declares no elicitation. */
  onElicit?: (request: ElicitRequest['params']) => Promise<ElicitResult>;
}

/** The requests `list`, `call`, `read` and `prompt` make, and nothing more of the SDK's Client. */
export interface ProtocolClient {
  getServerCapabilities(): ServerCapabilities | undefined;
  listTools(): Promise<ListToolsResult>;
  listResources(): Promise<ListResourcesResult>;
  listResourceTemplates(): Promise<ListResourceTemplatesResult>;
  listPrompts(): Promise<ListPromptsResult>;
  callTool(params: CallToolRequest['params'], options?: Pick<RequestOptions, 'timeout' | 'signal' | 'onprogress'>): Promise<CallToolResult>;
  readResource(params: ReadResourceRequest['params']): Promise<ReadResourceResult>;
  getPrompt(params: GetPromptRequest['params']): Promise<GetPromptResult>;
}

export interface InProcessClient {
  client: ProtocolClient;
  close(): Promise<void>;
}

export async function connectInProcess(definitions: readonly WrapperDefinition[], options: ServerOptions, { onElicit }: InProcessOptions = {}): Promise<InProcessClient> {
  const wrap = createServer(definitions, options);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const capabilities: ClientCapabilities = onElicit ? { elicitation: {} } : {};
  const client = new Client({ name: 'mcp-wrap', version: options.version }, { capabilities });
  if (onElicit) client.setRequestHandler(ElicitRequestSchema, (request) => onElicit(request.params));
  await wrap.connect(serverTransport);
  await client.connect(clientTransport);
  return {
    client: toProtocolClient(client),
    async close() {
      await client.close();
      await wrap.close();
    },
  };
}

function toProtocolClient(client: Client): ProtocolClient {
  return {
    getServerCapabilities: () => client.getServerCapabilities(),
    listTools: () => client.listTools(),
    listResources: () => client.listResources(),
    listResourceTemplates: () => client.listResourceTemplates(),
    listPrompts: () => client.listPrompts(),
    // The SDK also types the pre-2024-11-05 `toolResult` shape; this server only answers with content.
    callTool: (params, options) => client.callTool(params, undefined, options) as Promise<CallToolResult>,
    readResource: (params) => client.readResource(params),
    getPrompt: (params) => client.getPrompt(params),
  };
}
