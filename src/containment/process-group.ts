// Whether anything of a child's process group still runs: asked after every run that exits, so it
// is one kill(-pgid, 0) in the usual case (the group is gone).
import { readLinuxProcessTable } from './process-table-linux.js';

/** True while any process of the group `pgid` is alive (POSIX); on Windows, the process `pgid`. */
export function isGroupRunning(pgid: number): boolean {
  // Usually answered by an ESRCH error: its stack trace is not needed.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    process.kill(process.platform === 'win32' ? pgid : -pgid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return process.platform !== 'linux' || groupHasRunningMember(pgid);
}

/**
 * Killed processes stay zombies until their parent reaps them, and an orphan's new parent (PID 1
 * in a container is often not an init) may never do so; kill(-pgid, 0) still finds them. A zombie
 * runs nothing, so on Linux the group counts as gone when only zombies are left in it.
 */
function groupHasRunningMember(pgid: number): boolean {
  try {
    return readLinuxProcessTable().entries.some((entry) => entry.pgid === pgid && entry.running);
  } catch {
    return true;
  }
}
