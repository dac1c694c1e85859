// Which OS sandbox works on this machine, found by trying it once: a sandbox that is installed
// can still be refused by the kernel (user namespaces off, a container's seccomp profile).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { locateExecutable } from '../executor/find-executable.js';
import { isShortcutOn } from '../shortcuts.js';
import { bubblewrapArgs } from './bubblewrap-args.js';
import { createBubblewrap } from './bubblewrap.js';
import { encodeCommand, findExecHelper } from './prepared-bubblewrap.js';
import { createSandboxExec, SANDBOX_EXEC } from './sandbox-exec.js';
import type { SandboxAvailability } from './types.js';
import { toUnixSocketFilter } from './unix-socket-filter.js';

const PROBE_TIMEOUT_MS = 5_000;

const INSTALL_BUBBLEWRAP =
  'install bubblewrap (Debian, Ubuntu: apt-get install bubblewrap; Fedora: dnf install bubblewrap; Alpine: apk add bubblewrap; Arch: pacman -S bubblewrap)';
const ALLOW_NAMESPACES =
  'allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1 on older Debian kernels; on Ubuntu 23.10 and later the bubblewrap package brings an AppArmor profile that allows them); in a container, a seccomp profile that allows them (Docker: --security-opt seccomp=unconfined)';
const SERVE_UNSANDBOXED = 'serve with --sandbox off (argument checks and process containment still apply)';

export async function detectSandbox(
  env: Readonly<Record<string, string | undefined>> = process.env,
  platform: NodeJS.Platform = process.platform,
  { keepLayouts = isShortcutOn(env, 'policyCache') }: { keepLayouts?: boolean } = {},
): Promise<SandboxAvailability> {
  if (platform === 'linux') return detectBubblewrap(env, keepLayouts);
  if (platform === 'darwin') return detectSandboxExec();
  return { ok: false, reason: `mcp-wrap has no OS sandbox for ${platform}`, remedy: SERVE_UNSANDBOXED };
}

async function detectBubblewrap(env: Readonly<Record<string, string | undefined>>, keepLayouts: boolean): Promise<SandboxAvailability> {
  const bwrap = locateExecutable('bwrap', env, '/');
  if (!bwrap) return { ok: false, reason: 'bubblewrap (bwrap) is not installed or not on PATH', remedy: `${INSTALL_BUBBLEWRAP}, or ${SERVE_UNSANDBOXED}` };
  // The probe runs as a run does, with the Unix socket filter (read from its stdin here).
  const filter = toUnixSocketFilter(process.arch);
  const truePath = locateExecutable('true', env, '/') ?? '/bin/true';
  const policy = { network: false, read: 'all' as const, visible: [], write: [], protect: [], hide: [], unixSockets: !filter };
  const probe = bubblewrapArgs({ program: truePath, args: [], cwd: '/', env: {} }, policy, filter ? { seccompFd: 0 } : {});
  const helper = findExecHelper();
  const [version, tried, helped] = await Promise.all([
    run(bwrap, ['--version']),
    run(bwrap, probe, filter),
    // A helper built for another machine (a package copied across) or on a noexec mount is left unused.
    helper ? run(helper, ['0'], encodeCommand({}, [truePath])) : undefined,
  ]);
  if (!tried.ok)
    return {
      ok: false,
      reason: `bubblewrap could not create a sandbox here: ${tried.stderr || tried.error}`,
      remedy: `${ALLOW_NAMESPACES}, or ${SERVE_UNSANDBOXED}`,
    };
  const name = version.stdout.replace(/^bubblewrap\s*/, '').trim() || 'unknown version';
  return { ok: true, sandbox: createBubblewrap(bwrap, name, { keepLayouts, ...(helper && helped?.ok && { execHelper: helper }) }) };
}

async function detectSandboxExec(): Promise<SandboxAvailability> {
  if (!existsSync(SANDBOX_EXEC)) return { ok: false, reason: `${SANDBOX_EXEC} is missing`, remedy: SERVE_UNSANDBOXED };
  const tried = await run(SANDBOX_EXEC, ['-p', '(version 1)(allow default)', '/usr/bin/true']);
  if (!tried.ok) return { ok: false, reason: `sandbox-exec could not create a sandbox here: ${tried.stderr || tried.error}`, remedy: SERVE_UNSANDBOXED };
  return { ok: true, sandbox: createSandboxExec() };
}

function run(program: string, args: string[], stdin?: Buffer): Promise<{ ok: boolean; stdout: string; stderr: string; error: string }> {
  return new Promise((resolve) => {
    const child = execFile(program, args, { timeout: PROBE_TIMEOUT_MS, env: { PATH: '/usr/bin:/bin' } }, (error, stdout, stderr) => {
      resolve({ ok: !error, stdout: String(stdout), stderr: String(stderr).trim(), error: error?.message ?? '' });
    });
    child.stdin?.on('error', () => {});
    child.stdin?.end(stdin);
  });
}
