// The tasks extension's state (io.modelcontextprotocol/tasks): a tool call that became a task runs
// here, detached from the request that started it (a request's end must not stop it), until it
// settles; its outcome is kept until createdAt + ttlMs, then dropped with whatever it left (spilled
// outputs). Only the task's owner (the client identity that started it) may see or cancel it: to
// anyone else it does not exist. The store lives as long as the server, in memory.
import { randomUUID } from 'node:crypto';

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** A JSON-RPC error object, for a task whose work threw. */
export interface TaskError {
  code: number;
  message: string;
  data?: unknown;
}

/** What tasks/get returns (before the era's `resultType`), and notifications/tasks would carry. */
export interface TaskView {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number;
  pollIntervalMs: number;
  result?: Record<string, unknown>;
  error?: TaskError;
}

/** The work behind a task: stops when `signal` aborts, may report a line of progress. */
export type TaskWork = (signal: AbortSignal, report: (message: string) => void) => Promise<Record<string, unknown>>;

export interface StartOptions {
  /** Who may see and cancel it: a client identity, '' where there is only one client (stdio). */
  owner: string;
  /** The longest the work may take (the tool's timeout and kill grace): the TTL covers it. */
  maxRunMs: number;
  /** Called once when the task is dropped (its TTL passed, or the server closes). */
  onDrop?: () => void;
}

export interface TaskStoreOptions {
  /** How long an outcome is kept after the work settles. */
  retentionMs: number;
  pollIntervalMs: number;
  /** Tasks kept at once (working and settled); past it the oldest settled one goes, or a start is refused. */
  maxTasks: number;
  now?: () => number;
  /** Maps an error the work threw to the JSON-RPC error a failed task carries. */
  toError?: (error: unknown) => TaskError;
}

export interface TaskStore {
  /** Creates the task (a tasks/get finds it at once) and starts its work; undefined when the store is full of working tasks. */
  start(work: TaskWork, options: StartOptions): TaskView | undefined;
  get(taskId: string, owner: string): TaskView | undefined;
  /** Stops the work (it settles as cancelled); false for an unknown task. A settled task stays as it is. */
  cancel(taskId: string, owner: string): boolean;
  /** Every working task, for a server that is closing: stops their work and drops all. */
  close(): void;
  readonly size: number;
}

interface TaskRecord {
  view: TaskView;
  owner: string;
  controller: AbortController;
  settled: boolean;
  expiry?: NodeJS.Timeout;
  onDrop?: () => void;
}

const INTERNAL_ERROR = -32603;

export function createTaskStore(options: TaskStoreOptions): TaskStore {
  const now = options.now ?? Date.now;
  const toError = options.toError ?? ((error: unknown) => ({ code: INTERNAL_ERROR, message: error instanceof Error ? error.message : String(error) }));
  const tasks = new Map<string, TaskRecord>();

  const touch = (record: TaskRecord, change: Partial<TaskView>) => {
    Object.assign(record.view, change, { lastUpdatedAt: new Date(now()).toISOString() });
  };
  const drop = (taskId: string) => {
    const record = tasks.get(taskId);
    if (!record) return;
    tasks.delete(taskId);
    clearTimeout(record.expiry);
    record.onDrop?.();
  };
  const settle = (record: TaskRecord, change: Partial<TaskView>) => {
    if (tasks.get(record.view.taskId) !== record) return;
    record.settled = true;
    const createdAt = Date.parse(record.view.createdAt);
    touch(record, { ...change, ttlMs: now() - createdAt + options.retentionMs });
    record.expiry = setTimeout(() => drop(record.view.taskId), options.retentionMs).unref();
  };
  /** Room for one more: drops the oldest settled task when full; false when every task is still working. */
  const makeRoom = () => {
    if (tasks.size < options.maxTasks) return true;
    for (const [taskId, record] of tasks) {
      if (record.settled) {
        drop(taskId);
        return true;
      }
    }
    return false;
  };

  return {
    start(work, { owner, maxRunMs, onDrop }) {
      if (!makeRoom()) return undefined;
      const createdAt = new Date(now()).toISOString();
      const view: TaskView = {
        taskId: randomUUID(),
        status: 'working',
        createdAt,
        lastUpdatedAt: createdAt,
        ttlMs: maxRunMs + options.retentionMs,
        pollIntervalMs: options.pollIntervalMs,
      };
      const record: TaskRecord = { view, owner, controller: new AbortController(), settled: false, ...(onDrop && { onDrop }) };
      tasks.set(view.taskId, record);
      const { signal } = record.controller;
      const report = (message: string) => {
        if (!record.settled) touch(record, { statusMessage: message });
      };
      // The work starts on the next turn: the caller answers with the task before any of it runs.
      void Promise.resolve()
        .then(() => work(signal, report))
        .then(
          (result) => settle(record, signal.aborted ? { status: 'cancelled', statusMessage: 'cancelled by the client' } : { status: 'completed', result }),
          (error: unknown) =>
            settle(record, signal.aborted ? { status: 'cancelled', statusMessage: 'cancelled by the client' } : { status: 'failed', error: toError(error) }),
        );
      return { ...view };
    },
    get(taskId, owner) {
      const record = tasks.get(taskId);
      return record && record.owner === owner ? { ...record.view } : undefined;
    },
    cancel(taskId, owner) {
      const record = tasks.get(taskId);
      if (!record || record.owner !== owner) return false;
      if (!record.settled && !record.controller.signal.aborted) {
        touch(record, { statusMessage: 'cancelling: stopping the run' });
        record.controller.abort();
      }
      return true;
    },
    close() {
      for (const [taskId, record] of tasks) {
        record.controller.abort();
        drop(taskId);
      }
    },
    get size() {
      return tasks.size;
    },
  };
}
