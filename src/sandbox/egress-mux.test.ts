import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createMux, MAX_STREAMS, STREAM_WINDOW_BYTES } from './egress-mux.js';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** Two ends of one connection on 127.0.0.1, as the forwarder and the server hold the descriptor. */
async function channelPair(): Promise<[Socket, Socket]> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const accepted = once(server, 'connection') as Promise<[Socket]>;
  const near = connect((server.address() as { port: number }).port, '127.0.0.1');
  const [far] = await accepted;
  await once(near, 'connect');
  server.close();
  sockets.push(near, far);
  return [near, far];
}

/** The forwarder's side (opens streams) and the server's (gets them). */
async function muxPair() {
  const [near, far] = await channelPair();
  const accepted: Duplex[] = [];
  const waiting: ((stream: Duplex) => void)[] = [];
  const inside = createMux(near);
  const outside = createMux(far, (stream) => {
    const next = waiting.shift();
    if (next) next(stream);
    else accepted.push(stream);
  });
  const nextStream = () => new Promise<Duplex>((resolve) => (accepted.length > 0 ? resolve(accepted.shift()!) : waiting.push(resolve)));
  return { inside, outside, near, far, nextStream };
}

/** Everything until the other side's end, leaving the stream open for writing. */
function readAll(stream: Duplex): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

describe('the egress mux', () => {
  it('carries a stream both ways, larger than its window, with half-closes', async () => {
    const { inside, nextStream } = await muxPair();
    const sent = Buffer.alloc(3 * STREAM_WINDOW_BYTES + 123, 7);
    const stream = inside.open()!;
    stream.end(sent);
    const served = await nextStream();
    const received = await readAll(served);
    expect(received.equals(sent)).toBe(true);
    served.end('answer');
    expect((await readAll(stream)).toString()).toBe('answer');
  });

  it('holds back a stream whose reader is slow, and only that stream', async () => {
    const { inside, nextStream } = await muxPair();
    const slow = inside.open()!;
    const slowServed = await nextStream();
    slowServed.pause();
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024);
    while (slow.write(chunk)) written += chunk.length;
    const fast = inside.open()!;
    const fastServed = await nextStream();
    fast.end('ping');
    expect((await readAll(fastServed)).toString()).toBe('ping');
    expect(slowServed.readableLength).toBeLessThanOrEqual(STREAM_WINDOW_BYTES);
    slow.end();
    const rest = await readAll(slowServed.resume());
    expect(rest.length).toBeGreaterThan(written);
  });

  it('resets the other end when one end is destroyed', async () => {
    const { inside, nextStream } = await muxPair();
    const stream = inside.open()!;
    stream.write('x');
    const served = await nextStream();
    served.destroy();
    await once(stream, 'close');
    expect(stream.destroyed).toBe(true);
  });

  it(`opens at most ${MAX_STREAMS} streams at once`, async () => {
    const { inside } = await muxPair();
    const opened = Array.from({ length: MAX_STREAMS }, () => inside.open());
    expect(opened.every(Boolean)).toBe(true);
    expect(inside.open()).toBeUndefined();
    opened[0]!.destroy();
    expect(inside.open()).toBeDefined();
  });

  const frame = (type: number, id: number, length: number, payload = Buffer.alloc(0)) => {
    const header = Buffer.alloc(9);
    header.writeUInt8(type, 0);
    header.writeUInt32BE(id, 1);
    header.writeUInt32BE(length, 5);
    return Buffer.concat([header, payload]);
  };

  it.each([
    ['a frame longer than the limit', [frame(1, 1, 0), frame(2, 1, 1 << 20)]],
    ['data beyond the window', [frame(1, 1, 0), ...Array.from({ length: 5 }, () => frame(2, 1, 64 * 1024, Buffer.alloc(64 * 1024)))]],
    ['a stream opened twice', [frame(1, 1, 0), frame(1, 1, 0)]],
    ['an unknown frame type', [frame(1, 1, 0), frame(9, 1, 0)]],
  ])('ends the channel on %s', async (_name, frames) => {
    const [near, far] = await channelPair();
    createMux(far, (stream) => stream.pause());
    for (const bytes of frames) near.write(bytes);
    await once(far, 'close');
    expect(far.destroyed).toBe(true);
  });

  it('ends the channel when the side that opens streams is sent one', async () => {
    const [near, far] = await channelPair();
    createMux(far);
    near.write(frame(1, 1, 0));
    await once(far, 'close');
  });
});
