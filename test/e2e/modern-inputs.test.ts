// 2026-07-28 confirmation and roots through input_required: the v2 Client pinned to the revision
// answers the embedded questions with its own handlers and retries; raw lines for a state the
// client altered or took from another call.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { collectLines, spawnRaw, textOf } from '../support/mcp-client.js';
import { connectV2 } from '../support/mcp-client-v2.js';
import { useWorkDir } from '../support/work-dir.js';

const SURFACE = `${FIXTURES}wrappers/surface.yaml`;
const work = useWorkDir('e2e-modern-inputs');
const start = (options: Parameters<typeof connectV2>[1] = {}, ...args: string[]) =>
  connectV2([SURFACE, '--cwd', work.dir, ...args], { env: { RUN_LOG: work.runLog }, ...options });

const answering = (action: 'accept' | 'decline', confirm = true) => ({
  capabilities: { elicitation: {} },
  setup: (client: Awaited<ReturnType<typeof connectV2>>['client']) => {
    client.setRequestHandler('elicitation/create', async (request) => {
      questions.push(request.params.message);
      return action === 'accept' ? { action, content: { confirm } } : { action };
    });
  },
});
let questions: string[] = [];

describe('confirmation on 2026-07-28', () => {
  it('asks through input_required and runs on accept', async () => {
    questions = [];
    const { client } = await start(answering('accept'));
    const result = await client.callTool({ name: 'delete_thing', arguments: { target: 'old-branch' } });
    expect(questions).toEqual(['Really delete old-branch?']);
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(textOf(result)).argv).toEqual(['old-branch']);
  });

  it('does not run when the user declines, or accepts without confirm: true', async () => {
    for (const answer of [answering('decline'), answering('accept', false)]) {
      const { client } = await start(answer);
      const result = await client.callTool({ name: 'delete_thing', arguments: { target: 'x' } });
      expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'delete_thing was not run: the user declined' }] });
    }
  });

  it('a client without elicitation gets -32021 naming the capability, unless --yes', async () => {
    const { client } = await start();
    await expect(client.callTool({ name: 'delete_thing', arguments: { target: 'x' } })).rejects.toMatchObject({
      code: -32021,
      data: { requiredCapabilities: { elicitation: {} } },
    });
    const { client: yes } = await start({}, '--yes');
    expect(JSON.parse(textOf(await yes.callTool({ name: 'delete_thing', arguments: { target: 'y' } }))).argv).toEqual(['y']);
  });
});

describe('roots on 2026-07-28', () => {
  const elsewhere = () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'e2e-modern-roots-')));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'inside'));
    writeFileSync(join(dir, 'inside', 'file.txt'), 'x');
    return dir;
  };

  it('a path argument is checked against the roots the client answers', async () => {
    const dir = elsewhere();
    // No RUN_LOG: the run may write only in the client's roots, and the log is not in them.
    const { client } = await connectV2([SURFACE, '--cwd', work.dir], {
      capabilities: { roots: {} },
      setup: (c) => c.setRequestHandler('roots/list', async () => ({ roots: [{ uri: pathToFileURL(dir).href }] })),
    });
    const result = await client.callTool({ name: 'look', arguments: { file: join(dir, 'inside', 'file.txt') } });
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(textOf(result))).toMatchObject({ argv: [join(dir, 'inside', 'file.txt')], cwd: realpathSync(work.dir) });
  });

  it('without roots the server keeps its own: a path outside is refused', async () => {
    const dir = elsewhere();
    const { client } = await start();
    const result = await client.callTool({ name: 'look', arguments: { file: join(dir, 'inside', 'file.txt') } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/outside/);
  });
});

describe('requestState', () => {
  const ENVELOPE = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': { elicitation: {} },
    'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
  };
  const call = (id: number, target: string, more: Record<string, unknown> = {}) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'delete_thing', arguments: { target }, _meta: ENVELOPE, ...more },
  });
  const accepted = { confirm: { action: 'accept', content: { confirm: true } } };

  const firstRound = async () => {
    const lines = collectLines(spawnRaw([SURFACE, '--cwd', work.dir], { env: { RUN_LOG: work.runLog } }));
    lines.send(call(1, 'a'));
    const asked = await lines.responseTo(1);
    expect(asked.result).toMatchObject({
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create' } },
      requestState: expect.any(String),
    });
    return { ...lines, state: asked.result.requestState as string };
  };

  it('the state it minted, echoed with the answer, runs the call', async () => {
    const { send, responseTo, state } = await firstRound();
    send(call(2, 'a', { inputResponses: accepted, requestState: state }));
    expect((await responseTo(2)).result).toMatchObject({ resultType: 'complete', isError: false });
  });

  it('a tampered state is refused with -32602 before anything runs', async () => {
    const { send, responseTo, state } = await firstRound();
    const [version, body, mac] = state.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), exp: 4_102_444_800 })).toString('base64url');
    send(call(2, 'a', { inputResponses: accepted, requestState: `${version}.${forged}.${mac}` }));
    expect(await responseTo(2)).toMatchObject({ error: { code: -32602, message: 'Invalid or expired requestState' } });
  });

  it("another call's state is refused: the answer was for that call", async () => {
    const { send, responseTo, state } = await firstRound();
    send(call(2, 'b', { inputResponses: accepted, requestState: state }));
    expect(await responseTo(2)).toMatchObject({ error: { code: -32602, message: expect.stringContaining('another call') } });
  });

  it('an answer without a state is not taken: the question is asked', async () => {
    const { send, responseTo } = await firstRound();
    send(call(2, 'a', { inputResponses: accepted }));
    expect((await responseTo(2)).result).toMatchObject({ resultType: 'input_required' });
  });
});
