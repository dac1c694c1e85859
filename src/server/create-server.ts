// An MCP server for loaded wrapper definitions, on the SDK's low-level Server: it declares only
// what it implements and answers protocol mistakes with JSON-RPC errors, run failures with results.
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { WrapperDefinition } from '../definition/types.js';
import { createExecutor, DEFAULT_MAX_CONCURRENCY } from '../executor/create-executor.js';
import { createRunOutputStore, DEFAULT_SPILL_BUDGET_BYTES } from '../resources/run-outputs.js';
import { createClientLogger } from './client-logger.js';
import type { Logger } from './logger.js';
import { createRedactor } from './redact.js';
import { registerResources } from './resources.js';
import { createServerFolder } from './server-folder.js';
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
  /** Runs at once; default: the smallest `maxConcurrency` of the wrappers, else 8. */
  maxConcurrency?: number;
  /** Disk space for full outputs of large runs, shared by all runs. */
  maxSpillBytes?: number;
}

export interface WrapServer {
  server: Server;
  connect(transport: Transport): Promise<void>;
  /** Stops every running call's process tree, then closes the connection and removes temp files. */
  close(): Promise<void>;
}

export function createServer(definitions: readonly WrapperDefinition[], options: ServerOptions): WrapServer {
  const only = definitions.length === 1 ? definitions[0] : undefined;
  const instructions = definitions.flatMap((definition) => definition.instructions ?? []).join('\n\n');
  const server = new Server(
    { name: definitions.map((definition) => definition.name).join('+'), version: only?.version ?? options.version },
    { capabilities: { tools: {}, resources: {}, logging: {} }, ...(instructions && { instructions }) },
  );

  const redact = createRedactor(definitions.flatMap((definition) => definition.secrets));
  const logger = createClientLogger(server, options.logger, redact);
  const wrapperLimits = definitions.flatMap((definition) => definition.maxConcurrency ?? []);
  const maxConcurrency = options.maxConcurrency ?? (wrapperLimits.length > 0 ? Math.min(...wrapperLimits) : DEFAULT_MAX_CONCURRENCY);
  const executor = createExecutor({ serverEnv: options.env, maxConcurrency });
  const folder = createServerFolder();
  const outputs = createRunOutputStore(folder.path, options.maxSpillBytes ?? DEFAULT_SPILL_BUDGET_BYTES);
  const createRunDir = async () => mkdtemp(join(await folder.path(), 'run-dir-'));

  registerTools(server, definitions.flatMap((definition) => definition.tools), {
    executor,
    outputs,
    redact,
    logger,
    context: { baseDir: options.baseDir, allowedRoots: options.allowedRoots, createRunDir },
  });
  registerResources(server, outputs, redact);

  let closing: Promise<void> | undefined;
  return {
    server,
    connect: (transport) => server.connect(transport),
    close() {
      closing ??= (async () => {
        await executor.close();
        await server.close();
        await folder.remove();
      })();
      return closing;
    },
  };
}
