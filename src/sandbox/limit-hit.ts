// Which per-run limit stopped a failed run, read only where it is clear: a limit that was set for
// the run, and the signal or the error message the kernel gives when it is reached. Anything
// less certain is left to the program's own words (and the sandbox's note).
import { describeSize } from '../definition/units.js';
import type { LimitHitReader } from '../executor/types.js';

/** SIGXFSZ's number on Linux: a shell or bwrap between the server and the program reports its death as exit code 128 + 25. */
const SIGXFSZ_EXIT_CODE = 128 + 25;

const FILE_TOO_LARGE = /file too large|\bEFBIG\b/i;
const TOO_MANY_OPEN_FILES = /too many open files(?! in system)|\bEMFILE\b/i;
const CANNOT_FORK = /cannot fork|\bfork\b.*resource temporarily unavailable|\bspawn(?:Sync)?(?: \S+)? EAGAIN\b/i;
/** A full file system, in a program's words or errno's. */
export const NO_SPACE = /no space left on device|\bENOSPC\b/i;

/** The rlimits prlimit set for the run (fileSize in bytes). */
export interface AppliedRlimits {
  fileSizeBytes?: number;
  openFiles?: number;
  processes?: number;
}

/** Reads the rlimit that stopped a run: SIGXFSZ (or 128 + its number), EFBIG, EMFILE, a refused fork. */
export function readRlimitHit(applied: AppliedRlimits): LimitHitReader {
  return ({ exitCode, signal }, stderr) => {
    const { fileSizeBytes, openFiles, processes } = applied;
    if (fileSizeBytes !== undefined) {
      const value = describeSize(fileSizeBytes);
      if (signal === 'SIGXFSZ' || exitCode === SIGXFSZ_EXIT_CODE)
        return { key: 'fileSize', value, detail: 'the program was stopped when it wrote past it (SIGXFSZ)' };
      if (FILE_TOO_LARGE.test(stderr)) return { key: 'fileSize', value, detail: 'a write past it failed ("File too large")' };
    }
    if (openFiles !== undefined && TOO_MANY_OPEN_FILES.test(stderr)) {
      return { key: 'openFiles', value: String(openFiles), detail: 'opening one more file failed ("Too many open files")' };
    }
    if (processes !== undefined && CANNOT_FORK.test(stderr)) {
      return { key: 'processes', value: String(processes), detail: 'starting one more process failed ("Resource temporarily unavailable")' };
    }
    return undefined;
  };
}

/** Reads a full private temporary folder: "No space left on device" said about a path inside one of `folders`. */
export function readTmpHit(folders: readonly string[], tmpBytes: number): LimitHitReader {
  return (_ending, stderr) => {
    if (!NO_SPACE.test(stderr)) return undefined;
    const full = folders.find((folder) => mentionsPath(stderr, folder));
    return full === undefined ? undefined : { key: 'tmp', value: describeSize(tmpBytes), detail: `the private ${full} is full ("No space left on device")` };
  };
}

/** True when `text` names `folder` or a path inside it (not /var/tmp for /tmp, nor /tmpfoo). */
function mentionsPath(text: string, folder: string): boolean {
  const isNameCharacter = (character: string | undefined) => character !== undefined && /[\w.-]/.test(character);
  for (let at = text.indexOf(folder); at !== -1; at = text.indexOf(folder, at + 1)) {
    if (!isNameCharacter(text[at - 1]) && !isNameCharacter(text[at + folder.length])) return true;
  }
  return false;
}
