// One temporary folder per server, created on first use and removed with the server: it holds
// the {run_dir} of each call and the full outputs of large runs. Its name says which server owns
// it, so that the folder of a server killed with SIGKILL is removed at the next start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentServerInstance } from '../containment/current-instance.js';
import { serverFolderPrefix } from '../containment/server-folders.js';

export interface ServerFolder {
  path(): Promise<string>;
  remove(): Promise<void>;
}

export function createServerFolder(): ServerFolder {
  let created: Promise<string> | undefined;
  return {
    path: () => (created ??= mkdtemp(join(tmpdir(), serverFolderPrefix(currentServerInstance().id)))),
    async remove() {
      if (created) await rm(await created, { recursive: true, force: true });
    },
  };
}
