// A server that is PID 1 of its namespace (a container started without an init) cannot collect the
// orphans of its runs: it says so when it starts, and doctor says so, with the fix.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../support/mcp-client.js';
import { useWorkDir } from '../support/work-dir.js';

const AS_PID_1 = ['--pid', '--fork', '--mount-proc', '--kill-child'];
const canUnshare = spawnSync('unshare', [...AS_PID_1, 'true']).status === 0;
const work = useWorkDir('init-process');

/** bin/mcp-wrap run as PID 1 of a new PID namespace; resolves with its stdout and stderr once `done` says enough was read, or it exits. */
function runAsPid1(args: string[], done: (stderr: string) => boolean): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('unshare', [...AS_PID_1, process.execPath, BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const finish = () => resolve({ stdout, stderr });
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (done(stderr)) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('close', finish);
  });
}

describe.skipIf(!canUnshare)('mcp-wrap as PID 1 (a container without an init)', () => {
  it('warns when it starts serving, naming the fix', async () => {
    const wrapper = join(work.dir, 'true.yaml');
    writeFileSync(wrapper, 'name: init\ntools:\n  run_true:\n    description: Runs true.\n    command: ["true"]\n');
    const { stderr } = await runAsPid1([wrapper, '--cwd', work.dir, '--sandbox', 'off'], (text) => text.includes('over stdio'));
    expect(stderr).toMatch(/warning: mcp-wrap runs as PID 1 .* never collected .*docker run --init/);
  });

  it('doctor says so on a line of its own', async () => {
    const { stdout } = await runAsPid1(['doctor'], () => false);
    expect(stdout).toMatch(/^init {6}mcp-wrap runs as PID 1 /m);
  });
});
