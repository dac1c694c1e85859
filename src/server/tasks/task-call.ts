// A tools/call's run handed to a task: what the run reports becomes the task's statusMessage, and
// what it leaves (spilled outputs, output files) is removed when the task is dropped.
import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import type { ToolDefinition } from '../../definition/types.js';
import type { Logger } from '../logger.js';
import type { SendNotification } from '../progress.js';
import type { RequestContext } from '../request-context.js';
import { toRevisionResult } from '../shape-content.js';
import type { CallExtras, Ready, ToolDependencies } from '../tools.js';
import type { CallRun, TaskCall, TaskPolicy } from './answer-as-task.js';
import { toStatusMessage } from './tasks-extension.js';

/** How modern calls of tools that may become tasks are answered; absent: always in the call. */
export interface ToolTasks {
  policy: TaskPolicy;
  /** A task's run outlives its request: its log lines go to stderr only. */
  log: Logger;
  ownerOf(ctx: ServerContext): string;
}

/** The progress token a task's run reports under: its reports become the task's statusMessage, not notifications. */
const TASK_PROGRESS_TOKEN = 'task';

/** A call's run as a task's: its progress becomes the task's statusMessage, its log lines stay on stderr. */
export function toTaskRun(prepared: Ready, extras: CallExtras, log: Logger): CallRun<CallToolResult> {
  return async (signal, report) => {
    const notify: SendNotification = async (notification) => {
      if (notification.method === 'notifications/progress') report(toStatusMessage(notification.params));
    };
    const result = await prepared.run({
      ...extras,
      progressToken: extras.progressToken ?? TASK_PROGRESS_TOKEN,
      context: { ...extras.context, signal, notify, log },
    });
    return toRevisionResult(result, extras.context.revision);
  };
}

/** `tool` may become a task (its mode is not never). */
export function toTaskCall(
  tool: ToolDefinition,
  prepared: Ready,
  context: RequestContext,
  owner: string,
  dependencies: Pick<ToolDependencies, 'runner' | 'produced'>,
): TaskCall {
  return {
    mode: tool.task === 'required' ? 'required' : 'optional',
    requestSignal: context.signal,
    owner,
    maxRunMs: prepared.plan.timeoutMs + prepared.plan.killGraceMs,
    onDrop: () => {
      prepared.left.runIds.forEach((id) => dependencies.runner.outputs.discard(id));
      prepared.left.files.forEach((uri) => dependencies.produced.delete(uri));
    },
  };
}
