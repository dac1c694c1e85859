// The escapes hostile testing found, each as a user meets it: a call that must be refused, and
// the OS checked afterwards (nothing read, written or run outside the roots).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../support/fixtures.js';
import { connect, textOf } from '../support/mcp-client.js';
import { runCli } from '../support/run-cli.js';
import { useWorkDir } from '../support/work-dir.js';

const work = useWorkDir('e2e-escapes');
let root: string;

/**
 * work/root is the allowed root; work/outside is not. root/link-out -> ../outside, so
 * `link-out/..` is work itself for the OS, though it reads as root. work/secret.txt is outside.
 */
beforeEach(() => {
  root = join(work.dir, 'root');
  mkdirSync(join(root, 'sub', 'deeper'), { recursive: true });
  mkdirSync(join(work.dir, 'outside'));
  writeFileSync(join(work.dir, 'secret.txt'), 'SECRET outside the root\n');
  writeFileSync(join(work.dir, 'secret.json'), '{"secret": "outside the root"}\n');
  writeFileSync(join(root, 'sub', 'inside.txt'), 'inside\n');
  symlinkSync('../outside', join(root, 'link-out'));
  symlinkSync('sub/deeper', join(root, 'link-in'));
  symlinkSync('../outside/planted.txt', join(root, 'dangling'));
});

async function call(wrapper: string, tool: string, args: Record<string, unknown>): Promise<CallToolResult> {
  const { client } = await connect([wrapper, '--cwd', root]);
  return (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
}

const expectRefused = (result: CallToolResult, argument: string) => {
  expect(result.isError).toBe(true);
  expect(textOf(result)).toMatch(new RegExp(`argument \`${argument}\`: path .* is outside the allowed root`));
};

describe('a symlink followed by ..', () => {
  it('grep cannot read a file beside the link target', async () => {
    const result = await call('grep', 'grep_search', { pattern: 'SECRET', paths: ['link-out/../secret.txt'] });
    expectRefused(result, 'paths');
    expect(textOf(result)).not.toContain('outside the root\n');
  });

  it('jq cannot read it either', async () => {
    expectRefused(await call('jq', 'jq_files', { filter: '.', files: ['link-out/../secret.json'] }), 'files');
  });

  it('find cannot list outside names', async () => {
    const result = await call('find', 'find_files', { path: 'link-out/..' });
    expectRefused(result, 'path');
    expect(textOf(result)).not.toContain('secret');
  });

  it('tar cannot extract into it', async () => {
    const result = await call('tar', 'tar_extract', { archive: 'sub/inside.txt', destination: 'link-out/..' });
    expectRefused(result, 'destination');
  });

  it('a writing program cannot write through it', async () => {
    const result = await call(`${FIXTURES}wrappers/surface.yaml`, 'write_into', { target: 'link-out/../escaped.txt' });
    expectRefused(result, 'target');
    expect(existsSync(join(work.dir, 'escaped.txt'))).toBe(false);
  });

  it('a link followed by .. that lands inside is allowed, and the program gets the path it lands on', async () => {
    const result = await call(`${FIXTURES}wrappers/fixtures.yaml`, 'echo_files', { files: ['link-in/../inside.txt', 'sub/inside.txt'] });
    expect(result.isError).toBe(false);
    expect(JSON.parse(textOf(result)).argv).toEqual(['--', join(root, 'sub', 'inside.txt'), 'sub/inside.txt']);
  });
});

describe('a dangling symlink', () => {
  it('is judged by its target: writing through it is refused', async () => {
    const result = await call(`${FIXTURES}wrappers/surface.yaml`, 'write_into', { target: 'dangling' });
    expectRefused(result, 'target');
    expect(existsSync(join(work.dir, 'outside', 'planted.txt'))).toBe(false);
  });

  it('a link that loops is refused', async () => {
    symlinkSync('loop-b', join(root, 'loop-a'));
    symlinkSync('loop-a', join(root, 'loop-b'));
    expectRefused(await call(`${FIXTURES}wrappers/surface.yaml`, 'write_into', { target: 'loop-a/x' }), 'target');
  });
});

describe('the loader cannot be made to hang', () => {
  const aliasBomb = [
    'name: bomb',
    'a0: &a0 [x, x, x, x, x, x, x, x, x]',
    ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`),
  ].join('\n');

  it.each([
    ['a YAML alias bomb (9^10 values)', (file: string) => writeFileSync(file, aliasBomb), /bomb.yaml:3:10: definition.aliasExpansion: YAML aliases/],
    [
      'a FIFO instead of a file',
      (file: string) => execFileSync('mkfifo', [file]),
      /definition.unreadable: cannot read the wrapper file: not a regular file \(a FIFO\)/,
    ],
    [
      'a file over 16 MiB',
      (file: string) => (writeFileSync(file, 'name: x\n'), truncateSync(file, 17 * 1024 * 1024)),
      /definition.tooLarge: the wrapper file is 17,825,792 bytes/,
    ],
  ])('%s: validate and serve refuse it with file:line:col', async (_name, make, message) => {
    const file = join(work.dir, 'bomb.yaml');
    make(file);
    const validated = await runCli(['validate', file]);
    expect(validated.code).toBe(1);
    expect(validated.stdout).toMatch(message);
    const served = await runCli([file]);
    expect(served.code).toBe(1);
    expect(served.stderr).toMatch(message);
  });
});
