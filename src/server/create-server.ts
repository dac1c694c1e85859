// An MCP server for loaded wrapper definitions, on the SDK's low-level Server: it declares only
// what it implements and answers protocol mistakes with JSON-RPC errors, run failures with results.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { WrapperDefinition } from '../definition/types.js';
import { createExecutor } from '../executor/create-executor.js';
import { createClientLogger } from './client-logger.js';
import type { Logger } from './logger.js';
import { createRedactor } from './redact.js';
import { registerTools } from './tools.js';

export interface ServerOptions {
  /** Where relative cwds resolve. */
  baseDir: string;
  /** Real paths that `path: true` arguments must stay inside. */
  allowedRoots: readonly string[];
  /** The server's own environment, inherited by children as each tool says. */
  env: Readonly<Record<string, string | undefined>>;
  logger: Logger;
  /** Reported as serverInfo.version when several wrappers are served together. */
  version: string;
}

export interface WrapServer {
  server: Server;
  connect(transport: Transport): Promise<void>;
  /** Stops every running call's process tree, then closes the connection. */
  close(): Promise<void>;
}

export function createServer(definitions: readonly WrapperDefinition[], options: ServerOptions): WrapServer {
  const only = definitions.length === 1 ? definitions[0] : undefined;
  const instructions = definitions.flatMap((definition) => definition.instructions ?? []).join('\n\n');
  const server = new Server(
    { name: definitions.map((definition) => definition.name).join('+'), version: only?.version ?? options.version },
    { capabilities: { tools: {}, logging: {} }, ...(instructions && { instructions }) },
  );

  const redact = createRedactor(definitions.flatMap((definition) => definition.secrets));
  const logger = createClientLogger(server, options.logger, redact);

  const executor = createExecutor({ serverEnv: options.env });
  let tempDir: Promise<string> | undefined;
  const createRunDir = async () => {
    tempDir ??= mkdtemp(join(tmpdir(), 'mcp-wrap-'));
    return mkdtemp(join(await tempDir, 'run-'));
  };

  registerTools(server, definitions.flatMap((definition) => definition.tools), {
    executor,
    redact,
    logger,
    context: { baseDir: options.baseDir, allowedRoots: options.allowedRoots, createRunDir },
  });

  let closing: Promise<void> | undefined;
  return {
    server,
    connect: (transport) => server.connect(transport),
    close() {
      closing ??= (async () => {
        await executor.close();
        await server.close();
        if (tempDir) await rm(await tempDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
