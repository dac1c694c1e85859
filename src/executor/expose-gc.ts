// V8's gc(), as --expose-gc would give it, without restarting Node with the flag.
import v8 from 'node:v8';
import vm from 'node:vm';

export type CollectGarbage = (options: { type: 'minor' | 'major'; execution: 'sync'; flavor?: 'regular' | 'last-resort' }) => void;

/** gc(), or undefined where V8 refuses; its new V8 context costs a few ms, so it is fetched when first needed. */
export function exposeGc(): CollectGarbage | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as CollectGarbage;
  } catch {
    return undefined;
  } finally {
    // V8 stamps code caches with its flags: put them back, or bin/mcp-wrap's cache never matches.
    v8.setFlagsFromString('--no-expose-gc');
  }
}
