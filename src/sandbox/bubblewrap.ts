// Linux: a run inside bubblewrap (bwrap), given as an argv, never a shell. The whole file system
// is mounted read-only (or only the system folders and the roots), the writable paths are bound
// over it, /tmp is private (the host's holds other programs' sockets: tmux, X11, ssh agents),
// hidden paths become empty and unreadable, and the run gets its own
// PID namespace (the kernel ends every process in it when the first one exits, and bwrap's
// --die-with-parent ends it when the server dies), its own IPC, no network unless allowed, a
// session of its own (no terminal to inject keystrokes into) and no capabilities, even as root.
// A network that is a list of hosts is no network either: the egress forwarder runs first and
// carries the program's connections over one inherited descriptor to the server's proxy.
import { mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { SpawnFailure } from '../executor/types.js';
import { locateExecutable } from '../executor/find-executable.js';
import { toHostPatterns } from './egress-hosts.js';
import { FORWARDER_PREFIX, STASHED_NODE_OPTIONS } from './egress-forwarder.js';
import { resolveWithSystem, serveEgress } from './egress-proxy.js';
import { isWithin } from './sandbox-policy.js';
import { readStartFailure } from './start-failure.js';
import type { ExtraFd, Sandbox, SandboxPolicy } from './types.js';

/** What a program needs to run at all when only the roots are readable. */
export const SYSTEM_FOLDERS: readonly string[] = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/opt', '/nix/store', '/run/systemd/resolve'];

const ALWAYS = ['--die-with-parent', '--new-session', '--unshare-pid', '--unshare-ipc', '--cap-drop', 'ALL'];

/** The forwarder, built beside the bundle that holds this module (dist/). */
const FORWARDER_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'egress-forwarder.cjs');

/** How a run whose network is a list of hosts starts: this Node runs the forwarder, given the channel's descriptor. */
export interface EgressLaunch {
  node: string;
  forwarder: string;
  fd: number;
}

export function createBubblewrap(path: string, version: string, forwarder = FORWARDER_SCRIPT): Sandbox {
  const node = realpathSync(process.execPath);
  return {
    name: `bubblewrap ${version} (${path})`,
    wrap(command, policy, observer) {
      for (const folder of policy.write) ensureExists(folder);
      if (typeof policy.network === 'boolean') return { program: path, args: bubblewrapArgs(command, policy), diesWhole: true };
      // Extra descriptors are numbered from 3 in the order they are asked for.
      const extraFds: ExtraFd[] = [];
      const egress: EgressLaunch = { node, forwarder, fd: 2 + extraFds.push('pipe') };
      const rules = { patterns: toHostPatterns(policy.network), resolve: resolveWithSystem, onRefused: observer?.refused ?? (() => {}) };
      return {
        program: path,
        args: bubblewrapArgs(command, policy, egress),
        diesWhole: true,
        extraFds,
        attach: (child) => serveEgress(child.stdio[egress.fd] as Duplex, rules),
      };
    },
    startFailureOf,
  };
}

export function bubblewrapArgs(
  { program, args, cwd, env }: { program: string; args: readonly string[]; cwd: string; env: Readonly<Record<string, string>> },
  policy: SandboxPolicy,
  egress?: EgressLaunch,
): string[] {
  const argv = [...ALWAYS];
  if (policy.network !== true) argv.push('--unshare-net');
  const base = policy.read === 'all' ? ['/'] : [...SYSTEM_FOLDERS];
  for (const path of base) argv.push(policy.read === 'all' ? '--ro-bind' : '--ro-bind-try', path, path);
  argv.push('--dev', '/dev', '--proc', '/proc');
  const temp = privateTempFolders(env);
  for (const folder of temp) argv.push('--tmpfs', folder);
  // What the run must see, read-only, where the base does not show it (hidden by a private /tmp,
  // or outside the system folders); then the writable paths. Parents first, so a path inside
  // another stays bound as it should be.
  const shown = (path: string) => base.some((folder) => isWithin(path, folder)) && !temp.some((folder) => isWithin(path, folder));
  // The program itself too, wherever PATH found it (a Node under /tmp, a tool in ~/bin), and with
  // a list of hosts the forwarder and the Node that runs it.
  const located = locateExecutable(program, env, cwd);
  const covered = (path: string) => [...policy.visible, ...policy.write].some((folder) => isWithin(path, folder));
  const needed = [located, egress?.node, egress?.forwarder].filter((path): path is string => path !== undefined && !covered(path));
  const visible = [...policy.visible, ...needed];
  const binds = [
    ...visible.filter((path) => !shown(path) && !policy.write.includes(path)).map((path) => ['--ro-bind', path, path]),
    ...policy.write.map((path) => ['--bind', path, path]),
  ].sort((a, b) => a[1]!.length - b[1]!.length);
  for (const bind of binds) argv.push(...bind);
  const seen = (path: string) => shown(path) || [...visible, ...policy.write].some((folder) => isWithin(path, folder));
  for (const path of policy.hide.filter(seen)) {
    if (isDirectory(path)) argv.push('--perms', '0000', '--tmpfs', path);
    else argv.push('--ro-bind', '/dev/null', path);
  }
  if (egress && env.NODE_OPTIONS !== undefined) argv.push('--unsetenv', 'NODE_OPTIONS', '--setenv', STASHED_NODE_OPTIONS, env.NODE_OPTIONS);
  argv.push('--chdir', cwd, '--');
  if (egress) argv.push(egress.node, egress.forwarder, String(egress.fd), '--');
  argv.push(program, ...args);
  return argv;
}

/** /tmp, and the TMPDIR the program is told about: empty and private to the run. */
function privateTempFolders(env: Readonly<Record<string, string>>): string[] {
  const tmpdir = env.TMPDIR;
  return tmpdir && tmpdir.startsWith('/') && tmpdir !== '/tmp' && isDirectory(tmpdir) ? ['/tmp', tmpdir] : ['/tmp'];
}

/** bwrap's own errors start with "bwrap: " (the egress forwarder's with its prefix) and exit 1, before the program runs. */
function startFailureOf(exitCode: number | null, stderr: string): { kind: SpawnFailure; message: string } | undefined {
  if (exitCode !== 1) return undefined;
  const exec = /^execvp (.*): (No such file or directory|Permission denied)$/;
  return readStartFailure(stderr, 'bwrap: ', exec) ?? readStartFailure(stderr, FORWARDER_PREFIX, exec);
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
