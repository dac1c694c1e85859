// The 2026-07-28 era: no session, so an SDK Server per request (HTTP) or per connection (stdio),
// built from a scope the host builds once per definitions version. What a 2025 session keeps per
// connection lives here in the scope: the server's own roots (a request may bring others), and
// per principal the spilled outputs and produced files.
import { Server, type CacheHint, type RequestStateCodec, type ServerCapabilities, type ServerContext } from '@modelcontextprotocol/server';
import type { LocalFile } from '../resources/file-content.js';
import type { PathContext } from '../resources/file-resources.js';
import { ownOutputs } from '../resources/run-outputs.js';
import { toGuaranteeMeta } from '../sandbox/describe-guarantees.js';
import { withFiles, type Catalog, type CatalogBase } from './catalog.js';
import type { ServerOptions, Shared } from './create-server.js';
import { createHandle } from './handle.js';
import type { Logger } from './logger.js';
import type { Redact } from './redact.js';
import { capabilitiesFor, identityOf, lazyValidator, registerHandlers, type HandlerScope } from './register-handlers.js';
import { createModernInputs } from './modern-inputs.js';
import { createModernContext } from './request-context.js';
import type { CallState } from './request-state.js';
import { createRunner } from './runner.js';
import { registerTaskMethods } from './tasks/register-task-methods.js';
import { ownerOf, TASK_AFTER_MS, TASKS_EXTENSION } from './tasks/tasks-extension.js';

/** Lists change only when a wrapper file does: a client may keep them a minute (0 under --watch). */
const LIST_TTL_MS = 60_000;
type CacheableMethod = 'tools/list' | 'prompts/list' | 'resources/list' | 'resources/templates/list' | 'resources/read' | 'server/discover';

/** Where 2026-07-28 change notifications go: the SDK's listen routing (stdio instance, HTTP bus). */
export interface ModernNotifier {
  toolsChanged(): void;
  promptsChanged(): void;
  resourcesChanged(): void;
  resourceUpdated(uri: string): void;
}

export interface ModernScope {
  /**
   * `connection`: the instance serves a whole stdio connection, whose first result tells the
   * guarantees once. `principal`: whose outputs it reads (the token's client id over HTTP).
   */
  createInstance(connection?: boolean, principal?: string): Server;
  /**
   * Watches the file resources, their list and every listed file, for subscriptions/listen (which
   * tells the server no URIs: every listed file is watched while a listener is there); returns the stop.
   */
  watchFiles(notify: ModernNotifier): Promise<() => Promise<void>>;
  /** Serves these definitions from now on: to new instances, and to the pinned ones already built. */
  replace(base: CatalogBase): Promise<void>;
  close(): Promise<void>;
}

export function createModernScope(initial: CatalogBase, options: ServerOptions, shared: Shared, codec: RequestStateCodec<CallState>): ModernScope {
  // subscriptions/listen delivers list changes and file updates whatever --stateless says (it
  // holds its own stream); no resources/subscribe handler is registered in this era.
  const declare = (base: CatalogBase) => ({ ...identityOf(base.definitions, options.version), capabilities: capabilitiesOf(base, options.watch ?? false) });
  const serverRoots = async () => ({ baseDir: options.baseDir, allowedRoots: options.allowedRoots });
  let base = initial;
  let declared = declare(base);
  let catalog: Catalog = withFiles(base, serverRoots);
  const cacheHints = cacheHintsFor(options.watch ?? false);
  const shape = {
    current: () => catalog,
    contextOf: (ctx: ServerContext) => createModernContext(ctx, options.logger, catalog.redact),
    logger: options.logger,
    assumeYes: options.assumeYes ?? false,
    importModule: options.importModule ?? ((url: string) => import(url)),
    tasks: { policy: { store: shared.tasks, taskAfterMs: TASK_AFTER_MS }, log: redacted(options.logger, (text) => catalog.redact(text)), ownerOf },
  };
  // What a 2025 session owns, a principal owns here (the token's client; one over stdio): its
  // runs' outputs and output files, readable by its later requests and by nobody else's.
  const scopes = new Map<string, Omit<HandlerScope, 'capabilities'>>();
  const scopeOf = (principal: string) => {
    const known = scopes.get(principal);
    if (known) return known;
    const outputs = ownOutputs(shared.outputs);
    const runnerIn = (roots: PathContext) => createRunner(shared.executor, outputs, async () => ({ ...roots, createRunDir: shared.createRunDir }));
    const runner = runnerIn({ baseDir: options.baseDir, allowedRoots: options.allowedRoots });
    const gatherInputs = createModernInputs({
      codec,
      runner,
      runnerIn,
      baseDir: options.baseDir,
      cwdGiven: options.cwdGiven ?? false,
      assumeYes: options.assumeYes ?? false,
    });
    const scope = { ...shape, outputs, runner, produced: new Map<string, LocalFile>(), gatherInputs };
    scopes.set(principal, scope);
    return scope;
  };
  const requestState = { verify: codec.verify };
  // A request without a connection has no "first result": each says what holds for its run.
  const tellEvery = async () => toGuaranteeMeta(await shared.guarantees());
  const tellOnce = () => {
    let told = false;
    return async () => (told ? undefined : ((told = true), tellEvery()));
  };
  return {
    createInstance(connection = false, principal = '') {
      const { info, instructions, capabilities } = declared;
      const server = new Server(info, { capabilities, ...(instructions && { instructions }), jsonSchemaValidator: lazyValidator(), cacheHints, requestState });
      registerHandlers(
        createHandle(server, () => {}),
        { ...scopeOf(principal), capabilities, guaranteesOnce: connection ? tellOnce() : tellEvery },
      );
      if (capabilities.extensions?.[TASKS_EXTENSION]) registerTaskMethods(server, shared.tasks, ownerOf);
      return server;
    },
    async replace(next) {
      const previous = catalog;
      base = next;
      declared = declare(next);
      catalog = withFiles(next, serverRoots);
      await previous.files.close();
    },
    async watchFiles(notify) {
      if (base.fileResources.length === 0) return async () => {};
      // Its own watchers, so that stopping them leaves the catalog's reads alone.
      const { files } = withFiles(base, serverRoots);
      const watchEach = async () => {
        for (const file of await files.list()) await files.subscribe(file.uri, () => notify.resourceUpdated(file.uri));
      };
      await files.watchList(() => {
        notify.resourcesChanged();
        void watchEach();
      });
      await watchEach();
      return () => files.close();
    },
    close: () => catalog.files.close(),
  };
}

/** The era's capabilities: the tasks extension when a tool may become a task. */
function capabilitiesOf(base: CatalogBase, watch: boolean): ServerCapabilities {
  const capabilities = capabilitiesFor(base.definitions, watch, false);
  return mayTask(base) ? { ...capabilities, extensions: { [TASKS_EXTENSION]: {} } } : capabilities;
}

function mayTask(base: CatalogBase): boolean {
  return base.definitions.some((definition) => definition.tools.some((tool) => tool.task !== 'never'));
}

/** Lines that may carry arguments or output pass the wrappers' redaction first, as a request's log does. */
function redacted(logger: Logger, redact: Redact): Logger {
  return { log: (level, message) => logger.log(level, redact(message)), wants: (level) => logger.wants?.(level) !== false };
}

/**
 * The lists and what they list change only when a wrapper file changes: shared by every client a
 * minute, unless --watch may change them any time. resources/read is never cached: a file, a
 * command's output or a run's output may differ at the next read.
 */
function cacheHintsFor(watch: boolean): Partial<Record<CacheableMethod, CacheHint>> {
  const list: CacheHint = watch ? { ttlMs: 0, cacheScope: 'private' } : { ttlMs: LIST_TTL_MS, cacheScope: 'public' };
  return {
    'tools/list': list,
    'prompts/list': list,
    'resources/templates/list': list,
    'server/discover': list,
    'resources/list': { ttlMs: 0, cacheScope: 'private' },
    'resources/read': { ttlMs: 0, cacheScope: 'private' },
  };
}
