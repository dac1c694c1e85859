// The 2026-07-28 era: no session, so an SDK Server per request (HTTP) or per connection (stdio),
// built from a scope the host builds once per definitions version. What a 2025 session keeps per
// connection lives here in the scope: the server's own roots (a request may bring others),
// spilled outputs and produced files, readable by any modern request of this server.
import { Server, type CacheHint, type ServerCapabilities } from '@modelcontextprotocol/server';
import type { LocalFile } from '../resources/file-content.js';
import { ownOutputs } from '../resources/run-outputs.js';
import { toGuaranteeMeta } from '../sandbox/describe-guarantees.js';
import { withFiles, type Catalog, type CatalogBase } from './catalog.js';
import type { ServerOptions, Shared } from './create-server.js';
import { createHandle } from './handle.js';
import type { Logger } from './logger.js';
import type { Redact } from './redact.js';
import { capabilitiesFor, identityOf, lazyValidator, registerHandlers, type HandlerScope } from './register-handlers.js';
import { createModernContext } from './request-context.js';
import { createRunner } from './runner.js';
import { registerTaskMethods } from './tasks/register-task-methods.js';
import { ownerOf, TASK_AFTER_MS, TASKS_EXTENSION } from './tasks/tasks-extension.js';

/** Lists change only when a wrapper file does: a client may keep them a minute (0 under --watch). */
export const LIST_TTL_MS = 60_000;
type CacheableMethod = 'tools/list' | 'prompts/list' | 'resources/list' | 'resources/templates/list' | 'resources/read' | 'server/discover';

export interface ModernScope {
  createInstance(): Server;
  close(): Promise<void>;
}

export function createModernScope(base: CatalogBase, options: ServerOptions, shared: Shared): ModernScope {
  const { info, instructions } = identityOf(base.definitions, options.version);
  // No resources/subscribe in this era: subscriptions/listen carries list changes and updates.
  const { resources, ...declared } = capabilitiesFor(base.definitions, options.watch ?? false, options.stateless ?? false);
  const mayTask = base.definitions.some((definition) => definition.tools.some((tool) => tool.task !== 'never'));
  const capabilities: ServerCapabilities = {
    ...declared,
    ...(resources && { resources: { ...(resources.listChanged && { listChanged: true }) } }),
    ...(mayTask && { extensions: { [TASKS_EXTENSION]: {} } }),
  };
  const context = async () => ({ baseDir: options.baseDir, allowedRoots: options.allowedRoots });
  const catalog: Catalog = withFiles(base, context);
  const outputs = ownOutputs(shared.outputs);
  const runner = createRunner(shared.executor, outputs, async () => ({ ...(await context()), createRunDir: shared.createRunDir }));
  const produced = new Map<string, LocalFile>();
  const cacheHints = cacheHintsFor(options.watch ?? false);
  const scope: HandlerScope = {
    current: () => catalog,
    runner,
    outputs,
    produced,
    contextOf: (ctx) => createModernContext(ctx, options.logger, base.redact),
    logger: options.logger,
    capabilities,
    assumeYes: options.assumeYes ?? false,
    importModule: options.importModule ?? ((url) => import(url)),
    // No session to tell once: every result says what holds for its run.
    guaranteesOnce: async () => toGuaranteeMeta(await shared.executor.guarantees()),
    tasks: { policy: { store: shared.tasks, taskAfterMs: TASK_AFTER_MS }, log: redacted(options.logger, base.redact), ownerOf },
  };
  return {
    createInstance() {
      const server = new Server(info, { capabilities, ...(instructions && { instructions }), jsonSchemaValidator: lazyValidator(), cacheHints });
      registerHandlers(createHandle(server, () => {}), scope);
      if (mayTask) registerTaskMethods(server, shared.tasks, ownerOf);
      return server;
    },
    close: () => catalog.files.close(),
  };
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
  return { 'tools/list': list, 'prompts/list': list, 'resources/templates/list': list, 'server/discover': list, 'resources/list': { ttlMs: 0, cacheScope: 'private' }, 'resources/read': { ttlMs: 0, cacheScope: 'private' } };
}
