import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAllGone, readPids } from '../../test/support/fixtures.js';
import { currentServerInstance } from './current-instance.js';
import { readProcessTable } from './process-table.js';
import { stopRunPosix } from './stop-run-posix.js';

const work = mkdtempSync(join(tmpdir(), 'stop-run-'));
// Marks of this live process: a server starting meanwhile (the e2e tests) reaps marks of dead instances only.
const markOf = (run: number) => `${currentServerInstance().id}:${9_000 + run}`;
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every 5 ms, each process of the tree starts another in a session of its own, all logging their pids. */
const FORKING_TREE = `
const { spawn } = require('node:child_process');
require('node:fs').appendFileSync(process.argv[1], process.pid + '\\n');
if (process.env.IGNORE_SIGTERM) process.on('SIGTERM', () => {});
let children = 0;
setInterval(() => children++ < 4 && spawn(process.execPath, ['-e', process.argv[2] ?? '', process.argv[1], process.argv[2] ?? ''], { stdio: 'ignore', detached: true }), 5);
`;

function startTree(mark: string, pidFile: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['-e', FORKING_TREE, pidFile, FORKING_TREE], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, MCP_WRAP_RUN: mark, ...env },
  });
  return { pid: child.pid!, mark, startedAtMs: Date.now() - 100 };
}

const marked = (mark: string) => {
  const table = readProcessTable();
  return table.entries.filter((entry) => entry.running && table.markOf(entry) === mark).map((entry) => entry.pid);
};

describe.runIf(process.platform === 'linux' || process.platform === 'darwin')('stopRunPosix', { timeout: 20_000 }, () => {
  it('stops a tree that keeps forking into new sessions while it is stopped', async () => {
    const pidFile = join(work, 'forking.pid');
    const target = startTree(markOf(1), pidFile);
    await readPids(pidFile, 8);
    expect(await stopRunPosix(target, 1_000)).toBe(true);
    expect(marked(target.mark)).toEqual([]);
    await expectAllGone(await readPids(pidFile));
  });

  it('SIGKILLs what ignores SIGTERM once the grace period is over', async () => {
    const pidFile = join(work, 'stubborn.pid');
    const target = startTree(markOf(2), pidFile, { IGNORE_SIGTERM: '1' });
    await readPids(pidFile, 5);
    const before = Date.now();
    expect(await stopRunPosix(target, 300)).toBe(true);
    expect(Date.now() - before).toBeGreaterThanOrEqual(300);
    expect(marked(target.mark)).toEqual([]);
    await expectAllGone(await readPids(pidFile));
  });

  it('resolves at once for a run that left nothing', async () => {
    const before = Date.now();
    expect(await stopRunPosix({ mark: markOf(3), startedAtMs: before }, 1_000)).toBe(true);
    expect(Date.now() - before).toBeLessThan(500);
  });
});
