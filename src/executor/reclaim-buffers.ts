// Every chunk read from a child is a fresh 64 KiB buffer outside the JS heap, and V8 collects
// those only when their total has grown by tens of MiB. Reading a huge output would therefore
// hold ~40 MiB of dead buffers at any time; a young-generation GC every few MiB read frees them
// (measured on a 1 GiB read: +40 MiB of peak RSS without, +17 MiB with, and 15% faster).
import { exposeGc, type CollectGarbage } from './expose-gc.js';

/** Output read between two collections. */
const RECLAIM_EVERY_BYTES = 8 * 1024 * 1024;

export type ReclaimBuffers = (bytesRead: number) => void;

/** gc() is fetched on the first large output: its new V8 context costs a few ms of every start. */
export function createBufferReclaimer(): ReclaimBuffers {
  let collect: CollectGarbage | undefined | null = null;
  let sinceLast = 0;
  return (bytesRead) => {
    sinceLast += bytesRead;
    if (sinceLast < RECLAIM_EVERY_BYTES) return;
    sinceLast = 0;
    if (collect === null) collect = exposeGc();
    collect?.({ type: 'minor', execution: 'sync' });
  };
}
