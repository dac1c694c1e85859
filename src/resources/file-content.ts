// What a file is (its media type, from a maintained table of extensions) and its contents as
// text or bytes, read in pieces of at most MAX_READ_BYTES.
import { lstat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { detectBinary } from '../executor/detect-binary.js';
import { ChangedFileError, openUnlinked, type FileIdentity } from './open-unlinked.js';
import { MAX_READ_BYTES } from './run-outputs.js';

/** Loaded when used: the media type table is large, and serving needs it only for files. */
async function mimeTypeOf(path: string): Promise<string | undefined> {
  const { lookup } = await import('mime-types');
  return lookup(path) || undefined;
}

/** A regular file on disk, as resources and results name it. */
export interface LocalFile {
  uri: string;
  path: string;
  mimeType: string;
  size: number;
  /** Which file it was when described: a later read refuses any other (a link put in its place). */
  identity: FileIdentity;
}

/** The file at `path` (a real path), or undefined when it is not a regular file (gone, a directory, a link). */
export async function describeFile(path: string, declaredType?: string): Promise<LocalFile | undefined> {
  const stats = await lstat(path).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  const identity = { path, dev: stats.dev, ino: stats.ino };
  return { uri: pathToFileURL(path).href, path, mimeType: declaredType ?? (await mimeTypeOf(path)) ?? 'application/octet-stream', size: stats.size, identity };
}

function isTextType(mimeType: string): boolean {
  return /^text\/|[/+](json|xml|yaml|x-yaml|javascript|x-sh|toml|sql|csv)$/.test(mimeType);
}

export interface FileContent {
  mimeType: string;
  /** Text when the file is text, else bytes. */
  text?: string;
  blob?: Buffer;
  bytes: number;
  /** Set when the file is larger than one read. */
  truncated: boolean;
}

/** Reads the file `identity` names, never through a link (throws ChangedFileError when it changed). */
export async function readFileContent(identity: FileIdentity, declaredType?: string): Promise<FileContent> {
  const opened = await openUnlinked(identity);
  if (!opened.ok) throw new ChangedFileError(identity.path, opened.reason);
  const { handle, size } = opened;
  try {
    const data = Buffer.alloc(Math.min(size, MAX_READ_BYTES));
    await handle.read(data, 0, data.length, 0);
    const known = declaredType ?? (await mimeTypeOf(identity.path));
    // Media types cannot list every text format (application/x-latex ...): the bytes decide.
    const isText = known && isTextType(known) ? true : !/^(image|audio|video)\//.test(known ?? '') && detectBinary(data) === undefined;
    const mimeType = known ?? (isText ? 'text/plain' : 'application/octet-stream');
    return { mimeType, ...(isText ? { text: data.toString('utf8') } : { blob: data }), bytes: size, truncated: size > data.length };
  } finally {
    await handle.close();
  }
}
