// The tasks extension (io.modelcontextprotocol/tasks) over stdio, on raw JSON-RPC lines: the v2
// Client refuses a resultType "task". Each answer is checked against the extension's own schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES, fixture, processesMentioning, readPids } from '../support/fixtures.js';
import { collectLines, INITIALIZE, spawnRaw } from '../support/mcp-client.js';
import { settledTask } from '../support/tasks.js';
import { useWorkDir } from '../support/work-dir.js';

const TASKS = `${FIXTURES}wrappers/tasks.yaml`;
const EXTENSION = 'io.modelcontextprotocol/tasks';
const work = useWorkDir('e2e-tasks');

const schema = JSON.parse(readFileSync(fixture('ext-tasks-results.schema.json'), 'utf8'));
const ajv = new Ajv2020.default({ strict: false, validateFormats: false });
ajv.addSchema(schema, 'ext-tasks');
/** The result, after checking it is a valid `name` of the extension's schema. */
function valid<T>(name: string, result: T): T {
  const validate = ajv.getSchema(`ext-tasks#/$defs/${name}`)!;
  if (!validate(result)) throw new Error(`not a valid ${name}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(result)}`);
  return result;
}

const envelope = (capabilities: Record<string, unknown>) => ({
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': capabilities,
  'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
});
const WITH_TASKS = envelope({ extensions: { [EXTENSION]: {} } });
const WITHOUT_TASKS = envelope({});

type Message = { result?: Record<string, any>; error?: { code: number; message: string; data?: any } };

function start(env: Record<string, string> = {}) {
  const server = spawnRaw([TASKS, '--cwd', work.dir], { env });
  const { send, responseTo } = collectLines(server);
  let id = 0;
  const request = async (method: string, params: Record<string, unknown> = {}, meta: Record<string, unknown> = WITH_TASKS): Promise<Message> => {
    const sent = ++id;
    send({ jsonrpc: '2.0', id: sent, method, params: { ...params, _meta: meta } });
    return responseTo(sent);
  };
  const call = (name: string, args: Record<string, unknown>, meta = WITH_TASKS) => request('tools/call', { name, arguments: args }, meta);
  const taskOf = async (taskId: string) => valid('GetTaskResult', (await request('tasks/get', { taskId })).result!);
  const settled = (taskId: string) => settledTask(taskOf, taskId);
  return { server, send, request, call, taskOf, settled };
}

describe('a 2026-07-28 client that declares the tasks extension', () => {
  it('discovers the extension; a long build becomes a task that reports its progress, then its result', async () => {
    const { request, call, taskOf, settled } = start();
    expect((await request('server/discover')).result!.capabilities).toMatchObject({ extensions: { [EXTENSION]: {} } });
    const created = valid('CreateTaskResult', (await call('build', { steps: 10, interval_ms: 250 })).result!);
    expect(created).toMatchObject({ resultType: 'task', status: 'working', ttlMs: expect.any(Number), pollIntervalMs: 1_000 });
    expect(Date.parse(created.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(created.lastUpdatedAt).toEqual(expect.any(String));
    await vi.waitFor(
      async () =>
        expect(await taskOf(created.taskId)).toMatchObject({ status: 'working', statusMessage: expect.stringMatching(/^\d+%: step \d+\/10 \(\d+%\)$/) }),
      { timeout: 5_000, interval: 100 },
    );
    const done = await settled(created.taskId);
    expect(done).toMatchObject({
      resultType: 'complete',
      status: 'completed',
      result: { content: [{ type: 'text', text: expect.stringContaining('built') }] },
    });
    expect(done.result.isError).toBeFalsy();
  });

  it('a quick run of an optional tool is answered in the call', async () => {
    const { call } = start();
    const { result } = await call('build', { steps: 1, interval_ms: 10 });
    expect(result).toMatchObject({ resultType: 'complete', content: [{ type: 'text', text: expect.stringContaining('built') }] });
    expect(result).not.toHaveProperty('taskId');
  });

  it('tasks/cancel stops the whole process tree; the task settles as cancelled', async () => {
    const { request, call, settled } = start();
    const pidFile = join(work.dir, 'build.pid');
    const created = (await call('build', { steps: 1_000, interval_ms: 100, pid_file: pidFile })).result!;
    await readPids(pidFile, 2);
    expect(processesMentioning(pidFile).length).toBeGreaterThanOrEqual(2);
    expect(valid('CancelTaskResult', (await request('tasks/cancel', { taskId: created.taskId })).result!)).toEqual({
      resultType: 'complete',
      _meta: expect.any(Object),
    });
    await vi.waitFor(() => expect(processesMentioning(pidFile)).toEqual([]), { timeout: 5_000 });
    expect((await settled(created.taskId)).status).toBe('cancelled');
    // Cancelling a settled task is the same ack.
    expect((await request('tasks/cancel', { taskId: created.taskId })).result).toMatchObject({ resultType: 'complete' });
  });

  it('tasks/update is acknowledged, whatever it carries; an unknown task is -32602 for every method', async () => {
    const { request, call } = start();
    const created = (await call('release', {})).result!;
    expect(
      valid(
        'UpdateTaskResult',
        (await request('tasks/update', { taskId: created.taskId, inputResponses: { nothing: { action: 'accept' } }, extra: 1 })).result!,
      ),
    ).toMatchObject({ resultType: 'complete' });
    for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
      expect(await request(method, { taskId: 'no-such-task', inputResponses: {} })).toMatchObject({
        error: { code: -32602, message: 'Failed to retrieve task: Task not found' },
      });
    }
    expect(await request('tasks/get', { taskId: 42 })).toMatchObject({ error: { code: -32602 } });
  });

  it('a settled task is kept for the retention, with its spilled output readable, then dropped and its output removed', async () => {
    const { request, call, settled } = start({ MCP_WRAP_TEST_TASK_RETENTION_MS: '2000' });
    const created = (await call('build', { steps: 6, interval_ms: 250, tail_bytes: 20_000 })).result!;
    const done = await settled(created.taskId);
    const link = done.result.content.find((item: { type: string }) => item.type === 'resource_link');
    expect(link).toMatchObject({ uri: expect.stringMatching(/^mcp-wrap:\/\/runs\/\d+\/stdout$/) });
    expect((await request('resources/read', { uri: link.uri })).result!.contents[0].text).toContain('built');
    await vi.waitFor(async () => expect(await request('tasks/get', { taskId: created.taskId })).toMatchObject({ error: { code: -32602 } }), {
      timeout: 5_000,
      interval: 200,
    });
    expect((await request('resources/read', { uri: link.uri })).error).toBeDefined();
  });

  it.each(['stdin closing', 'SIGTERM'])('%s stops every working task like any run', async (shutdown) => {
    const { server, call } = start();
    const pidFile = join(work.dir, 'build.pid');
    await call('build', { steps: 1_000, interval_ms: 100, pid_file: pidFile });
    await readPids(pidFile, 2);
    expect(processesMentioning(pidFile).length).toBeGreaterThanOrEqual(2);
    const exited = new Promise((resolve) => server.on('exit', resolve));
    if (shutdown === 'SIGTERM') server.kill('SIGTERM');
    else server.stdin.end();
    await exited;
    expect(processesMentioning(pidFile)).toEqual([]);
  });
});

describe('clients that cannot take a task', () => {
  it('a 2026-07-28 client without the extension: a required tool is -32021, an optional one is answered in the call, tasks/* are -32021', async () => {
    const { request, call } = start();
    expect(await call('release', {}, WITHOUT_TASKS)).toMatchObject({
      error: { code: -32021, data: { requiredCapabilities: { extensions: { [EXTENSION]: {} } } } },
    });
    expect((await call('build', { steps: 6, interval_ms: 250 }, WITHOUT_TASKS)).result).toMatchObject({
      resultType: 'complete',
      content: [{ text: expect.stringContaining('built') }],
    });
    expect(await request('tasks/get', { taskId: 'any' }, WITHOUT_TASKS)).toMatchObject({ error: { code: -32021 } });
  });

  it('a 2025 client gets the answer in the call, with progress notifications, as before', async () => {
    const server = spawnRaw([TASKS, '--cwd', work.dir]);
    const { send, responseTo, lines } = collectLines(server);
    send(INITIALIZE);
    expect((await responseTo(0)).result.capabilities).not.toHaveProperty('extensions');
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'release', arguments: { steps: 6, interval_ms: 250 }, _meta: { progressToken: 'p' } },
    });
    expect((await responseTo(1)).result.content[0].text).toContain('built');
    expect(lines.some((line) => line.includes('notifications/progress'))).toBe(true);
  });
});
