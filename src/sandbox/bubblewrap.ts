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
// program's connections over one inherited descriptor to the server's proxy. The argv is built in
// bubblewrap-args.ts; `prepare` gives the same run as bwrap with the exec helper waiting for the
// command, to be started before the call (prepared-bubblewrap.ts).
import { mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Duplex, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { SpawnFailure } from '../executor/spawn-failure.js';
import { FIRST_EXTRA_FD } from '../executor/start-run.js';
import type { ExtraFd, RunChild } from '../executor/types.js';
import { toHostPatterns } from '../definition/host-pattern.js';
import { bubblewrapArgs, createLayoutKeeper, privateTempFolders, sandboxArgs, toLayout, type EgressLaunch } from './bubblewrap-args.js';
import { FORWARDER_PREFIX } from './egress-forwarder.js';
import { resolveWithSystem, serveEgress } from './egress-proxy.js';
import { readTmpHit } from './limit-hit.js';
import { EXEC_HELPER_PREFIX, WaitingCommand } from './prepared-bubblewrap.js';
import { readStartFailure } from './start-failure.js';
import type { Sandbox, SandboxPolicy } from './types.js';
import { toUnixSocketFilter } from './unix-socket-filter.js';

/** The forwarder, built beside the bundle that holds this module (dist/). */
const FORWARDER_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'egress-forwarder.cjs');

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
  const sendFilter = (child: RunChild) => socketFilter && sendAndClose(child.stdio[FIRST_EXTRA_FD + 1] as Writable, socketFilter);
  let node: string | undefined;
  return {
    name: `bubblewrap ${version} (${path})`,
    ...(!socketFilter && {
      unixSocketsOpen: `Unix sockets: not filtered on ${arch} (mcp-wrap has a seccomp filter for x86_64 and aarch64 only), so every tool can reach the host's sockets it sees`,
    }),
    wrap(command, policy, observer) {
      for (const folder of policy.write) ensureExists(folder);
      const extraFds: ExtraFd[] = ['report'];
      const filter = policy.unixSockets ? undefined : socketFilter;
      const seccompFd = filter && FIRST_EXTRA_FD + extraFds.push('pipe') - 1;
      const egress: EgressLaunch | undefined = Array.isArray(policy.network)
        ? { node: (node ??= realNodePath()), forwarder, fd: FIRST_EXTRA_FD + extraFds.push('pipe') - 1 }
        : undefined;
      const rules = egress && { patterns: toHostPatterns(policy.network as string[]), resolve: resolveWithSystem, onRefused: observer?.refused ?? (() => {}) };
      const attach = (child: RunChild) => {
        if (filter && seccompFd !== undefined) sendAndClose(child.stdio[seccompFd] as Writable, filter);
        if (egress && rules) return serveEgress(child.stdio[egress.fd] as Duplex, rules);
        return undefined;
      };
      return {
        command: {
          program: path,
          args: bubblewrapArgs(
            command,
            policy,
            { statusFd: FIRST_EXTRA_FD, ...(seccompFd !== undefined && { seccompFd }), ...(egress && { egress }) },
            layoutOf,
          ),
          cwd: command.cwd,
          env: command.env,
        },
        diesWhole: true,
        extraFds,
        reportFd: 0,
        startFailureOf,
        attach,
        ...(egress && { duplexFds: true }),
        ...(policy.tmpBytes !== undefined && { limitHitOf: readTmpHit(privateTempFolders(command.env), policy.tmpBytes) }),
      };
    },
    prepare(command, policy) {
      // A list of hosts starts the forwarder before the program: such runs are not prepared.
      if (!execHelper || Array.isArray(policy.network)) return undefined;
      for (const folder of policy.write) ensureExists(folder);
      const filter = policy.unixSockets ? undefined : socketFilter;
      const extraFds: ExtraFd[] = filter ? ['report', 'pipe', 'pipe'] : ['report', 'pipe'];
      const seccompFd = filter && FIRST_EXTRA_FD + 1;
      const commandFd = extraFds.length - 1;
      const args = sandboxArgs(command, policy, { statusFd: FIRST_EXTRA_FD, ...(seccompFd !== undefined && { seccompFd }) }, layoutOf, execHelper);
      args.push(execHelper, String(FIRST_EXTRA_FD + commandFd));
      return {
        command: { program: path, args, cwd: command.cwd, env: {} },
        diesWhole: true,
        extraFds,
        reportFd: 0,
        startFailureOf,
        ...(filter && { attach: sendFilter }),
        prepared: new WaitingCommand(`${args.join('\0')}\0${identityOf(policy)}`, commandFd, [...(command.prefix ?? []), command.program, ...command.args]),
        ...(policy.tmpBytes !== undefined && { limitHitOf: readTmpHit(privateTempFolders(command.env), policy.tmpBytes) }),
      };
    },
    startFailureOf,
  };
}

/**
 * bwrap's own errors start with "bwrap: " and exit 1, before the program runs; so do the exec
 * helper's and the egress forwarder's, with their prefixes, when they cannot exec it. bwrap's
 * status report (--json-status-fd) gives an exit code only when what it ran was exec'd: then
 * "bwrap: " on stderr is the program's own (a wrapped bwrap or flatpak). Without a report (a run
 * that did not read it), such a line is taken as bwrap's.
 */
function startFailureOf(exitCode: number | null, stderr: string, report?: string): SpawnFailure | undefined {
  if (exitCode !== 1) return undefined;
  const exec = /^execvp (.*): (No such file or directory|Permission denied)$/;
  const execed = report !== undefined && /"exit-code"/.test(report);
  return (
    (execed ? undefined : readStartFailure(stderr, 'bwrap: ', exec)) ??
    readStartFailure(stderr, EXEC_HELPER_PREFIX, exec) ??
    readStartFailure(stderr, FORWARDER_PREFIX, exec)
  );
}

/** Writes all of `bytes` and ends the pipe; a bwrap that failed before reading it (EPIPE) reports its own error. */
function sendAndClose(pipe: Writable, bytes: Buffer): void {
  pipe.on('error', () => {});
  pipe.end(bytes);
}

/** Which folders the run's binds hold (device and inode): one made ahead of a folder since replaced by another of its name would hold the old one. */
function identityOf({ visible, write }: SandboxPolicy): string {
  return [...visible, ...write]
    .map((path) => {
      const stats = statSync(path, { throwIfNoEntry: false });
      return stats ? `${stats.dev}:${stats.ino}` : '-';
    })
    .join(' ');
}

function ensureExists(folder: string): void {
  try {
    statSync(folder);
  } catch {
    mkdirSync(folder, { recursive: true });
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
