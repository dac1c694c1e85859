// `serve --http` answers malformed bodies, bad params and batches as stdio does and as JSON-RPC
// 2.0 says, per negotiated revision; --stateless declares only what it can deliver, and a
// client's disconnect never cancels a run. Raw fetch against the real bin/mcp-wrap.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { expectAllGone, FIXTURES, isAlive, readPids } from '../support/fixtures.js';
import { messagesOf, openRawSession, postRaw, serveHttp } from '../support/http-server.js';
import { useWorkDir } from '../support/work-dir.js';

const LIFECYCLE = `${FIXTURES}wrappers/lifecycle.yaml`;
const work = useWorkDir('e2e-http-errors');
const serveLifecycle = (...options: string[]) =>
  serveHttp([LIFECYCLE, '--http', '127.0.0.1:0', '--cwd', work.dir, '--sandbox', 'off', ...options], { RUN_LOG: work.runLog });

const request = (id: number | string, method: string, params?: unknown) => ({ jsonrpc: '2.0', id, method, ...(params !== undefined && { params }) });
const send = async (url: string, body: unknown, headers: Record<string, string>) => {
  const response = await postRaw(url, typeof body === 'string' ? body : JSON.stringify(body), headers);
  return { status: response.status, messages: await messagesOf(response) };
};
const errorOf = (code: number, id: number | string | null, message: RegExp = /./) => ({
  jsonrpc: '2.0',
  id,
  error: { code, message: expect.stringMatching(message) },
});

describe.each([
  { mode: 'a 2025-11-25 session', stateless: false },
  { mode: '--stateless', stateless: true },
])('errors in $mode', ({ stateless }) => {
  const start = async () => {
    const served = await serveLifecycle(...(stateless ? ['--stateless'] : []));
    const headers = stateless ? { 'mcp-protocol-version': '2025-11-25' } : await openRawSession(served.url, '2025-11-25');
    return { url: served.url, headers };
  };

  it('bad params get -32602 naming the problem, as over stdio (not -32603 with a schema dump)', async () => {
    const { url, headers } = await start();
    const wrongName = await send(url, request(1, 'tools/call', { name: 5 }), headers);
    expect(wrongName.messages).toEqual([errorOf(-32602, 1, /^Invalid params: params\.name: /)]);
    const noUri = await send(url, request(2, 'resources/read', {}), headers);
    expect(noUri.messages).toEqual([errorOf(-32602, 2, /params\.uri/)]);
    expect(JSON.stringify(noUri.messages)).not.toContain('"code": "invalid_type"');
  });

  it('a garbage cursor gets -32602, as over stdio', async () => {
    const { url, headers } = await start();
    expect((await send(url, request(3, 'tools/list', { cursor: 'garbage' }), headers)).messages).toEqual([errorOf(-32602, 3, /cursor/)]);
    expect((await send(url, request(4, 'prompts/list', { cursor: [[[]]] }), headers)).messages).toEqual([errorOf(-32602, 4, /cursor: expected a string/)]);
  });

  it('valid JSON that is not JSON-RPC gets 400 with -32600, not -32700', async () => {
    const { url, headers } = await start();
    for (const body of [{ hello: 'world' }, 'text', 42, null, { jsonrpc: '2.0', id: 1.5, method: 'ping' }]) {
      expect(await send(url, JSON.stringify(body), headers), JSON.stringify(body)).toEqual({
        status: 400,
        messages: [errorOf(-32600, null, /^Invalid Request/)],
      });
    }
    // As over stdio, an id that can be read is answered.
    for (const body of [
      { jsonrpc: '2.0', id: 1 },
      { jsonrpc: '1.0', id: 1, method: 'ping' },
    ]) {
      expect(await send(url, JSON.stringify(body), headers), JSON.stringify(body)).toEqual({ status: 400, messages: [errorOf(-32600, 1, /^Invalid Request/)] });
    }
  });

  it('invalid UTF-8 gets 400 with -32700; the size limit keeps its 413', async () => {
    const { url, headers } = await start();
    const bytes = Buffer.concat([
      Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"flood","arguments":{"bytes":1},"x":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}}'),
    ]);
    const answer = await postRaw(url, bytes, headers);
    expect({ status: answer.status, messages: await messagesOf(answer) }).toEqual({ status: 400, messages: [errorOf(-32700, null, /UTF-8/)] });
    const huge = await postRaw(url, 'x'.repeat(16), { ...headers, 'content-length': String(64 * 1024 * 1024) }).catch(() => undefined);
    if (huge) expect(huge.status).toBe(413);
  });

  it('a batch is refused with one -32600: 2025-11-25 has no batches', async () => {
    const { url, headers } = await start();
    expect(await send(url, [request(1, 'ping'), request(2, 'ping')], headers)).toEqual({ status: 400, messages: [errorOf(-32600, null, /batch/)] });
    expect(await send(url, [], headers)).toEqual({ status: 400, messages: [errorOf(-32600, null)] });
  });
});

describe('batches in a 2025-03-26 session', () => {
  it('are answered element by element: a bad one gets its own error beside the others', async () => {
    const served = await serveLifecycle();
    const headers = await openRawSession(served.url, '2025-03-26');
    const answered = await send(
      served.url,
      [
        request(1, 'ping'),
        { hello: 'world' },
        request(2, 'tools/call', { name: 5 }),
        request(3, 'tools/list', { cursor: 'x' }),
        request(4, 'tools/call', { name: 'flood', arguments: { bytes: 3 } }),
      ],
      headers,
    );
    expect(answered.status).toBe(200);
    expect(answered.messages).toHaveLength(5);
    expect(answered.messages).toEqual(
      expect.arrayContaining([
        { jsonrpc: '2.0', id: 1, result: {} },
        errorOf(-32600, null, /^Invalid Request/),
        errorOf(-32602, 2, /params\.name/),
        errorOf(-32602, 3, /cursor/),
        expect.objectContaining({ id: 4, result: expect.objectContaining({ isError: false }) }),
      ]),
    );
  });

  it('an empty batch gets one -32600, and a batch of nothing valid gets an error for each', async () => {
    const served = await serveLifecycle();
    const headers = await openRawSession(served.url, '2025-03-26');
    expect(await send(served.url, [], headers)).toEqual({ status: 400, messages: [errorOf(-32600, null)] });
    const allBad = await send(served.url, [1, { jsonrpc: '2.0', id: 7, method: 'tools/call', params: 'x' }], headers);
    expect(allBad.messages).toEqual(expect.arrayContaining([errorOf(-32600, null), errorOf(-32602, 7)]));
    expect(allBad.messages).toHaveLength(2);
  });

  it('a stateless request without MCP-Protocol-Version is taken as 2025-03-26 and may batch', async () => {
    const served = await serveLifecycle('--stateless');
    expect((await send(served.url, [request(1, 'ping'), request(2, 'ping')], {})).messages).toEqual(
      expect.arrayContaining([
        { jsonrpc: '2.0', id: 1, result: {} },
        { jsonrpc: '2.0', id: 2, result: {} },
      ]),
    );
  });
});

describe('--stateless', () => {
  it('declares neither resource subscriptions nor list changes, which need a stream it does not keep', async () => {
    const initialize = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } });
    const stateless = await serveLifecycle('--stateless', '--watch');
    const [answer] = (await send(stateless.url, initialize, {})).messages as { result: { capabilities: Record<string, Record<string, unknown>> } }[];
    const declared = answer!.result.capabilities;
    expect(declared.resources).toEqual({});
    expect(declared.tools).toEqual({});
    expect(declared.prompts ?? {}).toEqual({});
    const subscribe = await send(stateless.url, request(2, 'resources/subscribe', { uri: 'file:///x' }), { 'mcp-protocol-version': '2025-11-25' });
    expect(subscribe.messages).toEqual([errorOf(-32601, 2)]);

    const sessions = await serveLifecycle('--watch');
    const [withSessions] = (await send(sessions.url, initialize, {})).messages as { result: { capabilities: Record<string, unknown> } }[];
    expect(withSessions!.result.capabilities).toMatchObject({ resources: { subscribe: true, listChanged: true }, tools: { listChanged: true } });
  });
});

describe.each([
  { mode: '--stateless', stateless: true },
  { mode: 'a session', stateless: false },
])("a client's disconnect does not cancel its run ($mode)", ({ stateless }) => {
  it('the run goes on to its end or its timeout, no process survives, the server keeps serving', async () => {
    const served = await serveLifecycle(...(stateless ? ['--stateless'] : []));
    const headers = stateless ? { 'mcp-protocol-version': '2025-11-25' } : await openRawSession(served.url, '2025-11-25');
    const health = async () => (await (await fetch(served.url.replace(/\/mcp$/, '/healthz'))).json()) as { runs: number; sessions: number };
    const pidFile = join(work.dir, 'tree.pid');
    const disconnect = new AbortController();
    const calls = [
      postRaw(served.url, JSON.stringify(request(1, 'tools/call', { name: 'pause', arguments: { ms: 1500 } })), headers, disconnect.signal),
      postRaw(
        served.url,
        JSON.stringify(request(2, 'tools/call', { name: 'tree', arguments: { pid_file: pidFile, timeout_ms: 2500 } })),
        headers,
        disconnect.signal,
      ),
    ];
    const treePids = await readPids(pidFile, 3);
    const pausePid = await vi.waitFor(() => Number(/^start (\d+)$/m.exec(work.logLines().join('\n'))![1]), { timeout: 10_000, interval: 20 });
    disconnect.abort();
    await Promise.allSettled(calls);

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([pausePid, ...treePids].filter(isAlive), 'every process still runs after the disconnect').toHaveLength(4);
    // pause ends by itself after 1500 ms; tree by its 2500 ms timeout (then killGrace 500 ms).
    await vi.waitFor(() => expect(work.logLines()).toContain(`end ${pausePid}`), { timeout: 10_000, interval: 50 });
    await expectAllGone([pausePid, ...treePids]);
    await vi.waitFor(async () => expect(await health()).toMatchObject({ runs: 0, sessions: stateless ? 0 : 1 }), { timeout: 5_000, interval: 50 });
    expect((await send(served.url, request(3, 'ping'), headers)).messages).toEqual([{ jsonrpc: '2.0', id: 3, result: {} }]);
  }, 20_000);
});
