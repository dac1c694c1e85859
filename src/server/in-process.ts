// A server and a client joined in memory: how `mcp-wrap list --json` and `mcp-wrap call` ask
// exactly what an MCP client would, through exactly the code a client would reach. The CLI gets
// the narrow ProtocolClient below, not the SDK, so an SDK upgrade stays in src/server/.
import {
  InMemoryTransport,
  LATEST_PROTOCOL_VERSION,
  Protocol,
  ProtocolError,
  ResourceNotFoundError,
  type BaseContext,
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
  type RequestOptions,
  type ServerCapabilities,
} from '@modelcontextprotocol/server';
import type { WrapperDefinition } from '../definition/types.js';
import { createServer, type ServerOptions } from './create-server.js';
import { RESOURCE_NOT_FOUND } from './protocol-error.js';
import { AnsweredError } from './protocol-types.js';

export interface InProcessOptions {
  /** Answers the server's confirmation questions; without it the client declares no elicitation. */
  onElicit?: (request: ElicitRequest['params']) => Promise<ElicitResult>;
}

/** The requests `list`, `call`, `read` and `prompt` make, and nothing more of a client. */
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

export async function connectInProcess(
  definitions: readonly WrapperDefinition[],
  options: ServerOptions,
  { onElicit }: InProcessOptions = {},
): Promise<InProcessClient> {
  const wrap = createServer(definitions, options);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const capabilities: ClientCapabilities = onElicit ? { elicitation: {} } : {};
  const peer = new InProcessPeer();
  if (onElicit) peer.setRequestHandler('elicitation/create', (request) => onElicit(request.params));
  await wrap.connect(serverTransport);
  await peer.connect(clientTransport);
  const { capabilities: serverCapabilities } = await peer.request({
    method: 'initialize',
    params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities, clientInfo: { name: 'mcp-wrap', version: options.version } },
  });
  await peer.notification({ method: 'notifications/initialized' });
  return {
    client: toProtocolClient(peer, serverCapabilities),
    async close() {
      await peer.close();
      await wrap.close();
    },
  };
}

/**
 * The SDK's protocol engine as the client side of a 2025 connection. The SDK's own Client is a
 * separate package with its own copy of that engine and of the schemas; the four requests the CLI
 * makes need neither its caches nor its era negotiation.
 */
class InProcessPeer extends Protocol<BaseContext> {
  protected buildContext(ctx: BaseContext): BaseContext {
    return ctx;
  }
  protected assertCapabilityForMethod(): void {}
  protected assertNotificationCapability(): void {}
  protected assertRequestHandlerCapability(): void {}
}

function toProtocolClient(peer: InProcessPeer, capabilities: ServerCapabilities): ProtocolClient {
  const ask = <T>(asking: Promise<T>) => asking.catch((error: unknown) => Promise.reject(toCliError(error)));
  return {
    getServerCapabilities: () => capabilities,
    listTools: () => ask(peer.request({ method: 'tools/list' })),
    listResources: () => ask(peer.request({ method: 'resources/list' })),
    listResourceTemplates: () => ask(peer.request({ method: 'resources/templates/list' })),
    listPrompts: () => ask(peer.request({ method: 'prompts/list' })),
    // A task result is never asked for here (no task in the params), so the answer is a CallToolResult.
    callTool: (params, options) => ask(peer.request<'tools/call'>({ method: 'tools/call', params }, options)),
    readResource: (params) => ask(peer.request({ method: 'resources/read', params })),
    getPrompt: (params) => ask(peer.request({ method: 'prompts/get', params })),
  };
}

/**
 * A JSON-RPC error with the code the server sent: the SDK reads a -32002 with a URI as
 * ResourceNotFoundError, whose own code is -32602.
 */
function toCliError(error: unknown): unknown {
  if (!ProtocolError.isInstance(error)) return error;
  return new AnsweredError(ResourceNotFoundError.isInstance(error) ? RESOURCE_NOT_FOUND : error.code, error.message);
}
