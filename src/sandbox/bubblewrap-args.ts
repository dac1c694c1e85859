// bubblewrap's argv for a run: the whole file system read-only (or only the system folders and
// the roots), the writable paths bound over it, a private /tmp, the protected paths read-only and
// the hidden ones empty, and the namespaces that bubblewrap.ts explains. Mounts up to the hidden
// paths are kept per policy (a speed shortcut); the hidden paths' kinds are read at every run.
import { statSync } from 'node:fs';
import type { Command } from '../executor/types.js';
import { locateExecutable } from '../executor/find-executable.js';
import { isInside } from '../paths/is-inside.js';
import { STASHED_NODE_OPTIONS } from './egress-forwarder.js';
import { PINNED_FOLDERS } from './protected-paths.js';
import type { SandboxPolicy } from './types.js';

/** What a program needs to run at all when only the roots are readable. */
const SYSTEM_FOLDERS: readonly string[] = [
  '/usr',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/etc',
  '/opt',
  '/nix/store',
  '/run/systemd/resolve',
];

const ALWAYS = ['--die-with-parent', '--new-session', '--unshare-pid', '--unshare-ipc', '--cap-drop', 'ALL'];

/** How a run whose network is a list of hosts starts: this Node runs the forwarder, given the channel's descriptor. */
export interface EgressLaunch {
  node: string;
  forwarder: string;
  fd: number;
}

/** The descriptors bwrap and the forwarder use: bwrap's status report, the Unix socket filter, the egress channel. */
export interface ExtraChannels {
  statusFd?: number;
  seccompFd?: number;
  egress?: EgressLaunch;
}

export function bubblewrapArgs(command: Command, policy: SandboxPolicy, channels: ExtraChannels = {}, layoutOf: LayoutOf = toLayout): string[] {
  const argv = sandboxArgs(command, policy, channels, layoutOf);
  if (channels.egress) argv.push(channels.egress.node, channels.egress.forwarder, String(channels.egress.fd), '--');
  argv.push(...(command.prefix ?? []), command.program, ...command.args);
  return argv;
}

/** bwrap's options for a run of `command` under `policy`, up to the `--` after which its program goes; `helper`: an executable it must see besides. */
export function sandboxArgs(
  { program, cwd, env, prefix = [] }: Command,
  policy: SandboxPolicy,
  { statusFd, seccompFd, egress }: ExtraChannels = {},
  layoutOf: LayoutOf = toLayout,
  helper?: string,
): string[] {
  const temp = privateTempFolders(env);
  // The program itself too, wherever PATH found it (a Node under /tmp, a tool in ~/bin), the
  // prefix's program that execs it, and with a list of hosts the forwarder and the Node that runs it.
  const located = [locateExecutable(program, env, cwd), prefix[0], egress?.node, egress?.forwarder, helper].filter((path) => path !== undefined);
  const { mounts, hidden } = layoutOf(policy, temp, located);
  const argv = [...mounts];
  // Read at every run, never kept: a store replaced by a folder of its name stays hidden.
  for (const path of hidden) {
    if (isDirectory(path)) argv.push('--perms', '0000', '--tmpfs', path);
    else argv.push('--ro-bind', '/dev/null', path);
  }
  if (statusFd !== undefined) argv.push('--json-status-fd', String(statusFd));
  if (seccompFd !== undefined) argv.push('--seccomp', String(seccompFd));
  if (egress && env.NODE_OPTIONS !== undefined) argv.push('--unsetenv', 'NODE_OPTIONS', '--setenv', STASHED_NODE_OPTIONS, env.NODE_OPTIONS);
  argv.push('--chdir', cwd, '--');
  return argv;
}

/** A run's mounts up to its hidden paths, and the hidden paths it would see (their kind decides their mount). */
interface Layout {
  mounts: readonly string[];
  hidden: readonly string[];
}

/** The layout of a policy, given the run's private temporary folders and the programs it must see. */
export type LayoutOf = (policy: SandboxPolicy, temp: readonly string[], located: readonly string[]) => Layout;

export function toLayout(policy: SandboxPolicy, temp: readonly string[], located: readonly string[]): Layout {
  const mounts = [...ALWAYS];
  if (policy.network !== true) mounts.push('--unshare-net');
  const base = policy.read === 'all' ? ['/'] : [...SYSTEM_FOLDERS];
  for (const path of base) mounts.push(policy.read === 'all' ? '--ro-bind' : '--ro-bind-try', path, path);
  mounts.push('--dev', '/dev', '--proc', '/proc');
  const size = policy.tmpBytes === undefined ? [] : ['--size', String(policy.tmpBytes)];
  for (const folder of temp) mounts.push(...size, '--tmpfs', folder);
  // What the run must see, read-only, where the base does not show it (hidden by a private /tmp,
  // or outside the system folders); then the writable paths. Parents first, so a path inside
  // another stays bound as it should be.
  const shown = (path: string) => base.some((folder) => isInside(path, folder)) && !temp.some((folder) => isInside(path, folder));
  const covered = (path: string) => [...policy.visible, ...policy.write].some((folder) => isInside(path, folder));
  const visible = [...policy.visible, ...located.filter((path) => !covered(path))];
  // A visible path inside a writable one is already there, writable (a file the command names in
  // the root); the protected paths inside writable ones are bound read-only over them, and the
  // .git folders that hold them onto themselves (pinned: they cannot be renamed or removed).
  const writable = (path: string) => policy.write.some((folder) => isInside(path, folder));
  const binds = [
    ...visible.filter((path) => !shown(path) && !writable(path)).map((path) => ['--ro-bind', path, path]),
    ...policy.write.map((path) => ['--bind', path, path]),
    // `-try`: a protected path moved aside by another run's check since the look before is no error.
    ...pinnedFoldersOf(policy).map((path) => ['--bind-try', path, path]),
    ...policy.protect.map((path) => ['--ro-bind-try', path, path]),
  ].sort((a, b) => a[1]!.length - b[1]!.length);
  for (const bind of binds) mounts.push(...bind);
  const seen = (path: string) => shown(path) || [...visible, ...policy.write].some((folder) => isInside(path, folder));
  return { mounts, hidden: policy.hide.filter(seen) };
}

/** Layouts kept at most (a tool's runs in a few working folders share one each). */
const MAX_KEPT_LAYOUTS = 64;

/** toLayout, each layout kept by what it is built from: a tool's runs mostly differ only in their command. */
export function createLayoutKeeper(): LayoutOf {
  const kept = new Map<string, Layout>();
  return (policy, temp, located) => {
    const { network, read, visible, write, protect, hide, tmpBytes } = policy;
    // String(tmpBytes): JSON would write an Infinity as null, the key of no size limit.
    const key = JSON.stringify([network, read, visible, write, protect, hide, String(tmpBytes), temp, located]);
    let layout = kept.get(key);
    if (!layout) {
      if (kept.size >= MAX_KEPT_LAYOUTS) kept.clear();
      kept.set(key, (layout = toLayout(policy, temp, located)));
    }
    return layout;
  };
}

/** The .git folders that hold protected paths, inside the writable places: bound onto themselves, read-write, so that none can be renamed or removed (see PINNED_FOLDERS). */
function pinnedFoldersOf({ protect, write }: SandboxPolicy): string[] {
  const pinned = new Set<string>();
  for (const path of protect) {
    const segments = path.split('/');
    for (let end = 2; end < segments.length; end++) {
      const folder = segments.slice(0, end).join('/');
      if (PINNED_FOLDERS.has(segments[end - 1]!) && !write.includes(folder) && !protect.includes(folder) && write.some((place) => isInside(folder, place)))
        pinned.add(folder);
    }
  }
  return [...pinned];
}

/** /tmp, and the TMPDIR the program is told about: empty, private to the run, and each as large as limits.tmp. */
export function privateTempFolders(env: Readonly<Record<string, string>>): string[] {
  const tmpdir = env.TMPDIR;
  return tmpdir && tmpdir.startsWith('/') && tmpdir !== '/tmp' && isDirectory(tmpdir) ? ['/tmp', tmpdir] : ['/tmp'];
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
