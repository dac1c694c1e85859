import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SANDBOX } from '../definition/types.js';
import { createSandboxGate } from './sandbox-gate.js';
import { createPolicyBuilder } from './sandbox-policy.js';
import type { Sandbox, SandboxAvailability } from './types.js';

vi.mock('./sandbox-policy.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./sandbox-policy.js')>();
  return { ...original, createPolicyBuilder: vi.fn(original.createPolicyBuilder) };
});

const scope = { settings: DEFAULT_SANDBOX, roots: ['/r'], baseDir: '/r', commandPaths: [] };
const command = { program: 'prog', args: ['a'], cwd: '/r', env: {} };
const limits = { tmpBytes: 1024 };
const sandbox: Sandbox = {
  name: 'fake 1.0',
  wrap: (wrapped) => ({ command: { ...wrapped, program: 'fake', args: [wrapped.program, ...wrapped.args] }, diesWhole: true }),
  startFailureOf: () => undefined,
};
const missing: SandboxAvailability = { ok: false, reason: 'fake is not installed', remedy: 'install fake' };

describe('createSandboxGate', () => {
  it('on, where a sandbox works: wraps each run, and looks for the sandbox once', async () => {
    const detect = vi.fn(async (): Promise<SandboxAvailability> => ({ ok: true, sandbox }));
    const gate = createSandboxGate({ mode: 'on', warn: () => {}, detect, home: '/h' });
    const launch = (await gate(scope))!;
    expect(launch(command, limits)).toMatchObject({
      command: { program: 'fake', args: ['prog', 'a'] },
      diesWhole: true,
      sandbox: { name: 'fake 1.0', policy: { network: false, write: ['/r'], tmpBytes: 1024 } },
    });
    await gate(scope);
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('on, where the sandbox cannot close host Unix sockets: says so once', async () => {
    const warn = vi.fn();
    const gate = createSandboxGate({
      mode: 'on',
      warn,
      detect: async () => ({ ok: true, sandbox: { ...sandbox, unixSocketsOpen: 'Unix sockets: not filtered on ppc64' } }),
    });
    await gate(scope);
    await gate(scope);
    expect(warn.mock.calls).toEqual([['Unix sockets: not filtered on ppc64']]);
  });

  it('off, or a run with no sandbox scope: launched as it is, without looking', async () => {
    const detect = vi.fn(async (): Promise<SandboxAvailability> => ({ ok: true, sandbox }));
    expect(await createSandboxGate({ mode: 'off', warn: () => {}, detect })(scope)).toBeUndefined();
    expect(await createSandboxGate({ mode: 'on', warn: () => {}, detect })(undefined)).toBeUndefined();
    expect(detect).not.toHaveBeenCalled();
  });

  it('on, where none works: unsandboxed, with one warning per server', async () => {
    const warn = vi.fn();
    const gate = createSandboxGate({ mode: 'on', warn, detect: async () => missing });
    expect(await gate(scope)).toBeUndefined();
    expect(await gate(scope)).toBeUndefined();
    expect(warn.mock.calls).toEqual([['tools run without an OS sandbox: fake is not installed; to fix: install fake']]);
  });

  it('required, where none works: the launch fails with ESANDBOX, why and how to fix it', async () => {
    const launch = (await createSandboxGate({ mode: 'required', warn: () => {}, detect: async () => missing })(scope))!;
    expect(() => launch(command, limits)).toThrow(
      expect.objectContaining({
        code: 'ESANDBOX',
        message: 'not run: the server requires an OS sandbox (--sandbox required) and fake is not installed; to fix: install fake',
      }),
    );
  });

  it('with a list of hosts: records each refused destination once, for the result and the log', async () => {
    const refusal = { target: 'evil.example:443', reason: "not in this tool's list", allowWith: 'evil.example' };
    const refusing: Sandbox = {
      ...sandbox,
      wrap: (wrapped, _policy, observer) => (observer?.refused(refusal), observer?.refused(refusal), sandbox.wrap(wrapped, _policy)),
    };
    const notice = vi.fn();
    const gate = createSandboxGate({ mode: 'on', warn: () => {}, notice, detect: async () => ({ ok: true, sandbox: refusing }), home: '/h' });
    const launch = (await gate({ ...scope, settings: { ...DEFAULT_SANDBOX, network: ['example.com'] } }))!;
    expect(launch(command, limits).sandbox).toMatchObject({ policy: { network: ['example.com'] }, egressRefused: [refusal] });
    expect(notice).toHaveBeenCalledTimes(1);
    expect(notice).toHaveBeenCalledWith(
      `prog: the sandbox's proxy refused evil.example:443: not in this tool's list; a wrapper allows it with sandbox.network: [..., "evil.example"]`,
    );
  });
});

describe('createSandboxGate: the policy cache, a speed shortcut', () => {
  it.each([
    ["keeps a tool's part of the policy by default", true, 1],
    ['builds every policy whole when told not to (MCP_WRAP_NO_POLICY_CACHE, MCP_WRAP_PLAIN)', false, 0],
  ])('%s', async (_name, cachePolicies, builders) => {
    vi.mocked(createPolicyBuilder).mockClear();
    const gate = createSandboxGate({ mode: 'on', warn: () => {}, detect: async () => ({ ok: true, sandbox }), home: '/h', cachePolicies });
    expect((await gate(scope))!(command, limits).sandbox.policy.write).toEqual(['/r']);
    expect(vi.mocked(createPolicyBuilder).mock.calls.length).toBe(builders);
  });
});
