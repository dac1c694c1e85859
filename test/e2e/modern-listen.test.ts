// 2026-07-28 notifications: subscriptions/listen delivers list changes (--watch) and updates of
// file resources, on stdio and over HTTP; log lines reach a client per request, at the level its
// envelope names.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Client } from '@modelcontextprotocol/client';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { serveHttp } from '../support/http-server.js';
import { collectLines, spawnRaw } from '../support/mcp-client.js';
import { connectV2, connectV2Http } from '../support/mcp-client-v2.js';
import { useWorkDir } from '../support/work-dir.js';

const SURFACE = `${FIXTURES}wrappers/surface.yaml`;
const work = useWorkDir('e2e-modern-listen');
const TOOL = (name: string) => `  ${name}:\n    description: Runs true.\n    command: [/bin/true]\n`;

const transports: [string, (args: string[]) => Promise<Client>][] = [
  ['stdio', async (args) => (await connectV2([...args, '--cwd', work.dir])).client],
  ['HTTP', async (args) => (await connectV2Http((await serveHttp([...args, '--cwd', work.dir, '--http', '127.0.0.1:0'])).url)).client],
];

describe.each(transports)('subscriptions/listen over %s', (_name, connect) => {
  it('tells a listener that a subscribed file resource changed', async () => {
    writeFileSync(join(work.dir, 'README.md'), 'first\n');
    const client = await connect([SURFACE]);
    const uri = pathToFileURL(join(work.dir, 'README.md')).href;
    const updated: string[] = [];
    client.setNotificationHandler('notifications/resources/updated', (notification) => void updated.push(notification.params.uri));
    const subscription = await client.listen({ resourceSubscriptions: [uri] });
    expect(subscription.honoredFilter).toEqual({ resourceSubscriptions: [uri] });
    await vi.waitFor(
      () => {
        writeFileSync(join(work.dir, 'README.md'), `changed ${Date.now()}\n`);
        expect(updated).toContain(uri);
      },
      { timeout: 10_000, interval: 500 },
    );
    await subscription.close();
  });

  it('under --watch, tells a listener that the tools changed when a wrapper file does', async () => {
    const wrapper = join(work.dir, 'w.yaml');
    writeFileSync(wrapper, `name: w\ntools:\n${TOOL('first')}`);
    const client = await connect([wrapper, '--watch']);
    let changed = 0;
    client.setNotificationHandler('notifications/tools/list_changed', () => void changed++);
    const subscription = await client.listen({ toolsListChanged: true });
    expect(subscription.honoredFilter).toEqual({ toolsListChanged: true });
    writeFileSync(wrapper, `name: w\ntools:\n${TOOL('first')}${TOOL('second')}`);
    await vi.waitFor(() => expect(changed).toBeGreaterThan(0), { timeout: 10_000 });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['first', 'second']);
    await subscription.close();
  });
});

describe('log lines per request (the logLevel envelope key)', () => {
  const call = (id: number, logLevel?: string) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: {
      name: 'look',
      arguments: {},
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
        ...(logLevel && { 'io.modelcontextprotocol/logLevel': logLevel }),
      },
    },
  });
  const messages = (lines: string[]) => lines.map((line) => JSON.parse(line)).filter((message) => message.method === 'notifications/message');

  it('sends a call its log lines at or above the level it names, and none without one', async () => {
    const { lines, send, responseTo } = collectLines(spawnRaw([SURFACE, '--cwd', work.dir]));
    send(call(1));
    await responseTo(1);
    expect(messages(lines)).toEqual([]);
    send(call(2, 'debug'));
    await responseTo(2);
    expect(messages(lines)).toContainEqual(
      expect.objectContaining({ params: expect.objectContaining({ level: 'debug', logger: 'mcp-wrap', data: expect.stringContaining('look: running') }) }),
    );
  });
});
