// Every chunk read from a child is a fresh 64 KiB buffer outside the JS heap, and V8 collects
// those only when their total has grown by tens of MiB. Reading a huge output would therefore
// hold ~40 MiB of dead buffers at any time; a young-generation GC every few MiB read frees them
// (measured on a 1 GiB read: +40 MiB of peak RSS without, +17 MiB with, and 15% faster).
import v8 from 'node:v8';
import vm from 'node:vm';

/** Output read between two collections. */
const RECLAIM_EVERY_BYTES = 8 * 1024 * 1024;

export type ReclaimBuffers = (bytesRead: number) => void;

type Collect = (options: { type: 'minor'; execution: 'sync' }) => void;

/** gc() is fetched on the first large output: its new V8 context costs a few ms of every start. */
export function createBufferReclaimer(): ReclaimBuffers {
  let collect: Collect | undefined | null = null;
  let sinceLast = 0;
  return (bytesRead) => {
    sinceLast += bytesRead;
    if (sinceLast < RECLAIM_EVERY_BYTES) return;
    sinceLast = 0;
    if (collect === null) collect = exposeGc();
    collect?.({ type: 'minor', execution: 'sync' });
  };
}

/** The gc() that --expose-gc would give, without restarting Node with the flag. */
function exposeGc(): Collect | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as Collect;
  } catch {
    return undefined;
  } finally {
    // V8 stamps code caches with its flags: put them back, or bin/mcp-wrap's cache never matches.
    v8.setFlagsFromString('--no-expose-gc');
  }
}
