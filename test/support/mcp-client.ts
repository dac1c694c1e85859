// Starts the real bin/mcp-wrap and connects the SDK Client to it over stdio.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult, ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { onTestFinished, vi } from 'vitest';
import { FIXTURES } from './fixtures.js';

export const BIN = fileURLToPath(new URL('../../bin/mcp-wrap', import.meta.url));

export interface ServerProcess {
  cwd?: string;
  env?: Record<string, string>;
  /** What the client declares (roots, elicitation ...). */
  capabilities?: ClientCapabilities;
  /** Registers the client's own handlers (roots/list, elicitation/create ...) before it connects. */
  setup?: (client: Client) => void;
}

function environment(env: Record<string, string> = {}): Record<string, string> {
  return { ...(process.env as Record<string, string>), FIXTURES: FIXTURES.replace(/\/$/, ''), ...env };
}

export async function connect(args: string[], options: ServerProcess = {}) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...args],
    cwd: options.cwd,
    env: environment(options.env),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'e2e', version: '1.0.0' }, { capabilities: options.capabilities ?? {} });
  options.setup?.(client);
  await client.connect(transport);
  onTestFinished(() => client.close());
  return { client, transport, stderr: () => stderr };
}

/** The text items of a tool result, joined. */
export function textOf(result: unknown): string {
  return (result as CallToolResult).content.map((item) => (item.type === 'text' ? item.text : `[${item.type}]`)).join('\n');
}

/** A server spawned by hand, for what the SDK client cannot do: garbage lines, raw output. */
export function spawnRaw(args: string[], options: ServerProcess = {}): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd, env: environment(options.env) });
  onTestFinished(() => {
    child.kill('SIGKILL');
  });
  return child;
}

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

/** Collects stdout lines of a raw server, and waits for the answer to a request id. */
export function collectLines(child: ChildProcessWithoutNullStreams) {
  const lines: string[] = [];
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
  });
  const send = (message: unknown) => child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
  const responseTo = (id: number | null) =>
    vi.waitFor(
      () => {
        const found = lines.map((line) => JSON.parse(line)).find((message) => 'id' in message && message.id === id && !('method' in message));
        if (!found) throw new Error(`no response to ${id} yet`);
        return found;
      },
      { timeout: 10_000, interval: 10 },
    );
  return { lines, send, responseTo };
}

/** A server spawned by hand (so that it can be signalled), initialized, with one call of `tool` sent. */
export async function spawnRawCalling(args: string[], tool: string, toolArguments: Record<string, unknown>, options: ServerProcess = {}) {
  const server = spawnRaw(args, options);
  const { send, responseTo } = collectLines(server);
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  send(INITIALIZE);
  await responseTo(0);
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: toolArguments } });
  return { server, exited, responseTo };
}
