import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { findOrphanCgroups } from './orphan-cgroups.js';
import { toProcessTable } from './process-table.js';

const work = mkdtempSync(join(tmpdir(), 'orphan-cgroups-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("finds every cgroup under a dead server's (its runs', its own v2 leaf), named apart from any mark; a live server's never", () => {
  const live = { pid: 4242, ppid: 1, pgid: 4242, running: true, startedAtMs: 0, start: '777' };
  const table = toProcessTable([live], () => undefined);
  for (const dir of ['mcp-wrap-4243.777/run-3', 'mcp-wrap-4243.777/server', 'mcp-wrap-4242.777/run-1', 'mcp-wrap-e2e-x/run-1'])
    mkdirSync(join(work, dir), { recursive: true });
  const found = findOrphanCgroups(table, [{ version: 2, controllers: [], ownDir: work }]);
  expect(found.runs.map((run) => run.mark).sort()).toEqual(['4243.777/run-3', '4243.777/server']);
  expect(found.serverDirs).toEqual([join(work, 'mcp-wrap-4243.777')]);
});
