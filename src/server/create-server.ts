// An MCP server for loaded wrapper definitions, on the SDK's low-level Server: it declares only
// what it implements and answers protocol mistakes with JSON-RPC errors, run failures with results.
import type { Server, Transport } from '@modelcontextprotocol/server';
import type { ImportModule } from '../../adapters/index.js';
import { currentServerCgroups } from '../containment/current-instance.js';
import type { WrapperDefinition } from '../definition/types.js';
import { createExecutor, DEFAULT_MAX_CONCURRENCY, type Executor } from '../executor/create-executor.js';
import { createRunOutputStore, DEFAULT_SPILL_BUDGET_BYTES, type RunOutputStore } from '../resources/run-outputs.js';
import type { Guarantee } from '../sandbox/describe-guarantees.js';
import { createSandboxGate } from '../sandbox/sandbox-gate.js';
import type { SandboxScope } from '../sandbox/sandbox-policy.js';
import { createSandboxRuns } from '../sandbox/sandbox-runs.js';
import type { SandboxMode, SandboxReport } from '../sandbox/types.js';
import { createCatalogBase } from './catalog.js';
import type { Logger, LogLevel } from './logger.js';
import { createModernScope, type ModernNotifier, type ModernScope } from './modern-instance.js';
import { createModernListeners, notifierOf } from './modern-listeners.js';
import { openSession, type Session } from './open-session.js';
import { createStateCodec } from './request-state.js';
import type { Era } from './request-context.js';
import { createServerFolder } from './server-folder.js';
import { createTaskStore, type TaskStore } from './tasks/task-store.js';
import { MAX_TASKS, TASK_POLL_INTERVAL_MS, TASK_RETENTION_MS, TEST_RETENTION_ENV } from './tasks/tasks-extension.js';
import { isShortcutOn } from '../shortcuts.js';

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
  /**
   * An SDK Server for one serving unit of `era`: a 2025 session (its connection), or a 2026-07-28
   * instance for one request or connection. `pinned` (stdio): the instance lives for the connection,
   * and is told of list changes, which the serving entry routes onto subscriptions/listen.
   * `principal` (HTTP): the token's client, whose runs' outputs a 2026-07-28 instance reads.
   */
  createInstance(era: Era, pinned?: boolean, principal?: string): Server;
  /** Tells `listener` (the HTTP handler's notify) of 2026-07-28 changes until the returned function is called. */
  listenModern(listener: ModernNotifier): () => void;
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

/** One server for one connection (stdio, in-process): a host with a single session. */
export function createServer(definitions: readonly WrapperDefinition[], options: ServerOptions): WrapServer & Pick<WrapHost, 'replace'> {
  const host = createHost(definitions, options);
  const session = host.openSession();
  return { ...session, replace: (next) => host.replace(next), close: () => host.close() };
}

export function createHost(initial: readonly WrapperDefinition[], options: ServerOptions): WrapHost {
  let base = createCatalogBase(initial);
  const sessions = new Set<Session>();
  const pinned = new Set<Server>();
  const log = (level: LogLevel, message: string) => {
    options.logger.log(level, message);
    sessions.forEach((session) => session.notify(level, message));
  };
  const wrapperLimits = initial.flatMap((definition) => definition.maxConcurrency ?? []);
  const maxConcurrency = options.maxConcurrency ?? (wrapperLimits.length > 0 ? Math.min(...wrapperLimits) : DEFAULT_MAX_CONCURRENCY);
  const sandboxGate = createSandboxGate({
    mode: options.sandbox ?? 'off',
    warn: (message) => log('warning', message),
    notice: (message) => log('warning', message),
    cachePolicies: isShortcutOn(options.env, 'policyCache'),
    prepareRuns: isShortcutOn(options.env, 'preparedSandbox'),
  });
  // The executor knows no sandbox: what is put around each run is handed to it.
  const cgroups = currentServerCgroups();
  const sandboxRuns = createSandboxRuns({ serverEnv: options.env, cgroups, sandboxGate });
  const executor = createExecutor({
    serverEnv: options.env,
    maxConcurrency,
    wrapper: sandboxRuns,
    cgroups,
    ...(options.importModule && { importModule: options.importModule }),
  });
  const folder = createServerFolder();
  const outputs = createRunOutputStore(folder.path, options.maxSpillBytes ?? DEFAULT_SPILL_BUDGET_BYTES, (message) => log('warning', message));
  const tasks = createTaskStore({
    retentionMs: Number(options.env[TEST_RETENTION_ENV]) || TASK_RETENTION_MS,
    pollIntervalMs: TASK_POLL_INTERVAL_MS,
    maxTasks: MAX_TASKS,
  });
  const shared: Shared = { executor, guarantees: () => sandboxRuns.guarantees(), outputs, tasks, createRunDir: folder.createRunDir };
  // Built on the first modern request, again after each replace: never for a 2025-only server.
  let modern: ModernScope | undefined;
  const codec = createStateCodec(options.env);
  const modernScope = () => (modern ??= createModernScope(base, options, shared, codec));
  const listeners = createModernListeners(modernScope);

  const openOne = () => {
    const session = openSession(base, options, shared, () => sessions.delete(session));
    sessions.add(session);
    return session;
  };
  let closing: Promise<void> | undefined;
  return {
    openSession: openOne,
    createInstance(era, keep = false, principal) {
      if (era === 'legacy') {
        const session = openOne();
        // The serving entry closes the SDK server; the session goes with it.
        session.server.onclose = () => void session.close();
        return session.server;
      }
      const server = modernScope().createInstance(keep, principal);
      if (keep) {
        pinned.add(server);
        const stopListening = listeners.listen(notifierOf(server));
        server.onclose = () => {
          pinned.delete(server);
          stopListening();
        };
      }
      return server;
    },
    async replace(next) {
      base = createCatalogBase(next);
      await modern?.replace(base);
      await Promise.all([...sessions].map((session) => session.replace(base)));
      await listeners.replaced();
    },
    listenModern: (listener) => listeners.listen(listener),
    status: () => ({ sessions: sessions.size, runs: executor.active() }),
    guarantees: () => sandboxRuns.guarantees(),
    log,
    close() {
      closing ??= (async () => {
        tasks.close();
        await executor.close();
        await Promise.all([...sessions].map((session) => session.close()));
        await Promise.all([...pinned].map((server) => server.close()));
        await listeners.close();
        await modern?.close();
        await folder.remove();
      })();
      return closing;
    },
  };
}

export interface Shared {
  executor: Executor<SandboxScope, SandboxReport>;
  /** What holds for every run here (the sandbox found, cgroups, rlimits), worked out once. */
  guarantees(): Promise<Guarantee[]>;
  outputs: RunOutputStore;
  /** Calls that became tasks: they outlive the request, the instance and a --watch reload. */
  tasks: TaskStore;
  createRunDir(): Promise<string>;
}
