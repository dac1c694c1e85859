// A server lives for hours and forks for every call. V8 grows its young generation up to 32 MiB
// under the start's allocations and a stream of calls; every fork then copies those page tables,
// and each server process holds that much more. Once the wrappers are loaded it grows no more, and
// on Node 22 and later it is shrunk to its smallest (2 MiB) (docs/performance.md, M1).
import type { Logger } from '../server/logger.js';
import { exposeGc } from '../executor/expose-gc.js';
import { isShortcutOn } from '../shortcuts.js';
import type { CliIo } from './cli-io.js';

/** Past the start's first answers: the collection that shrinks the young generation takes 20-35 ms. */
const SHRINK_AFTER_MS = 1000;

/**
 * Keeps the young generation at its size from now on (the wrappers loaded: set before, a 1,000-tool
 * start took ~20 ms longer) and, where V8 can, shrinks it to its first size a second later.
 */
export function keepYoungGenerationSmall(io: CliIo, logger: Logger): void {
  const keepSmall = io.keepYoungGenerationSmall;
  if (!keepSmall || !isShortcutOn(io.env, 'smallYoungGeneration')) return;
  keepSmall();
  if (!shrinksOnLastResort()) return;
  setTimeout(() => {
    const startMs = performance.now();
    exposeGc()?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    logger.log('debug', `young generation shrunk (${(performance.now() - startMs).toFixed(1)} ms)`);
  }, SHRINK_AFTER_MS).unref();
}

/** V8 12 (Node 22) and later shrink the young generation in a last-resort collection; V8 11 (Node 20) pays for the collection and keeps the size. */
function shrinksOnLastResort(): boolean {
  return Number(process.versions.v8.split('.')[0]) >= 12;
}
