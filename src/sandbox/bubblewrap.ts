// Linux: a run inside bubblewrap (bwrap), given as an argv, never a shell. The whole file system
// is mounted read-only (or only the system folders and the roots), the writable paths are bound
// over it, /tmp is private (the host's holds other programs' sockets: tmux, X11, ssh agents),
// hidden paths become empty and unreadable, and the run gets its own
// PID namespace (the kernel ends every process in it when the first one exits, and bwrap's
// --die-with-parent ends it when the server dies), its own IPC, no network unless allowed, a
// session of its own (no terminal to inject keystrokes into) and no capabilities, even as root.
// Unless a tool allows them, host Unix sockets are closed by a seccomp filter (see
// unix-socket-filter.ts) that bwrap reads from a pipe before it starts the program. A network that
// is a list of hosts is no network either: the egress forwarder runs first and carries the
// program's connections over one inherited descriptor to the server's proxy.
import { mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Duplex, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import type { SpawnFailure } from '../executor/spawn-failure.js';
import type { Command, ExtraFd } from '../executor/types.js';
import { locateExecutable } from '../executor/find-executable.js';
import { toHostPatterns } from '../definition/host-pattern.js';
import { FORWARDER_PREFIX, STASHED_NODE_OPTIONS } from './egress-forwarder.js';
import { resolveWithSystem, serveEgress } from './egress-proxy.js';
import { PINNED_FOLDERS } from './protected-paths.js';
import { isInside } from '../paths/is-inside.js';
import { readTmpHit } from './limit-hit.js';
import { EXEC_HELPER_PREFIX, WaitingCommand } from './prepared-bubblewrap.js';
import { readStartFailure } from './start-failure.js';
import type { Sandbox, SandboxPolicy } from './types.js';
import { toUnixSocketFilter } from './unix-socket-filter.js';

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

/** The first descriptor after stdin, stdout and stderr: extra fds are numbered from here, in list order. */
const FIRST_EXTRA_FD = 3;

/** The forwarder, built beside the bundle that holds this module (dist/). */
const FORWARDER_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'egress-forwarder.cjs');

/** How a run whose network is a list of hosts starts: this Node runs the forwarder, given the channel's descriptor. */
export interface EgressLaunch {
  node: string;
  forwarder: string;
  fd: number;
}

/** The descriptors bwrap and the forwarder read: the Unix socket filter, the egress channel. */
export interface ExtraChannels {
  seccompFd?: number;
  egress?: EgressLaunch;
}

export interface BubblewrapOptions {
  arch?: string;
  forwarder?: string;
  /** Keep each policy's mounts between runs (a speed shortcut: MCP_WRAP_NO_POLICY_CACHE). */
  keepLayouts?: boolean;
  /** The exec helper that lets a run be prepared ahead of its call (see prepared-bubblewrap.ts); none: runs are not prepared. */
  execHelper?: string;
}

export function createBubblewrap(
  path: string,
  version: string,
  { arch = process.arch, forwarder = FORWARDER_SCRIPT, keepLayouts = true, execHelper }: BubblewrapOptions = {},
): Sandbox {
  const socketFilter = toUnixSocketFilter(arch);
  const layoutOf = keepLayouts ? createLayoutKeeper() : toLayout;
  const sendFilter = (child: ChildProcess) => socketFilter && sendAndClose(child.stdio[FIRST_EXTRA_FD] as Writable, socketFilter);
  let node: string | undefined;
  return {
    name: `bubblewrap ${version} (${path})`,
    ...(!socketFilter && {
      unixSocketsOpen: `Unix sockets: not filtered on ${arch} (mcp-wrap has a seccomp filter for x86_64 and aarch64 only), so every tool can reach the host's sockets it sees`,
    }),
    wrap(command, policy, observer) {
      for (const folder of policy.write) ensureExists(folder);
      const extraFds: ExtraFd[] = [];
      const filter = policy.unixSockets ? undefined : socketFilter;
      const seccompFd = filter && FIRST_EXTRA_FD + extraFds.push('pipe') - 1;
      const egress: EgressLaunch | undefined = Array.isArray(policy.network)
        ? { node: (node ??= realNodePath()), forwarder, fd: FIRST_EXTRA_FD + extraFds.push('pipe') - 1 }
        : undefined;
      const rules = egress && { patterns: toHostPatterns(policy.network as string[]), resolve: resolveWithSystem, onRefused: observer?.refused ?? (() => {}) };
      const attach = (child: ChildProcess) => {
        if (filter && seccompFd !== undefined) sendAndClose(child.stdio[seccompFd] as Writable, filter);
        if (egress && rules) return serveEgress(child.stdio[egress.fd] as Duplex, rules);
        return undefined;
      };
      return {
        command: {
          program: path,
          args: bubblewrapArgs(command, policy, { ...(seccompFd !== undefined && { seccompFd }), ...(egress && { egress }) }, layoutOf),
          cwd: command.cwd,
          env: command.env,
        },
        diesWhole: true,
        ...(extraFds.length > 0 && { extraFds, attach }),
        ...(policy.tmpBytes !== undefined && { limitHitOf: readTmpHit(privateTempFolders(command.env), policy.tmpBytes) }),
      };
    },
    prepare(command, policy) {
      // A list of hosts starts the forwarder before the program: such runs are not prepared.
      if (!execHelper || Array.isArray(policy.network)) return undefined;
      for (const folder of policy.write) ensureExists(folder);
      const filter = policy.unixSockets ? undefined : socketFilter;
      const extraFds: ExtraFd[] = filter ? ['pipe', 'pipe'] : ['pipe'];
      const seccompFd = filter && FIRST_EXTRA_FD;
      const commandFd = extraFds.length - 1;
      const args = sandboxArgs(command, policy, seccompFd === undefined ? {} : { seccompFd }, layoutOf, execHelper);
      args.push(execHelper, String(FIRST_EXTRA_FD + commandFd));
      return {
        command: { program: path, args, cwd: command.cwd, env: {} },
        diesWhole: true,
        extraFds,
        ...(filter && { attach: sendFilter }),
        prepared: new WaitingCommand(args.join('\0'), commandFd, [...(command.prefix ?? []), command.program, ...command.args]),
        ...(policy.tmpBytes !== undefined && { limitHitOf: readTmpHit(privateTempFolders(command.env), policy.tmpBytes) }),
      };
    },
    startFailureOf,
  };
}

export function bubblewrapArgs(command: Command, policy: SandboxPolicy, channels: ExtraChannels = {}, layoutOf: LayoutOf = toLayout): string[] {
  const argv = sandboxArgs(command, policy, channels, layoutOf);
  if (channels.egress) argv.push(channels.egress.node, channels.egress.forwarder, String(channels.egress.fd), '--');
  argv.push(...(command.prefix ?? []), command.program, ...command.args);
  return argv;
}

/** bwrap's options for a run of `command` under `policy`, up to the `--` after which its program goes; `helper`: an executable it must see besides. */
function sandboxArgs(
  { program, cwd, env, prefix = [] }: Command,
  policy: SandboxPolicy,
  { seccompFd, egress }: ExtraChannels = {},
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

function toLayout(policy: SandboxPolicy, temp: readonly string[], located: readonly string[]): Layout {
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
function createLayoutKeeper(): LayoutOf {
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
function privateTempFolders(env: Readonly<Record<string, string>>): string[] {
  const tmpdir = env.TMPDIR;
  return tmpdir && tmpdir.startsWith('/') && tmpdir !== '/tmp' && isDirectory(tmpdir) ? ['/tmp', tmpdir] : ['/tmp'];
}

/** bwrap's own errors start with "bwrap: " (the egress forwarder's with its prefix) and exit 1, before the program runs. */
function startFailureOf(exitCode: number | null, stderr: string): SpawnFailure | undefined {
  if (exitCode !== 1) return undefined;
  const exec = /^execvp (.*): (No such file or directory|Permission denied)$/;
  return readStartFailure(stderr, 'bwrap: ', exec) ?? readStartFailure(stderr, EXEC_HELPER_PREFIX, exec) ?? readStartFailure(stderr, FORWARDER_PREFIX, exec);
}

/** Writes all of `bytes` and ends the pipe; a bwrap that failed before reading it (EPIPE) reports its own error. */
function sendAndClose(pipe: Writable, bytes: Buffer): void {
  pipe.on('error', () => {});
  pipe.end(bytes);
}

function ensureExists(folder: string): void {
  try {
    statSync(folder);
  } catch {
    mkdirSync(folder, { recursive: true });
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** This Node's real path, for the forwarder's bind; its own path when a folder on the way cannot be read (a server run as another user). */
function realNodePath(): string {
  try {
    return realpathSync(process.execPath);
  } catch {
    return process.execPath;
  }
}
