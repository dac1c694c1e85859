// Stops every process of a run, the way the platform allows (see stop-run-posix and stop-run-win32).
import { stopRunPosix } from './stop-run-posix.js';
import { stopRunWin32 } from './stop-run-win32.js';
import type { RunTarget } from './run-members.js';

export type { RunTarget } from './run-members.js';

/** Resolves true once no process of the run is left, false if some could not be stopped in time. */
export function stopRun(target: RunTarget, graceMs: number): Promise<boolean> {
  if (process.platform === 'win32') return target.pid === undefined ? Promise.resolve(true) : stopRunWin32(target.pid);
  return stopRunPosix(target, graceMs);
}
