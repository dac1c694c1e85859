// This process as a server instance: every executor in it numbers its runs from one counter, so
// no two runs of the process share a mark, records its spawns in one ledger, and makes its runs'
// cgroups under one server cgroup.
import { readOwnStart } from './process-table.js';
import { createServerInstance, type ServerInstance } from './run-mark.js';
import { createServerCgroups, type ServerCgroups } from './server-cgroups.js';
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

let cgroups: ServerCgroups | undefined;

/** This process's cgroups, shared by its executors (found and made on the first run). */
export function currentServerCgroups(): ServerCgroups {
  cgroups ??= createServerCgroups(currentServerInstance().id);
  return cgroups;
}
