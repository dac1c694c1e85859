import { describe, expect, it, vi } from 'vitest';
import type { ServerCgroups } from '../containment/server-cgroups.js';
import { DEFAULT_SANDBOX } from '../definition/types.js';
import type { ProtectedPathReport } from './guard-protected.js';
import type { SandboxGate, SandboxLauncher } from './sandbox-gate.js';
import { createSandboxRuns } from './sandbox-runs.js';
import { createProtectedScanner } from './scan-protected.js';
import type { SandboxUse } from './types.js';

vi.mock('./scan-protected.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./scan-protected.js')>();
  return { ...original, createProtectedScanner: vi.fn(original.createProtectedScanner) };
});

const scope = { settings: DEFAULT_SANDBOX, roots: ['/r'], baseDir: '/r', commandPaths: [] };
const command = { program: 'prog', args: ['a'], cwd: '/r', env: {} };
const cgroups = { enforcement: () => ({ containment: 'process table only' }) } as unknown as ServerCgroups;
const report: ProtectedPathReport = { moved: [], changed: ['/r/.git/config'] } as unknown as ProtectedPathReport;
const use: SandboxUse = { name: 'fake 1.0', policy: { network: false, read: 'all', visible: [], write: ['/r'], protect: [], hide: [], unixSockets: false } };
const sandboxed: SandboxLauncher = (wrapped) => ({
  command: { ...wrapped, program: 'fake', args: [wrapped.program, ...wrapped.args] },
  diesWhole: true,
  sandbox: use,
});

function fakeGuard() {
  const guard = { existing: ['/r/.git/config'], settle: vi.fn(() => report), end: vi.fn() };
  return { guard, guardProtected: vi.fn(() => guard) };
}

/** As the real gate: a run without sandbox settings is launched as it is. */
function fakeGate(launcher: () => Promise<SandboxLauncher | undefined>): SandboxGate {
  return Object.assign(
    vi.fn(async (given: unknown) => (given ? launcher() : undefined)),
    { mode: 'on' as const, availability: async () => undefined },
  );
}

describe('createSandboxRuns', () => {
  it('a run without sandbox settings launches as it is, adds nothing and is not looked at', async () => {
    const { guard, guardProtected } = fakeGuard();
    const run = await createSandboxRuns({ serverEnv: {}, cgroups, guardProtected, sandboxGate: fakeGate(async () => sandboxed) }).enter(undefined);
    expect(run.launch(command, {}).command).toMatchObject({ program: 'prog', args: ['a'] });
    expect([run.settle(), run.afterSweep, guardProtected.mock.calls.length]).toEqual([{}, undefined, 0]);
    run.end();
    expect(guard.end).not.toHaveBeenCalled();
  });

  it('a sandboxed run: the gate is told the protected paths; the outcome names the sandbox once launched, and what the run left', async () => {
    const { guard, guardProtected } = fakeGuard();
    const gate = fakeGate(async () => sandboxed);
    const run = await createSandboxRuns({ serverEnv: {}, cgroups, guardProtected, sandboxGate: gate }).enter(scope);
    expect(gate).toHaveBeenCalledWith({ ...scope, protectedPaths: ['/r/.git/config'] });
    expect(run.launch(command, {}).command).toMatchObject({ program: 'fake', args: ['prog', 'a'] });
    expect(run.settle()).toEqual({ sandbox: use, protectedPaths: report });
    expect(guard.settle).toHaveBeenCalledWith({ sandboxed: true });
  });

  it('a run cancelled before its launch names no sandbox', async () => {
    const { guardProtected } = fakeGuard();
    const run = await createSandboxRuns({ serverEnv: {}, cgroups, guardProtected, sandboxGate: fakeGate(async () => sandboxed) }).enter(scope);
    expect(run.settle()).toEqual({ protectedPaths: report });
  });

  it('after a sweep, checks the protected paths again once it is idle, then ends', async () => {
    const { guard, guardProtected } = fakeGuard();
    const run = await createSandboxRuns({ serverEnv: {}, cgroups, guardProtected }).enter(scope);
    let idle!: () => void;
    run.afterSweep!(new Promise<void>((resolve) => (idle = resolve)));
    expect(guard.end).not.toHaveBeenCalled();
    idle();
    await vi.waitFor(() => expect(guard.end).toHaveBeenCalledOnce());
    expect(guard.settle).toHaveBeenCalledWith({ sandboxed: false });
  });

  it('a gate that fails ends the look it began', async () => {
    const { guard, guardProtected } = fakeGuard();
    const failing = fakeGate(async () => Promise.reject(new Error('detect failed')));
    await expect(createSandboxRuns({ serverEnv: {}, cgroups, guardProtected, sandboxGate: failing }).enter(scope)).rejects.toThrow('detect failed');
    expect(guard.end).toHaveBeenCalledOnce();
  });
});

describe('createSandboxRuns: the scan cache, a speed shortcut', () => {
  it.each([
    ['keeps what the protected-path scanner read, by default', {}, true],
    ['keeps nothing under MCP_WRAP_PLAIN=1', { MCP_WRAP_PLAIN: '1' }, false],
  ])('%s', (_name, env, remember) => {
    createSandboxRuns({ serverEnv: env, cgroups });
    expect(vi.mocked(createProtectedScanner).mock.lastCall?.[2]).toBe(remember);
  });
});
