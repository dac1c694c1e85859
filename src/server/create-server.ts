// An MCP server for loaded wrapper definitions, on the SDK's low-level Server: it declares only
// what it implements and answers protocol mistakes with JSON-RPC errors, run failures with results.
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { Server, type jsonSchemaValidator, type ServerCapabilities, type Transport } from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import type { ImportModule } from '../../adapters/index.js';
import type { WrapperDefinition } from '../definition/types.js';
import { createExecutor, DEFAULT_MAX_CONCURRENCY, type Executor } from '../executor/create-executor.js';
import type { LocalFile } from '../resources/file-content.js';
import { createRunOutputStore, DEFAULT_SPILL_BUDGET_BYTES, ownOutputs, type RunOutputStore } from '../resources/run-outputs.js';
import { createSandboxGate } from '../sandbox/sandbox-gate.js';
import type { SandboxMode } from '../sandbox/types.js';
import { createCatalog, type Catalog } from './catalog.js';
import { createClientLogger } from './client-logger.js';
import { registerCompletions } from './completions.js';
import { createHandle } from './handle.js';
import type { Logger, LogLevel } from './logger.js';
import { registerPrompts } from './prompts.js';
import { read, registerResources } from './resources.js';
import { keepResourceNotFoundCode } from './resource-not-found.js';
import { trackRoots } from './roots.js';
import { createRunner } from './runner.js';
import { createNegotiatedRevision } from './negotiated-revision.js';
import { createServerFolder } from './server-folder.js';
import { toGuaranteeMeta, type Guarantee } from '../sandbox/describe-guarantees.js';
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
  /** --sandbox: the OS sandbox around every run (default off, for embedders; the CLI defaults to on). */
  sandbox?: SandboxMode;
  /** Loads output adapter modules (default: this module's own import()). */
  importModule?: ImportModule;
  /** --watch: the definitions may be replaced, so every list may change. */
  watch?: boolean;
  /** --stateless over HTTP: no stream outlives its request, so list changes and subscriptions cannot be delivered. */
  stateless?: boolean;
}

export interface WrapServer {
  server: Server;
  connect(transport: Transport): Promise<void>;
  /** Logs to stderr and, once initialized, to the client. */
  log(level: LogLevel, message: string): void;
  /** Stops this connection's running calls' process trees, then closes it. */
  close(): Promise<void>;
  /** What holds for every run here: the OS sandbox found, the cgroups and rlimits (looked for on first ask). */
  guarantees(): Promise<Guarantee[]>;
  /** The protocol revision negotiated by initialize; undefined before. */
  revision(): string | undefined;
}

/**
 * What every connection shares: the definitions, the run queue, the spill budget, the server's
 * folder and process containment. Each connection (stdio, or one HTTP session) is a session with
 * its own SDK Server, roots, confirmation answers and logging level.
 */
export interface WrapHost {
  openSession(): WrapServer;
  /** Serves these definitions from now on, and tells every client its lists changed (--watch). */
  replace(definitions: readonly WrapperDefinition[]): Promise<void>;
  /** Open sessions and runs queued or running, for health checks. */
  status(): { sessions: number; runs: number };
  /** Logs to stderr once and to every session's client. */
  log(level: LogLevel, message: string): void;
  /** Closes every session, stops every run's process tree and removes temp files. */
  close(): Promise<void>;
  guarantees(): Promise<Guarantee[]>;
}

interface Session extends WrapServer {
  replace(definitions: readonly WrapperDefinition[]): Promise<void>;
  notify(level: LogLevel, message: string): void;
}

/** One server for one connection (stdio, in-process): a host with a single session. */
export function createServer(definitions: readonly WrapperDefinition[], options: ServerOptions): WrapServer & Pick<WrapHost, 'replace'> {
  const host = createHost(definitions, options);
  const session = host.openSession();
  return { ...session, replace: (next) => host.replace(next), close: () => host.close() };
}

export function createHost(initial: readonly WrapperDefinition[], options: ServerOptions): WrapHost {
  let definitions = initial;
  const sessions = new Set<Session>();
  const log = (level: LogLevel, message: string) => {
    options.logger.log(level, message);
    sessions.forEach((session) => session.notify(level, message));
  };
  const wrapperLimits = definitions.flatMap((definition) => definition.maxConcurrency ?? []);
  const maxConcurrency = options.maxConcurrency ?? (wrapperLimits.length > 0 ? Math.min(...wrapperLimits) : DEFAULT_MAX_CONCURRENCY);
  const sandboxGate = createSandboxGate({ mode: options.sandbox ?? 'off', warn: (message) => log('warning', message), notice: (message) => log('warning', message) });
  const executor = createExecutor({ serverEnv: options.env, maxConcurrency, sandboxGate, ...(options.importModule && { importModule: options.importModule }) });
  const folder = createServerFolder();
  const outputs = createRunOutputStore(folder.path, options.maxSpillBytes ?? DEFAULT_SPILL_BUDGET_BYTES, (message) => log('warning', message));
  const shared: Shared = { executor, outputs, createRunDir: async () => mkdtemp(join(await folder.path(), 'run-dir-')) };

  let closing: Promise<void> | undefined;
  return {
    openSession() {
      const session = openSession(definitions, options, shared, () => sessions.delete(session));
      sessions.add(session);
      return session;
    },
    async replace(next) {
      definitions = next;
      await Promise.all([...sessions].map((session) => session.replace(next)));
    },
    status: () => ({ sessions: sessions.size, runs: executor.active() }),
    guarantees: () => executor.guarantees(),
    log,
    close() {
      closing ??= (async () => {
        await executor.close();
        await Promise.all([...sessions].map((session) => session.close()));
        await folder.remove();
      })();
      return closing;
    },
  };
}

interface Shared {
  executor: Executor;
  outputs: RunOutputStore;
  createRunDir(): Promise<string>;
}

function openSession(definitions: readonly WrapperDefinition[], options: ServerOptions, shared: Shared, onClosed: () => void): Session {
  const only = definitions.length === 1 ? definitions[0] : undefined;
  const instructions = definitions.flatMap((definition) => definition.instructions ?? []).join('\n\n');
  const capabilities = capabilitiesFor(definitions, options.watch ?? false, options.stateless ?? false);
  const server = new Server(
    { name: definitions.map((definition) => definition.name).join('+'), version: only?.version ?? options.version },
    { capabilities, ...(instructions && { instructions }), jsonSchemaValidator: lazyValidator() },
  );

  const revision = createNegotiatedRevision();
  const initializedListeners: (() => void)[] = [];
  const onInitialized = (listener: () => void) => void initializedListeners.push(listener);
  server.oninitialized = () => initializedListeners.forEach((listener) => listener());

  let catalog: Catalog;
  const current = () => catalog;
  const logger = createClientLogger(server, options.logger, (text) => catalog.redact(text), onInitialized);
  const roots = trackRoots(server, { baseDir: options.baseDir, allowedRoots: options.allowedRoots, cwdGiven: options.cwdGiven ?? false }, logger);
  const handle = createHandle(server, (ctx) => roots.askIfStale(ctx.mcpReq.id));
  catalog = createCatalog(definitions, roots.context);
  roots.onChange(() => void catalog.files.refresh());

  const outputs = ownOutputs(shared.outputs);
  const runner = createRunner(shared.executor, outputs, async () => ({ ...(await roots.context()), createRunDir: shared.createRunDir }));
  const produced = new Map<string, LocalFile>();
  let filesListed = false;
  const watchFileList = async () => {
    filesListed = true;
    await catalog.files.watchList(() => void server.sendResourceListChanged().catch(() => {}));
  };

  // The session's first run result says what holds here (the sandbox found, cgroups, rlimits).
  let guaranteesTold = false;
  const guaranteesOnce = async () => (guaranteesTold ? undefined : ((guaranteesTold = true), toGuaranteeMeta(await shared.executor.guarantees())));
  registerTools(server, handle, current, { runner, logger, produced, guaranteesOnce, revisionOf: revision.of, assumeYes: options.assumeYes ?? false, importModule: options.importModule ?? ((url) => import(url)) });
  const readDependencies = { outputs, produced, runner };
  registerResources(server, handle, current, {
    ...readDependencies,
    ...(capabilities.resources?.listChanged && { watchFileList }),
    subscribe: Boolean(capabilities.resources?.subscribe),
  });
  if (capabilities.prompts) registerPrompts(handle, () => catalog.prompts, (uri) => read(uri, catalog, readDependencies), revision.of);
  if (capabilities.completions) registerCompletions(handle, current, runner, logger);

  let closing: Promise<void> | undefined;
  return {
    server,
    connect: (transport) => server.connect(keepResourceNotFoundCode(revision.watch(transport))),
    log: (level, message) => logger.log(level, message),
    notify: (level, message) => logger.notify(level, message),
    guarantees: () => shared.executor.guarantees(),
    revision: () => revision.negotiated(),
    async replace(next) {
      const previous = catalog;
      catalog = createCatalog(next, roots.context);
      await previous.files.close();
      if (filesListed) await watchFileList();
      await Promise.all([server.sendToolListChanged(), server.sendResourceListChanged(), server.sendPromptListChanged()]).catch(() => {});
    },
    close() {
      // Closing the SDK server aborts the calls in flight, and with them their runs' process trees.
      closing ??= (async () => {
        onClosed();
        await server.close();
        await catalog.files.close();
      })();
      return closing;
    },
  };
}

/** The SDK's Ajv, built on the first elicitation answer instead of at start (its meta-schemas cost ~5 ms). */
function lazyValidator(): jsonSchemaValidator {
  let ajv: AjvJsonSchemaValidator | undefined;
  return { getValidator: (schema) => (ajv ??= new AjvJsonSchemaValidator()).getValidator(schema) };
}

/** Only what is served and notified: with --watch every list may change, so all are declared, unless nothing can be told. */
function capabilitiesFor(definitions: readonly WrapperDefinition[], watch: boolean, stateless: boolean): ServerCapabilities {
  const resources = definitions.flatMap((definition) => definition.resources);
  const hasFiles = resources.some((resource) => resource.kind === 'file');
  const hasTemplates = resources.some((resource) => resource.kind === 'command' && resource.template);
  const hasPrompts = definitions.some((definition) => definition.prompts.length > 0);
  const listsChange = watch && !stateless;
  return {
    tools: listsChange ? { listChanged: true } : {},
    // Run outputs are resources whatever the wrappers say; file resources are watched.
    resources: (hasFiles || watch) && !stateless ? { subscribe: true, listChanged: true } : {},
    ...((hasPrompts || watch) && { prompts: listsChange ? { listChanged: true } : {} }),
    ...((hasPrompts || hasTemplates || watch) && { completions: {} }),
    logging: {},
  };
}
