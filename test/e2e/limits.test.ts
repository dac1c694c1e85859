// Per-run limits that rlimits and the private /tmp's size enforce (limits.fileSize, limits.openFiles,
// limits.tmp), proved with the real programs that run into them, with and without the OS sandbox.
// Every write is bounded by its own count (at most 1 GiB, into a tmpfs that the limit under test
// stops at 512 MiB), so a limit that does not hold cannot fill a disk.
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { isExecutable } from '../../src/executor/find-executable.js';
import { FIXTURES } from '../support/fixtures.js';
import { BIN, connect, textOf } from '../support/mcp-client.js';
import { describeWithSandbox } from '../support/programs.js';
import { useWorkDir } from '../support/work-dir.js';

const WRAPPER = `${FIXTURES}wrappers/limits.yaml`;
const MIB = 1024 * 1024;
const work = useWorkDir('e2e-limits');

/** A TMPDIR of its own, outside /tmp, so that the sandbox mounts a second private folder for it. */
const tmpdir = mkdtempSync('/var/tmp/mcp-wrap-e2e-limits-');
afterAll(() => rmSync(tmpdir, { recursive: true, force: true }));

async function call(mode: 'off' | 'required', tool: string, args: Record<string, unknown>): Promise<CallToolResult> {
  const { client } = await connect([WRAPPER, '--cwd', work.dir, '--sandbox', mode], { env: { TMPDIR: tmpdir } });
  return (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
}

function rlimitTests(mode: 'off' | 'required'): void {
  it('limits.fileSize: dd writing 5 MiB past 1MiB is stopped (SIGXFSZ), and the result names the limit and its setting', async () => {
    const file = join(work.dir, 'big.bin');
    const result = await call(mode, 'dd_file', { file, mib: 5 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      /^dd was stopped by the fileSize limit \(limits\.fileSize: 1MiB\): the program was stopped when it wrote past it \(SIGXFSZ\); .*limits: \{fileSize: \.\.\.\}/,
    );
    expect(statSync(file).size).toBe(MIB);
  });

  it('limits.fileSize: a program that ignores SIGXFSZ (Node) gets "File too large", named as the limit', async () => {
    const file = join(work.dir, 'big.bin');
    const result = await call(mode, 'node_file', { file, mib: 5 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^node was stopped by the fileSize limit \(limits\.fileSize: 1MiB\): a write past it failed \("File too large"\)/);
    expect(statSync(file).size).toBe(MIB);
  });

  it('limits: {fileSize: unlimited} lifts the default', async () => {
    const file = join(work.dir, 'big.bin');
    const result = await call(mode, 'dd_file_unlimited', { file, mib: 5 });
    expect(result.isError, textOf(result)).toBe(false);
    expect(statSync(file).size).toBe(5 * MIB);
  });

  it('limits.openFiles: opening 200 files under 64 fails with EMFILE, named as the limit; 20 files are fine', async () => {
    const refused = await call(mode, 'open_files', { count: 200 });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /^node was stopped by the openFiles limit \(limits\.openFiles: 64\): opening one more file failed \("Too many open files"\)/,
    );
    const fine = await call(mode, 'open_files', { count: 20 });
    expect(textOf(fine)).toBe('opened 20 files\n');
  });
}

describe('limits with --sandbox off (rlimits through prlimit)', () => rlimitTests('off'));

await describeWithSandbox('limits with --sandbox required (rlimits inside bubblewrap, a sized private /tmp)', () => {
  rlimitTests('required');

  it('limits.tmp: 64MiB stops dd writing 128 MiB into /tmp, and the result names the limit and its setting', async () => {
    const result = await call('required', 'fill_small_tmp', { mib: 128 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      /^dd was stopped by the tmp limit \(limits\.tmp: 64MiB\): the private \/tmp is full \("No space left on device"\).*\n.*dd: error writing '\/tmp\/fill': No space left on device/,
    );
  });

  it('limits.tmp holds for $TMPDIR too, when it is a folder of its own', async () => {
    mkdirSync(tmpdir, { recursive: true });
    const result = await call('required', 'fill_small_tmpdir', { mib: 128 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^dd was stopped by the tmp limit \(limits\.tmp: 64MiB\)/);
    expect(() => statSync(join(tmpdir, 'fill'))).toThrow();
  });

  it('the default limits.tmp (512MiB) stops 1 GiB written into /tmp', { timeout: 60_000 }, async () => {
    const result = await call('required', 'fill_tmp', { mib: 1024 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^dd was stopped by the tmp limit \(limits\.tmp: 512MiB\)/);
    expect(textOf(result)).toMatch(/536870912 bytes \(537 MB, 512 MiB\) copied/);
  });

  // RLIMIT_NPROC binds only a server that is not root: this one is started as nobody (setpriv), from
  // a copy of Node, of the built CLI and of its fixtures in a folder nobody can read, so that the test
  // depends on neither the checkout's permissions nor Node's (CI clones and installs Node 22 and 24
  // into mktemp folders, mode 700).
  const asNobody = process.getuid?.() === 0 && isExecutable('setpriv', process.env, '/');
  it.runIf(asNobody)(
    "limits.processes, as RLIMIT_NPROC inside bubblewrap for a server that is not root, refuses processes past 20 (Node's own threads count) and names the limit",
    async () => {
      const cwd = mkdtempSync('/var/tmp/mcp-wrap-e2e-limits-nobody-');
      onTestFinished(() => rmSync(cwd, { recursive: true, force: true }));
      const root = join(BIN, '..', '..');
      const installed = join(cwd, 'mcp-wrap');
      for (const part of ['bin/mcp-wrap', 'bin/package.json', 'dist/cli.cjs', 'test/fixtures/wrappers/limits.yaml', 'test/fixtures/spawn-many.mjs'])
        cpSync(join(root, part), join(installed, part));
      const node = join(installed, 'node/node');
      cpSync(process.execPath, node);
      chmodRecursively(cwd);
      chmodSync(node, 0o755);
      const transport = new StdioClientTransport({
        command: 'setpriv',
        args: [
          '--reuid=65534',
          '--regid=65534',
          '--clear-groups',
          '--',
          node,
          join(installed, 'bin/mcp-wrap'),
          join(installed, 'test/fixtures/wrappers/limits.yaml'),
          '--cwd',
          cwd,
          '--sandbox',
          'required',
        ],
        env: {
          ...(process.env as Record<string, string>),
          PATH: `${dirname(node)}:/usr/local/bin:/usr/bin:/bin`,
          FIXTURES: join(installed, 'test/fixtures'),
          HOME: cwd,
          TMPDIR: '/tmp',
          MCP_WRAP_NO_CODE_CACHE: '1',
        },
        cwd,
        stderr: 'pipe',
      });
      let stderr = '';
      transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const client = new Client({ name: 'e2e', version: '1.0.0' });
      await client.connect(transport);
      onTestFinished(() => client.close());
      const refused = (await client.callTool({ name: 'spawn_many', arguments: { count: 100 } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(textOf(refused), stderr).toMatch(
        /^node was stopped by the processes limit \(limits\.processes: 20\): starting one more process failed \("Resource temporarily unavailable"\)[\s\S]*could not start process \d+: spawn sleep EAGAIN/,
      );
      const fine = (await client.callTool({ name: 'spawn_many', arguments: { count: 3 } })) as CallToolResult;
      expect(textOf(fine), stderr).toBe('started 3 processes\n');
    },
  );
});

/** Lets everyone read and enter everything under `folder` (and write `folder` itself, the server's base directory). */
function chmodRecursively(folder: string): void {
  chmodSync(folder, 0o777);
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    chmodSync(join(entry.parentPath ?? entry.path, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
}
