import { describe, expect, it } from 'vitest';
import { createRunQueue } from './run-queue.js';

describe('createRunQueue', () => {
  it('grants up to the limit at once, the rest in arrival order', async () => {
    const queue = createRunQueue(2);
    const order: string[] = [];
    const first = await queue.acquire();
    const second = await queue.acquire();
    const third = queue.acquire().then((slot) => (order.push('third'), slot));
    const fourth = queue.acquire().then((slot) => (order.push('fourth'), slot));
    expect(queue.waiting).toBe(2);
    second!.release();
    (await third)!.release();
    first!.release();
    (await fourth)!.release();
    expect(order).toEqual(['third', 'fourth']);
    expect(queue.waiting).toBe(0);
  });

  it('drops a waiter whose signal aborts; it never gets a slot', async () => {
    const queue = createRunQueue(1);
    const held = await queue.acquire();
    const controller = new AbortController();
    const cancelled = queue.acquire(controller.signal);
    const next = queue.acquire();
    controller.abort();
    expect(await cancelled).toBeUndefined();
    held!.release();
    expect(await next).toHaveProperty('release');
  });

  it('does not queue an already aborted request', async () => {
    expect(await createRunQueue(1).acquire(AbortSignal.abort())).toBeUndefined();
  });

  it('ignores a second release of the same slot', async () => {
    const queue = createRunQueue(1);
    const slot = await queue.acquire();
    slot!.release();
    slot!.release();
    const again = await queue.acquire();
    let third = false;
    void queue.acquire().then(() => (third = true));
    await Promise.resolve();
    expect(third).toBe(false);
    again!.release();
  });
});
