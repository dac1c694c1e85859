// A git worktree registration is inert: git run in that worktree reads the config and hooks of the
// repository's own `.git` folder (protected and pinned), so a new one is left alone after a run, as
// the host's `git worktree add` made while a run went on must be. It is inert when its commondir
// leads back to the `.git` folder holding it; a `.git` file is inert when it leads to such a
// registration. Anything else (a commondir to another folder, a `.git` file to a folder git would
// read whole: its config, its hooks) is what the guard moves aside.
import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, resolve } from 'node:path';

const ADMIN_FILE = /\/\.git\/worktrees\/[^/]+\/(gitdir|commondir)$/;

/** Whether a new protected path is part of a worktree registration that runs nothing. */
export function isInertWorktreeEntry(path: string): boolean {
  const admin = ADMIN_FILE.exec(path);
  if (admin) return admin[1] === 'gitdir' || leadsBackToRepository(dirname(path));
  if (basename(path) !== '.git' || !isFile(path)) return false;
  const target = readText(path)
    ?.match(/^gitdir: (.+)$/m)?.[1]
    ?.trim();
  if (!target) return false;
  const folder = resolveFrom(dirname(path), target);
  return folder !== undefined && /\/\.git\/worktrees\/[^/]+$/.test(folder) && leadsBackToRepository(folder);
}

/** `admin` (a `.git/worktrees/NAME` folder) names, in its commondir, the `.git` folder it lies in. */
function leadsBackToRepository(admin: string): boolean {
  const common = readText(resolve(admin, 'commondir'))?.trim();
  if (!common) return false;
  const repository = realOf(dirname(dirname(admin)));
  return repository !== undefined && resolveFrom(admin, common) === repository;
}

function resolveFrom(folder: string, target: string): string | undefined {
  return realOf(isAbsolute(target) ? target : resolve(folder, target));
}

function realOf(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
