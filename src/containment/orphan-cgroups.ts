// A server killed with SIGKILL leaves its cgroup (`mcp-wrap-<pid>.<start>`) and its runs' in
// each hierarchy, with whatever still runs in them, marked or not; on cgroup v2 also its own leaf
// (`server`), where a run's process may have moved itself. The next server to start (or
// `mcp-wrap reap`) finds those whose server no longer runs under its own cgroup, the place a
// server started the same way makes them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hasCgroupFile } from './cgroup-files.js';
import { findCgroupTrees, type CgroupTree } from './find-cgroups.js';
import type { ProcessTable } from './process-table.js';
import { toRunCgroup, type RunCgroup, type ServerTree } from './run-cgroup.js';
import { isInstanceRunning, SERVER_NAME_PREFIX, toInstanceReader } from './run-mark.js';

const instanceOfCgroup = toInstanceReader(SERVER_NAME_PREFIX, '');

export interface OrphanRun {
  /**
   * `<pid>.<start>/<folder>`: names the cgroup (the same in every tree), where a run's mark would
   * go. It is no run's mark and matches none: run cgroups are numbered apart from marks and held
   * run after run.
   */
  mark: string;
  cgroup: RunCgroup;
}

export interface OrphanCgroups {
  /** Every cgroup under a dead server's: its runs', and its own leaf (v2). */
  runs: OrphanRun[];
  /** The dead servers' own cgroups, removed once those under them are. */
  serverDirs: string[];
}

function listFolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The cgroups of servers that no longer run, in every tree this process can see. */
export function findOrphanCgroups(table: ProcessTable, trees: readonly CgroupTree[] = findCgroupTrees()): OrphanCgroups {
  const runs = new Map<string, { tree: ServerTree; dir: string }[]>();
  const serverDirs: string[] = [];
  for (const tree of trees) {
    for (const name of listFolders(tree.ownDir)) {
      const instance = instanceOfCgroup(name);
      if (!instance || isInstanceRunning(instance, table)) continue;
      const serverDir = join(tree.ownDir, name);
      const server: ServerTree = {
        version: tree.version,
        controllers: tree.version === 1 ? tree.controllers : [],
        serverDir,
        homeDir: tree.ownDir,
        hasSwapFile: false,
        canKill: false,
      };
      // The server is gone: whatever is under its cgroup (a run's, or its leaf) is stopped.
      for (const child of listFolders(serverDir)) {
        const dir = join(serverDir, child);
        const key = `${instance.id}/${child}`;
        runs.set(key, [...(runs.get(key) ?? []), { tree: { ...server, canKill: hasCgroupFile(dir, 'cgroup.kill') }, dir }]);
      }
      serverDirs.push(serverDir);
    }
  }
  return { runs: [...runs].map(([mark, dirs]) => ({ mark, cgroup: toRunCgroup(dirs, {}) })), serverDirs };
}
