import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixture } from '../../test/support/fixtures.js';
import { createExecutor } from './create-executor.js';

const work = mkdtempSync(join(tmpdir(), 'create-executor-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NINE_MIB = 9 * 1024 * 1024;

// The shortcut an executor owns, seen from outside: whether a large output makes it flip V8's
// --expose-gc to reclaim buffers (the scan cache is the sandbox runs': sandbox-runs.test.ts).
describe('createExecutor: speed shortcuts', () => {
  it.each([
    ['on by default', {}, true],
    ['off under MCP_WRAP_PLAIN=1', { MCP_WRAP_PLAIN: '1' }, false],
  ])('%s', async (_name, env, on) => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    const executor = createExecutor({
      serverEnv: { PATH: process.env.PATH, ...env },
      cgroups: { createRun: () => undefined, enforcement: () => ({ containment: 'process table only' }), release: async () => {} },
    });
    try {
      const outcome = await executor.run({
        program: process.execPath,
        args: [fixture('big-output.mjs'), String(NINE_MIB)],
        cwd: work,
        env: {},
        inheritEnv: true,
        timeoutMs: 30_000,
        killGraceMs: 1_000,
        maxOutputBytes: 1024,
        successCodes: [0],
        limits: {},
      });
      expect(outcome.exitCode).toBe(0);
    } finally {
      await executor.close();
    }
    expect(setFlags.mock.calls.some(([flags]) => flags === '--expose-gc')).toBe(on);
    setFlags.mockRestore();
  });
});
