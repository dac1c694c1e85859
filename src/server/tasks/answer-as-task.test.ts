import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAsTask, mayBecomeTask, type CallRun, type TaskCall } from './answer-as-task.js';
import { createTaskStore } from './task-store.js';

const WITH = { extensions: { 'io.modelcontextprotocol/tasks': {} } };

/** A run that ends after `ms`, or when its signal aborts; reports one line first. */
function runFor(ms: number) {
  const signals: AbortSignal[] = [];
  const run: CallRun<{ content: string }> = (signal, report) => {
    signals.push(signal);
    report('step 1');
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ content: 'done' }), ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve({ content: 'stopped' })));
    });
  };
  return { run, signal: () => signals[0]! };
}

function setUp(mode: TaskCall['mode'], maxTasks = 4) {
  const store = createTaskStore({ retentionMs: 60_000, pollIntervalMs: 1_000, maxTasks });
  const request = new AbortController();
  const call: TaskCall = { mode, requestSignal: request.signal, owner: '', maxRunMs: 10_000, onDrop: () => {} };
  return { store, request, call, policy: { store, taskAfterMs: 1_000 } };
}

describe('answerAsTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['never, declared', 'never', WITH, false],
    ['optional, declared', 'optional', WITH, true],
    ['optional, not declared', 'optional', {}, false],
    ['required, declared', 'required', WITH, true],
  ] as const)('mayBecomeTask: %s', (_case, mode, capabilities, expected) => {
    expect(mayBecomeTask(mode, capabilities)).toBe(expected);
  });

  it('mayBecomeTask: required without the extension is -32021 naming it', () => {
    expect(() => mayBecomeTask('required', {})).toThrow(
      expect.objectContaining({ code: -32021, data: { requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } } }),
    );
  });

  it('optional: a run over within the delay is the answer', async () => {
    const { call, policy, store } = setUp('optional');
    const answer = answerAsTask(runFor(500).run, call, policy);
    await vi.advanceTimersByTimeAsync(500);
    expect(await answer).toEqual({ content: 'done' });
    expect(store.size).toBe(0);
  });

  it('optional: a run still going after the delay becomes a task with its latest line, and the request no longer stops it', async () => {
    const { call, policy, store, request } = setUp('optional');
    const { run, signal } = runFor(5_000);
    const answer = answerAsTask(run, call, policy);
    await vi.advanceTimersByTimeAsync(1_000);
    const created = (await answer) as Record<string, unknown>;
    expect(created).toMatchObject({ resultType: 'task', status: 'working', statusMessage: 'step 1' });
    request.abort();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(signal().aborted).toBe(false);
    expect(store.get(created.taskId as string, '')).toMatchObject({ status: 'completed', result: { content: 'done' } });
  });

  it('before it is a task, the request stops the run', async () => {
    const { call, policy, request } = setUp('optional');
    const { run, signal } = runFor(5_000);
    const answer = answerAsTask(run, call, policy);
    request.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(signal().aborted).toBe(true);
    expect(await answer).toEqual({ content: 'stopped' });
  });

  it('required: a task at once; cancelling the task stops the run', async () => {
    const { call, policy, store } = setUp('required');
    const { run, signal } = runFor(100);
    const created = (await answerAsTask(run, call, policy)) as Record<string, string>;
    expect(created).toMatchObject({ resultType: 'task', status: 'working' });
    await vi.advanceTimersByTimeAsync(0);
    store.cancel(created.taskId!, '');
    expect(signal().aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(created.taskId!, '')?.status).toBe('cancelled');
  });

  it('a store full of working tasks: the call is answered when its run is over', async () => {
    const { call, policy } = setUp('required', 1);
    await answerAsTask(runFor(10_000).run, call, policy);
    const answer = answerAsTask(runFor(100).run, call, policy);
    await vi.advanceTimersByTimeAsync(100);
    expect(await answer).toEqual({ content: 'done' });
  });
});
