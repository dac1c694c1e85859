// Host Unix sockets, proved from outside: the test listens on sockets inside the allowed root and
// in a folder outside every root (under /run, where system daemons keep theirs), and a sandboxed
// program tries to connect to each. A read-only bind does not stop connect(2); the sandbox must.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { connect, textOf } from '../support/mcp-client.js';
import { describeWithSandbox, itWith } from '../support/programs.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPER = `${FIXTURES}wrappers/sockets.yaml`;
const work = useWorkDir('e2e-sockets');

/** Outside every root and outside /tmp (private to a run): /run where we may write, else /var/tmp. */
const outside = mkdtempSync(isWritable('/run') ? '/run/mcp-wrap-e2e-sockets-' : '/var/tmp/mcp-wrap-e2e-sockets-');
afterAll(() => rmSync(outside, { recursive: true, force: true }));

const listeners: Server[] = [];
afterAll(() => listeners.forEach((listener) => listener.close()));
let connections = 0;

/** A socket that greets whoever connects, and counts them. */
async function listenAt(path: string): Promise<string> {
  const listener = createServer((socket) => {
    connections += 1;
    socket.end('hello from the host\n');
  });
  listeners.push(listener);
  await new Promise<void>((resolve) => listener.listen(path, resolve));
  return path;
}

let root: string;
beforeEach(() => {
  connections = 0;
  root = join(work.dir, 'root');
  mkdirSync(root);
});

const call = async (name: string, args: Record<string, unknown> = {}) => {
  const { client } = await connect([WRAPPER, '--cwd', root, '--sandbox', 'required']);
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
};

await describeWithSandbox('host Unix sockets', () => {
  it('are closed to a tool: a socket inside the root and one under /run both refuse, and the note says which setting opens them', async () => {
    for (const path of [await listenAt(join(root, 'inside.sock')), await listenAt(join(outside, 'daemon.sock'))]) {
      const result = await call('unix_connect', { path });
      expect(result.isError, textOf(result)).toBe(true);
      expect(textOf(result)).toMatch(/EPERM/);
      expect(textOf(result)).toMatch(/host Unix sockets are closed to this tool \(a wrapper opens them with `sandbox: \{unixSockets: true\}`\)/);
    }
    expect(connections).toBe(0);
  });

  it('unixSockets: true opens them', async () => {
    const result = await call('unix_connect_allowed', { path: await listenAt(join(outside, 'allowed.sock')) });
    expect(result.isError, textOf(result)).toBe(false);
    expect(textOf(result)).toBe('hello from the host\n');
    expect(connections).toBe(1);
  });

  itWith(['python3'], "a program's own socket pair still works", async () => {
    const result = await call('socketpair');
    expect(result.isError, textOf(result)).toBe(false);
    expect(textOf(result)).toBe('paired\n');
  });

  itWith(['git'], 'git status still works in a repository', async () => {
    execFileSync('git', ['init', '--quiet', root]);
    const result = await call('git_status');
    expect(result.isError, textOf(result)).toBe(false);
  });
});

function isWritable(folder: string): boolean {
  try {
    rmSync(mkdtempSync(join(folder, 'mcp-wrap-probe-')), { recursive: true });
    return true;
  } catch {
    return false;
  }
}
