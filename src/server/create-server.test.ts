import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryTransport, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { definitionFrom } from '../../test/support/definitions.js';
import { createServer } from './create-server.js';
import { createStreamLogger } from './logger.js';

const ANSWER_WAIT_MS = 15_000;

const WRAPPER = `
name: demo
tools:
  hello:
    description: Says hello.
    command: [${JSON.stringify(process.execPath)}, -e, "console.log('hello')"]
`;

/** A raw JSON-RPC peer on an initialized 2025-11-25 session with a server for WRAPPER. */
async function openSession() {
  // A folder of its own: the protected-path check after a run walks the root, and a busy /tmp's thousands of entries add a note to the result.
  const base = mkdtempSync(join(tmpdir(), 'create-server-'));
  onTestFinished(() => rmSync(base, { recursive: true, force: true }));
  const wrap = createServer([definitionFrom(WRAPPER)], {
    baseDir: base,
    allowedRoots: [base],
    env: process.env,
    logger: createStreamLogger(() => {}, 'error'),
    version: '1.0.0',
  });
  const [client, serverSide] = InMemoryTransport.createLinkedPair();
  const received: JSONRPCMessage[] = [];
  client.onmessage = (message) => void received.push(message);
  await wrap.connect(serverSide);
  await client.start();
  onTestFinished(() => wrap.close());
  const ask = async (id: number, method: string, params?: Record<string, unknown>) => {
    await client.send({ jsonrpc: '2.0', id, method, ...(params && { params }) });
    // A real run (the sandbox's first, on a loaded machine) may take seconds: waitFor's 1 s is not an answer's deadline.
    return vi.waitFor(
      () => {
        const answer = received.find((message) => 'id' in message && message.id === id && !('method' in message));
        if (!answer) throw new Error(`no answer to ${id} yet`);
        return answer;
      },
      { timeout: ANSWER_WAIT_MS },
    );
  };
  await ask(0, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'test', version: '1' } });
  await client.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return ask;
}

describe('createServer on the 2025 revisions', () => {
  // 2025-11-25 tasks: receivers that do not declare tasks for a request type MUST process it normally.
  it('runs a tools/call that carries a task as a plain call: it declares no tasks', async () => {
    const ask = await openSession();
    expect(await ask(1, 'tools/call', { name: 'hello', arguments: {}, task: { ttl: 60_000 } })).toMatchObject({
      result: { isError: false, content: [{ type: 'text', text: 'hello\n' }] },
    });
  });

  it('answers an unknown resource with -32002 and its URI', async () => {
    const ask = await openSession();
    expect(await ask(2, 'resources/read', { uri: 'demo://nothing' })).toMatchObject({ error: { code: -32002, data: { uri: 'demo://nothing' } } });
  });
});
