// Reading and writing cgroup files (small texts, written whole, read whole), and what both cgroup
// versions share: the CPU period, the counts of what the kernel stopped. A cgroup's files
// are its interface (the kernel's cgroup-v1 and cgroup-v2 documentation); nothing else is needed.
import { closeSync, existsSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const buffer = Buffer.allocUnsafe(64 * 1024);

/** A cgroup's file: its folder was made whole and normal (path.join), so no join is redone on every call. */
const fileOf = (dir: string, file: string) => `${dir}/${file}`;

/** How long a cgroup may take to empty (or to be removed) once its processes were stopped or died whole. */
const CGROUP_EMPTY_WAIT_MS = 2_000;
const CGROUP_POLL_MS = 10;

/** The period CPU quotas are counted in (v1 cpu.cfs_period_us, v2 cpu.max): 100 ms, the kernel's default. */
export const CPU_PERIOD_US = 100_000;
/** The smallest quota the kernel takes. */
const MIN_CPU_QUOTA_US = 1_000;

/** What the kernel stopped or refused in a run's cgroup. */
export interface CgroupHits {
  /** Processes the OOM killer stopped for going past the memory limit. */
  oomKills: number;
  /** Forks refused at the process limit. */
  refusedForks: number;
}

/** The quota per period that gives `cores` cores' worth of time. */
export function toCpuQuotaUs(cores: number): number {
  return Math.max(MIN_CPU_QUOTA_US, Math.round(cores * CPU_PERIOD_US));
}

export function writeCgroupFile(dir: string, file: string, value: string): void {
  const fd = openSync(fileOf(dir, file), 'w');
  try {
    writeSync(fd, value);
  } finally {
    closeSync(fd);
  }
}

/** The file's text, or '' when it cannot be read (no such controller here, the cgroup is gone). */
export function readCgroupFile(dir: string, file: string): string {
  try {
    return readFileSync(fileOf(dir, file), 'latin1');
  } catch {
    return '';
  }
}

/** Reads a cgroup file's text: '' when it cannot be read. */
export type ReadCgroupFile = (dir: string, file: string) => string;

/** Cgroup files written or read on every run, kept open: one system call each time instead of a path lookup, an open and a close. */
export interface KeptCgroupFiles {
  /** Writes the whole value (a `tasks` or `cgroup.procs` move); throws as writeCgroupFile does. */
  write(dir: string, file: string, value: string): void;
  /** A counter file's text read afresh ('' when it cannot be read). Not for cgroup.procs or tasks: v1 lists their pids once per open file. */
  read: ReadCgroupFile;
  /** Closes every file kept (before the cgroups are removed). */
  close(): void;
}

export function keepCgroupFiles(): KeptCgroupFiles {
  const open = new Map<string, number>();
  const fdOf = (path: string, flags: 'r' | 'w') => {
    const key = `${flags} ${path}`;
    let fd = open.get(key);
    if (fd === undefined) open.set(key, (fd = openSync(path, flags)));
    return fd;
  };
  const drop = (path: string, flags: 'r' | 'w') => {
    const key = `${flags} ${path}`;
    const fd = open.get(key);
    open.delete(key);
    if (fd !== undefined) closeSync(fd);
  };
  return {
    write(dir, file, value) {
      const path = fileOf(dir, file);
      try {
        writeSync(fdOf(path, 'w'), value);
      } catch (error) {
        drop(path, 'w');
        throw error;
      }
    },
    read(dir, file) {
      const path = fileOf(dir, file);
      try {
        return readWhole(fdOf(path, 'r'));
      } catch {
        drop(path, 'r');
        return '';
      }
    },
    close() {
      for (const fd of open.values()) closeSync(fd);
      open.clear();
    },
  };
}

/** The files as plain reads and writes, nothing kept. */
export const UNKEPT_CGROUP_FILES: KeptCgroupFiles = { write: writeCgroupFile, read: readCgroupFile, close() {} };

/** A file's whole text from its start, whatever was read of it before (a counter's file is generated afresh at offset 0). */
function readWhole(fd: number): string {
  let text = '';
  for (let position = 0; ;) {
    const read = readSync(fd, buffer, 0, buffer.length, position);
    text += buffer.toString('latin1', 0, read);
    // A short read is the end (kernfs fills the buffer while there is more): no read to see 0.
    if (read < buffer.length) return text;
    position += read;
  }
}

/** The pids in a cgroup.procs (or tasks) file; read into a kept buffer, as it is read on every scan. */
export function readCgroupPids(dir: string, file = 'cgroup.procs'): number[] {
  let fd: number;
  try {
    fd = openSync(fileOf(dir, file), 'r');
  } catch {
    return [];
  }
  try {
    return readWhole(fd).split('\n').filter(Boolean).map(Number);
  } finally {
    closeSync(fd);
  }
}

/** A number from a flat-keyed file such as memory.events (`oom_kill 2`); 0 when absent. */
export function readKeyedCount(dir: string, file: string, key: string, read: ReadCgroupFile = readCgroupFile): number {
  const match = new RegExp(`^${key} (\\d+)$`, 'm').exec(read(dir, file));
  return match ? Number(match[1]) : 0;
}

export function hasCgroupFile(dir: string, file: string): boolean {
  return existsSync(fileOf(dir, file));
}

/** Checks `done` until it holds (true) or `waitMs` has passed (false): exiting processes take a moment to leave a cgroup. */
export async function pollCgroupUntil(done: () => boolean, waitMs = CGROUP_EMPTY_WAIT_MS): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await sleep(CGROUP_POLL_MS);
  }
  return true;
}
