// Each server keeps its {run_dir}s and spilled outputs in one temporary folder, named after the
// server instance, and removes it when it closes. A server killed with SIGKILL cannot: the next
// start (or `mcp-wrap reap`) removes the folders whose server no longer runs. Folders of live
// servers, and anything not named as a server's folder, are never touched.
import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProcessTable } from './process-table.js';
import { isInstanceRunning, SERVER_NAME_PREFIX, toInstanceReader } from './run-mark.js';

/** `mcp-wrap-<pid>.<start>-<mkdtemp's six characters>` */
const instanceOfFolder = toInstanceReader(SERVER_NAME_PREFIX, '-[A-Za-z0-9]{6}');

/** The prefix for mkdtemp of the server folder of instance `instanceId` (`<pid>.<start>`). */
export function serverFolderPrefix(instanceId: string): string {
  return `${SERVER_NAME_PREFIX}${instanceId}-`;
}

/** Removes the server folders in `parent` whose server is gone; returns how many. */
export async function removeFoldersOfGoneServers(parent: string, table: ProcessTable, uid = process.getuid?.()): Promise<number> {
  const names = await readdir(parent).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const instance = instanceOfFolder(name);
    if (!instance || isInstanceRunning(instance, table)) continue;
    const path = join(parent, name);
    // Only a real folder of this user: never a link, never another user's folder in a shared /tmp.
    const stats = await lstat(path).catch(() => undefined);
    if (!stats?.isDirectory() || (uid !== undefined && stats.uid !== uid)) continue;
    await rm(path, { recursive: true, force: true }).then(
      () => removed++,
      () => {},
    );
  }
  return removed;
}
