// The 2026-07-28 era over stdio, driven by the SDK v2 Client pinned to it, beside a v2 Client in
// legacy mode on the same binary; raw lines for what no client sends (-32022, a batch).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES, processesMentioning } from '../support/fixtures.js';
import { BIN, collectLines, spawnRaw, textOf } from '../support/mcp-client.js';
import { connectV2, expectCancelStopsRun } from '../support/mcp-client-v2.js';
import { useWorkDir } from '../support/work-dir.js';

const FIXTURE_TOOLS = `${FIXTURES}wrappers/fixtures.yaml`;
const SURFACE = `${FIXTURES}wrappers/surface.yaml`;
const LIFECYCLE = `${FIXTURES}wrappers/lifecycle.yaml`;
const work = useWorkDir('e2e-modern-stdio');

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
};
const modernRequest = (id: number, method: string, params: Record<string, unknown> = {}, envelope: Record<string, unknown> = ENVELOPE) => ({
  jsonrpc: '2.0',
  id,
  method,
  params: { ...params, _meta: envelope },
});

describe('a v2 client pinned to 2026-07-28', () => {
  it('discovers the server, lists the tools in the wrapper order and calls one', async () => {
    const { client } = await connectV2([FIXTURE_TOOLS, '--cwd', work.dir]);
    expect(client.getServerVersion()).toMatchObject({ name: 'fixtures', version: '1.2.3' });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['echo', 'echo_files', 'greet', 'fail', 'search', 'colour', 'hang', 'missing', 'echo_all_env']);
    const result = await client.callTool({ name: 'echo', arguments: { name: 'modern' } });
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(textOf(result)).argv).toEqual(['--name', 'modern']);
    // What holds for every run here: told on the connection's first result only.
    expect(result._meta?.guarantees).toMatchObject({ processTree: expect.any(String) });
    expect((await client.callTool({ name: 'echo', arguments: {} }))._meta?.guarantees).toBeUndefined();
  });

  it('sends progress while a call runs', async () => {
    const { client } = await connectV2([LIFECYCLE, '--cwd', work.dir]);
    const progress: number[] = [];
    const result = await client.callTool(
      { name: 'progress', arguments: { steps: 6, interval_ms: 150 } },
      { onprogress: (update) => progress.push(update.progress) },
    );
    expect(textOf(result)).toContain('done');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('cancels a call: the run stops and the connection keeps serving', async () => {
    const { client } = await connectV2([FIXTURE_TOOLS, '--cwd', work.dir]);
    await expectCancelStopsRun(client, join(work.dir, 'hang.pid'));
    expect((await client.listTools()).tools.length).toBe(9);
  });

  it('reads a resource, gets a prompt and completes an argument', async () => {
    const { client } = await connectV2([SURFACE, '--cwd', work.dir]);
    expect(await client.readResource({ uri: 'demo://greeting' })).toMatchObject({
      contents: [{ uri: 'demo://greeting', mimeType: 'text/plain', text: 'hello from a resource\n' }],
    });
    const { messages } = await client.getPrompt({ name: 'review', arguments: { item: 'beta', focus: 'bugs' } });
    expect(messages[0]).toEqual({ role: 'user', content: { type: 'text', text: 'Review item beta. Focus: bugs' } });
    const { completion } = await client.complete({ ref: { type: 'ref/prompt', name: 'review' }, argument: { name: 'focus', value: 'b' } });
    expect(completion.values).toEqual(['bugs']);
  });
});

describe('a v2 client in legacy mode', () => {
  it('is served the 2025 way: initialize, then list and call', async () => {
    const { client } = await connectV2([FIXTURE_TOOLS, '--cwd', work.dir], { mode: 'legacy' });
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    const result = await client.callTool({ name: 'echo', arguments: { name: 'legacy' } });
    expect(JSON.parse(textOf(result)).argv).toEqual(['--name', 'legacy']);
  });
});

describe('a v2 client in auto mode', () => {
  it('probes on a sibling process that then exits, lands on 2026-07-28 and calls a tool', async () => {
    const { client } = await connectV2([FIXTURE_TOOLS, '--cwd', work.dir], { mode: 'auto' });
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(client.getDiscoverResult()?.supportedVersions).toEqual(['2026-07-28']);
    const result = await client.callTool({ name: 'echo', arguments: { name: 'auto' } });
    expect(JSON.parse(textOf(result)).argv).toEqual(['--name', 'auto']);
    // The probe's server saw its stdin close: only the session's server is left.
    const servers = () => processesMentioning(work.dir).filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(BIN));
    await vi.waitFor(() => expect(servers()).toHaveLength(1));
  });
});

describe('raw 2026-07-28 lines', () => {
  const start = () => {
    const child = spawnRaw([FIXTURE_TOOLS, '--cwd', work.dir]);
    return collectLines(child);
  };

  it('server/discover: the revision, and the cache fields of a list that changes only with the wrapper file', async () => {
    const { send, responseTo } = start();
    send(modernRequest(1, 'server/discover'));
    expect(await responseTo(1)).toMatchObject({ result: { supportedVersions: ['2026-07-28'], ttlMs: 60_000, cacheScope: 'public', resultType: 'complete' } });
    send(modernRequest(2, 'tools/list'));
    expect(await responseTo(2)).toMatchObject({ result: { ttlMs: 60_000, cacheScope: 'public' } });
  });

  it('under --watch the lists may change any time: ttlMs 0, private', async () => {
    const { send, responseTo } = collectLines(spawnRaw([FIXTURE_TOOLS, '--cwd', work.dir, '--watch']));
    send(modernRequest(1, 'tools/list'));
    expect(await responseTo(1)).toMatchObject({ result: { ttlMs: 0, cacheScope: 'private' } });
  });

  it('-32022 for a revision it does not speak, first or later, with the ones it does', async () => {
    const { send, responseTo } = start();
    const unsupported = { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' };
    send(modernRequest(1, 'tools/list', {}, unsupported));
    expect(await responseTo(1)).toMatchObject({ error: { code: -32022, data: { supported: ['2026-07-28'], requested: '2099-01-01' } } });
    send(modernRequest(2, 'tools/list'));
    expect(await responseTo(2)).toMatchObject({ result: { tools: expect.any(Array) } });
    send(modernRequest(3, 'tools/list', {}, unsupported));
    expect(await responseTo(3)).toMatchObject({ error: { code: -32022, data: { supported: ['2026-07-28'], requested: '2099-01-01' } } });
  });

  it('no batches in this era, and an initialize after it is pinned is refused', async () => {
    const { send, responseTo } = start();
    send(modernRequest(1, 'tools/list'));
    await responseTo(1);
    send([modernRequest(2, 'tools/list')]);
    expect(await responseTo(null)).toMatchObject({ error: { code: -32600, message: expect.stringContaining('2026-07-28 does not have') } });
    send({
      jsonrpc: '2.0',
      id: 3,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    expect(await responseTo(3)).toMatchObject({ error: { code: -32022 } });
  });

  it('ids beyond 2^53 are echoed digit for digit, a fractional id is -32600', async () => {
    const { lines, send, responseTo } = start();
    send(JSON.stringify(modernRequest(1, 'tools/list')).replace('"id":1', '"id":9007199254740993'));
    send(JSON.stringify(modernRequest(2, 'tools/list')).replace('"id":2', '"id":1.5'));
    expect(await responseTo(1.5)).toMatchObject({ error: { code: -32600 } });
    await vi.waitFor(() => expect(lines.some((line) => line.includes('"id":9007199254740993') && line.includes('"tools"'))).toBe(true), { timeout: 10_000 });
  });

  it('a request without the envelope on a modern connection: -32602 naming the envelope', async () => {
    const { send, responseTo } = start();
    send(modernRequest(1, 'tools/list'));
    await responseTo(1);
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } });
    expect(await responseTo(2)).toMatchObject({ error: { code: -32602, message: expect.stringContaining('envelope') } });
  });
});
