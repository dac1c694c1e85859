// Every shape of process tree that tries to outlive its call, under every way a call can end:
// the OS (/proc) is checked afterwards for survivors. This is containment without the OS sandbox
// (macOS, or where none works, or --sandbox off); sandbox.test.ts proves the same shapes inside it.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { expectAllGone, FIXTURES, isAlive, readPids } from '../support/fixtures.js';
import { connect, spawnRawCalling } from '../support/mcp-client.js';
import { runCli } from '../support/run-cli.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPER = `${FIXTURES}wrappers/containment.yaml`;
const work = useWorkDir('e2e-containment');

/** Each tool, and how many of its processes are running once it printed "ready". */
const SHAPES = [
  ['same_group', 3],
  ['detached_grandchild', 3],
  ['double_fork_daemon', 2],
  ['ignores_sigterm', 3],
  ['stopped_child', 2],
] as const;

const UNSANDBOXED = ['--cwd', work.dir, '--sandbox', 'off'];
const start = () => connect([WRAPPER, ...UNSANDBOXED]);

/** A server spawned by hand, so that it can be signalled; it has one call of `tool` running. */
async function rawServerRunning(tool: string, pidFile: string, count: number) {
  const { server, exited } = await spawnRawCalling([WRAPPER, ...UNSANDBOXED], tool, { pid_file: pidFile });
  return { server, exited, pids: await readPids(pidFile, count) };
}

describe.each(SHAPES)('%s: no process outlives the call', (tool, count) => {
  it('timeout', async () => {
    const { client } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    const result = await client.callTool({ name: tool, arguments: { pid_file: pidFile, timeout_ms: 2_000 } });
    expect(result).toMatchObject({ isError: true, _meta: { timedOut: true } });
    await expectAllGone(await readPids(pidFile, count));
  });

  it('cancellation', async () => {
    const { client } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    const controller = new AbortController();
    const call = client.callTool({ name: tool, arguments: { pid_file: pidFile } }, CallToolResultSchema, { signal: controller.signal });
    const pids = await readPids(pidFile, count);
    controller.abort();
    await expect(call).rejects.toThrow();
    await expectAllGone(pids);
  });

  it('stdin EOF: the client goes away', async () => {
    const { client, transport } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    void client.callTool({ name: tool, arguments: { pid_file: pidFile } }).catch(() => {});
    const pids = await readPids(pidFile, count);
    const serverPid = transport.pid!;
    await client.close();
    await expectAllGone([...pids, serverPid]);
  });

  it('SIGTERM to the server', async () => {
    const { server, exited, pids } = await rawServerRunning(tool, join(work.dir, 'tree.pid'), count);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('normal exit, leaving processes behind', async () => {
    const { client } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    const result = await client.callTool({ name: tool, arguments: { pid_file: pidFile, mode: 'exit' } });
    expect(result).toMatchObject({ isError: false, _meta: { exitCode: 0 } });
    await expectAllGone(await readPids(pidFile, count));
  });

  it('the server is SIGKILLed: the next server to start stops what it left', async () => {
    const { server, exited, pids } = await rawServerRunning(tool, join(work.dir, 'tree.pid'), count);
    server.kill('SIGKILL');
    await exited;
    await start();
    await expectAllGone(pids);
  });
});

describe('servers side by side', () => {
  it("a new server stops only dead servers' processes, never a live one's", async () => {
    const live = await start();
    const livePids = join(work.dir, 'live.pid');
    const running = live.client.callTool({ name: 'double_fork_daemon', arguments: { pid_file: livePids, timeout_ms: 30_000 } });
    const pids = await readPids(livePids, 2);
    const killed = await rawServerRunning('detached_grandchild', join(work.dir, 'dead.pid'), 3);
    killed.server.kill('SIGKILL');
    await killed.exited;
    await start();
    await expectAllGone(killed.pids);
    expect(pids.filter(isAlive)).toEqual(pids);
    void running.catch(() => {});
  });
});

describe('mcp-wrap reap', () => {
  it('stops what a killed server left and says so (other servers starting meanwhile may get there first)', async () => {
    const { server, exited, pids } = await rawServerRunning('detached_grandchild', join(work.dir, 'tree.pid'), 3);
    server.kill('SIGKILL');
    await exited;
    const run = await runCli(['reap']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(
      /^(stopped [1-9]\d* process\(es\) of [1-9]\d* run\(s\) left by killed mcp-wrap servers|no process left by a killed mcp-wrap server)(; removed [1-9]\d* temporary folder\(s\) of killed servers)?\n$/,
    );
    await expectAllGone(pids);
  });

  it("removes the temporary folder of a killed server ({run_dir}s, spilled outputs), never a live server's", async () => {
    const temp = join(work.dir, 'tmp');
    mkdirSync(temp);
    const env = { TMPDIR: temp };
    const surface = [`${FIXTURES}wrappers/surface.yaml`, ...UNSANDBOXED];
    const live = await connect(surface, { env });
    expect(await live.client.callTool({ name: 'write_report', arguments: { text: 'live' } })).toMatchObject({ isError: false });
    const killed = await spawnRawCalling(surface, 'write_report', { text: 'dead' }, { env });
    await killed.responseTo(1);
    expect(readdirSync(temp)).toHaveLength(2);
    killed.server.kill('SIGKILL');
    await killed.exited;
    const run = await runCli(['reap'], { env });
    expect(run.stdout).toMatch(/removed 1 temporary folder\(s\) of killed servers\n$/);
    expect(readdirSync(temp)).toEqual([expect.stringMatching(new RegExp(`^mcp-wrap-${live.transport.pid}\\.`))]);
  });

  it('--dry-run stops nothing', async () => {
    const { server, exited, pids } = await rawServerRunning('same_group', join(work.dir, 'tree.pid'), 3);
    const run = await runCli(['reap', '--dry-run']);
    expect(run.code).toBe(0);
    expect(pids.filter(isAlive)).toEqual(pids);
    server.kill('SIGTERM');
    await exited;
    await expectAllGone(pids);
  });
});
