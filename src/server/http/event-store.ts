// Resumability for one HTTP session: the messages sent on its SSE streams, kept so that a client
// whose connection dropped can reconnect with Last-Event-ID and receive what it missed. Kept in
// memory within a byte budget (the oldest go first): a session lives on one server process, so a
// shared store would buy nothing, and a tool result can be megabytes.
import type { EventStore, JSONRPCMessage } from '@modelcontextprotocol/server';

const EVENT_STORE_BYTES = 8 * 1024 * 1024;

interface StoredEvent {
  id: string;
  streamId: string;
  message: JSONRPCMessage;
  bytes: number;
}

/** About what the message weighs: its text and data, without serializing it again (every message passes here). */
function sizeOf(message: JSONRPCMessage): number {
  const content = 'result' in message ? (message.result as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) return MESSAGE_OVERHEAD_BYTES;
  let bytes = MESSAGE_OVERHEAD_BYTES;
  for (const item of content as { text?: unknown; data?: unknown; resource?: { text?: unknown; blob?: unknown } }[]) {
    for (const value of [item.text, item.data, item.resource?.text, item.resource?.blob]) if (typeof value === 'string') bytes += value.length;
  }
  return bytes;
}

const MESSAGE_OVERHEAD_BYTES = 512;

export function createEventStore(budgetBytes = EVENT_STORE_BYTES): EventStore {
  const events: StoredEvent[] = [];
  let usedBytes = 0;
  let sequence = 0;
  const streamOf = (eventId: string) => events.find((event) => event.id === eventId)?.streamId;
  return {
    async storeEvent(streamId, message) {
      const id = `${streamId}_${++sequence}`;
      const bytes = sizeOf(message);
      events.push({ id, streamId, message, bytes });
      usedBytes += bytes;
      while (usedBytes > budgetBytes && events.length > 1) usedBytes -= events.shift()!.bytes;
      return id;
    },
    getStreamIdForEventId: async (eventId) => streamOf(eventId),
    async replayEventsAfter(lastEventId, { send }) {
      const streamId = streamOf(lastEventId);
      if (streamId === undefined) throw new Error(`event ${lastEventId} is no longer kept`);
      const after = events.findIndex((event) => event.id === lastEventId);
      for (const event of events.slice(after + 1)) if (event.streamId === streamId) await send(event.id, event.message);
      return streamId;
    },
  };
}
