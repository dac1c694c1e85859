// Whether a 2026-07-28 tools/call is answered in the call or becomes a task, and the hand-over of
// its run to the task: from then on the run stops only when the task is cancelled or the server
// closes, not when the request that started it ends.
import type { TaskMode } from '../../definition/types.js';
import type { ClientCapabilities } from '@modelcontextprotocol/server';
import type { TaskStore } from './task-store.js';
import { declaresTasks, missingTasksCapability, toCreateTaskResult } from './tasks-extension.js';

/** A call's run: stops when `signal` aborts, reports what it is doing. */
export type CallRun<R> = (signal: AbortSignal, report: (message: string) => void) => Promise<R>;

export interface TaskCall {
  mode: 'optional' | 'required';
  /** The request's own signal: it stops the run only while the run is not yet a task's. */
  requestSignal: AbortSignal;
  owner: string;
  /** The longest the run may take (timeout and kill grace). */
  maxRunMs: number;
  /** Called when the task is dropped: what the run left goes with it. */
  onDrop: () => void;
}

export interface TaskPolicy {
  store: TaskStore;
  /** An `optional` run not over by then becomes a task. */
  taskAfterMs: number;
}

/**
 * Whether a 2026-07-28 call may become a task: only for a client that declared the extension in
 * this request. A required task for one that did not is refused before anything runs (-32021).
 */
export function mayBecomeTask(mode: TaskMode, clientCapabilities: ClientCapabilities | undefined): boolean {
  if (mode === 'never') return false;
  if (declaresTasks(clientCapabilities)) return true;
  if (mode === 'required') throw missingTasksCapability('this tool runs only as a task: it');
  return false;
}

/** The run's result, or a CreateTaskResult when the run became a task (`optional`: not over within taskAfterMs). */
export async function answerAsTask<R>(run: CallRun<R>, call: TaskCall, policy: TaskPolicy): Promise<R | Record<string, unknown>> {
  const controller = new AbortController();
  const stopWithRequest = () => controller.abort();
  call.requestSignal.addEventListener('abort', stopWithRequest, { once: true });
  let latest: string | undefined;
  let report: (message: string) => void = (message) => {
    latest = message;
  };
  const running = run(controller.signal, (message) => report(message));
  const adopt = () =>
    policy.store.start(
      (signal, taskReport) => {
        call.requestSignal.removeEventListener('abort', stopWithRequest);
        signal.addEventListener('abort', () => controller.abort(), { once: true });
        report = taskReport;
        if (latest !== undefined) taskReport(latest);
        return running as Promise<Record<string, unknown>>;
      },
      { owner: call.owner, maxRunMs: call.maxRunMs, onDrop: call.onDrop },
    );
  if (call.mode === 'optional') {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), policy.taskAfterMs)));
    const first = await Promise.race([running.then(() => 'done' as const), late]).finally(() => clearTimeout(timer));
    if (first === 'done') {
      call.requestSignal.removeEventListener('abort', stopWithRequest);
      return running;
    }
  }
  const view = adopt();
  // The store is full of working tasks: the call is answered when its run is over, as without the extension.
  if (!view) return running.finally(() => call.requestSignal.removeEventListener('abort', stopWithRequest));
  return toCreateTaskResult({ ...view, ...(latest !== undefined && { statusMessage: latest }) });
}
