import { describe, expect, it } from 'vitest';
import { createSpawnLedger } from './spawn-ledger.js';

describe('createSpawnLedger', () => {
  it.each<[string, number[], number | undefined, number, boolean]>([
    ['only the child was created since', [500], 500, 500, true],
    ['only this process spawned since, in a row', [500, 501, 502], 502, 500, true],
    ['someone else got a pid after the last spawn', [500, 501], 503, 500, false],
    ['a gap: a pid went elsewhere between two spawns', [500, 502], 502, 500, false],
    ['pids wrapped around', [32_767, 300], 300, 32_767, false],
    ['an unknown child', [500], 500, 499, false],
    ['no way to know the last pid', [500], undefined, 500, false],
  ])('%s: %s', (_name, spawned, last, child, expected) => {
    const ledger = createSpawnLedger(() => last);
    spawned.forEach((pid) => ledger.record(pid));
    expect(ledger.nothingElseSince(child)).toBe(expected);
  });
});
