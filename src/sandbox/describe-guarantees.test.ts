import { describe, expect, it } from 'vitest';
import { describeGuarantees, summarizeGuarantees, toGuaranteeMeta, type GuaranteeFacts } from './describe-guarantees.js';
import type { Sandbox } from './types.js';

const bubblewrap = { name: 'bubblewrap 0.8.0 (/usr/bin/bwrap)' } as Sandbox;
const allRlimits = { held: ['fileSize', 'openFiles'] as const, notHeld: [] };
const facts = (overrides: Partial<GuaranteeFacts>): GuaranteeFacts => ({
  mode: 'on',
  sandbox: { ok: true, sandbox: bubblewrap },
  cgroups: { containment: 'cgroup v1 freezer', memory: 'cgroup v1', processes: 'cgroup v1', cpu: 'cgroup v1' },
  rlimits: allRlimits,
  ...overrides,
});
const held = (guarantees: ReturnType<typeof describeGuarantees>) => Object.fromEntries(guarantees.map(({ id, holds }) => [id, holds]));

describe('describeGuarantees', () => {
  it('with bubblewrap and cgroups, every guarantee holds', () => {
    expect(Object.values(held(describeGuarantees(facts({})))).every(Boolean)).toBe(true);
  });

  it('without a sandbox, a cgroup still stops every process of a run, but the file system, network and server are open', () => {
    const guarantees = describeGuarantees(facts({ sandbox: { ok: false, reason: 'bubblewrap (bwrap) is not installed', remedy: 'install it' } }));
    expect(held(guarantees)).toMatchObject({
      processTree: true,
      serverDeath: false,
      serverUnreachable: false,
      writes: false,
      network: false,
      unixSockets: false,
      'limits.memory': true,
    });
    expect(toGuaranteeMeta(guarantees).serverDeath).toBe(
      'no: no OS sandbox: bubblewrap (bwrap) is not installed: runs of a SIGKILLed server are stopped at the next start or by `mcp-wrap reap`',
    );
  });

  it('without a sandbox or a cgroup, the process tree is best effort, and said so', () => {
    const guarantees = describeGuarantees(facts({ mode: 'off', sandbox: undefined, cgroups: { containment: 'process table only' } }));
    expect(toGuaranteeMeta(guarantees).processTree).toMatch(/^no: the process table only: a daemon that leaves its session/);
    expect(held(guarantees)).toMatchObject({ 'limits.memory': false, 'limits.processes': false });
    expect(summarizeGuarantees(guarantees)).toMatch(/does NOT hold: processTree \(the process table only/);
  });

  it('RLIMIT_NPROC stands in for a missing pids controller; a missing prlimit says why', () => {
    const guarantees = describeGuarantees(
      facts({ cgroups: { containment: 'cgroup v1' }, rlimits: { held: ['processes'], notHeld: [{ key: 'fileSize', reason: 'prlimit is not on PATH' }] } }),
    );
    expect(toGuaranteeMeta(guarantees)).toMatchObject({ 'limits.processes': 'yes: RLIMIT_NPROC (prlimit)', 'limits.fileSize': 'no: prlimit is not on PATH' });
  });

  it('sandbox-exec (macOS) confines files and network, but has no PID namespace or private /tmp', () => {
    const guarantees = describeGuarantees(
      facts({ sandbox: { ok: true, sandbox: { name: 'sandbox-exec (/usr/bin/sandbox-exec)' } as Sandbox }, cgroups: { containment: 'process table only' } }),
    );
    expect(held(guarantees)).toMatchObject({ writes: true, credentials: true, network: true, serverDeath: false, privateTmp: false, processTree: false });
  });

  it('a sandbox without a Unix socket filter for this architecture says so', () => {
    const open = { ...bubblewrap, unixSocketsOpen: 'Unix sockets: not filtered on ppc64' } as Sandbox;
    expect(toGuaranteeMeta(describeGuarantees(facts({ sandbox: { ok: true, sandbox: open } }))).unixSockets).toBe('no: Unix sockets: not filtered on ppc64');
  });
});
