import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CallToolResultSchema, McpError, type CallToolResult, type Progress } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, vi } from 'vitest';
import { useWorkDir } from '../support/work-dir.js';
import { expectAllGone, FIXTURES, isAlive, readPids } from '../support/fixtures.js';
import { collectLines, connect, INITIALIZE, spawnRaw, spawnRawCalling, textOf } from '../support/mcp-client.js';

const WRAPPER = `${FIXTURES}wrappers/lifecycle.yaml`;
const work = useWorkDir('e2e-lifecycle');

// Containment is tested here as it works without the OS sandbox (the fixtures report their pids,
// which a PID namespace would renumber); sandbox.test.ts proves the same inside it.
const UNSANDBOXED = ['--cwd', work.dir, '--sandbox', 'off'];
const start = (...options: string[]) => connect([WRAPPER, ...UNSANDBOXED, ...options], { env: { RUN_LOG: work.runLog } });

type Client = Awaited<ReturnType<typeof start>>['client'];

/** Calls a tree tool, waits until its three processes are up, then cancels the call. */
async function cancelRunningTree(client: Client, name: string, pidFile: string): Promise<{ pids: number[]; call: Promise<unknown> }> {
  const controller = new AbortController();
  const call = client.callTool({ name, arguments: { pid_file: pidFile } }, CallToolResultSchema, { signal: controller.signal });
  const pids = await readPids(pidFile, 3);
  controller.abort();
  return { pids, call };
}

/** Peak resident memory of a process so far, in MiB, from /proc. */
function peakRssMiB(pid: number): number {
  const kib = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1];
  return Number(kib) / 1024;
}

describe('no process outlives its call', () => {
  it('timeout: the whole tree is gone', async () => {
    const { client } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    const result = await client.callTool({ name: 'tree', arguments: { pid_file: pidFile, timeout_ms: 2000 } });
    expect(result).toMatchObject({ isError: true, _meta: { timedOut: true } });
    await expectAllGone(await readPids(pidFile, 1));
  });

  it('cancellation: the whole tree is gone, and no response is sent', async () => {
    const { client } = await start();
    const { pids, call } = await cancelRunningTree(client, 'tree', join(work.dir, 'tree.pid'));
    await expect(call).rejects.toThrow();
    await expectAllGone(pids);
  });

  it('cancellation, 20 times in a row: no survivor', async () => {
    const { client } = await start();
    const allPids: number[] = [];
    for (let round = 0; round < 20; round++) {
      const { pids, call } = await cancelRunningTree(client, 'tree', join(work.dir, `tree-${round}.pid`));
      allPids.push(...pids);
      await call.catch(() => {});
    }
    await expectAllGone(allPids);
    expect(allPids.filter(isAlive)).toEqual([]);
    expect(allPids).toHaveLength(60);
  });

  it('cancellation of a tree that ignores SIGTERM: SIGKILL after the grace period', async () => {
    const { client } = await start();
    const { pids, call } = await cancelRunningTree(client, 'stubborn_tree', join(work.dir, 'stubborn.pid'));
    await call.catch(() => {});
    await expectAllGone(pids);
  });

  it('closing the client while a call runs: the tree and the server are gone', async () => {
    const { client, transport } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    const serverPid = transport.pid!;
    void client.callTool({ name: 'stubborn_tree', arguments: { pid_file: pidFile } }).catch(() => {});
    const pids = await readPids(pidFile, 3);
    await client.close();
    await expectAllGone([...pids, serverPid]);
  });

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('%s to the server: it stops every tree and exits within grace + 1 s', async (signal) => {
    const pidFile = join(work.dir, 'stubborn.pid');
    const { server, exited } = await spawnRawCalling([WRAPPER, ...UNSANDBOXED], 'stubborn_tree', { pid_file: pidFile });
    const pids = await readPids(pidFile, 3);
    const sentAt = Date.now();
    server.kill(signal);
    expect(await exited).toBe(0);
    // killGrace is 500 ms in this wrapper; the contract allows grace + 1 s.
    expect(Date.now() - sentAt).toBeLessThan(1_500);
    expect(pids.filter(isAlive)).toEqual([]);
  });
});

describe('bounded output', () => {
  it('a 200 MB flood: bounded server memory, head, tail, marker and a readable link to all of it', async () => {
    const { client, transport } = await start();
    const result = (await client.callTool({ name: 'flood', arguments: { bytes: 200_000_000 } })) as CallToolResult;
    expect(peakRssMiB(transport.pid!)).toBeLessThan(150);

    const text = (result.content[0] as { text: string }).text;
    expect(text.startsWith('BEGIN\n')).toBe(true);
    expect(text.endsWith('END\n')).toBe(true);
    expect(text).toMatch(
      /\[mcp-wrap: 199,934,464 bytes of 200,000,000 bytes cut here\. The full output is at mcp-wrap:\/\/runs\/\d+\/stdout\. Narrow the call/,
    );

    const link = result.content.find((item) => item.type === 'resource_link');
    expect(link).toMatchObject({
      type: 'resource_link',
      uri: expect.stringMatching(/^mcp-wrap:\/\/runs\/\d+\/stdout$/),
      mimeType: 'text/plain',
      size: 200_000_000,
    });
    const first = await client.readResource({ uri: (link as { uri: string }).uri });
    const piece = first.contents[0] as unknown as { text: string; _meta: { next: string; bytes: number } };
    expect(piece.text.startsWith('BEGIN\n')).toBe(true);
    expect(piece._meta).toMatchObject({ offset: 0, length: 8 * 1024 * 1024, bytes: 200_000_000, next: expect.stringContaining('?offset=8388608') });
    expect(piece.text).toContain(`read ${piece._meta.next} for the rest`);

    const lastOffset = 200_000_000 - 100;
    const last = await client.readResource({ uri: `${(link as { uri: string }).uri}?offset=${lastOffset}` });
    expect((last.contents[0] as { text: string }).text.endsWith('END\n')).toBe(true);
  });

  it('removes its temporary folder, spilled outputs and run directories included, when it exits', async () => {
    const tmp = join(work.dir, 'tmp');
    mkdirSync(tmp);
    const { client, transport } = await connect([WRAPPER, ...UNSANDBOXED], { env: { TMPDIR: tmp } });
    await client.callTool({ name: 'flood', arguments: { bytes: 1_000_000 } });
    expect(readdirSync(tmp)).toHaveLength(1);
    const serverPid = transport.pid!;
    await client.close();
    await expectAllGone([serverPid]);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it.each([
    ['missing', (dir: string) => join(dir, 'no-such-folder')],
    ['a file, not a folder', (dir: string) => (writeFileSync(join(dir, 'file'), ''), join(dir, 'file'))],
  ])('TMPDIR %s: calls still run, a large output keeps its head and tail, one warning says why', async (_name, tmpdirIn) => {
    const { client, stderr } = await connect([WRAPPER, ...UNSANDBOXED], { env: { TMPDIR: tmpdirIn(work.dir) } });
    const small = (await client.callTool({ name: 'pause', arguments: { ms: 1 } })) as CallToolResult;
    expect(small.isError).toBe(false);
    for (let round = 0; round < 2; round++) {
      const large = (await client.callTool({ name: 'flood', arguments: { bytes: 1_000_000 } })) as CallToolResult;
      expect(large.isError).toBe(false);
      expect(textOf(large)).toMatch(/^BEGIN\n[\s\S]*\[mcp-wrap: 934,464 bytes of 1,000,000 bytes cut here\. Narrow the call[\s\S]*END\n$/);
    }
    expect(stderr().match(/no temporary folder for full outputs/g)).toHaveLength(1);
  });

  it('--max-spill holds across concurrent runs: 8 outputs of 8 MB never take more than 1 MiB on disk', async () => {
    const tmp = join(work.dir, 'tmp');
    mkdirSync(tmp);
    const { client } = await connect([WRAPPER, ...UNSANDBOXED, '--max-spill', '1MiB'], { env: { TMPDIR: tmp } });
    const sizeOf = (path: string) => {
      try {
        return statSync(path).size;
      } catch {
        return 0; // Evicted meanwhile.
      }
    };
    const onDisk = () =>
      readdirSync(tmp, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .reduce((sum, entry) => sum + sizeOf(join(entry.parentPath ?? entry.path, entry.name)), 0);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, onDisk())), 2);
    const results = await Promise.all(Array.from({ length: 8 }, () => client.callTool({ name: 'flood', arguments: { bytes: 8_000_000 } })));
    clearInterval(sampler);
    peak = Math.max(peak, onDisk());
    expect(results.every((result) => result.isError === false)).toBe(true);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(1024 * 1024);
  });

  it('an output URI the server never produced is -32002', async () => {
    const { client } = await start();
    const error = await client.readResource({ uri: 'mcp-wrap://runs/999/stdout' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(McpError);
    expect(error).toMatchObject({ code: -32002 });
  });
});

describe('binary output', () => {
  const png = readFileSync(`${FIXTURES}binary-output.mjs`, 'utf8').match(/'(iVBOR[^']+)'/)![1];

  it('an image becomes an image item', async () => {
    const { client } = await start();
    const result = (await client.callTool({ name: 'binary', arguments: { kind: 'png' } })) as CallToolResult;
    expect(result.isError).toBe(false);
    expect(result.content).toContainEqual({ type: 'image', data: png, mimeType: 'image/png' });
  });

  it('audio becomes an audio item', async () => {
    const { client } = await start();
    const result = (await client.callTool({ name: 'binary', arguments: { kind: 'wav' } })) as CallToolResult;
    const audio = result.content.find((item) => item.type === 'audio');
    expect(audio).toMatchObject({ type: 'audio', mimeType: 'audio/wav' });
    expect(Buffer.from((audio as { data: string }).data, 'base64').toString('latin1', 8, 12)).toBe('WAVE');
  });

  it.each([
    ['pdf', 'application/pdf'],
    ['bytes', 'application/octet-stream'],
  ])('%s becomes an embedded resource with its mimeType', async (kind, mimeType) => {
    const { client } = await start();
    const result = (await client.callTool({ name: 'binary', arguments: { kind } })) as CallToolResult;
    const embedded = result.content.find((item) => item.type === 'resource');
    expect(embedded).toMatchObject({ type: 'resource', resource: { mimeType, blob: expect.any(String) } });
    const { uri } = (embedded as { resource: { uri: string } }).resource;
    expect(await client.readResource({ uri })).toMatchObject({
      contents: [{ uri, mimeType, blob: (embedded as { resource: { blob: string } }).resource.blob }],
    });
  });

  it('binary output too large to inline is linked, not mangled', async () => {
    const { client } = await start();
    const result = (await client.callTool({ name: 'binary', arguments: { kind: 'bytes', count: 1_000_000 } })) as CallToolResult;
    expect(textOf(result)).toContain('wrote 1,000,000 bytes of binary output (application/octet-stream), too large to return inline');
    const link = result.content.find((item) => item.type === 'resource_link') as { uri: string };
    const read = await client.readResource({ uri: link.uri });
    expect(Buffer.from((read.contents[0] as { blob: string }).blob, 'base64')).toHaveLength(1_000_000);
  });
});

describe('progress', () => {
  it("sends increasing progress with the current line, and the result shows the bar's final state", async () => {
    const { client } = await start();
    const updates: Progress[] = [];
    const result = await client.callTool({ name: 'progress', arguments: { steps: 10, interval_ms: 150 } }, CallToolResultSchema, {
      onprogress: (update) => updates.push(update),
    });
    expect(updates.length).toBeGreaterThanOrEqual(2);
    updates.slice(1).forEach((update, index) => expect(update.progress).toBeGreaterThan(updates[index]!.progress));
    expect(updates[0]!.message).toMatch(/^downloading \[#+ *\] \d+%$/);
    expect(textOf(result)).toBe('done\n\nstderr:\ndownloading [##########] 100%');
  });

  it('turns a percentage in the output into progress out of 100', async () => {
    const { client } = await start();
    const updates: Progress[] = [];
    await client.callTool({ name: 'progress_percent', arguments: { steps: 10, interval_ms: 150 } }, CallToolResultSchema, {
      onprogress: (update) => updates.push(update),
    });
    expect(updates.length).toBeGreaterThanOrEqual(2);
    for (const update of updates) expect(update).toMatchObject({ total: 100, progress: expect.any(Number) });
    expect(updates.every((update) => update.progress % 10 === 0 && update.progress <= 100)).toBe(true);
  });

  it('sends nothing to a call without a progress token', async () => {
    const child = spawnRaw([WRAPPER, ...UNSANDBOXED]);
    const { lines, send, responseTo } = collectLines(child);
    send(INITIALIZE);
    await responseTo(0);
    send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'progress', arguments: { steps: 4, interval_ms: 150 } } });
    await responseTo(1);
    expect(lines.filter((line) => line.includes('notifications/progress'))).toEqual([]);
  });
});

describe('concurrency', () => {
  it('runs at most --max-concurrency calls at once; the others wait and still succeed', async () => {
    const { client } = await start('--max-concurrency', '2');
    const results = await Promise.all(Array.from({ length: 6 }, () => client.callTool({ name: 'pause', arguments: { ms: 300 } })));
    expect(results.every((result) => result.isError === false)).toBe(true);
    let running = 0;
    let most = 0;
    for (const line of work.logLines()) {
      running += line.startsWith('start') ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(work.logLines()).toHaveLength(12);
    expect(most).toBe(2);
  });

  it('a queued call that is cancelled never starts', async () => {
    const { client } = await start('--max-concurrency', '1');
    const first = client.callTool({ name: 'pause', arguments: { ms: 1000 } });
    await vi.waitFor(() => expect(work.logLines()).toHaveLength(1));
    const controller = new AbortController();
    const queued = client.callTool({ name: 'pause', arguments: { ms: 10 } }, CallToolResultSchema, { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toThrow();
    await first;
    // Calls run in arrival order: had the cancelled one still been queued, it would run before this one.
    await client.callTool({ name: 'pause', arguments: { ms: 10 } });
    expect(work.logLines().filter((line) => line.startsWith('start'))).toHaveLength(2);
  });
});
