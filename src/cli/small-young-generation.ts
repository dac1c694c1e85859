// A server lives for hours and forks for every call. V8 grows its young generation up to 32 MiB
// under the start's allocations and a stream of calls; every fork then copies those page tables,
// and each server process holds that much more. Once the start is over, the young generation is
// shrunk to its smallest (2 MiB) and kept there (docs/performance.md, M1).
import type { Logger } from '../server/logger.js';
import { exposeGc } from '../executor/expose-gc.js';
import { isShortcutOn } from '../shortcuts.js';
import type { CliIo } from './cli-io.js';

/** After the start's burst of allocations, which a small young generation slows (a 1,000-tool start by ~20 ms), and its first answers. */
const AFTER_START_MS = 1000;

/** Shrinks the young generation once the server has started and keeps it small, where bin/mcp-wrap can set V8's flags. */
export function keepYoungGenerationSmall(io: CliIo, logger: Logger): void {
  const keepSmall = io.keepYoungGenerationSmall;
  if (!keepSmall || !isShortcutOn(io.env, 'smallYoungGeneration')) return;
  setTimeout(() => {
    const startMs = performance.now();
    keepSmall();
    if (shrinksOnLastResort()) exposeGc()?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    logger.log('debug', `young generation kept small (${(performance.now() - startMs).toFixed(1)} ms)`);
  }, AFTER_START_MS).unref();
}

/** V8 12 (Node 22) and later shrink the young generation in a last-resort collection; V8 11 (Node 20) pays for the collection and keeps the size. */
function shrinksOnLastResort(): boolean {
  return Number(process.versions.v8.split('.')[0]) >= 12;
}
