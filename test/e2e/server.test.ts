import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, vi } from 'vitest';
import { useWorkDir } from '../support/work-dir.js';
import { FIXTURES, processesMentioning, readPids } from '../support/fixtures.js';
import { collectLines, connect, INITIALIZE, spawnRaw, textOf } from '../support/mcp-client.js';

const WRAPPER = `${FIXTURES}wrappers/fixtures.yaml`;
const work = useWorkDir('e2e-server');

const runs = () => work.logLines().length;
const start = (env: Record<string, string> = {}) => connect([WRAPPER, '--cwd', work.dir], { env: { RUN_LOG: work.runLog, ...env } });
const parsed = (result: unknown) => JSON.parse(textOf(result));

describe('tools/list', () => {
  it('lists every tool with title, description, inputSchema and annotations', async () => {
    const { client } = await start();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['echo', 'echo_files', 'greet', 'fail', 'search', 'colour', 'hang', 'missing', 'echo_all_env']);
    expect(tools[0]).toEqual({
      name: 'echo',
      title: 'Echo arguments',
      description: 'Prints the argv, stdin, cwd and environment it received, as JSON.',
      annotations: { readOnlyHint: true, openWorldHint: false },
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'A name.' },
          count: { type: 'integer', minimum: 1, maximum: 10 },
          mode: { type: 'string', enum: ['fast', 'slow'] },
          id: { type: 'string', pattern: '^[a-z]+$' },
          verbose: { type: 'boolean' },
          input: { type: 'string' },
          value: { type: 'string' },
          words: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    });
    expect(tools[2]!.inputSchema.required).toEqual(['who']);
  });

  it('reports the wrapper as serverInfo and its instructions', async () => {
    const { client } = await start();
    expect(client.getServerVersion()).toMatchObject({ name: 'fixtures', version: '1.2.3' });
    expect(client.getInstructions()).toBe('Tools for end-to-end tests.');
    expect(client.getServerCapabilities()).toEqual({ tools: {}, resources: {}, logging: {} });
  });
});

describe('tools/call', () => {
  it('runs the program with argv built from the arguments', async () => {
    const { client } = await start();
    const result = await client.callTool({
      name: 'echo',
      arguments: { words: ['a b', 'c'], name: 'Ann', count: 3, mode: 'fast', verbose: false, input: 'piped', value: 'v' },
    });
    expect(result.isError).toBe(false);
    expect(parsed(result)).toMatchObject({
      argv: ['--name', 'Ann', '-n', '3', '--mode=fast', '--quiet', 'a b', 'c'],
      stdin: 'piped',
      cwd: work.dir,
      env: { WRAP_VALUE: 'v', WRAP_FROM_TOOL: 'tool', WRAP_FROM_DEFAULTS: 'default', NO_COLOR: '1', TERM: 'dumb', GIT_TERMINAL_PROMPT: '0' },
    });
    expect(result._meta).toMatchObject({ exitCode: 0, signal: null, timedOut: false, durationMs: expect.any(Number) });
  });

  it('fills placeholders with text around them into one token', async () => {
    const { client } = await start();
    expect(parsed(await client.callTool({ name: 'greet', arguments: { who: 'Ann Lee' } })).argv).toEqual(['--greeting=Hello Ann Lee']);
  });

  it('returns a failed run as isError with the exit code, stderr and partial output', async () => {
    const { client } = await start();
    const result = await client.callTool({ name: 'fail', arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('node exited with code 3: something went wrong\nOutput before it ended:\npartial output');
    expect(result._meta).toMatchObject({ exitCode: 3, timedOut: false });
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('treats exit code %i with successCodes [0, 1] as isError %s', async (code, isError) => {
    const { client } = await start();
    expect((await client.callTool({ name: 'search', arguments: { code } })).isError).toBe(isError);
  });

  it('reports a program missing from PATH', async () => {
    const { client } = await start();
    const result = await client.callTool({ name: 'missing', arguments: {} });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'command "no-such-program-xyz" not found on PATH' }] });
  });
});

describe('invalid arguments', () => {
  it.each([
    ['wrong type', { count: 'three' }, 'argument `count` must be integer (type)'],
    ['out of range', { count: 11 }, 'argument `count` must be <= 10 (maximum)'],
    ['not in enum', { mode: 'medium' }, 'argument `mode` must be one of "fast", "slow" (enum)'],
    ['pattern', { id: 'ABC' }, 'argument `id` must match /^[a-z]+$/ (pattern)'],
    ['unknown property', { colour: 'red' }, 'unknown argument `colour`'],
    ['NUL byte', { name: 'a\u0000b' }, 'argument `name` contains a NUL byte'],
  ])('%s: isError naming the argument, nothing runs', async (_name, args, message) => {
    const { client } = await start();
    const result = await client.callTool({ name: 'echo', arguments: args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(message);
    expect(runs()).toBe(0);
  });

  it('missing required argument: isError, nothing runs', async () => {
    const { client } = await start();
    const result = await client.callTool({ name: 'greet', arguments: {} });
    expect(result).toMatchObject({ isError: true, content: [{ text: 'greet was not run: missing required argument `who`' }] });
    expect(runs()).toBe(0);
  });

  it('an unknown tool is JSON-RPC error -32602', async () => {
    const { client } = await start();
    const error = await client.callTool({ name: 'nope', arguments: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(McpError);
    expect(error).toMatchObject({ code: -32602, message: expect.stringContaining('Unknown tool: nope') });
  });
});

describe('safety', () => {
  it('rejects a positional value that starts with "-"', async () => {
    const { client } = await start();
    const result = await client.callTool({ name: 'echo', arguments: { words: ['--output=/etc/passwd'] } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('argument `words`: value `--output=/etc/passwd` starts with "-" and would be read as an option');
    expect(runs()).toBe(0);
  });

  it('passes a dash value after "--" when the argument ends the options', async () => {
    const { client } = await start();
    const result = await client.callTool({ name: 'echo_files', arguments: { files: ['-rf'] } });
    expect(parsed(result).argv).toEqual(['--', '-rf']);
  });

  it('keeps path arguments inside the allowed root', async () => {
    const { client } = await start();
    const result = await client.callTool({ name: 'echo_files', arguments: { files: ['../../etc/passwd'] } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(`is outside the allowed root ${work.dir}`);
    expect(runs()).toBe(0);
  });

  it.each(['; touch MARKER', '$(touch MARKER)', '`touch MARKER`', '| touch MARKER', '\ntouch MARKER', '&& touch MARKER'])(
    'passes %j literally as one token, never to a shell',
    async (value) => {
      const { client } = await start();
      const result = await client.callTool({ name: 'echo', arguments: { name: value, words: [value.trimStart().startsWith('-') ? 'x' : value] } });
      expect(parsed(result).argv).toEqual(['--name', value, value]);
      expect(existsSync(join(work.dir, 'MARKER'))).toBe(false);
    },
  );

  it.each([0, 1])('strips ANSI codes from every result text (exit %i)', async (code) => {
    const { client } = await start();
    const text = textOf(await client.callTool({ name: 'colour', arguments: { code } }));
    expect(text).not.toMatch(/\x1b|\x07/);
    expect(text).toContain('red bold link done');
    expect(text).toContain('warning: careful');
  });

  it('never shows the value of a secret variable used through ${ENV}: named like one, or declared in secrets', async () => {
    const { client, stderr } = await start({ WRAP_SECRET: 'hunter2-token', WRAP_PLAIN_NAME: 'declared-secret' });
    const result = await client.callTool({ name: 'echo', arguments: {} });
    expect(textOf(result)).toContain('"WRAP_TOKEN":"***"');
    expect(textOf(result)).toContain('"WRAP_DECLARED":"***"');
    expect(textOf(result)).not.toMatch(/hunter2-token|declared-secret/);
    expect(stderr()).not.toMatch(/hunter2-token|declared-secret/);
  });

  it('masks secrets only: ${HOME} in a tool leaves the home folder readable in every result', async () => {
    const { client } = await start({ HOME: '/home/alice-example' });
    const { env } = JSON.parse(textOf(await client.callTool({ name: 'echo', arguments: {} })));
    expect(env).toMatchObject({ WRAP_HOME: '/home/alice-example', HOME: '/home/alice-example' });
  });

  it("gives children a minimal environment: none of the server's other variables unless the tool asks", async () => {
    const serverEnv = { AWS_SECRET_ACCESS_KEY: 'aws-key-value', MY_APP_CONFIG: '/etc/app.conf', LC_ALL: 'C', GIT_DIR: '/elsewhere/.git' };
    const { client } = await start(serverEnv);
    const { env } = JSON.parse(textOf(await client.callTool({ name: 'echo', arguments: {} })));
    expect(Object.keys(env)).not.toEqual(expect.arrayContaining(['AWS_SECRET_ACCESS_KEY']));
    expect(env).not.toHaveProperty('MY_APP_CONFIG');
    expect(env).not.toHaveProperty('GIT_DIR');
    expect(env).toMatchObject({ LC_ALL: 'C', PATH: process.env.PATH, NO_COLOR: '1', MCP_WRAP_RUN: expect.stringMatching(/^\d+\.\d+:\d+$/) });
    const all = JSON.parse(textOf(await client.callTool({ name: 'echo_all_env', arguments: {} })));
    expect(all.env).toMatchObject(serverEnv);
  });

  // bubblewrap sets PWD itself: the sandboxed case guards against a regression, the other fails without mcp-wrap's.
  it.each([
    ['inside the sandbox', []],
    ['without it', ['--sandbox', 'off']],
  ])("sets PWD to the run's working folder, never the server's (programs that trust $PWD find their files), %s", async (_, args) => {
    const { client } = await connect([WRAPPER, '--cwd', work.dir, ...args], { env: { RUN_LOG: work.runLog, PWD: '/somewhere/else' } });
    const echoed = JSON.parse(textOf(await client.callTool({ name: 'echo', arguments: {} })));
    expect(echoed.env.PWD).toBe(echoed.cwd);
    const all = JSON.parse(textOf(await client.callTool({ name: 'echo_all_env', arguments: {} })));
    expect(all.env.PWD).toBe(all.cwd);
  });
});

describe('timeouts', () => {
  it('stops a run at its timeout: isError, and the process is gone', async () => {
    const { client } = await start();
    const pidFile = join(work.dir, 'hang.pid');
    const result = await client.callTool({ name: 'hang', arguments: { pid_file: pidFile } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^node timed out after 500ms and was stopped/);
    // The program itself got SIGTERM (its grace comes first inside the sandbox), which bubblewrap
    // reports as the exit code 128 + 15.
    expect(result._meta).toMatchObject({ timedOut: true, exitCode: 143, signal: null });
    await readPids(pidFile);
    // The pid in the file is the sandbox's own numbering: the host is asked by command line.
    expect(processesMentioning(pidFile)).toEqual([]);
  });
});

describe('the stdio channel', () => {
  it('exits when stdin ends', async () => {
    const child = spawnRaw([WRAPPER, '--cwd', work.dir]);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.stdin.end();
    expect(await exited).toBe(0);
  });

  it('answers a garbage line with -32700 and keeps serving', async () => {
    const child = spawnRaw([WRAPPER, '--cwd', work.dir]);
    const { send, responseTo } = collectLines(child);
    send(INITIALIZE);
    await responseTo(0);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send('this is not json');
    expect(await responseTo(null)).toMatchObject({ error: { code: -32700 } });
    send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'greet', arguments: { who: 'x' } } });
    expect(await responseTo(1)).toMatchObject({ result: { isError: false } });
  });

  it.each([
    ['2025-03-26', true],
    ['2025-06-18', false],
  ])('a JSON-RPC batch in a session at %s is answered as one array: %s', async (protocolVersion, batched) => {
    const child = spawnRaw([WRAPPER, '--cwd', work.dir]);
    const { lines, send, responseTo } = collectLines(child);
    send({ ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion } });
    await responseTo(0);
    send([
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'greet', arguments: { who: 'batch' } } },
      { jsonrpc: '2.0', id: 2, method: 'ping' },
      { jsonrpc: '2.0', id: 3, method: 'no/such/method' },
    ]);
    send({ jsonrpc: '2.0', id: 4, method: 'ping' });
    await responseTo(4);
    await vi.waitFor(() => expect(lines.some((line) => line.startsWith('['))).toBe(batched));
    const arrays = lines.filter((line) => line.startsWith('[')).map((line) => JSON.parse(line) as { id: number }[]);
    if (!batched) {
      expect(await responseTo(null)).toMatchObject({ error: { code: -32600, message: expect.stringContaining('batch') } });
      return;
    }
    expect(arrays).toHaveLength(1);
    expect(arrays[0]!.map((response) => response.id).sort()).toEqual([1, 2, 3]);
    expect(arrays[0]).toContainEqual(expect.objectContaining({ id: 1, result: expect.objectContaining({ isError: false }) }));
    expect(arrays[0]).toContainEqual(expect.objectContaining({ id: 3, error: expect.objectContaining({ code: -32601 }) }));
  });

  it('writes nothing but JSON-RPC to stdout, even with debug logging', async () => {
    const child = spawnRaw([WRAPPER, '--cwd', work.dir, '--log-level', 'debug']);
    const { lines, send, responseTo } = collectLines(child);
    send(INITIALIZE);
    await responseTo(0);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 1, method: 'logging/setLevel', params: { level: 'debug' } });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'colour', arguments: {} } });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'fail', arguments: {} } });
    send({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'echo', arguments: { count: 0 } } });
    await Promise.all([responseTo(2), responseTo(3), responseTo(4)]);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    expect(lines.some((line) => line.includes('notifications/message'))).toBe(true);
  });
});
