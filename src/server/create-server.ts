// An MCP server for loaded wrapper definitions, on the SDK's low-level Server: it declares only
// what it implements and answers protocol mistakes with JSON-RPC errors, run failures with results.
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ImportModule } from '../../adapters/index.js';
import type { ServerCapabilities } from '@modelcontextprotocol/sdk/types.js';
import type { CommandResourceDefinition, FileResourceDefinition, WrapperDefinition } from '../definition/types.js';
import { createExecutor, DEFAULT_MAX_CONCURRENCY } from '../executor/create-executor.js';
import { createFileResources } from '../resources/file-resources.js';
import type { ProducedFile } from '../resources/output-files.js';
import { createRunOutputStore, DEFAULT_SPILL_BUDGET_BYTES } from '../resources/run-outputs.js';
import { createClientLogger } from './client-logger.js';
import { registerCompletions } from './completions.js';
import type { Logger } from './logger.js';
import { registerPrompts } from './prompts.js';
import { createRedactor } from './redact.js';
import { read, registerResources } from './resources.js';
import { trackRoots } from './roots.js';
import { createRunner } from './runner.js';
import { createServerFolder } from './server-folder.js';
import { registerTools } from './tools.js';

export interface ServerOptions {
  /** Where relative cwds and file resources resolve, until the client's roots say otherwise. */
  baseDir: string;
  /** --cwd was given: the base directory stays, whatever the client's roots. */
  cwdGiven?: boolean;
  /** Real paths that `path: true` arguments must stay inside, until the client's roots say otherwise. */
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
  /** --yes: run tools that need confirmation without asking clients that cannot ask. */
  assumeYes?: boolean;
  /** Loads output adapter modules (default: this module's own import()). */
  importModule?: ImportModule;
}

export interface WrapServer {
  server: Server;
  connect(transport: Transport): Promise<void>;
  /** Stops every running call's process tree, then closes the connection and removes temp files. */
  close(): Promise<void>;
}

export function createServer(definitions: readonly WrapperDefinition[], options: ServerOptions): WrapServer {
  const tools = definitions.flatMap((definition) => definition.tools);
  const resources = definitions.flatMap((definition) => definition.resources);
  const commands = resources.filter((resource): resource is CommandResourceDefinition => resource.kind === 'command');
  const fileDefinitions = resources.filter((resource): resource is FileResourceDefinition => resource.kind === 'file');
  const templates = commands.filter((resource) => resource.template);
  const prompts = definitions.flatMap((definition) => definition.prompts);

  const only = definitions.length === 1 ? definitions[0] : undefined;
  const instructions = definitions.flatMap((definition) => definition.instructions ?? []).join('\n\n');
  const capabilities: ServerCapabilities = {
    tools: {},
    // Run outputs are resources whatever the wrappers say; file resources are watched.
    resources: fileDefinitions.length > 0 ? { subscribe: true, listChanged: true } : {},
    ...(prompts.length > 0 && { prompts: {} }),
    ...((prompts.length > 0 || templates.length > 0) && { completions: {} }),
    logging: {},
  };
  const server = new Server(
    { name: definitions.map((definition) => definition.name).join('+'), version: only?.version ?? options.version },
    { capabilities, ...(instructions && { instructions }) },
  );

  const initializedListeners: (() => void)[] = [];
  const onInitialized = (listener: () => void) => void initializedListeners.push(listener);
  server.oninitialized = () => initializedListeners.forEach((listener) => listener());

  const redact = createRedactor(definitions.flatMap((definition) => definition.secrets));
  const logger = createClientLogger(server, options.logger, redact, onInitialized);
  const roots = trackRoots(server, { baseDir: options.baseDir, allowedRoots: options.allowedRoots, cwdGiven: options.cwdGiven ?? false }, logger, onInitialized);
  const wrapperLimits = definitions.flatMap((definition) => definition.maxConcurrency ?? []);
  const maxConcurrency = options.maxConcurrency ?? (wrapperLimits.length > 0 ? Math.min(...wrapperLimits) : DEFAULT_MAX_CONCURRENCY);
  const executor = createExecutor({ serverEnv: options.env, maxConcurrency });
  const folder = createServerFolder();
  const outputs = createRunOutputStore(folder.path, options.maxSpillBytes ?? DEFAULT_SPILL_BUDGET_BYTES);
  const createRunDir = async () => mkdtemp(join(await folder.path(), 'run-dir-'));
  const runner = createRunner(executor, outputs, async () => ({ ...(await roots.context()), createRunDir }));
  const files = createFileResources(fileDefinitions, roots.context);
  roots.onChange(() => void files.refresh());
  const produced = new Map<string, ProducedFile>();

  registerTools(server, tools, { runner, redact, logger, produced, assumeYes: options.assumeYes ?? false, importModule: options.importModule ?? ((url) => import(url)) });
  const resourceDependencies = { commands, files, outputs, produced, runner, redact, listChanged: fileDefinitions.length > 0 };
  registerResources(server, resourceDependencies);
  if (prompts.length > 0) registerPrompts(server, prompts, (uri) => read(uri, resourceDependencies));
  if (capabilities.completions) registerCompletions(server, { prompts, templates }, runner, logger);

  let closing: Promise<void> | undefined;
  return {
    server,
    connect: (transport) => server.connect(transport),
    close() {
      closing ??= (async () => {
        await executor.close();
        await files.close();
        await server.close();
        await folder.remove();
      })();
      return closing;
    },
  };
}
