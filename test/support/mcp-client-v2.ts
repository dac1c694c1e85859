// The SDK v2 Client (@modelcontextprotocol/client, pinned) against the real bin/mcp-wrap, over
// stdio or Streamable HTTP, in the era the test picks: `legacy` (the 2025 handshake) or pinned to
// 2026-07-28 (server/discover, then the per-request envelope).
import { Client, StreamableHTTPClientTransport, type ClientCapabilities, type VersionNegotiationMode } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { expect, onTestFinished, vi } from 'vitest';
import { FIXTURES, processesMentioning, readPids } from './fixtures.js';
import { BIN } from './mcp-client.js';

const MODERN: VersionNegotiationMode = { pin: '2026-07-28' };

export interface V2Options {
  mode?: VersionNegotiationMode;
  capabilities?: ClientCapabilities;
  /** Registers the client's handlers (elicitation/create, roots/list) before it connects. */
  setup?: (client: Client) => void;
  cwd?: string;
  env?: Record<string, string>;
}

function createClient(options: V2Options): Client {
  const client = new Client(
    { name: 'e2e-v2', version: '1.0.0' },
    { capabilities: options.capabilities ?? {}, versionNegotiation: { mode: options.mode ?? MODERN } },
  );
  options.setup?.(client);
  onTestFinished(() => client.close());
  return client;
}

/** bin/mcp-wrap with `args`, over stdio. */
export async function connectV2(args: string[], options: V2Options = {}) {
  const env = { ...(process.env as Record<string, string>), FIXTURES: FIXTURES.replace(/\/$/, ''), ...options.env };
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...args],
    ...(options.cwd && { cwd: options.cwd }),
    env,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = createClient(options);
  await client.connect(transport);
  return { client, transport, stderr: () => stderr };
}

/** A server already listening at `url` (test/support/http-server.ts starts one). */
export async function connectV2Http(url: string, options: V2Options = {}) {
  const client = createClient(options);
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  return { client, transport };
}

/** Calls fixtures.yaml's `hang` (it writes `pidFile`), aborts the call once it runs, and waits for its process to be gone. */
export async function expectCancelStopsRun(client: Client, pidFile: string): Promise<void> {
  const controller = new AbortController();
  const call = client.callTool({ name: 'hang', arguments: { pid_file: pidFile } }, { signal: controller.signal });
  await readPids(pidFile);
  controller.abort();
  await expect(call).rejects.toThrow();
  await vi.waitFor(() => expect(processesMentioning(pidFile)).toEqual([]), { timeout: 5_000 });
}
