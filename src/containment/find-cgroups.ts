// Where this process sits in each cgroup hierarchy mounted here: cgroup v2's unified tree (at
// /sys/fs/cgroup, or /sys/fs/cgroup/unified beside v1 in hybrid mode) and v1's trees, one per
// controller or per co-mounted set. Read from /proc/self/mountinfo and /proc/self/cgroup; whether
// a cgroup can actually be made there is learned by making one (see server-cgroups.ts).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isInside } from '../paths/is-inside.js';

/** The controllers runs are limited or contained with; v1 trees holding none of them are left alone. */
const WANTED_CONTROLLERS = ['memory', 'pids', 'cpu', 'freezer'] as const;

export interface CgroupMount {
  version: 1 | 2;
  /** Where the hierarchy is mounted. */
  mountPoint: string;
  /** Which cgroup of the hierarchy the mount shows at its mount point. */
  root: string;
  /** v1: the controllers bound to the hierarchy (`name=systemd` is none); v2: empty (read from the tree). */
  controllers: string[];
}

/** This process's cgroup in each hierarchy: v1 by controller, v2 apart. */
export interface OwnCgroups {
  v1: Map<string, string>;
  v2?: string;
}

/** One hierarchy and this process's own cgroup in it, as a folder. */
export interface CgroupTree {
  version: 1 | 2;
  /** v1: the wanted controllers bound to this tree; v2: those the own cgroup offers (cgroup.controllers). */
  controllers: string[];
  ownDir: string;
}

/** v1 mount options that name no controller. */
const MOUNT_FLAGS = ['rw', 'ro', 'xattr', 'noprefix', 'clone_children', 'cpuset_v2_mode', 'favordynmods'];

/** mountinfo escapes spaces, tabs, newlines and backslashes in paths as octal (`\040`). */
function unescapeMountPath(path: string): string {
  return path.replace(/\\([0-7]{3})/g, (_all, octal: string) => String.fromCharCode(parseInt(octal, 8)));
}

/** The cgroup mounts of a /proc/<pid>/mountinfo text, first mount of each hierarchy only. */
export function parseCgroupMounts(mountinfo: string): CgroupMount[] {
  const mounts: CgroupMount[] = [];
  const seen = new Set<string>();
  for (const line of mountinfo.split('\n')) {
    const [before, after] = line.split(' - ');
    if (!before || !after) continue;
    const fields = before.split(' ');
    const [fsType, , superOptions = ''] = after.split(' ');
    if ((fsType !== 'cgroup' && fsType !== 'cgroup2') || fields.length < 5) continue;
    // Field 3 names the hierarchy's superblock: a bind mount of the same tree shows it again.
    if (seen.has(fields[2]!)) continue;
    seen.add(fields[2]!);
    const version = fsType === 'cgroup2' ? 2 : 1;
    const controllers = version === 2 ? [] : superOptions.split(',').filter((option) => /^[a-z_]+$/.test(option) && !MOUNT_FLAGS.includes(option));
    mounts.push({ version, mountPoint: unescapeMountPath(fields[4]!), root: unescapeMountPath(fields[3]!), controllers });
  }
  return mounts;
}

/** Parses /proc/<pid>/cgroup lines `id:controllers:path` (v2's line is `0::path`). */
export function parseProcCgroup(text: string): OwnCgroups {
  const own: OwnCgroups = { v1: new Map() };
  for (const line of text.split('\n')) {
    const match = /^(\d+):([^:]*):(.*)$/.exec(line);
    if (!match) continue;
    const [, id, controllers, path] = match;
    if (id === '0' && controllers === '') own.v2 = path!;
    else for (const controller of controllers!.split(',')) own.v1.set(controller, path!);
  }
  return own;
}

/** The folder of `path` in a hierarchy mounted with `mount.root` shown at its mount point; undefined if out of its view. */
function folderOf(mount: CgroupMount, path: string): string | undefined {
  return isInside(path, mount.root) ? join(mount.mountPoint, relative(mount.root, path)) : undefined;
}

/** The trees worth using: v2's, and each v1 tree bound to a wanted controller, with this process's folder in each. */
export function toCgroupTrees(mounts: readonly CgroupMount[], own: OwnCgroups, readControllers: (dir: string) => string[]): CgroupTree[] {
  const trees: CgroupTree[] = [];
  for (const mount of mounts) {
    const wanted = mount.controllers.filter((controller) => (WANTED_CONTROLLERS as readonly string[]).includes(controller));
    const path = mount.version === 2 ? own.v2 : wanted.length > 0 ? own.v1.get(wanted[0]!) : undefined;
    const ownDir = path === undefined ? undefined : folderOf(mount, path);
    if (ownDir === undefined) continue;
    trees.push({ version: mount.version, controllers: mount.version === 2 ? readControllers(ownDir) : wanted, ownDir });
  }
  return trees;
}

function readV2Controllers(dir: string): string[] {
  try {
    return readFileSync(join(dir, 'cgroup.controllers'), 'utf8').split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}

/** This process's cgroup trees (Linux); none where /proc says nothing of cgroups. */
export function findCgroupTrees(): CgroupTree[] {
  try {
    const mounts = parseCgroupMounts(readFileSync('/proc/self/mountinfo', 'utf8'));
    return toCgroupTrees(mounts, parseProcCgroup(readFileSync('/proc/self/cgroup', 'utf8')), readV2Controllers);
  } catch {
    return [];
  }
}
