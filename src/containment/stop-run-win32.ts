// Stops a run's process tree on Windows: `taskkill /T /F` ends the child and every process it
// started. Windows has no signal a console program could honour, hence no grace period; and the
// run marks cannot be read from other processes' environments there.
import { execFile } from 'node:child_process';

export type RunTaskkill = (args: readonly string[]) => Promise<void>;

const runTaskkill: RunTaskkill = (args) =>
  new Promise((resolve) => {
    execFile('taskkill', [...args], { windowsHide: true, timeout: 10_000 }, () => resolve());
  });

export function taskkillArgs(pid: number): string[] {
  return ['/T', '/F', '/PID', String(pid)];
}

export async function stopRunWin32(pid: number, run: RunTaskkill = runTaskkill): Promise<boolean> {
  await run(taskkillArgs(pid));
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}
