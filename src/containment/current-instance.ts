// This process as a server instance: every executor in it numbers its runs from one counter, so
// no two runs of the process share a mark, and records its spawns in one ledger.
import { readOwnStart } from './process-table.js';
import { createServerInstance, type ServerInstance } from './run-mark.js';
import { createSpawnLedger, type SpawnLedger } from './spawn-ledger.js';

let current: ServerInstance | undefined;
let ledger: SpawnLedger | undefined;

export function currentServerInstance(): ServerInstance {
  current ??= createServerInstance(process.pid, readOwnStart());
  return current;
}

export function currentSpawnLedger(): SpawnLedger {
  ledger ??= createSpawnLedger();
  return ledger;
}
