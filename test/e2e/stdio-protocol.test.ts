// The JSON-RPC envelope over stdio, written as raw lines to the real bin/mcp-wrap: one initialize
// per connection, request ids answered exactly as the client wrote them (or refused with the
// standard code), and responses or notifications that cannot be answered left unanswered. After
// each, the server still serves.
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { collectLines, INITIALIZE, spawnRaw } from '../support/mcp-client.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPERS = [`${FIXTURES}wrappers/surface.yaml`, `${FIXTURES}wrappers/lifecycle.yaml`];
const work = useWorkDir('e2e-stdio-protocol');

/** A raw server initialized at `protocolVersion`, whose stdout lines are kept as written. */
async function open(protocolVersion = '2025-06-18') {
  const session = collectLines(spawnRaw([...WRAPPERS, '--cwd', work.dir, '--sandbox', 'off'], { env: { RUN_LOG: work.runLog } }));
  session.send({ ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion } });
  expect((await session.responseTo(0)).result.protocolVersion).toBe(protocolVersion);
  session.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  /** The one line that answers the request whose id is written `idText`, compared as text (JSON.parse would round big ids). */
  const lineAnswering = (idText: string) =>
    vi.waitFor(
      () => {
        const found = session.lines.filter((line) => new RegExp(`"id":${idText.replace(/[.+]/g, '\\$&')}[,}]`).test(line) && !line.includes('"method"'));
        if (found.length === 0) throw new Error(`no answer to ${idText} yet`);
        expect(found).toHaveLength(1);
        return found[0]!;
      },
      { timeout: 10_000, interval: 10 },
    );
  /** Sends a ping as a marker and resolves when it is answered: everything sent before has been read. */
  let marker = 1000;
  const stillServing = async () => {
    const id = ++marker;
    session.send({ jsonrpc: '2.0', id, method: 'ping' });
    expect(await session.responseTo(id)).toEqual({ jsonrpc: '2.0', id, result: {} });
  };
  return { ...session, lineAnswering, stillServing };
}

describe('one initialize per connection', () => {
  it('a second initialize is refused with -32600, and the session keeps its first revision', async () => {
    const { send, responseTo, stillServing } = await open('2024-11-05');
    send({ ...INITIALIZE, id: 1, params: { ...INITIALIZE.params, protocolVersion: '2025-06-18' } });
    expect(await responseTo(1)).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32600, message: 'Invalid Request: Server already initialized' } });
    // Content is still shaped for 2024-11-05: no audio (2025-03-26+), no titles (2025-06-18+).
    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'binary', arguments: { kind: 'wav' } } });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    const wav = (await responseTo(2)).result;
    expect(wav.content.map((item: { type: string }) => item.type)).not.toContain('audio');
    expect(wav.content).toContainEqual({ type: 'resource', resource: expect.objectContaining({ mimeType: 'audio/wav' }) });
    const tools = (await responseTo(3)).result.tools as { name: string }[];
    expect(tools.find((tool) => tool.name === 'delete_thing')).not.toHaveProperty('title');
    await stillServing();
  });

  it('a second initialize sent before the first is answered is refused too', async () => {
    const { send, responseTo } = collectLines(spawnRaw([...WRAPPERS, '--cwd', work.dir, '--sandbox', 'off']));
    send(`${JSON.stringify(INITIALIZE)}\n${JSON.stringify({ ...INITIALIZE, id: 1, params: { ...INITIALIZE.params, protocolVersion: '2024-11-05' } })}`);
    expect((await responseTo(0)).result.protocolVersion).toBe('2025-06-18');
    expect(await responseTo(1)).toMatchObject({ id: 1, error: { code: -32600 } });
  });
});

describe('request ids', () => {
  it.each([
    ['an integer beyond 2^53', '9007199254740993'],
    ['a negative integer beyond -2^53', '-9007199254740993'],
    ['an integer in exponent form beyond 2^53', '1e300'],
  ])('%s is served and answered with the exact digits: %s', async (_name, idText) => {
    const { send, lineAnswering, stillServing } = await open();
    send(`{"jsonrpc":"2.0","id":${idText},"method":"tools/call","params":{"name":"pause","arguments":{"ms":1}}}`);
    expect(JSON.parse(await lineAnswering(idText))).toMatchObject({ jsonrpc: '2.0', result: { isError: false } });
    await stillServing();
  });

  it.each([
    ['a fractional number', '1.5'],
    ['a fractional number with many digits', '0.10000000000000000001'],
  ])('%s is not an MCP id (string or integer): -32600, the id echoed as written: %s', async (_name, idText) => {
    const { send, lineAnswering, stillServing } = await open();
    send(`{"jsonrpc":"2.0","id":${idText},"method":"ping"}`);
    expect(JSON.parse(await lineAnswering(idText))).toMatchObject({ jsonrpc: '2.0', error: { code: -32600, message: expect.stringContaining(idText) } });
    await stillServing();
  });

  it.each([
    ['0', '0', 0],
    ['a negative integer', '-7', -7],
    ['-0 (answered as 0, the same JSON number)', '-0', 0],
    ['1e3 (answered as 1000, the same JSON number)', '1e3', 1000],
    ['a string', '"id-1"', 'id-1'],
    ['a string of 100,000 characters', JSON.stringify('x'.repeat(100_000)), 'x'.repeat(100_000)],
  ])('%s is served', async (_name, idText, id) => {
    const { send, lines, stillServing } = await open();
    send(`{"jsonrpc":"2.0","id":${idText},"method":"ping"}`);
    await stillServing();
    expect(lines.map((line) => JSON.parse(line))).toContainEqual({ jsonrpc: '2.0', id, result: {} });
  });

  it('null is not an MCP id: -32600 with id null', async () => {
    const { send, responseTo, stillServing } = await open();
    send({ jsonrpc: '2.0', id: null, method: 'ping' });
    expect(await responseTo(null)).toMatchObject({ error: { code: -32600 } });
    await stillServing();
  });

  it('a call with an id beyond 2^53 can be cancelled by that id: no answer, the server serves on', async () => {
    const { send, lines, stillServing } = await open();
    const idText = '9007199254740993';
    send(`{"jsonrpc":"2.0","id":${idText},"method":"tools/call","params":{"name":"pause","arguments":{"ms":2000}}}`);
    await vi.waitFor(() => expect(work.logLines()).toHaveLength(1));
    send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${idText}}}`);
    await stillServing();
    // Uncancelled, the run would have logged its end and been answered within 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(work.logLines()).toHaveLength(1);
    expect(lines.filter((line) => line.includes(idText))).toEqual([]);
  });
});

describe('what is never answered, and what is answered as a request', () => {
  it.each([
    ['a response to an unknown request', '{"jsonrpc":"2.0","id":5,"result":{}}'],
    ['a response with a fractional id', '{"jsonrpc":"2.0","id":1.5,"result":{}}'],
    ['an error response with id null', '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"x"}}'],
    ['a response without jsonrpc', '{"id":8,"result":{}}'],
    ['a response with jsonrpc "1.0"', '{"jsonrpc":"1.0","id":9,"error":{"code":1,"message":"x"}}'],
    ['a notification for an unknown method', '{"jsonrpc":"2.0","method":"notifications/unknown"}'],
    ['a notification with params of the wrong shape', '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":{}}}'],
  ])('%s gets no answer', async (_name, line) => {
    const { send, lines, stillServing } = await open();
    const before = lines.length;
    send(line);
    await stillServing();
    expect(lines.slice(before)).toHaveLength(1);
  });

  it.each([
    ['a notification with an id is a request: unknown method', '{"jsonrpc":"2.0","id":6,"method":"notifications/initialized"}', 6, -32601],
    ['a request without jsonrpc', '{"id":7,"method":"ping"}', 7, -32600],
    ['a request with jsonrpc "1.0"', '{"jsonrpc":"1.0","id":8,"method":"ping"}', 8, -32600],
    ['a notification with jsonrpc "1.0"', '{"jsonrpc":"1.0","method":"notifications/initialized"}', null, -32600],
  ])('%s: %s', async (_name, line, id, code) => {
    const { send, responseTo, stillServing } = await open();
    send(line);
    expect(await responseTo(id)).toMatchObject({ jsonrpc: '2.0', id, error: { code } });
    await stillServing();
  });
});
