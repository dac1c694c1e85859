// Tasks on instances that live for one request (the SDK's createMcpHandler, as 2026-07-28 HTTP
// serves them): the run outlives the instance that started it, and a task is its owner's only.
import { tmpdir } from 'node:os';
import { createMcpHandler, type AuthInfo } from '@modelcontextprotocol/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { definitionFrom } from '../../../test/support/definitions.js';
import { createHost } from '../create-server.js';
import { createStreamLogger } from '../logger.js';

const WRAPPER = `
name: demo
tools:
  slow:
    description: Takes a while.
    command: [${JSON.stringify(process.execPath)}, -e, "setTimeout(() => console.log('slept'), 1500)"]
    task: required
`;
const EXTENSION = 'io.modelcontextprotocol/tasks';
const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { extensions: { [EXTENSION]: {} } },
  'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1' },
};

function serve() {
  const base = tmpdir();
  const host = createHost([definitionFrom(WRAPPER)], {
    baseDir: base,
    allowedRoots: [base],
    env: process.env,
    logger: createStreamLogger(() => {}, 'error'),
    version: '1.0.0',
  });
  const handler = createMcpHandler(({ era }) => host.createInstance(era), { legacy: 'reject', responseMode: 'json' });
  onTestFinished(async () => {
    await handler.close();
    await host.close();
  });
  let id = 0;
  return async (method: string, params: Record<string, unknown>, authInfo?: AuthInfo) => {
    const name = typeof params.name === 'string' ? params.name : typeof params.taskId === 'string' ? params.taskId : undefined;
    const response = await handler.fetch(
      new Request('http://localhost/mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2026-07-28',
          'mcp-method': method,
          ...(name && { 'mcp-name': name }),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: { ...params, _meta: META } }),
      }),
      { ...(authInfo && { authInfo }) },
    );
    return (await response.json()) as { result?: Record<string, any>; error?: { code: number; message: string } };
  };
}

const alice: AuthInfo = { token: 't1', clientId: 'alice', scopes: [] };
const bob: AuthInfo = { token: 't2', clientId: 'bob', scopes: [] };

describe('tasks on per-request instances', () => {
  it('the run goes on after its request and instance are gone, and completes', async () => {
    const ask = serve();
    const created = (await ask('tools/call', { name: 'slow', arguments: {} }, alice)).result!;
    expect(created).toMatchObject({ resultType: 'task', status: 'working' });
    const done = await vi.waitFor(
      async () => {
        const { result } = await ask('tasks/get', { taskId: created.taskId }, alice);
        if (result?.status !== 'completed') throw new Error(`not yet: ${JSON.stringify(result)}`);
        return result;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(done.result.content[0].text).toBe('slept\n');
  });

  it("another principal's task is answered as an unknown one, and cannot be cancelled", async () => {
    const ask = serve();
    const { taskId } = (await ask('tools/call', { name: 'slow', arguments: {} }, alice)).result!;
    const unknown = await ask('tasks/get', { taskId: 'no-such-task' }, bob);
    expect(unknown.error).toMatchObject({ code: -32602 });
    expect((await ask('tasks/get', { taskId }, bob)).error).toEqual(unknown.error);
    expect((await ask('tasks/cancel', { taskId }, bob)).error).toEqual(unknown.error);
    expect((await ask('tasks/get', { taskId }, undefined)).error).toEqual(unknown.error);
    expect((await ask('tasks/get', { taskId }, alice)).result).toMatchObject({ status: 'working' });
  });
});
