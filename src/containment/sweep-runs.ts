// What a run that ended by itself left behind (a daemon it started, a detached grandchild) is
// found and stopped off the answer's path: runs that end close together are swept with one read
// of the process table. A run's cgroup is removed once nothing of the run is left.
import { setTimeout as sleep } from 'node:timers/promises';
import { CAN_READ_PROCESS_TABLE, readProcessTable } from './process-table.js';
import { trackRunMembers, type RunTarget } from './run-members.js';
import { stopRunPosix } from './stop-run-posix.js';

/** Runs that end within this much of each other share one sweep. */
const SWEEP_DELAY_MS = 5;

export interface Sweeper {
  /** Soon, in the background: stops whatever of the ended run is still running. */
  sweep(target: RunTarget, graceMs: number): void;
  /** Resolves once every sweep asked for so far has finished. */
  idle(): Promise<void>;
}

export function createSweeper(): Sweeper {
  let pending: { target: RunTarget; graceMs: number }[] = [];
  let scheduled: Promise<void> | undefined;
  const stopping = new Set<Promise<unknown>>();

  const sweepPending = async () => {
    await sleep(SWEEP_DELAY_MS);
    const batch = pending;
    pending = [];
    scheduled = undefined;
    const table = readProcessTable();
    for (const { target, graceMs } of batch) {
      const members = trackRunMembers(target);
      const left = members.scan(table).length > 0 || (target.cgroup?.pids().length ?? 0) > 0 || (target.cgroup?.strangers().length ?? 0) > 0;
      const stop = (left ? stopRunPosix(target, graceMs, members) : Promise.resolve()).then(() => target.cgroup?.remove());
      stopping.add(stop);
      void stop.finally(() => stopping.delete(stop));
    }
  };

  return {
    sweep(target, graceMs) {
      if (!CAN_READ_PROCESS_TABLE) return;
      pending.push({ target, graceMs });
      scheduled ??= sweepPending();
    },
    async idle() {
      while (scheduled || stopping.size > 0) await Promise.allSettled([scheduled, ...stopping]);
    },
  };
}
