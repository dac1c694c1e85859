// One temporary folder per server, created on first use and removed with the server: it holds
// the {run_dir} of each call and the full outputs of large runs. Its name says which server owns
// it, so that the folder of a server killed with SIGKILL is removed at the next start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { currentServerInstance } from '../containment/current-instance.js';
import { serverFolderPrefix } from '../containment/server-folders.js';

export interface ServerFolder {
  path(): Promise<string>;
  /** A fresh folder for one call's {run_dir}; a FolderError says where and why it could not be made. */
  createRunDir(): Promise<string>;
  remove(): Promise<void>;
}

/** A folder the OS refused to make: the message names the place and the reason, and is the whole story (no stack). */
export class FolderError extends Error {
  override name = 'FolderError';
}

export function createServerFolder(): ServerFolder {
  let created: Promise<string> | undefined;
  const path = () => {
    // A failure is not kept: a TMPDIR fixed while the server runs serves the next call.
    created ??= mkdtemp(join(tmpdir(), serverFolderPrefix(currentServerInstance().id))).catch((error: unknown) => {
      created = undefined;
      throw error;
    });
    return created;
  };
  return {
    path,
    async createRunDir() {
      try {
        return await mkdtemp(join(await path(), 'run-dir-'));
      } catch (error) {
        throw toFolderError(error as NodeJS.ErrnoException);
      }
    },
    async remove() {
      const made = await created?.catch(() => undefined);
      if (made) await rm(made, { recursive: true, force: true });
    },
  };
}

function toFolderError({ code, message, path }: NodeJS.ErrnoException): FolderError {
  // Node's message is "ENOTDIR: not a directory, mkdtemp '<template>'": the reason is its middle.
  const reason = message.replace(/^[A-Z]+: /, '').replace(/, mkdtemp '.*'$/s, '');
  const base = path ? dirname(path) : tmpdir();
  return new FolderError(
    `cannot create its {run_dir} in ${base}: ${reason}${code ? ` (${code})` : ''}; the server keeps each call's {run_dir} under the temporary folder (${tmpdir()}, from TMPDIR): make it writable, or start the server with TMPDIR set to a folder that is`,
  );
}
