// `sandbox.network: [hosts]`, proved with the real bin/mcp-wrap, bubblewrap and curl: the program
// has no network of its own and reaches exactly the listed hosts through the server's proxy. Every
// destination is a server this file starts on 127.0.0.1, or a name the proxy refuses before any
// lookup; only `localhost` is resolved (from /etc/hosts), so no traffic leaves the machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import { connect, textOf } from '../support/mcp-client.js';
import { describeWith } from '../support/programs.js';

let server: Server;
let port: number;
let requests: { url: string; headers: IncomingHttpHeaders }[] = [];
const folder = mkdtempSync(join(tmpdir(), 'mcp-wrap-e2e-egress-'));
const wrapper = join(folder, 'egress.yaml');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: request.url!, headers: request.headers });
    response.end(`hello from ${request.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
  /** A curl tool whose sandbox is `sandbox`, with `flags` before the URL. */
  const curl = (sandbox: string, ...flags: string[]) =>
    `    description: curl\n    command: [curl, -sS, --max-time, "10", ${[...flags, '{url}'].map((flag) => JSON.stringify(flag)).join(', ')}]\n    arguments: { url: { type: string } }\n    sandbox: ${sandbox}\n`;
  const tools = {
    plain: curl(`{ network: ["127.0.0.1:${port}"] }`, '-f'),
    tunnel: curl(`{ network: ["127.0.0.1:${port}"] }`, '-f', '--proxytunnel'),
    only_roots: curl(`{ network: ["127.0.0.1:${port}"], read: roots }`, '-f'),
    elsewhere: curl('{ network: [example.com] }', '-f'),
    web_ports: curl('{ network: ["127.0.0.1"] }', '-f'),
    bypass: curl(`{ network: ["127.0.0.1:${port}"] }`, '--noproxy', '*'),
    canonical: curl(`{ network: ["LOCALHOST.:${port}"] }`, '-f'),
    none: curl('{ network: [] }'),
    descriptor: '    description: d\n    command: [find, /proc/self/fd/, -lname, "socket:*"]\n    sandbox: { network: [example.com] }\n',
    node_options:
      '    description: d\n    command: [sh, -c, \'echo "$NODE_OPTIONS"\']\n    env: { NODE_OPTIONS: --no-such-flag-for-this-node }\n    sandbox: { network: [example.com] }\n',
    exit_three: '    description: d\n    command: [sh, -c, "exit 3"]\n    sandbox: { network: [example.com] }\n',
    missing: '    description: d\n    command: [no-such-program-for-egress]\n    sandbox: { network: [example.com] }\n',
  };
  writeFileSync(
    wrapper,
    `name: egress\ntools:\n${Object.entries(tools)
      .map(([name, body]) => `  ${name}:\n${body}`)
      .join('')}`,
  );
});
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
});

async function call(tool: string, args: Record<string, unknown> = {}) {
  const started = await connect([wrapper, '--sandbox', 'required']);
  const result = (await started.client.callTool({ name: tool, arguments: args })) as CallToolResult;
  return { result, text: textOf(result), stderr: started.stderr };
}

describeWith(['bwrap', 'curl'], 'sandbox.network as a list of hosts', () => {
  it('fetches a listed host through the proxy, in plain HTTP, as one request with Connection: close', async () => {
    const { result, text } = await call('plain', { url: `http://127.0.0.1:${port}/plain?x=1` });
    expect(result.isError, text).toBe(false);
    expect(text).toBe('hello from /plain?x=1');
    expect(requests).toEqual([{ url: '/plain?x=1', headers: expect.objectContaining({ host: `127.0.0.1:${port}`, connection: 'close' }) }]);
    expect(requests[0]!.headers).not.toHaveProperty('proxy-connection');
  });

  it('fetches a listed host through a CONNECT tunnel', async () => {
    const { result, text } = await call('tunnel', { url: `http://127.0.0.1:${port}/tunnel` });
    expect(result.isError, text).toBe(false);
    expect(text).toBe('hello from /tunnel');
    expect(requests).toHaveLength(1);
  });

  it('works under read: roots too (the forwarder and its Node are bound in)', async () => {
    const { result, text } = await call('only_roots', { url: `http://127.0.0.1:${port}/roots` });
    expect(result.isError, text).toBe(false);
    expect(text).toBe('hello from /roots');
  });

  it('refuses a host outside the list, and the result and the log say which host and which setting allows it', async () => {
    const { result, text, stderr } = await call('elsewhere', { url: `http://127.0.0.1:${port}/secret` });
    expect(result.isError).toBe(true);
    expect(text).toContain(
      `the sandbox's proxy refused 127.0.0.1:${port}: not in this tool's list; a wrapper allows it with sandbox.network: [..., "127.0.0.1:${port}"]`,
    );
    expect(stderr()).toContain(`curl: the sandbox's proxy refused 127.0.0.1:${port}`);
    expect(requests).toEqual([]);
  });

  it('a host without a port allows the web ports only: another port is refused, naming host:port', async () => {
    const { result, text } = await call('web_ports', { url: `http://127.0.0.1:${port}/` });
    expect(result.isError).toBe(true);
    expect(text).toContain(`sandbox.network: [..., "127.0.0.1:${port}"]`);
    expect(requests).toEqual([]);
  });

  it('refuses a name in its canonical form (IDNA, case, trailing dot) before looking it up', async () => {
    const { result, text } = await call('elsewhere', { url: `http://Bücher.EXAMPLE.:${port}/` });
    expect(result.isError).toBe(true);
    expect(text).toContain(`refused xn--bcher-kva.example:${port}`);
    expect(text).toContain(`sandbox.network: [..., "xn--bcher-kva.example:${port}"]`);
  });

  it('matches a host written with upper case and a trailing dot, asked for in another spelling; a listed name may be loopback', async () => {
    const { result, text } = await call('canonical', { url: `http://LocalHost.:${port}/canonical` });
    expect(result.isError, text).toBe(false);
    expect(text).toBe('hello from /canonical');
  });

  it('fails closed for a program that ignores the proxy variables', async () => {
    const { result, text } = await call('bypass', { url: `http://127.0.0.1:${port}/direct` });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/Failed to connect|Couldn't connect/);
    expect(text).toContain('a program that ignores those variables');
    expect(requests).toEqual([]);
  });

  it('an empty list is no network at all', async () => {
    const { result, text } = await call('none', { url: `http://127.0.0.1:${port}/none` });
    expect(result.isError).toBe(true);
    expect(text).toContain('this tool has no network access');
    expect(requests).toEqual([]);
  });

  it('the program never holds the channel: no descriptor past stdio is a socket', async () => {
    const { result, text } = await call('descriptor');
    expect(result.isError, text).toBe(false);
    expect(text.split('\n').filter((line) => /\/fd\/([3-9]|\d\d+)$/.test(line))).toEqual([]);
  });

  it("the program's NODE_OPTIONS reach it, and do not stop the forwarder's Node", async () => {
    const { result, text } = await call('node_options');
    expect(result.isError, text).toBe(false);
    expect(text.trim()).toBe('--no-such-flag-for-this-node');
  });

  it("the program's exit code is the run's, and a missing program reads as one", async () => {
    expect((await call('exit_three')).result._meta).toMatchObject({ exitCode: 3 });
    const missing = await call('missing');
    expect(missing.result.isError).toBe(true);
    expect(missing.text).toContain('command "no-such-program-for-egress" not found on PATH');
  });

  it('the forwarder ignores SIGTERM (the program gets its own, once, from containment), outlives the program and exits with its code', async () => {
    // bubblewrap as mcp-wrap runs it, the forwarder first; the test signals the forwarder, then the program.
    const program = ['sh', '-c', 'trap "echo got-term" TERM; trap "echo got-usr1; exit 7" USR1; echo ready; while :; do sleep 0.05; done'];
    const child = spawn(
      'bwrap',
      [
        '--die-with-parent',
        '--unshare-pid',
        '--unshare-net',
        '--ro-bind',
        '/',
        '/',
        '--dev',
        '/dev',
        '--proc',
        '/proc',
        '--',
        process.execPath,
        FORWARDER,
        '3',
        '--',
        ...program,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      },
    );
    onTestFinished(() => void child.kill('SIGKILL'));
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await vi.waitFor(() => expect(output).toContain('ready'), { timeout: 10_000 });
    const forwarder = descendants(child.pid!).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(`${process.execPath}\0${FORWARDER}\0`))!;
    const shell = descendants(forwarder)[0]!;
    process.kill(forwarder, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(shell, 'SIGUSR1');
    expect(await exited).toBe(7);
    expect(output).toContain('got-usr1');
    expect(output).not.toContain('got-term');
  });
});

const FORWARDER = fileURLToPath(new URL('../../dist/egress-forwarder.cjs', import.meta.url));

/** Every process below `pid`, from /proc. */
function descendants(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}
