// The real bin/mcp-wrap serving over Streamable HTTP on a free loopback port, and raw JSON-RPC
// over fetch for what a client library would not send.
import { spawn } from 'node:child_process';
import { expect, onTestFinished } from 'vitest';
import { FIXTURES } from './fixtures.js';
import { BIN } from './mcp-client.js';

export interface Served {
  url: string;
  pid: number;
  stderr(): string;
  exited: Promise<number | null>;
}

/** bin/mcp-wrap serving `args` over HTTP on a free loopback port, once it listens. */
export async function serveHttp(args: string[], env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, FIXTURES: FIXTURES.replace(/\/$/, ''), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => void child.kill('SIGKILL'));
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /over Streamable HTTP at (\S+)/.exec(stderr);
      if (found) resolve(found[1]!);
    });
    void exited.then((code) => reject(new Error(`exited ${code} before listening:\n${stderr}`)));
  });
  onTestFinished(() => expect(stdout, 'nothing is written to stdout in HTTP mode').toBe(''));
  return { url, pid: child.pid!, stderr: () => stderr, exited };
}

/** A raw POST of `body` (text or bytes as given) with the headers every MCP client sends. */
export function postRaw(url: string, body: string | Uint8Array, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
    ...(signal && { signal }),
  });
}

/** The JSON-RPC messages of an answer, whether JSON (one or an array) or an SSE stream; none for 202. */
export async function messagesOf(response: Response): Promise<unknown[]> {
  const text = await response.text();
  if (!text) return [];
  if (!response.headers.get('content-type')?.includes('text/event-stream')) return [JSON.parse(text)].flat();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line.length > 'data: '.length)
    .map((line) => JSON.parse(line.slice('data: '.length)) as unknown);
}

/** Opens a session at `version` with raw requests; the headers that later requests of it carry. */
export async function openRawSession(url: string, version: string): Promise<Record<string, string>> {
  const opened = await postRaw(
    url,
    JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    }),
  );
  expect(opened.status).toBe(200);
  await opened.text();
  const headers = { 'mcp-session-id': opened.headers.get('mcp-session-id')!, 'mcp-protocol-version': version };
  expect((await postRaw(url, JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), headers)).status).toBe(202);
  return headers;
}
