import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { createEventStore } from './event-store.js';

const note = (n: number): JSONRPCMessage => ({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: n } });

describe('event store', () => {
  it('replays what came after an event, on that event stream only', async () => {
    const store = createEventStore();
    const first = await store.storeEvent('a', note(1));
    await store.storeEvent('b', note(2));
    await store.storeEvent('a', note(3));
    const replayed: unknown[] = [];
    expect(await store.replayEventsAfter(first, { send: async (_id, message) => void replayed.push(message) })).toBe('a');
    expect(replayed).toEqual([note(3)]);
  });

  it('keeps to its byte budget, oldest first; a forgotten event id is an error', async () => {
    const store = createEventStore(1024);
    const first = await store.storeEvent('a', note(1));
    const second = await store.storeEvent('a', note(2));
    await store.storeEvent('a', note(3));
    await expect(store.replayEventsAfter(first, { send: async () => {} })).rejects.toThrow(/no longer kept/);
    expect(await store.getStreamIdForEventId!(second)).toBe('a');
  });
});
