// The tasks extension's vocabulary (io.modelcontextprotocol/tasks, for 2026-07-28 clients): who
// declared it, who owns a task, the errors it defines, and what a task says about its run.
import type { ClientCapabilities, ServerContext } from '@modelcontextprotocol/server';
import { isRecord } from '../../definition/raw.js';
import { principalOf } from '../http/principal.js';
import { protocolError } from '../protocol-error.js';
import type { TaskView } from './task-store.js';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** An `optional` tool's run still going after this becomes a task; a quicker one is answered in the call. */
export const TASK_AFTER_MS = 1_000;
/** How long a settled task (its result, its spilled outputs and output files) stays readable. */
export const TASK_RETENTION_MS = 10 * 60_000;
/** Only tests shorten the retention, to see a task dropped. */
export const TEST_RETENTION_ENV = 'MCP_WRAP_TEST_TASK_RETENTION_MS';
/** What clients are told to wait between two tasks/get. */
export const TASK_POLL_INTERVAL_MS = 1_000;
/** Tasks kept at once, working and settled: past it the oldest settled goes. */
export const MAX_TASKS = 256;

const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
const INVALID_PARAMS = -32602;

/** Whether this request's envelope declared the extension (the only declaration that counts). */
export function declaresTasks(capabilities: ClientCapabilities | undefined): boolean {
  const extensions = (capabilities as { extensions?: unknown } | undefined)?.extensions;
  return isRecord(extensions) && isRecord(extensions[TASKS_EXTENSION]);
}

export function missingTasksCapability(why: string): Error {
  return protocolError(
    MISSING_REQUIRED_CLIENT_CAPABILITY,
    `Missing required client capability: ${why} needs the ${TASKS_EXTENSION} extension declared in the request's capabilities`,
    {
      requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } },
    },
  );
}

/** The same for a task that never was, was dropped, or is someone else's: no one learns which. */
export function taskNotFound(): Error {
  return protocolError(INVALID_PARAMS, 'Failed to retrieve task: Task not found');
}

/**
 * Who may see a task: the authenticated principal over HTTP, else '' (stdio has one client per
 * server process, and an HTTP server without auth cannot tell its clients apart).
 */
export function ownerOf(ctx: ServerContext): string {
  return principalOf(ctx.http?.authInfo);
}

/** A progress notification's params as a task's statusMessage: the percentage and the line the program is on. */
export function toStatusMessage(params: { progress: number; total?: number; message?: string }): string {
  if (params.total === 100) return params.message ? `${params.progress}%: ${params.message}` : `${params.progress}%`;
  return params.message ?? `${params.progress.toLocaleString('en-US')} bytes of output`;
}

/** The answer to a call that became a task (flat Result & Task, resultType "task"). */
export function toCreateTaskResult(view: TaskView): Record<string, unknown> {
  const { result: _result, error: _error, ...task } = view;
  return { resultType: 'task', ...task };
}
