// A cgroup per run (where the server may make one): every process of a run is found and stopped
// without the OS sandbox, however it hid (a new session, no parent, no environment), and the
// run's processes together stay within limits.processes and limits.memory, in both sandbox modes.
// Each program here is bounded by a cap of its own past the limit it tests, and by a timeout.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, vi } from 'vitest';
import { removeCgroups, toRunCgroup } from '../../src/containment/run-cgroup.js';
import { stopRunPosix } from '../../src/containment/stop-run-posix.js';
import { probeCgroups, missingCgroups, writableV2Dir } from '../support/cgroups.js';
import { expectAllGone, FIXTURES, isAlive, processesMentioning, readPids } from '../support/fixtures.js';
import { connect, spawnRawCalling, textOf } from '../support/mcp-client.js';
import { describeWithSandbox } from '../support/programs.js';
import { runCli } from '../support/run-cli.js';
import { useWorkDir } from '../support/work-dir.js';

const CONTAINMENT = `${FIXTURES}wrappers/containment.yaml`;
const LIMITS = `${FIXTURES}wrappers/limits.yaml`;
const work = useWorkDir('e2e-cgroups');
const ORPHAN_ATTEMPTS = 3;
const enforcement = await probeCgroups();

describe.skipIf(missingCgroups(enforcement, 'containment'))('an environment-wiped setsid daemon whose parent exits at once (--sandbox off)', () => {
  const start = () => connect([CONTAINMENT, '--cwd', work.dir, '--sandbox', 'off']);
  /** The run's parent and its daemon, once both are up; the daemon has no mark and init for a parent. */
  const daemonOf = (pidFile: string) => readPids(pidFile, 2);

  it('is gone when the call returns', async () => {
    const { client } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    const result = await client.callTool({ name: 'wiped_daemon', arguments: { pid_file: pidFile, mode: 'exit' } });
    expect(result).toMatchObject({ isError: false, _meta: { exitCode: 0 } });
    await expectAllGone(await daemonOf(pidFile));
  });

  it('is gone after a timeout', async () => {
    const { client } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    const result = await client.callTool({ name: 'wiped_daemon', arguments: { pid_file: pidFile, timeout_ms: 2_000 } });
    expect(result).toMatchObject({ isError: true, _meta: { timedOut: true } });
    await expectAllGone(await daemonOf(pidFile));
  });

  it('is gone after a cancellation', async () => {
    const { client } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    const controller = new AbortController();
    const call = client.callTool({ name: 'wiped_daemon', arguments: { pid_file: pidFile } }, CallToolResultSchema, { signal: controller.signal });
    const pids = await daemonOf(pidFile);
    controller.abort();
    await expect(call).rejects.toThrow();
    await expectAllGone(pids);
  });

  it("is gone after the server's stdin ends", async () => {
    const { client, transport } = await start();
    const pidFile = join(work.dir, 'tree.pid');
    void client.callTool({ name: 'wiped_daemon', arguments: { pid_file: pidFile } }).catch(() => {});
    const pids = await daemonOf(pidFile);
    const serverPid = transport.pid!;
    await client.close();
    await expectAllGone([...pids, serverPid]);
  });

  it('is gone after SIGTERM to the server', async () => {
    const { server, exited } = await spawnRawCalling([CONTAINMENT, '--cwd', work.dir, '--sandbox', 'off'], 'wiped_daemon', {
      pid_file: join(work.dir, 'tree.pid'),
    });
    const pids = await daemonOf(join(work.dir, 'tree.pid'));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expectAllGone(pids);
  });

  it('left by a SIGKILLed server, is stopped by the next server to start, and by mcp-wrap reap', async () => {
    // Any server starting meanwhile (other test files run at once) may reap the orphans first: the
    // scene is played again until they are seen alive after their server died, a few times at most.
    const orphansOfKilledServer = async () => {
      for (let attempt = 0; attempt < ORPHAN_ATTEMPTS; attempt++) {
        const pidFile = join(work.dir, `tree-${Date.now()}-${attempt}.pid`);
        const { server, exited } = await spawnRawCalling([CONTAINMENT, '--cwd', work.dir, '--sandbox', 'off'], 'wiped_daemon', {
          pid_file: pidFile,
          mode: 'exit',
        });
        const pids = await daemonOf(pidFile);
        server.kill('SIGKILL');
        await exited;
        if (pids.some(isAlive)) return pids;
      }
      throw new Error(`the daemon died with its server in each of ${ORPHAN_ATTEMPTS} attempts`);
    };
    for (const next of [() => start(), () => runCli(['reap'])]) {
      const pids = await orphansOfKilledServer();
      await next();
      await expectAllGone(pids);
    }
  });
});

describe.each(['off', 'required'])('limits with --sandbox %s', (sandbox) => {
  const call = async (tool: string) => {
    const { client } = await connect([LIMITS, '--cwd', work.dir, '--sandbox', sandbox]);
    return client.callTool({ name: tool, arguments: {} });
  };

  it.skipIf(missingCgroups(enforcement, 'processes'))('a fork bomb is stopped at limits.processes, and the result names it', async () => {
    const result = await call('fork_bomb');
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      /^node was stopped by the processes limit \(limits\.processes: 64\): the kernel refused \d+ new process\(es\) past it; .*raise it in the wrapper/,
    );
    await expectAllGone(processesMentioning('fork-bomb.mjs'));
  });

  it.skipIf(missingCgroups(enforcement, 'memory'))('a program that touches memory past limits.memory is stopped, and the result names it', async () => {
    const result = await call('eat_memory');
    // SIGKILLed by the kernel (bubblewrap tells it as exit code 137).
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^node was stopped by the memory limit \(limits\.memory: 256MiB\): the kernel stopped 1 process\(es\) that went past it/);
  });

  it.skipIf(missingCgroups(enforcement, 'memory'))(
    '8 GiB under the default limits is stopped at 4 GiB, and the result names the default',
    async () => {
      const result = await call('eat_8gib');
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^node was stopped by the memory limit \(limits\.memory: 4GiB\)/);
    },
    90_000,
  );
});

describe.skipIf(missingCgroups(enforcement, 'processes'))('a run cgroup kept for the next run with the same limits (--sandbox off)', () => {
  // The server steps into the kept cgroup to spawn: were its limits still set, the server would count against them.
  const WRAPPER = `name: reuse
tools:
  fork_three:
    description: A shell that starts three children under limits.processes 8.
    command: [sh, -c, "for i in 1 2 3; do sleep 0.01 & done; wait"]
    timeout: 10s
    limits: { processes: 8 }
  no_fork:
    description: A program that starts nothing under limits.processes 1.
    command: ["true"]
    timeout: 10s
    limits: { processes: 1 }
`;

  it.each(['fork_three', 'no_fork'])('%s runs twice in a row, both times within its limit', async (tool) => {
    const file = join(work.dir, 'reuse.yaml');
    writeFileSync(file, WRAPPER);
    const { client } = await connect([file, '--cwd', work.dir, '--sandbox', 'off']);
    for (const round of [1, 2]) {
      const result = await client.callTool({ name: tool, arguments: {} });
      expect({ round, isError: result.isError, text: textOf(result) }).toEqual({ round, isError: false, text: expect.any(String) });
    }
  });
});

// A kept cgroup's counters are read through files the server keeps open: each run must see the
// forks refused in it, not a count read before (v1 lists pids once per open file; counters must not).
describe.skipIf(missingCgroups(enforcement, 'processes'))('a kept run cgroup counts each run apart (--sandbox off)', () => {
  it('two runs past limits.processes are both told, the run within it after them is not', async () => {
    const { client } = await connect([LIMITS, '--cwd', work.dir, '--sandbox', 'off']);
    const refusedIn = async (count: number) =>
      /the kernel refused \d+ new process/.test(textOf(await client.callTool({ name: 'spawn_many', arguments: { count } })));
    expect([await refusedIn(30), await refusedIn(30), await refusedIn(5)]).toEqual([true, true, false]);
  });
});

// The child is born in the run's cgroups; the server's spawning thread is back home after (v1 moves
// it by writing "0", the writer itself: a wrong thread, or none, fails one of the two).
const runCgroupLines = (text: string) => text.split('\n').filter((line) => /:(pids|memory|freezer)?:.*\/mcp-wrap-[^/]+\/run-\d+$/.test(line));
async function expectRunHeldServerHome(mode: 'off' | 'required') {
  const wrapper = join(work.dir, `show-cgroup-${mode}.yaml`);
  writeFileSync(wrapper, 'name: show\ntools:\n  show_cgroup:\n    description: Prints its cgroups.\n    command: [cat, /proc/self/cgroup]\n');
  const { client, transport } = await connect([wrapper, '--cwd', work.dir, '--sandbox', mode]);
  for (let call = 0; call < 3; call++) {
    expect(runCgroupLines(textOf(await client.callTool({ name: 'show_cgroup', arguments: {} }))).length).toBeGreaterThanOrEqual(1);
    // Back home once no spawn is under way (a sandboxed call's answer is followed by the next call's prepared sandbox).
    await vi.waitFor(() => expect(runCgroupLines(readFileSync(`/proc/${transport.pid}/task/${transport.pid}/cgroup`, 'utf8'))).toEqual([]));
  }
}

describe.skipIf(missingCgroups(enforcement, 'processes'))("a run's cgroups hold the run, not the server that spawned it", () => {
  it('--sandbox off', () => expectRunHeldServerHome('off'));
});

if (!missingCgroups(enforcement, 'processes')) {
  await describeWithSandbox("a run's cgroups hold the sandboxed run, not the server that spawned it", () => {
    it('--sandbox required', () => expectRunHeldServerHome('required'));
  });
}

describe.skipIf(!writableV2Dir())("a process that moved itself into the server's own leaf (cgroup v2, this process as the server)", () => {
  it('is stopped with the run that ends next; a helper the server started is not', async () => {
    const serverDir = join(writableV2Dir()!, `mcp-wrap-test-${process.pid}`);
    const [leaf, runDir] = [join(serverDir, 'server'), join(serverDir, 'run-1')];
    for (const dir of [serverDir, leaf, runDir]) mkdirSync(dir);
    const startedAtMs = Date.now();
    // Its parent gone at once: nothing but the leaf ties it to the run (each bounded by its own 30 s).
    // In a session of its own, so that a regression that signals its group cannot reach this test runner's.
    const stranger = Number(execFileSync('setsid', ['sh', '-c', 'sleep 30 >/dev/null 2>&1 & echo $!'], { encoding: 'utf8' }).trim());
    const helper = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      for (const pid of [stranger, helper.pid!]) writeFileSync(join(leaf, 'cgroup.procs'), String(pid));
      const tree = { version: 2 as const, controllers: [], serverDir, homeDir: leaf, hasSwapFile: false, canKill: true };
      const run = toRunCgroup([{ tree, dir: runDir }], {});
      expect([run.pids(), run.strangers()]).toEqual([[], [stranger]]);
      expect(await stopRunPosix({ mark: 'no-such-mark', startedAtMs, cgroup: run }, 500)).toBe(true);
      await expectAllGone([stranger]);
      expect(isAlive(helper.pid!)).toBe(true);
    } finally {
      helper.kill('SIGKILL');
      if (isAlive(stranger)) process.kill(stranger, 'SIGKILL');
      await removeCgroups([leaf, runDir]);
      await removeCgroups([serverDir]);
    }
  }, 15_000);
});
