import { spawn } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { currentServerInstance } from './current-instance.js';
import { parseDarwinMarks, parseDarwinPs } from './process-table-darwin.js';
import { parseLinuxStat, readLinuxMark, readLinuxProcessTable } from './process-table-linux.js';

describe('Linux', () => {
  it('reads a stat line whose command name holds spaces and parentheses', () => {
    const stat = '4242 (a) b (c) S 17 4240 4240 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 1234 1000 10 0 0 0 0 0 0';
    expect(parseLinuxStat(stat, 5_000)).toEqual({ pid: 4242, ppid: 17, pgid: 4240, running: true, startedAtMs: 5_000 + 12_340, start: '1234' });
  });

  it('counts a zombie as not running', () => {
    expect(parseLinuxStat('7 (x) Z 1 7 7 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 99 0 0', 0)).toMatchObject({ running: false });
  });

  it.runIf(process.platform === 'linux')('finds a child in the table, with the mark it started with', async () => {
    // A live instance's mark (this process's): a server started meanwhile reaps dead instances' marks only.
    const mark = `${currentServerInstance().id}:9100`;
    const child = spawn('sleep', ['30'], { env: { ...process.env, MCP_WRAP_RUN: mark, AFTER: 'x' } });
    onTestFinished(() => void child.kill('SIGKILL'));
    await new Promise((resolve) => child.once('spawn', resolve));
    const table = readLinuxProcessTable();
    const entry = table.byPid.get(child.pid!);
    expect(entry).toMatchObject({ ppid: process.pid, running: true });
    expect(Math.abs(entry!.startedAtMs - Date.now())).toBeLessThan(3_000);
    expect(table.markOf(entry!)).toBe(mark);
    expect(readLinuxMark(process.pid)).toBeUndefined();
  });
});

describe('macOS (from ps output)', () => {
  it('reads pid, parent, group, state and start time', () => {
    const output = '    1     0     1 Ss   Mon Nov 23 09:00:00 2026\n  512     1   512 Z+   Mon Nov 23 10:38:33 2026\n';
    expect(parseDarwinPs(output)).toEqual([
      {
        pid: 1,
        ppid: 0,
        pgid: 1,
        running: true,
        startedAtMs: Date.parse('Mon Nov 23 09:00:00 2026'),
        start: String(Date.parse('Mon Nov 23 09:00:00 2026') / 1000),
      },
      {
        pid: 512,
        ppid: 1,
        pgid: 512,
        running: false,
        startedAtMs: Date.parse('Mon Nov 23 10:38:33 2026'),
        start: String(Date.parse('Mon Nov 23 10:38:33 2026') / 1000),
      },
    ]);
  });

  it('reads marks from the environment ps -E prints after the command', () => {
    const output = '  700 /usr/bin/sleep 30 HOME=/Users/a MCP_WRAP_RUN=9.1700000000:4 PATH=/bin\n  701 /bin/sh -c true PATH=/bin\n';
    expect(parseDarwinMarks(output)).toEqual(new Map([[700, '9.1700000000:4']]));
  });
});
