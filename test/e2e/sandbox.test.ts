// The OS sandbox (bubblewrap here), proved from outside: a probe program tries each forbidden thing
// itself, with mcp-wrap's own argument checks out of the way, and the OS (/proc, the file system, a
// listening socket) is asked afterwards what got through.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CallToolResultSchema, ListRootsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { FIXTURES, processesMentioning, readPids } from '../support/fixtures.js';
import { connect, spawnRawCalling, textOf, type ServerProcess } from '../support/mcp-client.js';
import { describeWithSandbox } from '../support/programs.js';
import { runCli } from '../support/run-cli.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPER = `${FIXTURES}wrappers/sandbox.yaml`;
const CONTAINMENT = `${FIXTURES}wrappers/containment.yaml`;
const work = useWorkDir('e2e-sandbox');

let listener: Server;
let port: number;
let connections = 0;
beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
afterAll(() => listener.close());

/**
 * A root, a folder outside it, and a home with credentials, per test. The last two live outside
 * /tmp, because a sandboxed run gets a private /tmp and would not see them there at all.
 */
const elsewhere = mkdtempSync('/var/tmp/mcp-wrap-e2e-sandbox-');
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));
let root: string, outside: string, home: string;
beforeEach(() => {
  connections = 0;
  root = join(work.dir, 'root');
  [outside, home] = [mkdtempSync(join(elsewhere, 'outside-')), mkdtempSync(join(elsewhere, 'home-'))];
  for (const folder of [root, outside, join(home, '.ssh'), join(home, '.aws'), join(root, 'private')]) mkdirSync(folder, { recursive: true });
  writeFileSync(join(home, '.ssh', 'id_ed25519'), 'SSH-KEY\n');
  writeFileSync(join(home, '.aws', 'credentials'), 'AWS-KEY\n');
  writeFileSync(join(home, '.netrc'), 'NETRC\n');
  writeFileSync(join(root, 'private', 'notes.txt'), 'PRIVATE\n');
  writeFileSync(join(root, 'inside.txt'), 'INSIDE\n');
  writeFileSync(join(outside, 'outside.txt'), 'OUTSIDE\n');
});

const start = (args: string[] = [], env: Record<string, string> = {}, client: Omit<ServerProcess, 'env'> = {}) =>
  connect([WRAPPER, CONTAINMENT, '--cwd', root, ...args], {
    ...client,
    env: { HOME: home, SERVER_SECRET_TOKEN: 'do-not-leak', EXTRA_WRITABLE: join(outside, 'extra'), ...env },
  });

interface Probe {
  write: string;
  read: string;
  connect: string;
  serverEnv: string;
  pid: number;
}

async function probe(tool: string, args: Record<string, unknown>, options: string[] = []): Promise<{ probe: Probe; result: CallToolResult }> {
  const { client, transport } = await start(options);
  const result = (await client.callTool({ name: tool, arguments: { port, server_pid: transport.pid, ...args } })) as CallToolResult;
  expect(result.isError, textOf(result)).toBe(false);
  return { probe: JSON.parse(textOf(result)) as Probe, result };
}

await describeWithSandbox('the OS sandbox', () => {
  it('refuses what the program tries itself: a write outside the roots, a credential read, a connection, a look at the server', async () => {
    const { probe: seen, result } = await probe('probe', { write_path: join(outside, 'planted'), read_path: join(home, '.ssh', 'id_ed25519') });
    expect(seen).toMatchObject({ write: 'EROFS', read: 'EACCES', serverEnv: 'ENOENT' });
    expect(['ENETUNREACH', 'ECONNREFUSED']).toContain(seen.connect);
    expect(seen.pid).toBeLessThan(10);
    expect(result._meta).toMatchObject({ sandbox: expect.stringMatching(/^bubblewrap /) });
    expect(existsSync(join(outside, 'planted'))).toBe(false);
    expect(connections).toBe(0);
  });

  it('the same probe with --sandbox off gets through everywhere (so the probe can see an escape)', async () => {
    const { probe: seen, result } = await probe('probe', { write_path: join(outside, 'planted'), read_path: join(home, '.ssh', 'id_ed25519') }, [
      '--sandbox',
      'off',
    ]);
    expect(seen).toMatchObject({ write: 'ok', read: 'ok', connect: 'ok', serverEnv: 'ok' });
    expect(result._meta).not.toHaveProperty('sandbox');
    expect(readFileSync(join(outside, 'planted'), 'utf8')).toMatch(/sandbox-probe/);
  });

  it('every built-in credential store is unreadable, a file as well as a folder', async () => {
    for (const secret of [join(home, '.aws', 'credentials'), join(home, '.netrc'), join(home, '.ssh')]) {
      const { probe: seen } = await probe('probe', { write_path: join(root, 'x'), read_path: secret });
      expect(seen.read, secret).toMatch(/^(EACCES|EISDIR)$/);
      if (seen.read === 'EISDIR') expect(secret).toBe(join(home, '.ssh'));
    }
  });

  it('a credential store made while the server runs is hidden from the next call', async () => {
    const { client, transport } = await start();
    const kube = join(home, '.kube', 'config');
    const read = async () =>
      (
        JSON.parse(
          textOf(await client.callTool({ name: 'probe', arguments: { port, server_pid: transport.pid, write_path: join(root, 'x'), read_path: kube } })),
        ) as Probe
      ).read;
    // A second on, the home's folders count as still: the server keeps what it resolved there.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await read()).toBe('ENOENT');
    expect(await read()).toBe('ENOENT');
    mkdirSync(dirname(kube));
    writeFileSync(kube, 'KUBE-TOKEN\n');
    expect(await read()).toBe('EACCES');
  });

  it("the client's new roots are the next call's writable places, and the old ones are not", async () => {
    let roots = [{ uri: pathToFileURL(root).href }];
    const { client, transport } = await start(
      [],
      {},
      {
        capabilities: { roots: { listChanged: true } },
        setup: (client) => client.setRequestHandler(ListRootsRequestSchema, () => ({ roots })),
      },
    );
    const write = async (path: string) =>
      (
        JSON.parse(
          textOf(
            await client.callTool({ name: 'probe', arguments: { port, server_pid: transport.pid, write_path: path, read_path: join(root, 'inside.txt') } }),
          ),
        ) as Probe
      ).write;
    expect(await write(join(root, 'a.txt'))).toBe('ok');
    expect(await write(join(outside, 'a.txt'))).toBe('EROFS');
    roots = [{ uri: pathToFileURL(outside).href }];
    await client.sendRootsListChanged();
    await vi.waitFor(async () => expect(await write(join(outside, 'b.txt'))).toBe('ok'));
    expect(await write(join(root, 'b.txt'))).toBe('EROFS');
  });

  it('hides a credential store reached through a symlink', async () => {
    symlinkSync(join(home, '.aws'), join(root, 'aws-link'));
    const { probe: seen } = await probe('probe', { write_path: join(root, 'x'), read_path: join(root, 'aws-link', 'credentials') });
    expect(seen.read).toBe('EACCES');
  });

  it('the roots are writable and what is written there stays; /tmp is private to the run', async () => {
    const { probe: seen } = await probe('probe', { write_path: join(root, 'made.txt'), read_path: join(root, 'inside.txt') });
    expect(seen).toMatchObject({ write: 'ok', read: 'ok' });
    expect(readFileSync(join(root, 'made.txt'), 'utf8')).toMatch(/sandbox-probe/);
    const scratch = `/tmp/mcp-wrap-sandbox-test-${process.pid}-${Date.now()}`;
    const { probe: inTmp } = await probe('probe', { write_path: scratch, read_path: join(root, 'inside.txt') });
    expect(inTmp.write).toBe('ok');
    expect(existsSync(scratch)).toBe(false);
  });

  it('network: true gives the host network', async () => {
    const { probe: seen } = await probe('probe_with_network', { write_path: join(root, 'x'), read_path: join(root, 'inside.txt') });
    expect(seen.connect).toBe('ok');
    expect(connections).toBe(1);
  });

  it('writeRoots: false makes the roots read-only, and {run_dir} stays writable', async () => {
    const { probe: seen } = await probe('probe_read_only_roots', { write_path: join(root, 'made.txt'), read_path: join(root, 'inside.txt') });
    expect(seen).toMatchObject({ write: 'EROFS', read: 'ok' });
    const { probe: inRunDir } = await probe('probe_run_dir', { read_path: join(root, 'inside.txt') });
    expect(inRunDir.write).toBe('ok');
  });

  it('unhide, hide and write: a credential store unhidden, a folder of the root hidden, a missing writable folder created', async () => {
    const { probe: unhidden } = await probe('probe_settings', { write_path: join(outside, 'extra', 'made.txt'), read_path: join(home, '.aws', 'credentials') });
    expect(unhidden).toMatchObject({ write: 'ok', read: 'ok' });
    expect(existsSync(join(outside, 'extra', 'made.txt'))).toBe(true);
    const { probe: hidden } = await probe('probe_settings', { write_path: join(root, 'x'), read_path: join(root, 'private', 'notes.txt') });
    expect(hidden.read).toBe('EACCES');
  });

  it('read: roots shows only the roots and the system folders, and the result says which setting would allow more', async () => {
    const { client } = await start();
    expect(textOf(await client.callTool({ name: 'cat_roots_only', arguments: { file: join(root, 'inside.txt') } }))).toBe('INSIDE\n');
    const refused = await client.callTool({ name: 'cat_roots_only', arguments: { file: join(outside, 'outside.txt') } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/No such file or directory[\s\S]*ran inside an OS sandbox[\s\S]*`sandbox: \{read: all\}`/);
  });

  it('a refused write is explained: the sandbox, not the program, and the setting that allows it', async () => {
    const { client } = await start();
    const refused = await client.callTool({ name: 'touch', arguments: { file: join(outside, 'new.txt') } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /Read-only file system\nNote: touch ran inside an OS sandbox, which may have refused this rather than touch itself: this tool may write only in .*`sandbox: \{write: \[path\]\}`/,
    );
  });

  it('the first result and the start-up log say what holds for every run here; without the sandbox, what does not', async () => {
    const sandboxed = await start();
    const first = await sandboxed.client.callTool({ name: 'touch', arguments: { file: join(root, 'a') } });
    expect(first._meta).toMatchObject({
      sandbox: expect.stringMatching(/^bubblewrap /),
      guarantees: { processTree: expect.stringMatching(/^yes: bubblewrap/), writes: expect.stringMatching(/^yes: /), network: expect.stringMatching(/^yes: /) },
    });
    expect((await sandboxed.client.callTool({ name: 'touch', arguments: { file: join(root, 'b') } }))._meta).not.toHaveProperty('guarantees');
    await vi.waitFor(() =>
      expect(sandboxed.stderr()).toMatch(/info: for every run here: holds: processTree, serverDeath, serverUnreachable, writes, credentials/),
    );

    const unsandboxed = await start(['--sandbox', 'off']);
    const guarantees = (
      (await unsandboxed.client.callTool({ name: 'touch', arguments: { file: join(root, 'c') } }))._meta as { guarantees: Record<string, string> }
    ).guarantees;
    expect(guarantees).toMatchObject({
      writes: 'no: no OS sandbox (--sandbox off)',
      serverUnreachable: 'no: no OS sandbox (--sandbox off): a program can signal its parent chain (no PID namespace)',
    });
    await vi.waitFor(() => expect(unsandboxed.stderr()).toMatch(/does NOT hold: serverDeath/));
  });

  it('a missing program is "not found", as without a sandbox, not an error of the sandbox', async () => {
    const { client } = await start();
    const missing = await client.callTool({ name: 'missing_program', arguments: {} });
    expect(missing).toMatchObject({ isError: true, _meta: { exitCode: null } });
    expect(textOf(missing)).toBe('command "mcp-wrap-no-such-program" not found on PATH');
  });

  it("a program that fails in bwrap's own words (a wrapped bwrap or flatpak) gets its result, not an error of the sandbox", async () => {
    const { client } = await start();
    const result = await client.callTool({ name: 'says_bwrap', arguments: {} });
    expect(result).toMatchObject({ isError: true, _meta: { exitCode: 1 } });
    expect(textOf(result)).toContain('bwrap: Unknown option --tmpfs');
    expect(textOf(result)).not.toContain('the sandbox could not start the program');
  });

  it('--sandbox required refuses to run where no sandbox works, and says how to fix it; on runs with one warning', async () => {
    const bin = mkdtempSync(join(work.dir, 'bin-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    symlinkSync('/usr/bin/touch', join(bin, 'touch'));
    const required = await start(['--sandbox', 'required'], { PATH: bin });
    const refused = await required.client.callTool({ name: 'touch', arguments: { file: join(root, 'x') } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /^not run: the server requires an OS sandbox \(--sandbox required\) and bubblewrap \(bwrap\) is not installed or not on PATH; to fix: install bubblewrap \(Debian, Ubuntu: apt-get install bubblewrap/,
    );
    expect(existsSync(join(root, 'x'))).toBe(false);

    const fallback = await start([], { PATH: bin });
    for (const file of ['a', 'b']) expect((await fallback.client.callTool({ name: 'touch', arguments: { file: join(root, file) } })).isError).toBe(false);
    expect(existsSync(join(root, 'b'))).toBe(true);
    await vi.waitFor(() => expect(fallback.stderr()).toMatch(/tools run without an OS sandbox: bubblewrap \(bwrap\) is not installed/));
    expect(fallback.stderr().match(/without an OS sandbox/g)).toHaveLength(1);
  });
});

await describeWithSandbox('mcp-wrap doctor', () => {
  it('says the sandbox works, which credential stores it hides and that host Unix sockets are closed; without bwrap, why not and how to fix it', async () => {
    const works = await runCli(['doctor'], { env: { HOME: home } });
    expect(works).toMatchObject({ code: 0, stderr: '' });
    expect(works.stdout).toMatch(
      /^sandbox +ok: bubblewrap [\d.]+ \(\/\S*bwrap\) ran a test program with no network, a private \/tmp and no Unix sockets\nhidden +\d+ credential store\(s\) found here, unreadable for every sandboxed run: /,
    );
    expect(works.stdout).toMatch(/\nsockets +host Unix sockets closed to every tool but those with `sandbox: \{unixSockets: true\}`\n/);
    expect(works.stdout.split('\n')[1]!.split(': ')[1]!.split(', ')).toEqual(expect.arrayContaining(['~/.ssh', '~/.aws', '~/.netrc']));
    const missing = await runCli(['doctor'], { env: { PATH: dirname(process.execPath) === '/usr/bin' ? '/nonexistent' : dirname(process.execPath) } });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/^sandbox +not available: bubblewrap \(bwrap\) is not installed or not on PATH\n +fix: install bubblewrap/);
  });
});

/** Each tree shape, and how many of its processes write their pid once it is up. */
const SHAPES = [
  ['same_group', 3],
  ['detached_grandchild', 3],
  ['double_fork_daemon', 2],
  ['env_wiping_daemon', 2],
  ['ignores_sigterm', 3],
] as const;

await describeWithSandbox('the OS sandbox: no process outlives its call (the sandbox and the run seen from the host)', () => {
  const expectNoneLeft = (pidFile: string) => vi.waitFor(() => expect(processesMentioning(pidFile)).toEqual([]), { timeout: 10_000, interval: 20 });
  const running = async (pidFile: string, count: number) => {
    await readPids(pidFile, count);
    expect(processesMentioning(pidFile).length).toBeGreaterThanOrEqual(count);
  };

  it.each(SHAPES)('%s: normal exit, timeout, cancellation', async (tool, count) => {
    const { client } = await start();
    const exiting = join(root, 'exit.pid');
    expect(await client.callTool({ name: tool, arguments: { pid_file: exiting, mode: 'exit' } })).toMatchObject({ isError: false });
    await expectNoneLeft(exiting);

    const timing = join(root, 'timeout.pid');
    expect(await client.callTool({ name: tool, arguments: { pid_file: timing, timeout_ms: 2_000 } })).toMatchObject({ _meta: { timedOut: true } });
    await expectNoneLeft(timing);

    const cancelled = join(root, 'cancel.pid');
    const controller = new AbortController();
    const call = client.callTool({ name: tool, arguments: { pid_file: cancelled } }, CallToolResultSchema, { signal: controller.signal });
    await running(cancelled, count);
    controller.abort();
    await expect(call).rejects.toThrow();
    await expectNoneLeft(cancelled);
  });

  it.each([
    ['inside the sandbox', []],
    ['without it', ['--sandbox', 'off']],
  ])('killGrace holds %s: a program that needs 200 ms to clean up on SIGTERM gets it on a timeout, a cancel and the end of stdin', async (_, options) => {
    const cleaned = (pidFile: string) => vi.waitFor(() => expect(readFileSync(pidFile, 'utf8')).toMatch(/cleaned/), { timeout: 5_000, interval: 20 });
    const { client } = await start(options);
    const timing = join(root, 'timeout.pid');
    expect(await client.callTool({ name: 'slow_cleanup', arguments: { pid_file: timing, timeout_ms: 1_000 } })).toMatchObject({ _meta: { timedOut: true } });
    expect(readFileSync(timing, 'utf8')).toMatch(/cleaned/);

    const cancelled = join(root, 'cancel.pid');
    const controller = new AbortController();
    const call = client.callTool({ name: 'slow_cleanup', arguments: { pid_file: cancelled } }, CallToolResultSchema, { signal: controller.signal });
    await running(cancelled, 1);
    controller.abort();
    await expect(call).rejects.toThrow();
    await cleaned(cancelled);

    const ending = join(root, 'stdin-end.pid');
    const second = await start(options);
    const pending = second.client.callTool({ name: 'slow_cleanup', arguments: { pid_file: ending } }).catch(() => undefined);
    await running(ending, 1);
    await second.client.close();
    await pending;
    await cleaned(ending);
    await expectNoneLeft(ending);
  });

  it.each(SHAPES)('%s: the server is SIGKILLed, and the whole sandbox dies with it at once (no new start needed)', async (tool, count) => {
    const pidFile = join(root, 'killed.pid');
    const { server, exited } = await spawnRawCalling([WRAPPER, CONTAINMENT, '--cwd', root], tool, { pid_file: pidFile });
    await running(pidFile, count);
    server.kill('SIGKILL');
    await exited;
    await expectNoneLeft(pidFile);
  });
});
