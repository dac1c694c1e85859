import { describe, expect, it } from 'vitest';
import { toProcessTable, type ProcessEntry } from './process-table.js';
import type { RunCgroup } from './run-cgroup.js';
import { trackRunMembers } from './run-members.js';

const MARK = '100.5:1';
const RUN_STARTED = 1_000_000;
const SERVER = 100;

interface Row {
  pid: number;
  ppid: number;
  pgid?: number;
  mark?: string;
  zombie?: boolean;
  /** Seconds after the run started (negative: before it). */
  startedAfter?: number;
}

function table(rows: Row[]) {
  const entries: ProcessEntry[] = rows.map((row) => ({
    pid: row.pid,
    ppid: row.ppid,
    pgid: row.pgid ?? row.pid,
    running: !row.zombie,
    startedAtMs: RUN_STARTED + (row.startedAfter ?? 1) * 1000,
    start: String(RUN_STARTED + (row.startedAfter ?? 1)),
  }));
  const marks = new Map(rows.filter((row) => row.mark).map((row) => [row.pid, row.mark]));
  return toProcessTable(entries, (pid) => marks.get(pid));
}

const members = (rows: Row[], pid: number | undefined = 200) =>
  trackRunMembers({ mark: MARK, startedAtMs: RUN_STARTED, ...(pid !== undefined && { pid }) }, SERVER)
    .scan(table(rows))
    .map((entry) => entry.pid)
    .sort();

describe('trackRunMembers', () => {
  it.each<[string, Row[], number[]]>([
    [
      'the child and its group',
      [
        { pid: 200, ppid: SERVER },
        { pid: 201, ppid: 200, pgid: 200 },
      ],
      [200, 201],
    ],
    [
      'a descendant in a session of its own, by parent link',
      [
        { pid: 200, ppid: SERVER },
        { pid: 201, ppid: 200 },
        { pid: 202, ppid: 201 },
      ],
      [200, 201, 202],
    ],
    ['a daemon reparented to init, by its mark', [{ pid: 300, ppid: 1, mark: MARK }], [300]],
    [
      "a daemon's own children, by parent link",
      [
        { pid: 300, ppid: 1, mark: MARK },
        { pid: 301, ppid: 300 },
      ],
      [300, 301],
    ],
    ['not an orphan without the mark', [{ pid: 300, ppid: 1 }], []],
    ["not a process with another run's mark", [{ pid: 300, ppid: 1, mark: '100.5:2' }], []],
    ['not a process that started before the run (its pid reused)', [{ pid: 200, ppid: 1, startedAfter: -60 }], []],
    ['not the marked process that started before the run', [{ pid: 300, ppid: 1, mark: MARK, startedAfter: -60 }], []],
    ['not a zombie', [{ pid: 200, ppid: SERVER, zombie: true }], []],
    [
      'never the server itself',
      [
        { pid: SERVER, ppid: 1, mark: MARK },
        { pid: 200, ppid: SERVER },
      ],
      [200],
    ],
    [
      'in a group the run leads',
      [
        { pid: 200, ppid: SERVER },
        { pid: 400, ppid: 1, pgid: 200 },
      ],
      [200, 400],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(members(rows)).toEqual(expected);
  });

  it('keeps what it saw: a child whose parent died is still the run’s', () => {
    const tracker = trackRunMembers({ pid: 200, mark: MARK, startedAtMs: RUN_STARTED }, SERVER);
    tracker.scan(
      table([
        { pid: 200, ppid: SERVER },
        { pid: 201, ppid: 200 },
      ]),
    );
    expect(tracker.scan(table([{ pid: 201, ppid: 1 }])).map((entry) => entry.pid)).toEqual([201]);
  });

  it('forgets a pid that now names another process (another start stamp)', () => {
    const tracker = trackRunMembers({ pid: 200, mark: MARK, startedAtMs: RUN_STARTED }, SERVER);
    tracker.scan(
      table([
        { pid: 200, ppid: SERVER },
        { pid: 201, ppid: 200 },
      ]),
    );
    expect(tracker.scan(table([{ pid: 201, ppid: 1, startedAfter: 30 }]))).toEqual([]);
  });

  it('signals whole only the groups no outsider leads', () => {
    const tracker = trackRunMembers({ pid: 200, mark: MARK, startedAtMs: RUN_STARTED }, SERVER);
    tracker.scan(
      table([
        { pid: 200, ppid: SERVER },
        { pid: 201, ppid: 200, pgid: 201 },
        { pid: 50, ppid: 1, startedAfter: -60 },
        { pid: 202, ppid: 200, pgid: 50 },
      ]),
    );
    expect([...tracker.groups()].sort()).toEqual([200, 201]);
  });

  it("stops a stranger in the server's cgroup leaf alone, never its group (which may hold anyone's processes, its leader gone)", () => {
    const cgroup = { pids: () => [], strangers: () => [300] } as unknown as RunCgroup;
    const tracker = trackRunMembers({ pid: 200, mark: MARK, startedAtMs: RUN_STARTED, cgroup }, SERVER);
    const seen = tracker.scan(
      table([
        { pid: 200, ppid: SERVER },
        // 300 moved itself into the leaf; its group 77 (leader gone) holds 301, which is nobody's run.
        { pid: 300, ppid: 1, pgid: 77 },
        { pid: 301, ppid: 1, pgid: 77 },
      ]),
    );
    expect(seen.map((entry) => entry.pid).sort()).toEqual([200, 300]);
    expect([...tracker.groups()]).toEqual([200]);
  });
});
