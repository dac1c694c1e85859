// The tasks extension (io.modelcontextprotocol/tasks) over Streamable HTTP, on raw 2026-07-28
// requests (the v2 Client refuses a resultType "task"): each request stands alone, so the task
// must outlive the request that created it, and belongs to the principal that created it.
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES, processesMentioning, readPids } from '../support/fixtures.js';
import { messagesOf, postRaw, serveHttp } from '../support/http-server.js';
import { useTestIssuer } from '../support/oauth-issuer.js';
import { settledTask } from '../support/tasks.js';
import { useWorkDir } from '../support/work-dir.js';

const TASKS = `${FIXTURES}wrappers/tasks.yaml`;
const EXTENSION = 'io.modelcontextprotocol/tasks';
const work = useWorkDir('e2e-tasks-http');

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { extensions: { [EXTENSION]: {} } },
  'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
};

type Message = { id?: unknown; result?: Record<string, any>; error?: { code: number; message: string; data?: unknown } };
interface Exchange {
  status: number;
  message: Message;
}

/** A 2026-07-28 request as the transport wants it: the envelope in _meta, Mcp-Method and Mcp-Name headers. */
function modernRequest(id: number, method: string, params: Record<string, unknown>, name?: string) {
  const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name !== undefined && { 'mcp-name': name }) };
  return { body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: ENVELOPE } }), headers };
}

/** A client of `url` holding `token` (none: no Authorization header). */
function clientOf(url: string, token?: string) {
  let id = 0;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const send = async (method: string, params: Record<string, unknown>, name?: string): Promise<Exchange> => {
    const { body, headers } = modernRequest(++id, method, params, name);
    const response = await postRaw(url, body, { ...headers, ...auth });
    const [message] = (await messagesOf(response)) as Message[];
    return { status: response.status, message: message! };
  };
  const call = async (tool: string, args: Record<string, unknown>) => (await send('tools/call', { name: tool, arguments: args }, tool)).message;
  const onTask = (method: string, taskId: string) => send(method, { taskId }, taskId);
  const taskOf = async (taskId: string) => (await onTask('tasks/get', taskId)).message.result!;
  const settled = (taskId: string) => settledTask(taskOf, taskId);
  return { send, call, onTask, taskOf, settled };
}

const serve = (args: string[] = [], env: Record<string, string> = {}) => serveHttp([TASKS, '--cwd', work.dir, '--http', '127.0.0.1:0', ...args], env);

describe('tasks over HTTP (2026-07-28)', () => {
  it('a long build becomes a task: tasks/get shows it working with its progress line, then completed with the result', async () => {
    const { url } = await serve();
    const client = clientOf(url);
    const created = await client.call('build', { steps: 10, interval_ms: 250 });
    expect(created.result).toMatchObject({ resultType: 'task', status: 'working', taskId: expect.any(String), pollIntervalMs: 1_000 });
    const { taskId } = created.result!;
    await vi.waitFor(
      async () =>
        expect(await client.taskOf(taskId)).toMatchObject({
          resultType: 'complete',
          status: 'working',
          statusMessage: expect.stringMatching(/^\d+%: step \d+\/10 \(\d+%\)$/),
        }),
      {
        timeout: 5_000,
        interval: 100,
      },
    );
    const done = await client.settled(taskId);
    expect(done).toMatchObject({ status: 'completed', result: { content: [{ type: 'text', text: expect.stringContaining('built') }] } });
    expect(done.result.isError).toBeFalsy();
  });

  it('tasks/cancel stops every process of the run; the task settles as cancelled', async () => {
    const { url } = await serve();
    const client = clientOf(url);
    const pidFile = join(work.dir, 'build.pid');
    const { taskId } = (await client.call('build', { steps: 1_000, interval_ms: 100, pid_file: pidFile })).result!;
    await readPids(pidFile, 2);
    expect(processesMentioning(pidFile).length).toBeGreaterThanOrEqual(2);
    expect((await client.onTask('tasks/cancel', taskId)).message.result).toMatchObject({ resultType: 'complete' });
    await vi.waitFor(() => expect(processesMentioning(pidFile)).toEqual([]), { timeout: 5_000 });
    expect((await client.settled(taskId)).status).toBe('cancelled');
  });

  it('the request that created the task can end, its connection closed, and the run goes on to its result', async () => {
    const { url } = await serve();
    const pidFile = join(work.dir, 'build.pid');
    const { body, headers } = modernRequest(1, 'tools/call', { name: 'build', arguments: { steps: 12, interval_ms: 250, pid_file: pidFile } }, 'build');
    // Its own connection, not kept alive: once the answer is read, the socket closes.
    const created = await new Promise<Message>((resolve, reject) => {
      const outgoing = httpRequest(
        url,
        {
          method: 'POST',
          agent: false,
          headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream', connection: 'close' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          const answer = () => new Response(text, { headers: { 'content-type': response.headers['content-type'] ?? '' } });
          response.on('end', () => outgoing.socket?.once('close', () => void messagesOf(answer()).then(([message]) => resolve(message as Message))));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    expect(created.result).toMatchObject({ resultType: 'task', status: 'working' });
    const pids = await readPids(pidFile, 2);
    const client = clientOf(url);
    await vi.waitFor(async () => expect((await client.taskOf(created.result!.taskId)).statusMessage).toMatch(/step ([5-9]|1\d)\/12/), {
      timeout: 10_000,
      interval: 200,
    });
    expect(processesMentioning(pidFile).length).toBeGreaterThanOrEqual(pids.length);
    expect(await client.settled(created.result!.taskId)).toMatchObject({
      status: 'completed',
      result: { content: [{ text: expect.stringContaining('built') }] },
    });
  });
});

describe('tasks over HTTP belong to their principal', () => {
  const TOKEN_A = 'token-a-0123456789abcdef';
  const TOKEN_B = 'token-b-0123456789abcdef';
  const issuer = useTestIssuer();
  const AUDIENCE = 'https://mcp.example/mcp';

  const jwtFor = (claims: Record<string, string>) => issuer.sign(claims, AUDIENCE);
  const serveWithAuth = () =>
    serve(['--auth-token-env', 'MCP_TOKENS', '--auth-issuer', issuer.url, '--auth-audience', AUDIENCE], { MCP_TOKENS: `${TOKEN_A},${TOKEN_B}` });

  /** What `stranger` gets for `taskId` is what it gets for a task that never was, apart from the id. */
  async function expectUnknownTo(stranger: ReturnType<typeof clientOf>, taskId: string) {
    for (const method of ['tasks/get', 'tasks/cancel']) {
      const theirs = await stranger.onTask(method, taskId);
      const unknown = await stranger.onTask(method, '00000000-0000-4000-8000-000000000000');
      expect(theirs.message.error).toMatchObject({ code: -32602 });
      expect({ ...theirs, message: { ...theirs.message, id: 0 } }).toEqual({ ...unknown, message: { ...unknown.message, id: 0 } });
    }
  }

  it("another principal's tasks/get and tasks/cancel answer exactly like an unknown task, and do not stop the run", async () => {
    const { url } = await serveWithAuth();
    const owner = clientOf(url, TOKEN_A);
    const { taskId } = (await owner.call('build', { steps: 8, interval_ms: 250 })).result!;
    await expectUnknownTo(clientOf(url, await jwtFor({ client_id: 'other-client', sub: 'mallory' })), taskId);
    expect(await owner.settled(taskId)).toMatchObject({ status: 'completed' });
  }, 30_000);

  it('two users of one OAuth client are two principals', async () => {
    const { url } = await serveWithAuth();
    const alice = clientOf(url, await jwtFor({ client_id: 'shared-app', sub: 'alice' }));
    const { taskId } = (await alice.call('build', { steps: 8, interval_ms: 250 })).result!;
    await expectUnknownTo(clientOf(url, await jwtFor({ client_id: 'shared-app', sub: 'bob' })), taskId);
    expect((await alice.taskOf(taskId)).status).toBe('working');
  }, 30_000);

  it("a task's spilled output is its owner's to read, not another user's of the same OAuth client", async () => {
    const { url } = await serveWithAuth();
    const alice = clientOf(url, await jwtFor({ client_id: 'shared-app', sub: 'alice' }));
    const { taskId } = (await alice.call('build', { steps: 6, interval_ms: 250, tail_bytes: 20_000 })).result!;
    const link = (await alice.settled(taskId)).result.content.find((item: { type: string }) => item.type === 'resource_link');
    expect(link).toMatchObject({ uri: expect.stringMatching(/^mcp-wrap:\/\/runs\/\d+\/stdout$/) });
    expect((await alice.send('resources/read', { uri: link.uri }, link.uri)).message.result!.contents[0].text).toContain('built');
    const bob = clientOf(url, await jwtFor({ client_id: 'shared-app', sub: 'bob' }));
    expect((await bob.send('resources/read', { uri: link.uri }, link.uri)).message.error).toBeDefined();
  }, 30_000);

  it('every static bearer token is one principal (clientId "static-token"): a second token sees the first one’s task', async () => {
    const { url } = await serveWithAuth();
    const { taskId } = (await clientOf(url, TOKEN_A).call('build', { steps: 8, interval_ms: 250 })).result!;
    expect(await clientOf(url, TOKEN_B).taskOf(taskId)).toMatchObject({ taskId, status: 'working' });
  }, 30_000);

  it('without a token the request is refused before any task method runs', async () => {
    const { url } = await serveWithAuth();
    const { status } = await clientOf(url).onTask('tasks/get', '00000000-0000-4000-8000-000000000000');
    expect(status).toBe(401);
  });
});
