// Linux: a run inside bubblewrap (bwrap), given as an argv, never a shell. The whole file system
// is mounted read-only (or only the system folders and the roots), the writable paths are bound
// over it, /tmp is private (the host's holds other programs' sockets: tmux, X11, ssh agents),
// hidden paths become empty and unreadable, and the run gets its own
// PID namespace (the kernel ends every process in it when the first one exits, and bwrap's
// --die-with-parent ends it when the server dies), its own IPC, no network unless allowed, a
// session of its own (no terminal to inject keystrokes into) and no capabilities, even as root.
import { mkdirSync, statSync } from 'node:fs';
import type { SpawnFailure } from '../executor/types.js';
import { locateExecutable } from '../executor/find-executable.js';
import { isWithin } from './sandbox-policy.js';
import { readStartFailure } from './start-failure.js';
import type { Sandbox, SandboxPolicy } from './types.js';

/** What a program needs to run at all when only the roots are readable. */
export const SYSTEM_FOLDERS: readonly string[] = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/opt', '/nix/store', '/run/systemd/resolve'];

const ALWAYS = ['--die-with-parent', '--new-session', '--unshare-pid', '--unshare-ipc', '--cap-drop', 'ALL'];

export function createBubblewrap(path: string, version: string): Sandbox {
  return {
    name: `bubblewrap ${version} (${path})`,
    wrap(command, policy) {
      for (const folder of policy.write) ensureExists(folder);
      return { program: path, args: bubblewrapArgs(command, policy), diesWhole: true };
    },
    startFailureOf,
  };
}

export function bubblewrapArgs(
  { program, args, cwd, env }: { program: string; args: readonly string[]; cwd: string; env: Readonly<Record<string, string>> },
  policy: SandboxPolicy,
): string[] {
  const argv = [...ALWAYS];
  if (!policy.network) argv.push('--unshare-net');
  const base = policy.read === 'all' ? ['/'] : [...SYSTEM_FOLDERS];
  for (const path of base) argv.push(policy.read === 'all' ? '--ro-bind' : '--ro-bind-try', path, path);
  argv.push('--dev', '/dev', '--proc', '/proc');
  const temp = privateTempFolders(env);
  for (const folder of temp) argv.push('--tmpfs', folder);
  // What the run must see, read-only, where the base does not show it (hidden by a private /tmp,
  // or outside the system folders); then the writable paths. Parents first, so a path inside
  // another stays bound as it should be.
  const shown = (path: string) => base.some((folder) => isWithin(path, folder)) && !temp.some((folder) => isWithin(path, folder));
  // The program itself too, wherever PATH found it (a Node under /tmp, a tool in ~/bin).
  const located = locateExecutable(program, env, cwd);
  const covered = (path: string) => [...policy.visible, ...policy.write].some((folder) => isWithin(path, folder));
  const visible = located && !covered(located) ? [...policy.visible, located] : policy.visible;
  // A visible path inside a writable one is already there, writable (a file the command names in
  // the root); the protected paths inside writable ones are bound read-only over them.
  const writable = (path: string) => policy.write.some((folder) => isWithin(path, folder));
  const binds = [
    ...visible.filter((path) => !shown(path) && !writable(path)).map((path) => ['--ro-bind', path, path]),
    ...policy.write.map((path) => ['--bind', path, path]),
    ...policy.protect.map((path) => ['--ro-bind', path, path]),
  ].sort((a, b) => a[1]!.length - b[1]!.length);
  for (const bind of binds) argv.push(...bind);
  const seen = (path: string) => shown(path) || [...visible, ...policy.write].some((folder) => isWithin(path, folder));
  for (const path of policy.hide.filter(seen)) {
    if (isDirectory(path)) argv.push('--perms', '0000', '--tmpfs', path);
    else argv.push('--ro-bind', '/dev/null', path);
  }
  argv.push('--chdir', cwd, '--', program, ...args);
  return argv;
}

/** /tmp, and the TMPDIR the program is told about: empty and private to the run. */
function privateTempFolders(env: Readonly<Record<string, string>>): string[] {
  const tmpdir = env.TMPDIR;
  return tmpdir && tmpdir.startsWith('/') && tmpdir !== '/tmp' && isDirectory(tmpdir) ? ['/tmp', tmpdir] : ['/tmp'];
}

/** bwrap's own errors start with "bwrap: " and exit 1, before the program runs. */
function startFailureOf(exitCode: number | null, stderr: string): { kind: SpawnFailure; message: string } | undefined {
  return exitCode === 1 ? readStartFailure(stderr, 'bwrap: ', /^execvp (.*): (No such file or directory|Permission denied)$/) : undefined;
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
