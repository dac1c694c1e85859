// A 2025 session: one SDK Server for one connection (stdio, or one HTTP session), with its own
// roots, logging level, spilled outputs and answers, over the host's catalog and run queue.
import { Server } from '@modelcontextprotocol/server';
import { toGuaranteeMeta } from '../sandbox/describe-guarantees.js';
import { ownOutputs } from '../resources/run-outputs.js';
import type { LocalFile } from '../resources/file-content.js';
import { withFiles, type Catalog, type CatalogBase } from './catalog.js';
import { createClientLogger } from './client-logger.js';
import type { ServerOptions, Shared, WrapServer } from './create-server.js';
import { createHandle } from './handle.js';
import type { LogLevel } from './logger.js';
import { createNegotiatedRevision } from './negotiated-revision.js';
import { capabilitiesFor, identityOf, lazyValidator, registerHandlers } from './register-handlers.js';
import type { RequestContext } from './request-context.js';
import { keepResourceNotFoundCode } from './resource-not-found.js';
import { trackRoots } from './roots.js';
import { createRunner } from './runner.js';

export interface Session extends WrapServer {
  replace(base: CatalogBase): Promise<void>;
  notify(level: LogLevel, message: string): void;
}

export function openSession(base: CatalogBase, options: ServerOptions, shared: Shared, onClosed: () => void): Session {
  const { info, instructions } = identityOf(base.definitions, options.version);
  const capabilities = capabilitiesFor(base.definitions, options.watch ?? false, options.stateless ?? false);
  const server = new Server(info, { capabilities, ...(instructions && { instructions }), jsonSchemaValidator: lazyValidator() });

  const revision = createNegotiatedRevision();
  // Whoever connects this server (serve-http, serveStdio's channel, in-process) gets the same watch on its answers.
  const connect = server.connect.bind(server);
  server.connect = (transport) => connect(keepResourceNotFoundCode(revision.watch(transport)));
  const initializedListeners: (() => void)[] = [];
  const onInitialized = (listener: () => void) => void initializedListeners.push(listener);
  server.oninitialized = () => initializedListeners.forEach((listener) => listener());

  let catalog: Catalog;
  const current = () => catalog;
  const logger = createClientLogger(server, options.logger, (text) => catalog.redact(text), onInitialized);
  const roots = trackRoots(server, { baseDir: options.baseDir, allowedRoots: options.allowedRoots, cwdGiven: options.cwdGiven ?? false }, logger);
  const handle = createHandle(server, (ctx) => roots.askIfStale(ctx.mcpReq.id));
  catalog = withFiles(base, roots.context);
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
  const guaranteesOnce = async () => (guaranteesTold ? undefined : ((guaranteesTold = true), toGuaranteeMeta(await shared.guarantees())));
  const contextOf = (ctx: RequestContext['sdk']): RequestContext => ({
    era: 'legacy',
    revision: revision.of(ctx),
    clientCapabilities: server.getClientCapabilities(),
    signal: ctx.mcpReq.signal,
    notify: ctx.mcpReq.notify,
    log: logger,
    sdk: ctx,
  });
  registerHandlers(handle, {
    current,
    runner,
    outputs,
    produced,
    contextOf,
    logger,
    capabilities,
    assumeYes: options.assumeYes ?? false,
    importModule: options.importModule ?? ((url) => import(url)),
    guaranteesOnce,
    ...(capabilities.resources?.listChanged && { watchFileList }),
    ...(capabilities.resources?.subscribe && { sendUpdated: (uri: string) => void server.sendResourceUpdated({ uri }).catch(() => {}) }),
  });

  let closing: Promise<void> | undefined;
  return {
    server,
    connect: (transport) => server.connect(transport),
    log: (level, message) => logger.log(level, message),
    notify: (level, message) => logger.notify(level, message),
    guarantees: () => shared.guarantees(),
    revision: () => revision.negotiated(),
    async replace(next) {
      const previous = catalog;
      catalog = withFiles(next, roots.context);
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
