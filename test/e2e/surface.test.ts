import { mkdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ElicitRequestSchema,
  ListRootsRequestSchema,
  McpError,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  type CallToolResult,
  type ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { connect, textOf } from '../support/mcp-client.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPER = `${FIXTURES}wrappers/surface.yaml`;
const work = useWorkDir('e2e-surface');

beforeEach(() => {
  mkdirSync(join(work.dir, 'notes'));
  writeFileSync(join(work.dir, 'notes', 'a.md'), '# A\n');
  writeFileSync(join(work.dir, 'notes', 'b.md'), '# B\n');
  writeFileSync(join(work.dir, 'notes', 'skip.txt'), 'not a note\n');
  writeFileSync(join(work.dir, 'README.md'), 'read me\n');
  writeFileSync(join(work.dir, 'secret.txt'), 'not listed\n');
});

const start = (...options: string[]) => connect([WRAPPER, '--cwd', work.dir, ...options], { env: { RUN_LOG: work.runLog } });
const fileUri = (...parts: string[]) => pathToFileURL(join(work.dir, ...parts)).href;
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as McpError,
  );

describe('capabilities', () => {
  it('declares resources with subscribe and listChanged (file resources are watched), prompts and completions', async () => {
    const { client } = await start();
    expect(client.getServerCapabilities()).toEqual({
      tools: {},
      resources: { subscribe: true, listChanged: true },
      prompts: {},
      completions: {},
      logging: {},
    });
  });
});

describe('command-backed resources', () => {
  it('lists fixed resources and files, and templates apart', async () => {
    const { client } = await start();
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      { uri: 'demo://greeting', name: 'greeting', title: 'Greeting', description: 'A fixed greeting.', mimeType: 'text/plain' },
      { uri: 'demo://failing', name: 'failing', mimeType: 'text/plain' },
      { uri: 'demo://picture', name: 'picture', mimeType: 'image/png' },
      { uri: fileUri('notes', 'a.md'), name: 'notes/a.md', description: 'Notes in the notes folder.', mimeType: 'text/markdown', size: 4 },
      { uri: fileUri('notes', 'b.md'), name: 'notes/b.md', description: 'Notes in the notes folder.', mimeType: 'text/markdown', size: 4 },
      { uri: fileUri('README.md'), name: 'README.md', title: 'The readme', mimeType: 'text/markdown', size: 8 },
    ]);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      'demo://items/{id}',
      'demo://double/{n}',
      'demo://colours/{name}',
      'demo://repos/{repo}/branches/{name}',
      'demo://numbers/{n}',
    ]);
    expect(resourceTemplates[0]).toEqual({ uriTemplate: 'demo://items/{id}', name: 'item', description: 'One item, by id.', mimeType: 'application/json' });
  });

  it('reads a fixed resource by running its command', async () => {
    const { client } = await start();
    expect(await client.readResource({ uri: 'demo://greeting' })).toEqual({
      contents: [{ uri: 'demo://greeting', mimeType: 'text/plain', text: 'hello from a resource\n' }],
    });
  });

  it('returns binary output as a blob with the declared mimeType', async () => {
    const { client } = await start();
    const { contents } = await client.readResource({ uri: 'demo://picture' });
    expect(contents[0]).toMatchObject({ uri: 'demo://picture', mimeType: 'image/png' });
    expect(
      Buffer.from((contents[0] as { blob: string }).blob, 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('answers a failing command with a JSON-RPC error carrying the exit code and stderr', async () => {
    const { client } = await start();
    const error = await errorOf(client.readResource({ uri: 'demo://failing' }));
    expect(error).toBeInstanceOf(McpError);
    expect(error).toMatchObject({ code: -32603, message: expect.stringContaining('demo://failing: node exited with code 2: the resource broke') });
  });
});

describe('resource templates', () => {
  it.each([
    ['demo://items/alpha', 'alpha'],
    ['demo://items/feature%2Flogin', 'feature/login'],
  ])('matches %s and runs the command with the decoded variable', async (uri, id) => {
    const { client } = await start();
    const { contents } = await client.readResource({ uri });
    expect(contents[0]).toMatchObject({ uri, mimeType: 'application/json' });
    expect(JSON.parse((contents[0] as { text: string }).text).argv).toEqual([id]);
  });

  it('reads an integer variable as a number and checks its range', async () => {
    const { client } = await start();
    expect(await client.readResource({ uri: 'demo://double/21' })).toMatchObject({ contents: [{ text: '42\n' }] });
    expect(await errorOf(client.readResource({ uri: 'demo://double/500' }))).toMatchObject({
      code: -32602,
      message: expect.stringContaining('variable `n` must be <= 100'),
    });
  });

  it.each([
    ['demo://items/UPPER', 'variable `id` must match'],
    ['demo://colours/purple', 'variable `name` must be one of "red", "green", "blue", "black"'],
    ['demo://double/abc', 'variable `n` must be integer'],
  ])('rejects %s with -32602 naming the variable, and runs nothing', async (uri, message) => {
    const { client } = await start();
    expect(await errorOf(client.readResource({ uri }))).toMatchObject({ code: -32602, message: expect.stringContaining(message) });
  });

  it.each(['demo://nothing', 'demo://items/a/b/c', 'file:///etc/passwd'])('answers %s, which the server never listed, with -32002', async (uri) => {
    const { client } = await start();
    expect(await errorOf(client.readResource({ uri }))).toMatchObject({ code: -32002 });
  });
});

describe('file resources', () => {
  it('reads a listed file', async () => {
    const { client } = await start();
    expect(await client.readResource({ uri: fileUri('notes', 'a.md') })).toMatchObject({
      contents: [{ uri: fileUri('notes', 'a.md'), mimeType: 'text/markdown', text: '# A\n' }],
    });
  });

  it.each([['secret.txt'], ['notes', 'skip.txt']])('refuses a file in the base directory that no path names: %s', async (...parts) => {
    const { client } = await start();
    expect(await errorOf(client.readResource({ uri: fileUri(...parts) }))).toMatchObject({ code: -32002 });
  });

  it('notifies a subscriber when the file changes', async () => {
    const { client } = await start();
    const updated: string[] = [];
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => void updated.push(notification.params.uri));
    await client.subscribeResource({ uri: fileUri('README.md') });
    writeFileSync(join(work.dir, 'README.md'), 'changed\n');
    await vi.waitFor(() => expect(updated).toContain(fileUri('README.md')), { timeout: 5_000 });
  });

  it('refuses subscriptions to command resources', async () => {
    const { client } = await start();
    expect(await errorOf(client.subscribeResource({ uri: 'demo://greeting' }))).toMatchObject({ code: -32602 });
  });

  it('sends list_changed when a file matching a glob appears or goes', async () => {
    const { client } = await start();
    let changes = 0;
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => void changes++);
    await client.listResources();
    writeFileSync(join(work.dir, 'notes', 'c.md'), '# C\n');
    await vi.waitFor(() => expect(changes).toBe(1), { timeout: 5_000 });
    expect((await client.listResources()).resources.map((resource) => resource.name)).toContain('notes/c.md');
    unlinkSync(join(work.dir, 'notes', 'a.md'));
    await vi.waitFor(() => expect(changes).toBe(2), { timeout: 5_000 });
  });
});

describe('output files', () => {
  it('a file the tool wrote in its run_dir becomes a readable resource_link, and small text is embedded', async () => {
    const { client } = await start();
    const result = (await client.callTool({ name: 'write_report', arguments: { text: 'the report' } })) as CallToolResult;
    const link = result.content.find((item) => item.type === 'resource_link') as { uri: string; name: string; mimeType: string };
    expect(link).toMatchObject({ name: 'report.txt', mimeType: 'text/plain', uri: expect.stringMatching(/^file:\/\/.*\/report\.txt$/) });
    expect(result.content).toContainEqual({ type: 'resource', resource: { uri: link.uri, mimeType: 'text/plain', text: 'the report' } });
    expect(await client.readResource({ uri: link.uri })).toMatchObject({ contents: [{ text: 'the report' }] });
  });

  it('a file written inside the allowed root is linked with the declared mimeType', async () => {
    const { client } = await start();
    const result = (await client.callTool({ name: 'write_into', arguments: { target: 'out/report.md' } })) as CallToolResult;
    const uri = pathToFileURL(join(realpathSync(work.dir), 'out', 'report.md')).href;
    expect(result.content).toContainEqual(expect.objectContaining({ type: 'resource_link', uri, mimeType: 'text/markdown' }));
    expect(await client.readResource({ uri })).toMatchObject({ contents: [{ text: 'content' }] });
  });
});

describe('prompts', () => {
  it('lists prompts with their arguments', async () => {
    const { client } = await start();
    expect((await client.listPrompts()).prompts).toEqual([
      {
        name: 'review',
        title: 'Review an item',
        description: 'Review one item, with a focus.',
        arguments: [
          { name: 'item', description: "The item's id", required: true },
          { name: 'focus', description: 'What to look at', required: false },
        ],
      },
      { name: 'greet', arguments: [] },
    ]);
  });

  it('fills text placeholders and embeds resources read at get time', async () => {
    const { client } = await start();
    const { messages, description } = await client.getPrompt({ name: 'review', arguments: { item: 'beta', focus: 'bugs' } });
    expect(description).toBe('Review one item, with a focus.');
    expect(messages[0]).toEqual({ role: 'user', content: { type: 'text', text: 'Review item beta. Focus: bugs' } });
    expect(messages[1]).toMatchObject({ role: 'user', content: { type: 'resource', resource: { uri: 'demo://items/beta', mimeType: 'application/json' } } });
    expect(JSON.parse((messages[1]!.content as { resource: { text: string } }).resource.text).argv).toEqual(['beta']);
    expect(messages[2]).toEqual({ role: 'assistant', content: { type: 'text', text: 'Looking at it.' } });
  });

  it('leaves an absent optional argument empty', async () => {
    const { client } = await start();
    const { messages } = await client.getPrompt({ name: 'review', arguments: { item: 'alpha' } });
    expect(messages[0]!.content).toEqual({ type: 'text', text: 'Review item alpha. Focus: ' });
  });

  it.each([
    [{ focus: 'bugs' }, 'missing required argument `item`'],
    [{ item: 'a', focus: 'speed' }, 'argument `focus` must be one of "style", "bugs"'],
    [{ item: 'a', colour: 'red' }, 'unknown argument `colour`'],
  ])('answers %o with -32602', async (args, message) => {
    const { client } = await start();
    expect(await errorOf(client.getPrompt({ name: 'review', arguments: args }))).toMatchObject({ code: -32602, message: expect.stringContaining(message) });
  });

  it('an unknown prompt is -32602', async () => {
    const { client } = await start();
    expect(await errorOf(client.getPrompt({ name: 'nope' }))).toMatchObject({ code: -32602 });
  });
});

describe('completions', () => {
  it.each([
    [{ type: 'ref/prompt', name: 'review' }, 'focus', '', ['style', 'bugs']],
    [{ type: 'ref/prompt', name: 'review' }, 'focus', 'b', ['bugs']],
    [{ type: 'ref/prompt', name: 'review' }, 'item', 'al', ['alpha']],
    [{ type: 'ref/resource', uri: 'demo://items/{id}' }, 'id', 'b', ['beta', 'bravo']],
    [{ type: 'ref/resource', uri: 'demo://colours/{name}' }, 'name', 'bl', ['blue', 'black']],
  ] as const)('%o %s %j -> %j', async (ref, name, value, values) => {
    const { client } = await start();
    const { completion } = await client.complete({ ref, argument: { name, value } });
    expect(completion).toEqual({ values, total: values.length, hasMore: false });
  });

  it('runs a completion command, with the other arguments from the context, and filters its lines', async () => {
    const { client } = await start();
    const { completion } = await client.complete({
      ref: { type: 'ref/resource', uri: 'demo://repos/{repo}/branches/{name}' },
      argument: { name: 'name', value: 'web:f' },
      context: { arguments: { repo: 'web' } },
    });
    expect(completion.values).toEqual(['web:feature/login', 'web:fix/typo']);
  });

  it('returns at most 100 values, with the total and hasMore', async () => {
    const { client } = await start();
    const complete = (value: string) => client.complete({ ref: { type: 'ref/resource', uri: 'demo://numbers/{n}' }, argument: { name: 'n', value } });
    const all = (await complete('')).completion;
    expect(all).toMatchObject({ total: 150, hasMore: true });
    expect(all.values).toHaveLength(100);
    expect(all.values.slice(0, 3)).toEqual(['1', '2', '3']);
    expect((await complete('1')).completion).toMatchObject({ total: 62, hasMore: false });
  });

  it('an unknown reference is -32602', async () => {
    const { client } = await start();
    expect(await errorOf(client.complete({ ref: { type: 'ref/prompt', name: 'nope' }, argument: { name: 'x', value: '' } }))).toMatchObject({ code: -32602 });
  });
});

describe('roots', () => {
  it("restrict path arguments to the client's roots and make the first one the base directory", async () => {
    const inside = join(work.dir, 'project');
    const outside = join(work.dir, 'elsewhere');
    mkdirSync(inside);
    mkdirSync(outside);
    writeFileSync(join(inside, 'in.txt'), '');
    writeFileSync(join(outside, 'out.txt'), '');
    let roots = [{ uri: pathToFileURL(inside).href, name: 'project' }];
    const { client } = await connect([WRAPPER], {
      cwd: work.dir,
      capabilities: { roots: { listChanged: true } },
      setup: (client) => client.setRequestHandler(ListRootsRequestSchema, () => ({ roots })),
    });

    const inRoot = await client.callTool({ name: 'look', arguments: { file: 'in.txt' } });
    expect(JSON.parse(textOf(inRoot))).toMatchObject({ argv: ['in.txt'], cwd: realpathSync(inside) });
    const outOfRoot = await client.callTool({ name: 'look', arguments: { file: join(outside, 'out.txt') } });
    expect(outOfRoot.isError).toBe(true);
    expect(textOf(outOfRoot)).toContain(`is outside the allowed root ${realpathSync(inside)}`);

    roots = [{ uri: pathToFileURL(outside).href, name: 'elsewhere' }];
    await client.sendRootsListChanged();
    await vi.waitFor(async () => expect((await client.callTool({ name: 'look', arguments: { file: join(outside, 'out.txt') } })).isError).toBe(false));
  });

  it('keep --cwd as the base directory', async () => {
    const root = join(work.dir, 'root');
    mkdirSync(root);
    const { client } = await connect([WRAPPER, '--cwd', work.dir], {
      capabilities: { roots: {} },
      setup: (client) => client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [{ uri: pathToFileURL(root).href }] })),
    });
    expect(JSON.parse(textOf(await client.callTool({ name: 'look', arguments: {} }))).cwd).toBe(realpathSync(work.dir));
  });
});

describe('confirmation', () => {
  const withAnswer = (answer: ElicitResult, asked: string[] = []) =>
    connect([WRAPPER, '--cwd', work.dir], {
      env: { RUN_LOG: work.runLog },
      capabilities: { elicitation: {} },
      setup: (client) =>
        client.setRequestHandler(ElicitRequestSchema, (request) => {
          asked.push(JSON.stringify(request.params));
          return answer;
        }),
    });

  it('asks through elicitation and runs on accept with confirm: true', async () => {
    const asked: string[] = [];
    const { client } = await withAnswer({ action: 'accept', content: { confirm: true } }, asked);
    const result = await client.callTool({ name: 'delete_thing', arguments: { target: 'old.log' } });
    expect(result.isError).toBe(false);
    expect(JSON.parse(asked[0]!)).toEqual({
      message: 'Really delete old.log?',
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Delete a thing', description: 'Really delete old.log?' } },
        required: ['confirm'],
      },
    });
    expect(work.logLines()).toHaveLength(1);
  });

  it.each([
    ['decline', { action: 'decline' }],
    ['cancel', { action: 'cancel' }],
    ['accept without confirm: true', { action: 'accept', content: { confirm: false } }],
  ] as const)('%s: isError "not run: the user declined", and nothing runs', async (_name, answer) => {
    const { client } = await withAnswer(answer);
    const result = await client.callTool({ name: 'delete_thing', arguments: { target: 'old.log' } });
    expect(result).toMatchObject({ isError: true, content: [{ text: 'delete_thing was not run: the user declined' }] });
    expect(work.logLines()).toHaveLength(0);
  });

  it('a client without elicitation gets an isError that explains, and nothing runs', async () => {
    const { client } = await start();
    const result = await client.callTool({ name: 'delete_thing', arguments: { target: 'old.log' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('needs the user\'s confirmation ("Really delete old.log?"), and this client cannot ask for it');
    expect(work.logLines()).toHaveLength(0);
  });

  it('--yes runs it for a client without elicitation', async () => {
    const { client } = await start('--yes');
    expect((await client.callTool({ name: 'delete_thing', arguments: { target: 'old.log' } })).isError).toBe(false);
    expect(work.logLines()).toHaveLength(1);
    expect(readFileSync(work.runLog, 'utf8')).toMatch(/^\d+\n$/);
  });
});
