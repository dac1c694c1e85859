// `serve --http`: the real bin/mcp-wrap on a free port, driven by the SDK's Streamable HTTP client
// and by raw fetch for what a client would not send (foreign Host/Origin, no or bad tokens).
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, ListRootsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { expectAllGone, FIXTURES, readPids } from '../support/fixtures.js';
import { BIN, textOf } from '../support/mcp-client.js';
import { serveHttp } from '../support/http-server.js';
import { useTestIssuer } from '../support/oauth-issuer.js';
import { useWorkDir } from '../support/work-dir.js';

const LIFECYCLE = `${FIXTURES}wrappers/lifecycle.yaml`;
const TOKEN = 'e2e-token-0123456789abcdef';
const work = useWorkDir('e2e-http');

async function connectHttp(url: string, headers: Record<string, string> = {}) {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const client = new Client({ name: 'e2e-http', version: '1.0.0' });
  await client.connect(transport);
  onTestFinished(() => client.close());
  return { client, transport };
}

const lifecycleServer = (...options: string[]) =>
  serveHttp([LIFECYCLE, '--http', '127.0.0.1:0', '--cwd', work.dir, '--sandbox', 'off', ...options], {
    RUN_LOG: work.runLog,
    MCP_TOKENS: `short-lived-but-long-enough ${TOKEN}`,
  });

describe('sessions', () => {
  it('each client gets a session of its own; DELETE ends one and stops its runs', async () => {
    const served = await lifecycleServer();
    const first = await connectHttp(served.url);
    const second = await connectHttp(served.url);
    expect(first.transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.transport.sessionId).not.toBe(first.transport.sessionId);

    const pidFile = join(work.dir, 'tree.pid');
    // The SDK client leaves a call whose session it ended unanswered: not awaited.
    void first.client.callTool({ name: 'tree', arguments: { pid_file: pidFile } }).catch(() => {});
    const pids = await readPids(pidFile, 3);
    const ended = first.transport.sessionId!;
    await first.transport.terminateSession();
    await expectAllGone(pids);

    const afterDelete = await fetch(served.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': ended },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(afterDelete.status).toBe(404);
    expect(await second.client.listTools()).toMatchObject({ tools: expect.arrayContaining([expect.objectContaining({ name: 'tree' })]) });
    expect(await (await fetch(served.url.replace(/\/mcp$/, '/healthz'))).json()).toEqual({ status: 'ok', sessions: 1, runs: 0 });
  });

  it("a client's roots are asked for on its first request's stream and govern path arguments at once", async () => {
    const clientRoot = join(work.dir, 'client-root');
    mkdirSync(clientRoot);
    writeFileSync(join(clientRoot, 'inside.txt'), 'x');
    const served = await serveHttp([`${FIXTURES}wrappers/fixtures.yaml`, '--http', '127.0.0.1:0', '--sandbox', 'off']);
    const transport = new StreamableHTTPClientTransport(new URL(served.url));
    const client = new Client({ name: 'e2e-roots', version: '1.0.0' }, { capabilities: { roots: {} } });
    client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [{ uri: pathToFileURL(clientRoot).href }] }));
    await client.connect(transport);
    onTestFinished(() => client.close());
    const started = performance.now();
    const inside = (await client.callTool({ name: 'echo_files', arguments: { files: [join(clientRoot, 'inside.txt')] } })) as CallToolResult;
    expect(inside.isError, textOf(inside)).toBeFalsy();
    // A roots/list that never reached the client would hold the call for the 10-second roots timeout.
    expect(performance.now() - started).toBeLessThan(5000);
    const outside = (await client.callTool({ name: 'echo_files', arguments: { files: [FIXTURES] } })) as CallToolResult;
    expect(outside).toMatchObject({ isError: true });
    expect(served.stderr()).toContain(`roots from the client: ${clientRoot}`);
  });

  it("a session cannot read another session's run outputs", async () => {
    const served = await lifecycleServer();
    const owner = await connectHttp(served.url);
    const other = await connectHttp(served.url);
    const result = (await owner.client.callTool({ name: 'flood', arguments: { bytes: 200_000 } })) as CallToolResult;
    const link = result.content.find((item) => item.type === 'resource_link');
    expect(link).toMatchObject({ uri: expect.stringMatching(/^mcp-wrap:\/\/runs\/\d+\/stdout$/) });
    const uri = (link as { uri: string }).uri;
    expect((await owner.client.readResource({ uri })).contents[0]).toMatchObject({ uri });
    await expect(other.client.readResource({ uri })).rejects.toThrow(/not found|unknown|no such/i);
  });

  it('progress reaches the client over the SSE stream', async () => {
    const served = await lifecycleServer();
    const { client } = await connectHttp(served.url);
    // Progress is sampled every 250 ms: 900 ms of output gives several samples even under load.
    const progress: number[] = [];
    const result = await client.callTool({ name: 'progress', arguments: { steps: 6, interval_ms: 150 } }, CallToolResultSchema, {
      onprogress: (update) => progress.push(update.progress),
    });
    expect(textOf(result)).toContain('done');
    expect(progress.length).toBeGreaterThan(0);
  });

  it('resumability: a call whose stream broke is answered on the stream resumed with Last-Event-ID', async () => {
    const served = await lifecycleServer();
    const post = (body: unknown, session?: string) =>
      fetch(served.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
          ...(session && { 'mcp-session-id': session }),
        },
        body: JSON.stringify(body),
      });
    const opened = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    const session = opened.headers.get('mcp-session-id')!;
    await opened.text();
    await (await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, session)).text();

    const call = await post({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'pause', arguments: { ms: 800 } } }, session);
    const reader = call.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const eventId = /^id: (\S+)$/m.exec(first)?.[1];
    expect(eventId, `the stream starts with an event id to resume from:\n${first}`).toBeDefined();
    await reader.cancel();

    // 409 until the server has seen the broken connection close.
    const resume = () =>
      fetch(served.url, {
        headers: { accept: 'text/event-stream', 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25', 'last-event-id': eventId! },
      });
    let resumed = await resume();
    for (let tries = 0; resumed.status === 409 && tries < 50; tries++) resumed = await new Promise((resolve) => setTimeout(resolve, 20)).then(resume);
    expect(resumed.status).toBe(200);
    const events = resumed.body!.getReader();
    let text = '';
    while (!/"id":2/.test(text)) text += new TextDecoder().decode((await events.read()).value);
    await events.cancel();
    expect(text).toMatch(/"result":\{.*"isError":false/);
  });

  it('stateless: every request stands alone, and GET is refused', async () => {
    const served = await lifecycleServer('--stateless');
    const { client, transport } = await connectHttp(served.url);
    expect(transport.sessionId).toBeUndefined();
    const result = (await client.callTool({ name: 'flood', arguments: { bytes: 10 } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const progress: number[] = [];
    await client.callTool({ name: 'progress', arguments: { steps: 6, interval_ms: 150 } }, CallToolResultSchema, {
      onprogress: (update) => progress.push(update.progress),
    });
    expect(progress.length, "a call's progress arrives on its own answer's stream").toBeGreaterThan(0);
    expect((await fetch(served.url, { headers: { accept: 'text/event-stream' } })).status).toBe(405);
    expect(await (await fetch(served.url.replace(/\/mcp$/, '/healthz'))).json()).toMatchObject({ sessions: 0, runs: 0 });
  });
});

describe('refusals', () => {
  const initialize = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }),
    });

  /** fetch will not send a Host of our choosing: node:http will. */
  const statusWithHost = (url: string, host: string) =>
    new Promise<number>((resolve, reject) => {
      const sent = request(
        url,
        { method: 'POST', headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' } },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      sent.on('error', reject);
      sent.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        }),
      );
    });

  it('DNS rebinding: a foreign Host or Origin gets 403; an --allowed-host passes', async () => {
    const served = await lifecycleServer('--allowed-host', 'mcp.internal.example');
    expect(await statusWithHost(served.url, 'attacker.example')).toBe(403);
    expect(await statusWithHost(served.url, `attacker.example:${new URL(served.url).port}`)).toBe(403);
    expect((await initialize(served.url, { origin: 'http://attacker.example' })).status).toBe(403);
    expect(await statusWithHost(served.url, 'mcp.internal.example:8080')).toBe(200);
    expect(await statusWithHost(served.url, `localhost:${new URL(served.url).port}`)).toBe(200);
    expect((await initialize(served.url, { origin: 'http://localhost:3000' })).status).toBe(200);
    expect(served.stderr()).toMatch(/http=POST path=\/mcp status=403/);
  });

  it('bearer tokens: none or a wrong one gets 401 with WWW-Authenticate; the right one is served', async () => {
    const served = await lifecycleServer('--auth-token-env', 'MCP_TOKENS');
    const missing = await initialize(served.url);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer /);
    const wrong = await initialize(served.url, { authorization: `Bearer ${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const { client } = await connectHttp(served.url, { authorization: `Bearer ${TOKEN}` });
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    expect(served.stderr()).not.toContain(TOKEN);
  }, 20_000);

  it('a body over the limit gets 413, bad JSON -32700, and the server keeps serving', async () => {
    const served = await lifecycleServer();
    const huge = await fetch(served.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'content-length': String(64 * 1024 * 1024) },
      body: 'x'.repeat(16),
    }).catch(() => undefined);
    if (huge) expect(huge.status).toBe(413);
    const bad = await fetch(served.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: -32700 } });
    const { client } = await connectHttp(served.url);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  });
});

describe('OAuth 2.1 resource server', () => {
  const issuer = useTestIssuer();

  const tokenFor = (audience: string, expiresIn = '5m') => issuer.sign({ scope: 'mcp:tools', client_id: 'e2e-client' }, audience, expiresIn);

  it("accepts the issuer's JWTs for this audience, refuses others, and publishes its metadata", async () => {
    const served = await lifecycleServer('--auth-issuer', issuer.url, '--auth-audience', 'https://mcp.example/mcp');
    const { client } = await connectHttp(served.url, { authorization: `Bearer ${await tokenFor('https://mcp.example/mcp')}` });
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);

    for (const token of [await tokenFor('https://other.example/mcp'), await tokenFor('https://mcp.example/mcp', '-1m')]) {
      const refused = await fetch(served.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(
        /resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource\/mcp".*error="invalid_token"/,
      );
    }
    const metadata = await (await fetch(served.url.replace(/\/mcp$/, '/.well-known/oauth-protected-resource/mcp'))).json();
    expect(metadata).toEqual({ resource: served.url, authorization_servers: [issuer.url], bearer_methods_supported: ['header'] });
  }, 20_000);
});

describe('the command line', () => {
  const run = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });

  it('refuses to listen beyond loopback without authorization, a short token, and HTTP options without --http', async () => {
    expect(await run(['git', '--http', '0.0.0.0:0'])).toMatchObject({ code: 2, stderr: expect.stringContaining('without authorization') });
    expect(await run(['git', '--http', '0', '--auth-token-env', 'SHORT'], { SHORT: 'abc' })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('too short'),
    });
    expect(await run(['git', '--http', '0', '--auth-token-env', 'UNSET_VARIABLE_X'])).toMatchObject({ code: 2, stderr: expect.stringContaining('not set') });
    expect(await run(['git', '--stateless'])).toMatchObject({ code: 2, stderr: expect.stringContaining('only apply with --http') });
    expect(await run(['git', '--http', '0', '--auth-issuer', 'https://issuer.example'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('go together'),
    });
  });

  it('SIGTERM with runs in flight: every tree is gone and the server exits within killGrace + 1 s', async () => {
    const served = await lifecycleServer();
    const { client } = await connectHttp(served.url);
    const pidFiles = [join(work.dir, 'a.pid'), join(work.dir, 'b.pid')];
    void client.callTool({ name: 'stubborn_tree', arguments: { pid_file: pidFiles[0] } }).catch(() => {});
    void client.callTool({ name: 'tree', arguments: { pid_file: pidFiles[1] } }).catch(() => {});
    const pids = [...(await readPids(pidFiles[0]!, 3)), ...(await readPids(pidFiles[1]!, 3))];
    const signalled = performance.now();
    process.kill(served.pid, 'SIGTERM');
    expect(await served.exited).toBe(0);
    // killGrace is 500 ms in lifecycle.yaml.
    expect(performance.now() - signalled).toBeLessThan(1500);
    await expectAllGone(pids);
  });
});
