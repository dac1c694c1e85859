// tasks/get, tasks/update and tasks/cancel on a 2026-07-28 instance. The SDK serves them on that era
// only when registered with a params schema (its 3-argument form); it stamps resultType "complete".
import { CLIENT_CAPABILITIES_META_KEY, type ClientCapabilities, type Server, type ServerContext, type StandardSchemaV1 } from '@modelcontextprotocol/server';
import { isRecord } from '../../definition/raw.js';
import { envelopeValue } from '../request-context.js';
import type { TaskStore } from './task-store.js';
import { declaresTasks, missingTasksCapability, taskNotFound } from './tasks-extension.js';

interface TaskParams {
  taskId: string;
}

/** Params with a string taskId (tasks/update's inputResponses, if any, an object); other keys are ignored. */
const TASK_PARAMS: StandardSchemaV1<unknown, TaskParams> = {
  '~standard': {
    version: 1,
    vendor: 'mcp-wrap',
    validate(value) {
      if (!isRecord(value) || typeof value.taskId !== 'string') return { issues: [{ message: 'taskId must be a string', path: ['taskId'] }] };
      if ('inputResponses' in value && !isRecord(value.inputResponses))
        return { issues: [{ message: 'inputResponses must be an object', path: ['inputResponses'] }] };
      return { value: { taskId: value.taskId } };
    },
  },
};

export function registerTaskMethods(server: Server, store: TaskStore, ownerOf: (ctx: ServerContext) => string): void {
  /** The task asked for, if the client declared the extension and owns the task. */
  const taskFor = ({ taskId }: TaskParams, ctx: ServerContext) => {
    if (!declaresTasks(envelopeValue(ctx, CLIENT_CAPABILITIES_META_KEY) as ClientCapabilities | undefined))
      throw missingTasksCapability('tasks/get, tasks/update and tasks/cancel');
    const task = store.get(taskId, ownerOf(ctx));
    if (!task) throw taskNotFound();
    return task;
  };
  server.setRequestHandler('tasks/get', { params: TASK_PARAMS }, (params, ctx) => ({ ...taskFor(params, ctx) }));
  // No task of ours asks for input while it runs (a tool's confirmation comes before its task): an update has nothing to answer.
  server.setRequestHandler('tasks/update', { params: TASK_PARAMS }, (params, ctx) => (taskFor(params, ctx), {}));
  server.setRequestHandler('tasks/cancel', { params: TASK_PARAMS }, (params, ctx) => {
    taskFor(params, ctx);
    store.cancel(params.taskId, ownerOf(ctx));
    return {};
  });
}
