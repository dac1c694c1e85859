// Paths of the fixture CLIs and waiting on the OS for processes to be gone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

export function fixture(name: string): string {
  return `${FIXTURES}${name}`;
}

/** Whether the OS still runs `pid`; a zombie (dead, not yet reaped) does not count. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return process.platform !== 'linux';
  }
}

/** The pids a fixture wrote, one per line, once the file exists. */
export async function readPids(file: string, count = 1): Promise<number[]> {
  return vi.waitFor(
    () => {
      if (!existsSync(file)) throw new Error(`${file} not written yet`);
      const pids = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
      if (pids.length < count) throw new Error(`${pids.length} of ${count} pids written`);
      return pids;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Resolves once none of `pids` is alive; fails the test if one survives `timeout`. */
export async function expectAllGone(pids: number[], timeout = 10_000): Promise<void> {
  await vi.waitFor(
    () => {
      const alive = pids.filter(isAlive);
      if (alive.length > 0) throw new Error(`still alive: ${alive.join(', ')}`);
    },
    { timeout, interval: 20 },
  );
}

/** Live processes whose command line holds `text` (a sandboxed process reports its namespace's pids, not these). */
export function processesMentioning(text: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text) && isAlive(Number(entry))) found.push(Number(entry));
    } catch {
      // Gone while the table was read.
    }
  }
  return found;
}
