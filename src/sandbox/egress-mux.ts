// Many TCP connections over one inherited descriptor: the forwarder inside the sandbox opens a
// stream per connection its program makes, the server's proxy serves each. A frame is a 9-byte
// header (type, stream id, payload length, big-endian) and its payload. Each side may have at most
// STREAM_WINDOW_BYTES of a stream's data unread by the other (CREDIT frames give room back), so a
// slow destination holds back its own stream only, and a run's memory in the server stays bounded
// (MAX_STREAMS x the window). Anything out of protocol ends the whole channel: the other side may
// be a hostile program.
import { Duplex, pipeline } from 'node:stream';

const OPEN = 1;
const DATA = 2;
const END = 3;
const RESET = 4;
const CREDIT = 5;

const HEADER_BYTES = 9;
const MAX_FRAME_BYTES = 64 * 1024;
export const STREAM_WINDOW_BYTES = 256 * 1024;
export const MAX_STREAMS = 256;

export interface Mux {
  /** A new stream to the other side, or undefined when MAX_STREAMS are open. */
  open(): Duplex | undefined;
  destroy(): void;
}

interface StreamState {
  duplex: Duplex;
  /** Bytes this side may still send. */
  credit: number;
  /** Bytes received and not yet given back as credit. */
  unreturned: number;
  /** The write waiting for credit. */
  pending?: { chunk: Buffer; done: (error?: Error | null) => void };
  isEnded: boolean;
}

/** Streams over `channel`; `onStream` is given the streams the other side opens (without it, none may be opened). */
export function createMux(channel: Duplex, onStream?: (stream: Duplex) => void): Mux {
  const streams = new Map<number, StreamState>();
  let nextId = 1;
  let buffered: Buffer = Buffer.alloc(0);

  const send = (type: number, id: number, payload: Buffer = Buffer.alloc(0)) => {
    if (channel.destroyed) return;
    const header = Buffer.alloc(HEADER_BYTES);
    header.writeUInt8(type, 0);
    header.writeUInt32BE(id, 1);
    header.writeUInt32BE(payload.length, 5);
    channel.write(payload.length > 0 ? Buffer.concat([header, payload]) : header);
  };

  const flush = (id: number, state: StreamState) => {
    while (state.pending && state.credit > 0) {
      const { chunk, done } = state.pending;
      const size = Math.min(chunk.length, state.credit, MAX_FRAME_BYTES);
      send(DATA, id, chunk.subarray(0, size));
      state.credit -= size;
      if (size === chunk.length) {
        state.pending = undefined;
        done();
      } else state.pending.chunk = chunk.subarray(size);
    }
  };

  const addStream = (id: number): Duplex => {
    const state: StreamState = { duplex: undefined as unknown as Duplex, credit: STREAM_WINDOW_BYTES, unreturned: 0, isEnded: false };
    state.duplex = new Duplex({
      allowHalfOpen: true,
      write(chunk: Buffer, _encoding, done) {
        state.pending = { chunk, done };
        flush(id, state);
      },
      final(done) {
        send(END, id);
        done();
      },
      read() {
        if (state.unreturned === 0) return;
        const payload = Buffer.alloc(4);
        payload.writeUInt32BE(state.unreturned);
        state.unreturned = 0;
        send(CREDIT, id, payload);
      },
      destroy(error, done) {
        if (streams.get(id) === state) {
          streams.delete(id);
          if (!(state.isEnded && state.duplex.writableFinished)) send(RESET, id);
        }
        done(error);
      },
    });
    streams.set(id, state);
    return state.duplex;
  };

  const fail = () => {
    channel.destroy();
  };

  const receive = (type: number, id: number, payload: Buffer) => {
    const state = streams.get(id);
    if (type === OPEN) {
      if (!onStream || state || id === 0) return fail();
      if (streams.size >= MAX_STREAMS) return send(RESET, id);
      return onStream(addStream(id));
    }
    if (!state) return type === DATA || type === END || type === RESET || type === CREDIT ? undefined : fail();
    if (type === DATA) {
      state.unreturned += payload.length;
      if (state.isEnded || state.unreturned > STREAM_WINDOW_BYTES) return fail();
      state.duplex.push(payload);
    } else if (type === END) {
      state.isEnded = true;
      state.duplex.push(null);
    } else if (type === RESET) {
      streams.delete(id);
      state.duplex.destroy();
    } else if (type === CREDIT && payload.length === 4) {
      state.credit += payload.readUInt32BE(0);
      if (state.credit > STREAM_WINDOW_BYTES) return fail();
      flush(id, state);
    } else fail();
  };

  channel.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    while (buffered.length >= HEADER_BYTES && !channel.destroyed) {
      const length = buffered.readUInt32BE(5);
      if (length > MAX_FRAME_BYTES) return fail();
      if (buffered.length < HEADER_BYTES + length) return;
      const frame = buffered.subarray(0, HEADER_BYTES + length);
      buffered = buffered.subarray(HEADER_BYTES + length);
      receive(frame.readUInt8(0), frame.readUInt32BE(1), frame.subarray(HEADER_BYTES));
    }
  });
  channel.on('error', () => channel.destroy());
  channel.on('close', () => {
    for (const state of streams.values()) state.duplex.destroy();
    streams.clear();
  });

  return {
    open() {
      if (streams.size >= MAX_STREAMS || channel.destroyed) return undefined;
      const id = nextId++;
      const duplex = addStream(id);
      send(OPEN, id);
      return duplex;
    },
    destroy: () => channel.destroy(),
  };
}

/** Joins two duplexes both ways; either failing ends both. */
export function relay(a: Duplex, b: Duplex): void {
  pipeline(a, b, a, () => {
    a.destroy();
    b.destroy();
  });
}
