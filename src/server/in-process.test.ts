import { tmpdir } from 'node:os';
import { describe, expect, it, onTestFinished } from 'vitest';
import { definitionFrom } from '../../test/support/definitions.js';
import { connectInProcess, type InProcessOptions } from './in-process.js';
import { createStreamLogger } from './logger.js';
import { isProtocolError } from './protocol-types.js';

const WRAPPER = `
name: demo
tools:
  remove:
    description: Pretends to remove something; asks first.
    command: [${JSON.stringify(process.execPath)}, -e, "console.log('removed ' + process.argv[1])", "{target}"]
    confirm: "Really remove {target}?"
    arguments:
      target: { type: string, required: true }
`;

async function connect(options: InProcessOptions = {}) {
  const base = tmpdir();
  const connected = await connectInProcess(
    [definitionFrom(WRAPPER)],
    { baseDir: base, allowedRoots: [base], env: process.env, logger: createStreamLogger(() => {}, 'error'), version: '1.0.0' },
    options,
  );
  onTestFinished(() => connected.close());
  return connected.client;
}

const textOf = (result: { content: { type: string; text?: string }[] }) => result.content.map((item) => item.text ?? '').join('');

describe('connectInProcess', () => {
  it('lists and calls as a client, answering confirmation questions with onElicit', async () => {
    const asked: string[] = [];
    const client = await connect({ onElicit: async ({ message }) => (asked.push(message), { action: 'accept', content: { confirm: true } }) });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['remove']);
    const result = await client.callTool({ name: 'remove', arguments: { target: 'x' } });
    expect(asked).toEqual(['Really remove x?']);
    expect(result.isError).toBe(false);
    expect(textOf(result)).toBe('removed x\n');
  });

  it('declares no elicitation without onElicit: the tool is not run', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'remove', arguments: { target: 'x' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/this client cannot ask for it/);
  });

  it.each([
    ['an unknown resource', (client: Awaited<ReturnType<typeof connect>>) => client.readResource({ uri: 'demo://nothing' }), -32002],
    ['an unknown tool', (client: Awaited<ReturnType<typeof connect>>) => client.callTool({ name: 'nothing' }), -32602],
    ['prompts/get of a server without prompts', (client: Awaited<ReturnType<typeof connect>>) => client.getPrompt({ name: 'nothing' }), -32601],
  ])('raises %s as the JSON-RPC error the server sent, code in the message', async (_name, ask, code) => {
    const error: unknown = await ask(await connect()).catch((caught: unknown) => caught);
    expect(isProtocolError(error)).toBe(true);
    expect(error).toMatchObject({ code, message: expect.stringMatching(new RegExp(`^MCP error ${code}: `)) });
  });
});
