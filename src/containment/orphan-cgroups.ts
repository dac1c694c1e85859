// A server killed with SIGKILL leaves its cgroup (`mcp-wrap-<pid>.<start>`) and its runs' in
// each hierarchy, with whatever still runs in them, marked or not. The next server to start (or
// `mcp-wrap reap`) finds those whose server no longer runs under its own cgroup, the place a
// server started the same way makes them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hasCgroupFile } from './cgroup-files.js';
import { findCgroupTrees, type CgroupTree } from './find-cgroups.js';
import type { ProcessTable } from './process-table.js';
import { toRunCgroup, type RunCgroup, type ServerTree } from './run-cgroup.js';
import { isInstanceRunning } from './run-mark.js';
import { SERVER_CGROUP_PREFIX } from './server-cgroups.js';

const SERVER_CGROUP = new RegExp(`^${SERVER_CGROUP_PREFIX}(\\d+)\\.([\\d.]+)$`);

export interface OrphanRun {
  /** The mark the run's processes were given. */
  mark: string;
  cgroup: RunCgroup;
}

export interface OrphanCgroups {
  runs: OrphanRun[];
  /** The dead servers' own cgroups (and a v2 server's leaf), removed once their runs' are. */
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
      const match = SERVER_CGROUP.exec(name);
      if (!match || isInstanceRunning({ pid: Number(match[1]), start: match[2]! }, table)) continue;
      const serverDir = join(tree.ownDir, name);
      const server: ServerTree = { version: tree.version, controllers: tree.version === 1 ? tree.controllers : [], serverDir, homeDir: tree.ownDir, hasSwapFile: false, canKill: false };
      for (const child of listFolders(serverDir)) {
        const dir = join(serverDir, child);
        const mark = `${match[1]}.${match[2]}:${child.slice('run-'.length)}`;
        if (child.startsWith('run-')) runs.set(mark, [...(runs.get(mark) ?? []), { tree: { ...server, canKill: hasCgroupFile(dir, 'cgroup.kill') }, dir }]);
        else serverDirs.push(dir);
      }
      serverDirs.push(serverDir);
    }
  }
  return { runs: [...runs].map(([mark, dirs]) => ({ mark, cgroup: toRunCgroup(dirs, {}) })), serverDirs };
}
