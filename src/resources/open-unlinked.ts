// Opens a file a run wrote (or could have touched) for the server to read, never through a link:
// the server is not sandboxed, so a run that swaps its output file, or a folder on its path, for a
// link to ~/.ssh/id_rsa between two calls must not get the key served. The last component is
// opened with O_NOFOLLOW; on Linux the opened descriptor's real path (/proc/self/fd/<fd>) must be
// the expected one (a swapped parent folder); and it must be the very file that was collected
// (device and inode), a regular file. O_NONBLOCK keeps a FIFO put in its place from hanging the read.
import { constants, realpathSync, statSync } from 'node:fs';
import { open, readlink, type FileHandle } from 'node:fs/promises';

/** Which file a path held when it was collected: its real path, device and inode. */
export interface FileIdentity {
  path: string;
  dev: number;
  ino: number;
}

export type Opened = { ok: true; handle: FileHandle; size: number } | { ok: false; reason: string };

/** A file that could not be read safely: it changed into a link, or into another file. */
export class ChangedFileError extends Error {
  constructor(path: string, reason: string) {
    super(`${path} was not read: ${reason}`);
    this.name = 'ChangedFileError';
  }
}

const FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** The identity of the file at `path` now (its real path), or undefined when it is not a regular file. */
export function identityOf(path: string): FileIdentity | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? { path: realpathSync.native(path), dev: stats.dev, ino: stats.ino } : undefined;
  } catch {
    return undefined;
  }
}

export async function openUnlinked(expected: FileIdentity, platform: NodeJS.Platform = process.platform): Promise<Opened> {
  let handle: FileHandle;
  try {
    handle = await open(expected.path, FLAGS);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ELOOP' || code === 'EMLINK') return { ok: false, reason: 'it changed into a link since it was written' };
    if (code === 'ENOENT') return { ok: false, reason: 'it no longer exists' };
    throw error;
  }
  const refuse = async (reason: string): Promise<Opened> => {
    await handle.close();
    return { ok: false, reason };
  };
  const stats = await handle.stat();
  if (!stats.isFile()) return refuse('it is no longer a regular file');
  if (platform === 'linux') {
    const opened = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
    if (opened !== undefined && opened !== expected.path) return refuse('a folder on its path changed into a link since it was written');
  }
  if (stats.dev !== expected.dev || stats.ino !== expected.ino) return refuse('it was replaced by another file since it was written');
  return { ok: true, handle, size: stats.size };
}
