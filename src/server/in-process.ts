// A server and an SDK client joined in memory: how `mcp-wrap list --json` and `mcp-wrap call` ask
// exactly what an MCP client would, through exactly the code a client would reach.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema, type ClientCapabilities, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import type { WrapperDefinition } from '../definition/types.js';
import { createServer, type ServerOptions } from './create-server.js';

export interface InProcessOptions {
  /** Answers the server's confirmation questions; without it the client declares no elicitation. */
  onElicit?: (request: ElicitRequest['params']) => Promise<ElicitResult>;
}

export interface InProcessClient {
  client: Client;
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
    client,
    async close() {
      await client.close();
      await wrap.close();
    },
  };
}
