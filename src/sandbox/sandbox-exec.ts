// macOS: a run under sandbox-exec with a profile generated from the policy (Seatbelt's SBPL, where
// a later rule wins over an earlier one), passed as an argument, never through a shell. Unlike
// Linux, macOS gives no private /tmp or PID namespace: the temporary folders stay readable and
// writable, and process trees are stopped by containment as without a sandbox. Not run here (no macOS): the profile is unit-tested.
import type { SpawnFailure } from '../executor/spawn-failure.js';
import { readStartFailure } from './start-failure.js';
import type { Sandbox, SandboxPolicy } from './types.js';

export const SANDBOX_EXEC = '/usr/bin/sandbox-exec';

const MAC_SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/System', '/Library', '/private/etc', '/private/var/db', '/opt/homebrew', '/dev'];
const MAC_TEMP_FOLDERS = ['/private/tmp', '/private/var/folders'];
const UNIX_SOCKETS_CLOSED = '(deny network-outbound (remote unix-socket))';
const UNIX_SOCKETS_OPEN = ['(allow network-outbound (remote unix-socket))', '(allow network-bind network-inbound (local unix-socket))'];
const DEVICES = ['(literal "/dev/null")', '(literal "/dev/zero")', '(regex #"^/dev/fd/")', '(regex #"^/dev/tty")'];

export function createSandboxExec(): Sandbox {
  return {
    name: `sandbox-exec (${SANDBOX_EXEC})`,
    wrap: ({ program, args, cwd, env, prefix = [] }, policy) => ({
      command: { program: SANDBOX_EXEC, args: ['-p', seatbeltProfile(policy), ...prefix, program, ...args], cwd, env },
      diesWhole: false,
      startFailureOf,
    }),
    startFailureOf,
  };
}

export function seatbeltProfile(policy: SandboxPolicy): string {
  const subpaths = (paths: readonly string[]) => paths.map((path) => `(subpath ${quote(path)})`).join(' ');
  const lines = ['(version 1)', '(allow default)'];
  // A list of hosts is no network here: the egress proxy is reached only from bubblewrap's sandboxes.
  const network = policy.network === true;
  if (!network) lines.push('(deny network*)');
  // `network*` covers Unix sockets too: without the network they are closed unless allowed back.
  if (!policy.unixSockets && network) lines.push(UNIX_SOCKETS_CLOSED);
  if (policy.unixSockets && !network) lines.push(...UNIX_SOCKETS_OPEN);
  if (policy.read !== 'all') {
    lines.push(
      '(deny file-read*)',
      `(allow file-read* (literal "/") ${subpaths([...MAC_SYSTEM_FOLDERS, ...MAC_TEMP_FOLDERS, ...policy.visible, ...policy.write])})`,
      '(allow file-read-metadata)',
    );
  }
  lines.push('(deny file-write*)', `(allow file-write* ${[subpaths([...policy.write, ...MAC_TEMP_FOLDERS]), ...DEVICES].join(' ')})`);
  if (policy.protect.length > 0) lines.push(`(deny file-write* ${subpaths(policy.protect)})`);
  if (policy.hide.length > 0) lines.push(`(deny file-read* file-write* ${subpaths(policy.hide)})`);
  return lines.join('\n');
}

/** An SBPL string literal. */
function quote(path: string): string {
  return `"${path.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function startFailureOf(exitCode: number | null, stderr: string): SpawnFailure | undefined {
  return exitCode === 0
    ? undefined
    : readStartFailure(stderr, 'sandbox-exec: ', /^execvp\(\) of '(.*)' failed: (No such file or directory|Permission denied)$/);
}
