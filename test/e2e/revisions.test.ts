// Content per negotiated revision: a raw client that initializes with an older protocolVersion gets
// no kind its revision lacks (audio before 2025-03-26, resource_link before 2025-06-18), over
// stdio and over HTTP, while a 2025-06-18 client still gets both.
import { spawn } from 'node:child_process';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { BIN, collectLines, INITIALIZE, spawnRaw } from '../support/mcp-client.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPERS = [`${FIXTURES}wrappers/surface.yaml`, `${FIXTURES}wrappers/lifecycle.yaml`];
const work = useWorkDir('e2e-revisions');

const CALLS = [
  { name: 'write_report', arguments: { text: 'the report' } },
  { name: 'binary', arguments: { kind: 'wav' } },
  { name: 'flood', arguments: { bytes: 200_000 } },
];

interface Answers {
  protocolVersion: string;
  tools: Tool[];
  results: CallToolResult[];
}

/** A raw stdio session at `protocolVersion`: tools/list and every call of CALLS. */
async function overStdio(protocolVersion: string): Promise<Answers> {
  const { send, responseTo } = collectLines(spawnRaw([...WRAPPERS, '--cwd', work.dir, '--sandbox', 'off'], { env: { RUN_LOG: work.runLog } }));
  send({ ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion } });
  const initialized = await responseTo(0);
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  CALLS.forEach((params, index) => send({ jsonrpc: '2.0', id: 2 + index, method: 'tools/call', params }));
  const tools = (await responseTo(1)).result.tools as Tool[];
  const results = await Promise.all(CALLS.map(async (_call, index) => (await responseTo(2 + index)).result as CallToolResult));
  return { protocolVersion: initialized.result.protocolVersion, tools, results };
}

/** bin/mcp-wrap over HTTP on a free loopback port, once it listens. */
async function serveHttp(): Promise<string> {
  const child = spawn(process.execPath, [BIN, ...WRAPPERS, '--http', '127.0.0.1:0', '--cwd', work.dir, '--sandbox', 'off'], {
    env: { ...process.env, FIXTURES: FIXTURES.replace(/\/$/, ''), RUN_LOG: work.runLog },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  onTestFinished(() => void child.kill('SIGKILL'));
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /over Streamable HTTP at (\S+)/.exec(stderr);
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code} before listening:\n${stderr}`)));
  });
}

/** A raw HTTP session at `protocolVersion` (the header sent as a 2025-03-26 client may): the same requests. */
async function overHttp(protocolVersion: string): Promise<Answers> {
  const url = await serveHttp();
  let session: string | undefined;
  const post = async (body: Record<string, unknown>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': protocolVersion,
        ...(session && { 'mcp-session-id': session }),
      },
      body: JSON.stringify(body),
    });
    session ??= response.headers.get('mcp-session-id') ?? undefined;
    const text = await response.text();
    const data = text.split('\n').flatMap((line) => (line.startsWith('data: ') ? [JSON.parse(line.slice(6)) as { id?: unknown; result?: never }] : []));
    return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : data.find((message) => message.id === body.id))?.result;
  };
  const initialized = await post({ ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion } });
  await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
  const { tools } = await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  const results = await Promise.all(CALLS.map((params, index) => post({ jsonrpc: '2.0', id: 2 + index, method: 'tools/call', params })));
  return { protocolVersion: initialized.protocolVersion, tools, results };
}

const kindsOf = (results: CallToolResult[]) => new Set(results.flatMap((result) => result.content.map((item) => item.type)));

describe.each([
  ['stdio', overStdio],
  ['HTTP', overHttp],
])('over %s', (_transport, open) => {
  it('2024-11-05: no audio, no resource_link, no titles, annotations or output schemas', async () => {
    const { protocolVersion, tools, results } = await open('2024-11-05');
    expect(protocolVersion).toBe('2024-11-05');
    expect(results.every((result) => result.isError === false)).toBe(true);
    const kinds = kindsOf(results);
    expect(kinds.has('audio') || kinds.has('resource_link')).toBe(false);
    const [report, wav, flood] = results;
    // The small text file is embedded, the audio embedded with its mimeType, the large output named.
    expect(report!.content).toContainEqual({
      type: 'resource',
      resource: { uri: expect.stringMatching(/report\.txt$/), mimeType: 'text/plain', text: 'the report' },
    });
    expect(wav!.content).toContainEqual({
      type: 'resource',
      resource: { uri: expect.stringMatching(/^mcp-wrap:\/\/runs\//), mimeType: 'audio/wav', blob: expect.any(String) },
    });
    expect(flood!.content).toContainEqual({ type: 'text', text: expect.stringMatching(/mcp-wrap:\/\/runs\/\d+\/stdout.*resources\/read/) });
    expect(tools.find((tool) => tool.name === 'delete_thing')).toEqual({
      name: 'delete_thing',
      description: expect.any(String),
      inputSchema: expect.any(Object),
    });
  });

  it('2025-03-26: audio (it has it), but no resource_link', async () => {
    const { protocolVersion, tools, results } = await open('2025-03-26');
    expect(protocolVersion).toBe('2025-03-26');
    const kinds = kindsOf(results);
    expect(kinds.has('resource_link')).toBe(false);
    expect(results[1]!.content).toContainEqual({ type: 'audio', data: expect.any(String), mimeType: 'audio/wav' });
    expect(tools.find((tool) => tool.name === 'delete_thing')).toMatchObject({ annotations: { destructiveHint: true } });
    expect(tools.find((tool) => tool.name === 'delete_thing')).not.toHaveProperty('title');
  });

  it('2025-06-18: audio, resource_link and titles as built', async () => {
    const { protocolVersion, tools, results } = await open('2025-06-18');
    expect(protocolVersion).toBe('2025-06-18');
    const kinds = kindsOf(results);
    expect(kinds.has('audio') && kinds.has('resource_link')).toBe(true);
    expect(tools.find((tool) => tool.name === 'delete_thing')).toMatchObject({ title: 'Delete a thing' });
  });
});
