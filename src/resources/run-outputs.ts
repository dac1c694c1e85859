// Full outputs of runs, kept on disk and served as resources `mcp-wrap://runs/<id>/<stream>`:
// one folder per server, a disk budget shared by all runs (the oldest are evicted first), and
// reads in pieces of at most MAX_READ_BYTES.
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DiskBudget } from '../executor/types.js';
import { ChangedFileError, identityOf, openUnlinked, type FileIdentity } from './open-unlinked.js';

export type OutputStream = 'stdout' | 'stderr';

/** Larger outputs are read in pieces: `?offset=<byte>` asks for the next one. */
export const MAX_READ_BYTES = 8 * 1024 * 1024;
export const DEFAULT_SPILL_BUDGET_BYTES = 256 * 1024 * 1024;

const URI = /^mcp-wrap:\/\/runs\/(\d+)\/(stdout|stderr)(?:\?offset=(\d+))?$/;

export interface KeptOutput {
  uri: string;
  mimeType: string;
  /** Bytes on disk: the output's first bytes, up to the budget. */
  bytes: number;
  /** Bytes the program wrote. */
  totalBytes: number;
}

export interface OutputPiece {
  output: KeptOutput;
  offset: number;
  data: Buffer;
}

export interface RunOutputStore {
  /** An id for a new run and where it may spill its output (nowhere when there is no folder for it). */
  prepare(): Promise<{ id: number; spill?: { stdoutPath: string; stderrPath: string; budget: DiskBudget } }>;
  /** Makes a spill file (written within the budget it was granted) readable. */
  keep(id: number, stream: OutputStream, file: { path: string; bytes: number; totalBytes: number; mimeType: string }): KeptOutput;
  /** Stores output that was small enough to stay in memory, so it can be read as a resource too. */
  save(id: number, stream: OutputStream, data: Buffer, mimeType: string): Promise<KeptOutput>;
  /** A piece of a kept output, or undefined for a URI that is not (or no longer) one. */
  read(uri: string): Promise<OutputPiece | undefined>;
  /** Forgets a run's kept outputs and removes their files (a task's outputs, once the task is dropped). */
  discard(id: number): void;
}

/**
 * The store as one client sees it (an HTTP session): the shared budget, but only the outputs of
 * its own runs readable, since run ids are a plain count that another client could guess.
 */
export function ownOutputs(store: RunOutputStore): RunOutputStore {
  const own = new Set<number>();
  return {
    ...store,
    async prepare() {
      const prepared = await store.prepare();
      own.add(prepared.id);
      return prepared;
    },
    read: async (uri) => (own.has(Number(URI.exec(uri)?.[1])) ? store.read(uri) : undefined),
    discard(id) {
      own.delete(id);
      store.discard(id);
    },
  };
}

function uriOf(id: number, stream: OutputStream): string {
  return `mcp-wrap://runs/${id}/${stream}`;
}

export function createRunOutputStore(
  folder: () => Promise<string>,
  budgetBytes = DEFAULT_SPILL_BUDGET_BYTES,
  warn: (message: string) => void = () => {},
): RunOutputStore {
  const kept = new Map<string, KeptOutput & { path: string; identity?: FileIdentity }>();
  let usedBytes = 0;
  let lastId = 0;
  let warned = false;

  const pathOf = async (id: number, stream: OutputStream) => join(await folder(), `run-${id}.${stream}`);

  // Bytes granted to spill files still being written: concurrent runs share the budget with them.
  let writingBytes = 0;
  const forget = (uri: string) => {
    const entry = kept.get(uri);
    if (!entry) return;
    kept.delete(uri);
    usedBytes -= entry.bytes;
    void unlink(entry.path).catch(() => {});
  };
  const evictOldestUntil = (fits: () => boolean, keepUri?: string) => {
    for (const uri of kept.keys()) {
      if (fits() || uri === keepUri) break;
      forget(uri);
    }
  };
  const budget: DiskBudget = {
    claim(bytes) {
      evictOldestUntil(() => usedBytes + writingBytes + bytes <= budgetBytes);
      const granted = Math.max(0, Math.min(bytes, budgetBytes - usedBytes - writingBytes));
      writingBytes += granted;
      return granted;
    },
    release(bytes) {
      writingBytes -= bytes;
    },
  };

  const admit = (id: number, stream: OutputStream, file: { path: string; bytes: number; totalBytes: number; mimeType: string }) => {
    const entry = {
      uri: uriOf(id, stream),
      mimeType: file.mimeType,
      bytes: file.bytes,
      totalBytes: file.totalBytes,
      path: file.path,
      identity: identityOf(file.path),
    };
    kept.set(entry.uri, entry);
    usedBytes += entry.bytes;
    evictOldestUntil(() => usedBytes + writingBytes <= budgetBytes, entry.uri);
    const { path: _path, identity: _identity, ...output } = entry;
    return output;
  };

  const keep: RunOutputStore['keep'] = (id, stream, file) => {
    writingBytes -= file.bytes;
    return admit(id, stream, file);
  };

  return {
    async prepare() {
      const id = ++lastId;
      let directory: string;
      try {
        directory = await folder();
      } catch (error) {
        if (!warned)
          warn(`no temporary folder for full outputs (${(error as Error).message}): runs go on, and an output over maxOutput keeps only its head and tail`);
        warned = true;
        return { id };
      }
      const prefix = join(directory, `run-${id}.`);
      return { id, spill: { stdoutPath: `${prefix}stdout`, stderrPath: `${prefix}stderr`, budget } };
    },
    keep,
    async save(id, stream, data, mimeType) {
      const path = await pathOf(id, stream);
      await writeFile(path, data);
      return admit(id, stream, { path, bytes: data.length, totalBytes: data.length, mimeType });
    },
    discard(id) {
      for (const stream of ['stdout', 'stderr'] as OutputStream[]) forget(uriOf(id, stream));
    },
    async read(uri) {
      const match = URI.exec(uri);
      const entry = match && kept.get(uriOf(Number(match[1]), match[2] as OutputStream));
      if (!entry) return undefined;
      const offset = Math.min(Number(match[3] ?? 0), entry.bytes);
      const data = Buffer.alloc(Math.min(MAX_READ_BYTES, entry.bytes - offset));
      // Kept in the server's own folder, yet read as any file a run could reach: never through a link.
      const opened = entry.identity ? await openUnlinked(entry.identity) : { ok: false as const, reason: 'it was not a regular file when kept' };
      if (!opened.ok) throw new ChangedFileError(entry.path, opened.reason);
      try {
        await opened.handle.read(data, 0, data.length, offset);
      } finally {
        await opened.handle.close();
      }
      const { path: _path, identity: _identity, ...output } = entry;
      return { output, offset, data };
    },
  };
}
