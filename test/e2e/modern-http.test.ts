// The 2026-07-28 era on /mcp beside the 2025 sessions: the SDK v2 Client pinned to the revision,
// one in legacy mode on the same server, and raw fetches for what no client sends.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { messagesOf, openRawSession, postRaw, serveHttp } from '../support/http-server.js';
import { textOf } from '../support/mcp-client.js';
import { connectV2Http, expectCancelStopsRun } from '../support/mcp-client-v2.js';
import { useWorkDir } from '../support/work-dir.js';

const FIXTURE_TOOLS = `${FIXTURES}wrappers/fixtures.yaml`;
const SURFACE = `${FIXTURES}wrappers/surface.yaml`;
const LIFECYCLE = `${FIXTURES}wrappers/lifecycle.yaml`;
const work = useWorkDir('e2e-modern-http');
const serve = (...args: string[]) => serveHttp([...args, '--cwd', work.dir, '--http', '127.0.0.1:0']);

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
};
const modernHeaders = (method: string, name?: string) => ({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name && { 'mcp-name': name }) });
const modernBody = (id: unknown, method: string, params: Record<string, unknown> = {}, envelope: Record<string, unknown> = ENVELOPE) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: envelope } });

describe('a v2 client pinned to 2026-07-28 over HTTP', () => {
  it('lists, calls with progress, reads, gets a prompt and completes', async () => {
    const { url } = await serve(SURFACE, LIFECYCLE);
    const { client } = await connectV2Http(url);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('progress');
    const progress: number[] = [];
    const result = await client.callTool(
      { name: 'progress', arguments: { steps: 6, interval_ms: 150 } },
      { onprogress: (update) => progress.push(update.progress) },
    );
    expect(textOf(result)).toContain('done');
    expect(progress.length).toBeGreaterThan(1);
    expect(await client.readResource({ uri: 'demo://greeting' })).toMatchObject({ contents: [{ text: 'hello from a resource\n' }] });
    expect((await client.getPrompt({ name: 'review', arguments: { item: 'beta', focus: 'bugs' } })).messages[0]).toEqual({
      role: 'user',
      content: { type: 'text', text: 'Review item beta. Focus: bugs' },
    });
    expect((await client.complete({ ref: { type: 'ref/prompt', name: 'review' }, argument: { name: 'focus', value: 'b' } })).completion.values).toEqual([
      'bugs',
    ]);
  });

  it('confirms through input_required: accept runs, and the 2025 session beside it is served as before', async () => {
    const { url } = await serve(SURFACE);
    const questions: string[] = [];
    const { client } = await connectV2Http(url, {
      capabilities: { elicitation: {} },
      setup: (c) =>
        c.setRequestHandler('elicitation/create', async (request) => {
          questions.push(request.params.message);
          return { action: 'accept', content: { confirm: true } };
        }),
    });
    const result = await client.callTool({ name: 'delete_thing', arguments: { target: 'thing' } });
    expect(questions).toEqual(['Really delete thing?']);
    expect(JSON.parse(textOf(result)).argv).toEqual(['thing']);
    // No connection to tell once: every result says what holds for its run.
    expect(result._meta?.guarantees).toMatchObject({ processTree: expect.any(String) });
    const { client: legacy } = await connectV2Http(url, { mode: 'legacy' });
    expect(legacy.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    expect((await legacy.listTools()).tools.map((tool) => tool.name)).toContain('delete_thing');
  });

  it("reads a run's full output in a later request (its outputs are its principal's, not a session's)", async () => {
    const { url } = await serve(LIFECYCLE);
    const { client } = await connectV2Http(url);
    const result = await client.callTool({ name: 'binary', arguments: { kind: 'bytes', count: 1_000_000 } });
    const link = result.content.find((item) => item.type === 'resource_link') as { uri: string };
    const read = await client.readResource({ uri: link.uri });
    expect(Buffer.from((read.contents[0] as { blob: string }).blob, 'base64')).toHaveLength(1_000_000);
  });

  it('cancels a call when the client aborts: the run stops', async () => {
    const { url } = await serve(FIXTURE_TOOLS);
    const { client } = await connectV2Http(url);
    await expectCancelStopsRun(client, join(work.dir, 'hang.pid'));
  });
});

describe('a v2 client in auto mode over HTTP', () => {
  it('probes with server/discover on /mcp, lands on 2026-07-28 and calls a tool', async () => {
    const { url } = await serve(FIXTURE_TOOLS);
    const { client } = await connectV2Http(url, { mode: 'auto' });
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const result = await client.callTool({ name: 'echo', arguments: { name: 'auto' } });
    expect(JSON.parse(textOf(result)).argv).toEqual(['--name', 'auto']);
  });
});

describe('raw 2026-07-28 requests on /mcp', () => {
  it('server/discover and tools/list carry the cache fields', async () => {
    const { url } = await serve(FIXTURE_TOOLS);
    const [discovered] = await messagesOf(await postRaw(url, modernBody(1, 'server/discover'), modernHeaders('server/discover')));
    expect(discovered).toMatchObject({ result: { supportedVersions: ['2026-07-28'], ttlMs: 60_000, cacheScope: 'public' } });
    const [listed] = await messagesOf(await postRaw(url, modernBody(2, 'tools/list'), modernHeaders('tools/list')));
    expect(listed).toMatchObject({ result: { ttlMs: 60_000, cacheScope: 'public', tools: expect.any(Array) } });
  });

  it.each<[string, () => [string, Record<string, string>], number, unknown]>([
    [
      'an Mcp-Name that is not the body name: -32020',
      () => [modernBody(1, 'tools/call', { name: 'echo', arguments: {} }), modernHeaders('tools/call', 'other')],
      400,
      { error: { code: -32020 } },
    ],
    [
      'an unsupported revision: -32022',
      () => [
        modernBody(1, 'tools/list', {}, { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' }),
        { 'mcp-protocol-version': '2099-01-01', 'mcp-method': 'tools/list' },
      ],
      400,
      { id: 1, error: { code: -32022, data: { supported: ['2026-07-28'], requested: '2099-01-01' } } },
    ],
    [
      'a batch: -32600',
      () => [`[${modernBody(1, 'tools/list')}]`, {}],
      400,
      { id: null, error: { code: -32600, message: expect.stringContaining('2026-07-28 does not have') } },
    ],
    [
      'a bad cursor: -32602, no zod dump',
      () => [modernBody(1, 'tools/list', { cursor: [[1]] }), modernHeaders('tools/list')],
      400,
      { id: 1, error: { code: -32602, message: 'Invalid params: params.cursor: expected a string, got an array' } },
    ],
  ])('%s', async (_name, request, status, expected) => {
    const { url } = await serve(FIXTURE_TOOLS);
    const [body, headers] = request();
    const response = await postRaw(url, body, headers);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(expected as object);
  });

  it('a 2025 session on the same endpoint keeps its batches rule', async () => {
    const { url } = await serve(FIXTURE_TOOLS);
    const headers = await openRawSession(url, '2025-03-26');
    const answers = await messagesOf(
      await postRaw(
        url,
        JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'tools/list' },
          { jsonrpc: '2.0', id: 2, method: 'ping' },
        ]),
        headers,
      ),
    );
    expect(answers).toHaveLength(2);
  });
});
