import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTaskStore, type TaskWork } from './task-store.js';

const OPTIONS = { retentionMs: 60_000, pollIntervalMs: 1_000, maxTasks: 3 };
const OWNER = { owner: 'client-a', maxRunMs: 10_000 };

/** Work that runs until released (or aborted), reporting what it is told to. */
function controllable() {
  let release!: (result: Record<string, unknown>) => void;
  let fail!: (error: Error) => void;
  let report!: (message: string) => void;
  let signal!: AbortSignal;
  const work: TaskWork = (given, reporter) => {
    signal = given;
    report = reporter;
    return new Promise((resolve, reject) => {
      release = resolve;
      fail = reject;
      given.addEventListener('abort', () => reject(new Error('aborted')));
    });
  };
  return {
    work,
    release: (result: Record<string, unknown>) => release(result),
    fail: (error: Error) => fail(error),
    report: (message: string) => report(message),
    signal: () => signal,
  };
}

describe('task store', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('a started task is found at once, working, with a TTL that covers its longest run and the retention', () => {
    const store = createTaskStore(OPTIONS);
    const task = store.start(controllable().work, OWNER)!;
    expect(task).toMatchObject({ status: 'working', createdAt: '2026-11-24T10:00:00.000Z', ttlMs: 70_000, pollIntervalMs: 1_000 });
    expect(store.get(task.taskId, 'client-a')).toEqual(task);
  });

  it('the work starts after the caller has the task, reports its progress, and completes with its result', async () => {
    const store = createTaskStore(OPTIONS);
    const run = controllable();
    const task = store.start(run.work, OWNER)!;
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.parse('2026-11-24T10:00:05Z'));
    run.report('50%: compiling');
    expect(store.get(task.taskId, 'client-a')).toMatchObject({ status: 'working', statusMessage: '50%: compiling', lastUpdatedAt: '2026-11-24T10:00:05.000Z' });
    vi.setSystemTime(Date.parse('2026-11-24T10:00:08Z'));
    run.release({ content: [{ type: 'text', text: 'built' }], isError: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(task.taskId, 'client-a')).toMatchObject({ status: 'completed', result: { content: [{ type: 'text', text: 'built' }] }, ttlMs: 68_000 });
  });

  it('an outcome is kept until createdAt + ttlMs, then dropped with what it left', async () => {
    const store = createTaskStore(OPTIONS);
    const run = controllable();
    const onDrop = vi.fn();
    const task = store.start(run.work, { ...OWNER, onDrop })!;
    await vi.advanceTimersByTimeAsync(2_000);
    run.release({ content: [] });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(store.get(task.taskId, 'client-a')?.status).toBe('completed');
    expect(onDrop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get(task.taskId, 'client-a')).toBeUndefined();
    expect(onDrop).toHaveBeenCalledOnce();
  });

  it('work that throws fails the task with a JSON-RPC error', async () => {
    const store = createTaskStore(OPTIONS);
    const run = controllable();
    const task = store.start(run.work, OWNER)!;
    await vi.advanceTimersByTimeAsync(0);
    run.fail(new Error('the store is gone'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(task.taskId, 'client-a')).toMatchObject({ status: 'failed', error: { code: -32603, message: 'the store is gone' } });
  });

  it('cancel aborts the work and the task settles as cancelled; a settled task stays as it is', async () => {
    const store = createTaskStore(OPTIONS);
    const run = controllable();
    const task = store.start(run.work, OWNER)!;
    await vi.advanceTimersByTimeAsync(0);
    expect(store.cancel(task.taskId, 'client-a')).toBe(true);
    expect(run.signal().aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(task.taskId, 'client-a')).toMatchObject({ status: 'cancelled' });

    const done = controllable();
    const finished = store.start(done.work, OWNER)!;
    await vi.advanceTimersByTimeAsync(0);
    done.release({ content: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.cancel(finished.taskId, 'client-a')).toBe(true);
    expect(done.signal().aborted).toBe(false);
    expect(store.get(finished.taskId, 'client-a')?.status).toBe('completed');
  });

  it('work that ends normally after a cancel still reads as cancelled (its result was not wanted)', async () => {
    const store = createTaskStore(OPTIONS);
    const task = store.start(async (signal) => {
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      return { content: [] };
    }, OWNER)!;
    await vi.advanceTimersByTimeAsync(0);
    store.cancel(task.taskId, 'client-a');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(task.taskId, 'client-a')?.status).toBe('cancelled');
  });

  it('another client neither sees nor cancels a task', async () => {
    const store = createTaskStore(OPTIONS);
    const run = controllable();
    const task = store.start(run.work, OWNER)!;
    expect(store.get(task.taskId, 'client-b')).toBeUndefined();
    expect(store.cancel(task.taskId, 'client-b')).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.signal().aborted).toBe(false);
  });

  it('when full, the oldest settled task makes room; with every task working a start is refused', async () => {
    const store = createTaskStore(OPTIONS);
    const runs = [controllable(), controllable(), controllable()];
    const tasks = runs.map((run) => store.start(run.work, OWNER)!);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.start(controllable().work, OWNER)).toBeUndefined();
    runs[1]!.release({ content: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.start(controllable().work, OWNER)).toBeDefined();
    expect(store.get(tasks[1]!.taskId, 'client-a')).toBeUndefined();
    expect(store.size).toBe(3);
  });

  it('close stops every working task and drops them all', async () => {
    const store = createTaskStore(OPTIONS);
    const run = controllable();
    const onDrop = vi.fn();
    store.start(run.work, { ...OWNER, onDrop });
    await vi.advanceTimersByTimeAsync(0);
    store.close();
    expect(run.signal().aborted).toBe(true);
    expect(onDrop).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.size).toBe(0);
  });
});
