import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CgroupTree } from './find-cgroups.js';
import { canKeepLimitsSet, readStaleCharge, toRunCgroup } from './run-cgroup.js';
import { UNKEPT_CGROUP_FILES } from './cgroup-files.js';
import { createServerCgroups, createServerTrees, describeEnforcement } from './server-cgroups.js';

const work = mkdtempSync(join(tmpdir(), 'server-cgroups-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Folders standing in for this machine's kind of trees: v1 pids, memory, freezer, and an empty v2 tree. */
function hybrid(name: string): CgroupTree[] {
  const root = join(work, name);
  const dirs = { pids: join(root, 'pids'), memory: join(root, 'memory', 'api'), freezer: join(root, 'freezer'), unified: join(root, 'unified') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  return [
    { version: 1, controllers: ['pids'], ownDir: dirs.pids },
    { version: 1, controllers: ['memory'], ownDir: dirs.memory },
    { version: 1, controllers: ['freezer'], ownDir: dirs.freezer },
    { version: 2, controllers: [], ownDir: dirs.unified },
  ];
}

const withoutFreezer = (name: string) => hybrid(name).filter((tree) => !tree.controllers.includes('freezer'));

describe('createServerTrees', () => {
  it('beside an empty v2 tree, contains with the v1 freezer (cheaper to step into) and limits with v1', () => {
    const trees = createServerTrees(hybrid('mixed'), '42.7', 42);
    expect(trees.map((tree) => [tree.version, tree.controllers, tree.serverDir.slice(work.length)])).toEqual([
      [1, ['pids'], '/mixed/pids/mcp-wrap-42.7'],
      [1, ['memory'], '/mixed/memory/api/mcp-wrap-42.7'],
      [1, ['freezer'], '/mixed/freezer/mcp-wrap-42.7'],
    ]);
    expect(describeEnforcement(trees)).toEqual({ memory: 'cgroup v1', processes: 'cgroup v1', containment: 'cgroup v1 freezer' });
  });

  it('contains with v2 where no v1 freezer is, and limits with the v1 trees', () => {
    const trees = createServerTrees(withoutFreezer('no-freezer'), '42.7', 42);
    expect(trees.map((tree) => [tree.version, tree.controllers, tree.serverDir.slice(work.length)])).toEqual([
      [2, [], '/no-freezer/unified/mcp-wrap-42.7'],
      [1, ['pids'], '/no-freezer/pids/mcp-wrap-42.7'],
      [1, ['memory'], '/no-freezer/memory/api/mcp-wrap-42.7'],
    ]);
    expect(describeEnforcement(trees)).toEqual({ memory: 'cgroup v1', processes: 'cgroup v1', containment: 'cgroup v2 freezer' });
  });

  it('limits and contains with v2 where it hands controllers down, v1 only for the rest', () => {
    const trees = hybrid('v2').map((tree) => (tree.version === 2 ? { ...tree, controllers: ['memory', 'pids'] } : tree));
    const used = createServerTrees(trees, '42.7', 42);
    expect(used.map((tree) => [tree.version, tree.controllers])).toEqual([[2, ['memory', 'pids']]]);
    expect(describeEnforcement(used)).toEqual({ memory: 'cgroup v2', processes: 'cgroup v2', containment: 'cgroup v2 freezer' });
  });

  it('says so where nothing can be made', () => {
    expect(createServerTrees([{ version: 2, controllers: [], ownDir: join(work, 'missing', 'deeper') }], '42.7', 42)).toEqual([]);
    expect(describeEnforcement([])).toEqual({ containment: 'process table only' });
  });
});

describe('a run cgroup', () => {
  it.each([
    ['3\n', 3],
    ['0\n', 0],
    ['', Number.NaN],
  ])('counts a stale charge of %j as %d (an unreadable count is never taken for none)', (text, charge) => {
    const [pidsTree] = createServerTrees(withoutFreezer(`stale-${charge}`), '42.7', 42).filter((tree) => tree.controllers.includes('pids'));
    const dir = join(pidsTree!.serverDir, 'run-1');
    mkdirSync(dir);
    if (text) writeFileSync(join(dir, 'pids.current'), text);
    expect(readStaleCharge([{ tree: pidsTree!, dir }])).toBe(charge);
  });

  it('reads its processes afresh until, once the child is spawned, it finds none: then it stays empty', () => {
    const trees = createServerTrees(hybrid('emptied'), '42.7', 42);
    const made = trees.map((tree) => ({ tree, dir: join(tree.serverDir, 'run-1') }));
    for (const { dir } of made) mkdirSync(dir);
    const freezerDir = made.find(({ tree }) => tree.controllers.includes('freezer'))!.dir;
    const run = toRunCgroup(made, {}, { pid: 42 });
    const listed = (text: string) => {
      writeFileSync(join(freezerDir, 'cgroup.procs'), text);
      return run.pids();
    };
    expect(listed('')).toEqual([]);
    run.enter();
    expect(listed('42\n')).toEqual([42]);
    run.leave();
    expect([listed('7\n8\n'), listed(''), listed('9\n')]).toEqual([[7, 8], [], []]);
  });

  it('takes the calling thread (v1: "0", itself) or the process (v2) in, puts it back, then sets the limits', () => {
    const trees = createServerTrees(withoutFreezer('run'), '42.7', 42);
    const made = trees.map((tree) => ({ tree, dir: join(tree.serverDir, 'run-1') }));
    for (const { dir } of made) mkdirSync(dir);
    const run = toRunCgroup(made, { memoryBytes: 1024, processes: 64 }, { pid: 42 });
    run.enter();
    const [v2, pids, memory] = made.map(({ dir }) => dir);
    expect(readFileSync(join(v2!, 'cgroup.procs'), 'utf8')).toBe('42');
    expect(readFileSync(join(pids!, 'tasks'), 'utf8')).toBe('0');
    run.leave();
    expect(readFileSync(join(trees[0]!.homeDir, 'cgroup.procs'), 'utf8')).toBe('42');
    expect(readFileSync(join(trees[1]!.homeDir, 'tasks'), 'utf8')).toBe('0');
    expect(readFileSync(join(pids!, 'pids.max'), 'utf8')).toBe('64');
    expect(readFileSync(join(memory!, 'memory.limit_in_bytes'), 'utf8')).toBe('1024');
    writeFileSync(join(pids!, 'pids.events'), 'max 3\n');
    expect(run.limitHit()).toEqual({ key: 'processes', value: '64', detail: 'the kernel refused 3 new process(es) past it' });
  });

  it("counts as the run's a process that moved itself into the server's own leaf (v2), never the server or its helpers", () => {
    const serverDir = join(work, 'leaf', 'mcp-wrap-42.7');
    const homeDir = join(serverDir, 'server');
    const dir = join(serverDir, 'run-1');
    for (const folder of [homeDir, dir]) mkdirSync(folder, { recursive: true });
    writeFileSync(join(homeDir, 'cgroup.procs'), '42\n500\n501\n502\n');
    writeFileSync(join(dir, 'cgroup.procs'), '600\n');
    // 500 is a helper the server started, 501 its child; 502 left its run (its parent gone: init).
    const parents = new Map([
      [500, 42],
      [501, 500],
      [502, 1],
      [600, 42],
    ]);
    const tree = { version: 2 as const, controllers: ['pids'], serverDir, homeDir, hasSwapFile: false, canKill: true };
    const run = toRunCgroup([{ tree, dir }], {}, { pid: 42, parentOf: (pid) => parents.get(pid) });
    expect([run.pids(), run.strangers()]).toEqual([[600], [502]]);
    run.kill();
    expect(readFileSync(join(dir, 'cgroup.kill'), 'utf8')).toBe('1');
    // A server that stays in its own cgroup (no leaf) reads nothing else.
    expect(toRunCgroup([{ tree: { ...tree, homeDir: join(work, 'leaf') }, dir }], {}, { pid: 42, parentOf: (pid) => parents.get(pid) }).strangers()).toEqual(
      [],
    );
  });

  it('never freezes a cgroup that still holds the server', () => {
    const trees = createServerTrees(withoutFreezer('held'), '42.7', 42);
    const made = [{ tree: trees[0]!, dir: join(trees[0]!.serverDir, 'run-1') }];
    mkdirSync(made[0]!.dir);
    writeFileSync(join(made[0]!.dir, 'cgroup.procs'), '42\n');
    toRunCgroup(made, {}, { pid: 42 }).setFrozen(true);
    expect(() => readFileSync(join(made[0]!.dir, 'cgroup.freeze'))).toThrow();
    toRunCgroup(made, {}, { pid: 7 }).setFrozen(true);
    expect(readFileSync(join(made[0]!.dir, 'cgroup.freeze'), 'utf8')).toBe('1');
  });
});

describe('createServerCgroups', () => {
  const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

  it('keeps an emptied run cgroup for the next run with the same limits, limits lifted while the server steps in', async () => {
    const cgroups = createServerCgroups(
      '42.7',
      () => hybrid('kept'),
      () => UNKEPT_CGROUP_FILES,
    );
    const first = cgroups.createRun({ processes: 8, memoryBytes: 1024 })!;
    first.enter();
    first.leave();
    const pidsDir = join(work, 'kept', 'pids', 'mcp-wrap-42.7', 'run-1');
    const memoryDir = join(work, 'kept', 'memory', 'api', 'mcp-wrap-42.7', 'run-1');
    expect(read(pidsDir, 'pids.max')).toBe('8');
    writeFileSync(join(pidsDir, 'pids.current'), '0\n');
    expect(await first.remove()).toBe(true);
    expect(first.pids()).toEqual([]);
    // Kept without its limits: the server that steps in to spawn the next run never counts against them.
    expect(read(pidsDir, 'pids.max')).toBe('max');
    expect(read(memoryDir, 'memory.limit_in_bytes')).toBe('-1');

    const second = cgroups.createRun({ processes: 8, memoryBytes: 1024 })!;
    second.enter();
    expect(read(pidsDir, 'tasks')).toBe('0');
    expect(read(pidsDir, 'pids.max')).toBe('max');
    second.leave();
    expect(read(pidsDir, 'pids.max')).toBe('8');
    expect(read(memoryDir, 'memory.limit_in_bytes')).toBe('1024');

    const other = cgroups.createRun({ processes: 4 })!;
    other.enter();
    other.leave();
    expect(read(join(work, 'kept', 'pids', 'mcp-wrap-42.7', 'run-2'), 'pids.max')).toBe('4');
    expect(cgroups.enforcement()).toMatchObject({ processes: 'cgroup v1', containment: 'cgroup v1 freezer' });
  });

  it('reuses a kept run cgroup with a few exited processes init has yet to collect, its process limit raised by as many; one with more waits', async () => {
    const cgroups = createServerCgroups(
      '42.7',
      () => hybrid('charged'),
      () => UNKEPT_CGROUP_FILES,
    );
    const runDir = (n: number) => join(work, 'charged', 'pids', 'mcp-wrap-42.7', `run-${n}`);
    const first = cgroups.createRun({ processes: 8 })!;
    writeFileSync(join(runDir(1), 'pids.current'), '9\n');
    expect(await first.remove()).toBe(true);
    const second = cgroups.createRun({ processes: 8 })!;
    expect(existsSync(runDir(2))).toBe(true);
    writeFileSync(join(runDir(2), 'pids.current'), '2\n');
    expect(await second.remove()).toBe(true);
    // run-1 (9 charged) waits at the head; run-2 (2 charged) is taken, its limit 8 + 2.
    const third = cgroups.createRun({ processes: 8 })!;
    third.enter();
    third.leave();
    expect([existsSync(runDir(3)), read(runDir(2), 'tasks'), read(runDir(2), 'pids.max')]).toEqual([false, '0', '10']);
    writeFileSync(join(runDir(1), 'pids.current'), '0\n');
    const fourth = cgroups.createRun({ processes: 8 })!;
    fourth.enter();
    fourth.leave();
    expect([read(runDir(1), 'tasks'), read(runDir(1), 'pids.max')]).toEqual(['0', '8']);
  });

  it('sets the limits of a kept cgroup whose run was never entered (cancelled while queued) on its next run', async () => {
    const cgroups = createServerCgroups(
      '42.7',
      () => hybrid('never-entered'),
      () => UNKEPT_CGROUP_FILES,
    );
    const pidsDir = join(work, 'never-entered', 'pids', 'mcp-wrap-42.7', 'run-1');
    const defaults = { processes: 1024, memoryBytes: 4 * 1024 ** 3 };
    expect(await cgroups.createRun(defaults)!.remove()).toBe(true);
    writeFileSync(join(pidsDir, 'pids.current'), '0\n');
    const next = cgroups.createRun(defaults)!;
    next.enter();
    next.leave();
    expect(read(pidsDir, 'pids.max')).toBe('1024');
  });

  it("raises a kept cgroup's set process limit by its stale charge and puts it back once none is left, writing nothing else", async () => {
    const cgroups = createServerCgroups(
      '42.7',
      () => hybrid('raised'),
      () => UNKEPT_CGROUP_FILES,
    );
    const pidsDir = join(work, 'raised', 'pids', 'mcp-wrap-42.7', 'run-1');
    const defaults = { processes: 1024, memoryBytes: 4 * 1024 ** 3 };
    const runOnce = async (charged: string) => {
      const run = cgroups.createRun(defaults)!;
      run.enter();
      run.leave();
      const limit = read(pidsDir, 'pids.max');
      writeFileSync(join(pidsDir, 'pids.current'), charged);
      expect(await run.remove()).toBe(true);
      return limit;
    };
    const memoryDir = join(work, 'raised', 'memory', 'api', 'mcp-wrap-42.7', 'run-1');
    const first = await runOnce('1\n');
    // Only the process limit is written again: the memory limit stayed set.
    writeFileSync(join(memoryDir, 'memory.limit_in_bytes'), 'untouched');
    expect([first, await runOnce('0\n'), await runOnce('0\n'), read(memoryDir, 'memory.limit_in_bytes')]).toEqual(['1024', '1025', '1024', 'untouched']);
  });

  it('keeps the limits the server could never reach set between runs (the defaults), writing them once', async () => {
    const cgroups = createServerCgroups(
      '42.7',
      () => hybrid('kept-set'),
      () => UNKEPT_CGROUP_FILES,
    );
    const defaults = { processes: 1024, memoryBytes: 4 * 1024 ** 3 };
    const first = cgroups.createRun(defaults)!;
    first.enter();
    first.leave();
    const pidsDir = join(work, 'kept-set', 'pids', 'mcp-wrap-42.7', 'run-1');
    expect(await first.remove()).toBe(true);
    expect(read(pidsDir, 'pids.max')).toBe('1024');
    writeFileSync(join(pidsDir, 'pids.max'), 'untouched');
    const second = cgroups.createRun(defaults)!;
    second.enter();
    second.leave();
    expect(read(pidsDir, 'pids.max')).toBe('untouched');
  });

  it('a kept cgroup whose run was never entered keeps the stale charge its set limit includes, so the next run raises it right', async () => {
    const cgroups = createServerCgroups(
      '42.7',
      () => hybrid('raised-unentered'),
      () => UNKEPT_CGROUP_FILES,
    );
    const pidsDir = join(work, 'raised-unentered', 'pids', 'mcp-wrap-42.7', 'run-1');
    const defaults = { processes: 1024, memoryBytes: 4 * 1024 ** 3 };
    const charge = (text: string) => writeFileSync(join(pidsDir, 'pids.current'), text);
    const first = cgroups.createRun(defaults)!;
    first.enter();
    first.leave();
    charge('1\n');
    expect(await first.remove()).toBe(true);
    const second = cgroups.createRun(defaults)!;
    second.enter();
    second.leave();
    charge('3\n');
    expect(await second.remove()).toBe(true);
    // Cancelled while queued: given up with a charge of 3, its limit still the one raised by 1.
    expect(await cgroups.createRun(defaults)!.remove()).toBe(true);
    const fourth = cgroups.createRun(defaults)!;
    fourth.enter();
    fourth.leave();
    expect(read(pidsDir, 'pids.max')).toBe('1027');
  });

  it.each([
    [{ processes: 1024, memoryBytes: 4 * 1024 ** 3 }, true],
    [{}, true],
    [{ processes: 63 }, false],
    [{ memoryBytes: 255 * 1024 ** 2 }, false],
    [{ cpuCores: 2 }, false],
  ])('limits %o can stay set while the server steps in: %s', (limits, keep) => {
    expect(canKeepLimitsSet(limits)).toBe(keep);
  });

  it('a kept cgroup given up without being entered does not pass its old counts to the next run', async () => {
    const cgroups = createServerCgroups(
      '42.7',
      () => hybrid('counts'),
      () => UNKEPT_CGROUP_FILES,
    );
    const memoryDir = join(work, 'counts', 'memory', 'api', 'mcp-wrap-42.7', 'run-1');
    const first = cgroups.createRun({ memoryBytes: 1024 })!;
    first.enter();
    first.leave();
    writeFileSync(join(memoryDir, 'memory.oom_control'), 'oom_kill_disable 0\nunder_oom 0\noom_kill 2\n');
    expect(first.limitHit()).toMatchObject({ key: 'memory' });
    expect(await first.remove()).toBe(true);

    // Cancelled while queued (or a spawn that threw): given up, never entered.
    const cancelled = cgroups.createRun({ memoryBytes: 1024 })!;
    expect(await cancelled.remove()).toBe(true);

    const third = cgroups.createRun({ memoryBytes: 1024 })!;
    third.enter();
    third.leave();
    expect(third.limitHit()).toBeUndefined();
  });
});
