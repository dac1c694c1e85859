import { tmpdir } from 'node:os';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/support/fixtures.js';
import { loadExecaSpawn, loadSpawnProgram, runHelper, spawnLaunch, spawnWithNode, type SpawnProgram } from './spawn-program.js';
import type { RunChild } from './types.js';

const env = { PATH: process.env.PATH ?? '' };

async function runToEnd(spawnProgram: SpawnProgram, args: string[], stdin?: string): Promise<{ stdout: string; code: number | null }> {
  const { child } = await spawnLaunch(
    { command: { program: 'node', args: [fixture('echo-argv.mjs'), ...args], cwd: tmpdir(), env }, diesWhole: false },
    'mark',
    stdin !== undefined,
    spawnProgram,
    undefined,
  );
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stdin?.end(stdin);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { stdout, code };
}

describe('spawning', () => {
  it('uses child_process.spawn on POSIX and execa on Windows', async () => {
    expect(await loadSpawnProgram('linux')).toBe(spawnWithNode);
    expect(await loadSpawnProgram('darwin')).toBe(spawnWithNode);
    expect(await loadSpawnProgram('win32')).not.toBe(spawnWithNode);
  });

  it.each([
    ['child_process.spawn', () => Promise.resolve(spawnWithNode)],
    ['execa (the Windows spawner, run here)', loadExecaSpawn],
  ])('%s passes argv and stdin as given, with no shell', async (_name, load) => {
    const args = ['; touch X', '$(id)', 'a b', '%PATH%', '^&|'];
    const { stdout, code } = await runToEnd(await load(), args, 'fed');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ argv: args, stdin: 'fed' });
  });

  it('runs a one-shot helper and says why one could not start', async () => {
    const ran = await runHelper('node', ['-e', 'console.log("out"); console.error("err")'], { cwd: tmpdir(), env, timeoutMs: 10_000, maxBytes: 1024 });
    expect([ran.stdout.toString(), ran.stderr.toString(), ran.startFailure]).toEqual(['out\n', 'err\n', undefined]);
    const missing = await runHelper('no-such-program-xyz', [], { cwd: tmpdir(), env, timeoutMs: 10_000, maxBytes: 1024 });
    expect(missing.startFailure).toBe('command "no-such-program-xyz" not found on PATH');
  });

  it('serves a helper its extra descriptors, as a sandbox asks', async () => {
    const attach = (child: RunChild) => void (child.stdio[3] as Writable).end('through fd 3');
    const ran = await runHelper('node', ['-e', 'process.stdout.write(require("fs").readFileSync(3))'], {
      cwd: tmpdir(),
      env,
      timeoutMs: 10_000,
      maxBytes: 1024,
      extraFds: ['pipe'],
      attach,
    });
    expect(ran.stdout.toString()).toBe('through fd 3');
  });
});
