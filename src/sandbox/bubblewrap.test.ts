import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { itWith } from '../../test/support/programs.js';
import { locateExecutable } from '../executor/find-executable.js';
import { spawnWithNode } from '../executor/spawn-program.js';
import { bubblewrapArgs } from './bubblewrap-args.js';
import { createBubblewrap } from './bubblewrap.js';
import { toUnixSocketFilter } from './unix-socket-filter.js';
import type { SandboxPolicy } from './types.js';

const top = mkdtempSync(join(tmpdir(), 'bubblewrap-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));
const root = join(top, 'root');
mkdirSync(join(root, 'keys'), { recursive: true });
writeFileSync(join(root, 'token'), 'x');

const command = { program: 'prog', args: ['--flag', 'a b'], cwd: root, env: { PATH: '/usr/bin' } as Record<string, string> };
const policy: SandboxPolicy = {
  network: false,
  read: 'all',
  visible: [root],
  write: [root],
  protect: [],
  hide: [join(root, 'keys'), join(root, 'token')],
  unixSockets: true,
};

/** The argv as pairs and triples, for readable expectations. */
const joined = (argv: readonly string[]) => argv.join(' ');

describe('bubblewrapArgs', () => {
  it('a read-only file system with a private /tmp, the writable paths bound over it, then the hidden ones, then the command as given', () => {
    expect(joined(bubblewrapArgs(command, policy))).toBe(
      [
        '--die-with-parent --new-session --unshare-pid --unshare-ipc --cap-drop ALL --unshare-net',
        '--ro-bind / / --dev /dev --proc /proc --tmpfs /tmp',
        `--bind ${root} ${root}`,
        `--perms 0000 --tmpfs ${root}/keys --ro-bind /dev/null ${root}/token`,
        `--chdir ${root} -- prog --flag a b`,
      ].join(' '),
    );
  });

  it('keeps the network when allowed', () => {
    expect(bubblewrapArgs(command, { ...policy, network: true })).not.toContain('--unshare-net');
  });

  it('a list of hosts: no network of its own, and the forwarder first, on its descriptor, with what it needs visible', () => {
    const egress = { node: join(top, 'node'), forwarder: join(top, 'dist', 'egress-forwarder.cjs'), fd: 3 };
    const argv = joined(bubblewrapArgs(command, { ...policy, network: ['example.com'] }, { egress }));
    expect(argv).toContain('--unshare-net');
    expect(argv).toContain(`--ro-bind ${egress.node} ${egress.node}`);
    expect(argv).toContain(`--ro-bind ${egress.forwarder} ${egress.forwarder}`);
    expect(argv).toMatch(new RegExp(`-- ${egress.node} ${egress.forwarder} 3 -- prog --flag a b$`));
  });

  it("a list of hosts: the program's NODE_OPTIONS wait for it, out of the forwarder's way", () => {
    const egress = { node: '/usr/bin/node', forwarder: '/opt/f.cjs', fd: 3 };
    const argv = joined(bubblewrapArgs({ ...command, env: { NODE_OPTIONS: '--inspect' } }, { ...policy, network: ['example.com'] }, { egress }));
    expect(argv).toContain('--unsetenv NODE_OPTIONS --setenv MCP_WRAP_PROGRAM_NODE_OPTIONS --inspect --chdir');
    expect(joined(bubblewrapArgs({ ...command, env: { NODE_OPTIONS: '--inspect' } }, policy))).not.toContain('NODE_OPTIONS');
  });

  it('binds read-only what must stay visible under the private /tmp, and parents before children', () => {
    const inner = join(root, 'keys');
    const argv = joined(bubblewrapArgs(command, { ...policy, write: [inner], hide: [] }));
    expect(argv).toContain(`--tmpfs /tmp --ro-bind ${root} ${root} --bind ${inner} ${inner} --chdir`);
  });

  it('a path the command names inside a writable folder stays writable (not bound again read-only)', () => {
    const named = join(root, 'token');
    const argv = joined(bubblewrapArgs(command, { ...policy, visible: [root, named], hide: [] }));
    expect(argv).not.toContain(`--ro-bind ${named}`);
    expect(argv).toContain(`--bind ${root} ${root} --chdir`);
  });

  it('binds the protected paths read-only over the writable folders that hold them, before the hidden ones', () => {
    const hooks = join(root, '.git', 'hooks');
    const argv = joined(bubblewrapArgs(command, { ...policy, protect: [hooks, join(root, 'keys')] }));
    expect(argv).toContain(
      `--bind ${root} ${root} --bind-try ${root}/.git ${root}/.git --ro-bind-try ${join(root, 'keys')} ${join(root, 'keys')} --ro-bind-try ${hooks} ${hooks} --perms 0000 --tmpfs ${root}/keys`,
    );
  });

  it('pins each .git folder that holds a protected path (bound onto itself, read-write) under its read-only parts', () => {
    const [config, hooks, inner] = [join(root, '.git', 'config'), join(root, '.git', 'hooks'), join(root, 'sub', '.git', 'modules', 'm', 'config')];
    const argv = joined(bubblewrapArgs(command, { ...policy, protect: [config, hooks, inner, join(root, '.envrc')] }));
    const git = join(root, '.git');
    expect(argv).toContain(`--bind ${root} ${root} --bind-try ${git} ${git} --ro-bind-try ${join(root, '.envrc')}`);
    expect(argv).toContain(`--ro-bind-try ${config} ${config}`);
    expect(argv).toContain(`--bind-try ${join(root, 'sub', '.git')} ${join(root, 'sub', '.git')}`);
    expect(argv.split(`--bind-try ${git} `)).toHaveLength(2);
  });

  it('read: roots shows the system folders (when present), the roots, and the program where it lives', () => {
    mkdirSync(join(top, 'bin'), { recursive: true });
    const program = join(top, 'bin', 'tool.sh');
    writeFileSync(program, '#!/bin/sh\n', { mode: 0o755 });
    const argv = joined(bubblewrapArgs({ ...command, program }, { ...policy, read: 'roots', write: [] }));
    expect(argv).toContain('--ro-bind-try /usr /usr --ro-bind-try /bin /bin');
    expect(argv).toContain(`--ro-bind ${program} ${program}`);
    expect(argv).toContain(`--ro-bind ${root} ${root}`);
    expect(argv).not.toContain('--ro-bind / /');
  });

  it('keeps a program found on PATH under the private /tmp visible (a Node unpacked there)', () => {
    mkdirSync(join(top, 'node', 'bin'), { recursive: true });
    const node = join(top, 'node', 'bin', 'mynode');
    writeFileSync(node, '#!/bin/sh\n', { mode: 0o755 });
    const argv = joined(bubblewrapArgs({ ...command, program: 'mynode', env: { PATH: `${join(top, 'node', 'bin')}:/usr/bin` } }, policy));
    expect(argv).toContain(`--ro-bind ${node} ${node}`);
    expect(argv).toMatch(/-- mynode --flag a b$/);
  });

  it('a hidden path that nothing shows is left alone (bwrap would create it)', () => {
    const argv = bubblewrapArgs(command, { ...policy, read: 'roots', write: [], hide: ['/srv/elsewhere/.ssh'] });
    expect(argv).not.toContain('/srv/elsewhere/.ssh');
  });

  it('a private TMPDIR too, when the program is told about one', () => {
    expect(joined(bubblewrapArgs({ ...command, env: { TMPDIR: top } }, policy))).toContain(`--tmpfs /tmp --tmpfs ${top}`);
  });

  it('limits.tmp sizes each private temporary folder, and only those', () => {
    const argv = joined(bubblewrapArgs({ ...command, env: { TMPDIR: top } }, { ...policy, tmpBytes: 1024 }));
    expect(argv).toContain(`--size 1024 --tmpfs /tmp --size 1024 --tmpfs ${top}`);
    expect(argv).toContain(`--perms 0000 --tmpfs ${root}/keys`);
  });

  it('runs a prefix inside the sandbox, before the program, and keeps its program visible', () => {
    const prefix = ['/srv/util-linux/prlimit', '--nofile=64', '--'];
    const argv = joined(bubblewrapArgs({ ...command, prefix }, { ...policy, read: 'roots', write: [] }));
    expect(argv).toContain('--ro-bind /srv/util-linux/prlimit /srv/util-linux/prlimit');
    expect(argv).toMatch(/ -- \/srv\/util-linux\/prlimit --nofile=64 -- prog --flag a b$/);
  });

  it('reads the Unix socket filter from the fd it is given, before the command', () => {
    expect(joined(bubblewrapArgs(command, policy, { seccompFd: 5 }))).toMatch(/--seccomp 5 --chdir \S+ -- prog --flag a b$/);
  });

  it('closes host Unix sockets unless the tool allows them: a pipe for the filter, written and ended once the child runs', () => {
    const bubblewrap = createBubblewrap('/usr/bin/bwrap', '0.8.0', { arch: 'x64' });
    const closed = bubblewrap.wrap(command, { ...policy, unixSockets: false });
    expect(closed.extraFds).toEqual(['report', 'pipe']);
    expect(joined(closed.command.args)).toContain('--json-status-fd 3 --seccomp 4 --chdir');
    const pipe = new PassThrough();
    closed.attach!({ stdio: [null, null, null, new PassThrough(), pipe] } as unknown as ChildProcess);
    expect(pipe.read()).toEqual(toUnixSocketFilter('x64'));
    expect(pipe.writableEnded).toBe(true);
    const open = bubblewrap.wrap(command, { ...policy, unixSockets: true });
    expect([open.extraFds, open.command.args.includes('--seccomp')]).toEqual([['report'], false]);
    expect(bubblewrap.unixSocketsOpen).toBeUndefined();
  });

  it('where it has no filter for the architecture, runs without one and says so', () => {
    const bubblewrap = createBubblewrap('/usr/bin/bwrap', '0.8.0', { arch: 'ppc64' });
    expect(bubblewrap.wrap(command, { ...policy, unixSockets: false }).command.args).not.toContain('--seccomp');
    expect(bubblewrap.unixSocketsOpen).toMatch(/^Unix sockets: not filtered on ppc64/);
  });

  it("a list of hosts asks for one extra descriptor after bwrap's status report, served once the child runs", () => {
    const wrapped = createBubblewrap('/usr/bin/bwrap', '0.8.0', { forwarder: '/opt/f.cjs' }).wrap(command, { ...policy, network: ['example.com'] });
    expect(wrapped.extraFds).toEqual(['report', 'pipe']);
    expect(wrapped.command.args).toEqual(expect.arrayContaining(['/opt/f.cjs', '4']));
    expect(wrapped.attach).toBeTypeOf('function');
    expect(createBubblewrap('/usr/bin/bwrap', '0.8.0').wrap(command, policy).extraFds).toEqual(['report']);
  });

  it.each([true, false])("keeps a policy's mounts between runs (%s) but reads each hidden path's kind at every run", (keepLayouts) => {
    const place = join(top, `kinds-${keepLayouts}`);
    const store = join(place, 'store');
    mkdirSync(place);
    writeFileSync(store, 'secret');
    const kindsPolicy = { ...policy, write: [place], visible: [place], hide: [store] };
    const bubblewrap = createBubblewrap('/usr/bin/bwrap', '0.8.0', { keepLayouts });
    const argsOf = (given: SandboxPolicy, run: Partial<typeof command> & { prefix?: string[] } = {}) =>
      joined(bubblewrap.wrap({ ...command, cwd: place, ...run }, given).command.args);
    expect(argsOf(kindsPolicy)).toContain(`--ro-bind /dev/null ${store}`);
    rmSync(store);
    mkdirSync(store);
    expect(argsOf(kindsPolicy)).toContain(`--perms 0000 --tmpfs ${store}`);
    // Any part of the policy that changes gives other mounts.
    const other = join(top, `other-${keepLayouts}`);
    expect(argsOf({ ...kindsPolicy, write: [place, other] })).toContain(`--bind ${other} ${other}`);
    expect(argsOf({ ...kindsPolicy, protect: [join(place, '.bashrc')] })).toContain(`--ro-bind-try ${join(place, '.bashrc')}`);
    expect(argsOf({ ...kindsPolicy, read: 'roots' })).toContain('--ro-bind-try /usr /usr');
    expect(argsOf({ ...kindsPolicy, tmpBytes: 1024 })).toContain('--size 1024 --tmpfs /tmp');
    expect(argsOf(kindsPolicy)).not.toContain('--size');
    expect(argsOf({ ...kindsPolicy, network: true })).not.toContain('--unshare-net');
    expect(argsOf(kindsPolicy)).toContain('--unshare-net');
    const second = join(place, 'second');
    writeFileSync(second, 'secret');
    expect(argsOf({ ...kindsPolicy, hide: [store, second] })).toContain(`--ro-bind /dev/null ${second}`);
    const shown = join(top, `shown-${keepLayouts}`);
    expect(argsOf({ ...kindsPolicy, visible: [place, shown] })).toContain(`--ro-bind ${shown} ${shown}`);
    // What the run's command brings: its own TMPDIR, its program and its prefix's, wherever they are.
    const temp = join(top, `temp-${keepLayouts}`);
    mkdirSync(temp);
    expect(argsOf(kindsPolicy, { env: { PATH: '/usr/bin', TMPDIR: temp } })).toContain(`--tmpfs /tmp --tmpfs ${temp}`);
    const tools = join(top, `tools-${keepLayouts}`);
    mkdirSync(tools);
    writeFileSync(join(tools, 'prog'), '', { mode: 0o755 });
    expect(argsOf(kindsPolicy, { env: { PATH: tools } })).toContain(`--ro-bind ${join(tools, 'prog')} ${join(tools, 'prog')}`);
    expect(argsOf(kindsPolicy, { prefix: [join(tools, 'launcher')] })).toContain(`--ro-bind ${join(tools, 'launcher')} ${join(tools, 'launcher')}`);
  });

  it('creates a missing writable folder before the run', () => {
    const missing = join(top, 'made', 'here');
    createBubblewrap('/usr/bin/bwrap', '0.8.0').wrap(command, { ...policy, write: [missing] });
    expect(() => rmSync(missing, { recursive: false, force: false })).toThrow(/EISDIR|directory/);
  });
});

describe('a full private /tmp', () => {
  const bubblewrap = createBubblewrap('/usr/bin/bwrap', '0.8.0');
  it('is read as the tmp limit where limits.tmp sizes it, and not otherwise', () => {
    const stderr = "dd: error writing '/tmp/x': No space left on device\n";
    const sized = bubblewrap.wrap(command, { ...policy, write: [], tmpBytes: 64 * 1024 ** 2 });
    expect(sized.limitHitOf?.({ exitCode: 1, signal: null }, stderr)).toEqual({
      key: 'tmp',
      value: '64MiB',
      detail: 'the private /tmp is full ("No space left on device")',
    });
    expect(bubblewrap.wrap(command, { ...policy, write: [] }).limitHitOf).toBeUndefined();
  });
});

describe("bwrap's own start failures", () => {
  const { startFailureOf } = createBubblewrap('/usr/bin/bwrap', '0.8.0');
  it('reads them as a spawn failure, and nothing else', () => {
    expect(startFailureOf(1, 'bwrap: execvp nope: No such file or directory\n')).toEqual({ kind: 'notFound', message: 'command "nope" not found on PATH' });
    expect(startFailureOf(1, 'bwrap: execvp ./x: Permission denied\n')).toEqual({
      kind: 'notExecutable',
      message: 'command "./x" is not executable (permission denied)',
    });
    expect(startFailureOf(1, "bwrap: Can't mount proc on /newroot/proc: Operation not permitted\n")).toMatchObject({ kind: 'sandbox' });
    expect(startFailureOf(2, 'bwrap: execvp nope: No such file or directory\n')).toBeUndefined();
    expect(startFailureOf(1, 'grep: bwrap: No such file\n')).toBeUndefined();
    expect(startFailureOf(1, 'mcp-wrap-egress: execvp nope: No such file or directory\n')).toEqual({
      kind: 'notFound',
      message: 'command "nope" not found on PATH',
    });
  });

  it("once bwrap's status report says what it ran was exec'd, takes its words as the program's own (a wrapped bwrap or flatpak)", () => {
    const setUp = '{ "child-pid": 7, "mnt-namespace": 4026532174 }\n';
    const ran = `${setUp}{ "exit-code": 1 }\n`;
    expect(startFailureOf(1, 'bwrap: Unknown option --tmpfs\n', ran)).toBeUndefined();
    expect(startFailureOf(1, 'bwrap: execvp nope: No such file or directory\n', ran)).toBeUndefined();
    expect(startFailureOf(1, "bwrap: Can't find source path /gone: No such file or directory\n", setUp)).toMatchObject({ kind: 'sandbox' });
    expect(startFailureOf(1, 'bwrap: execvp nope: No such file or directory\n', setUp)).toMatchObject({ kind: 'notFound' });
    // The exec helper and the forwarder are what bwrap exec'd: their failure to exec the program still is one.
    expect(startFailureOf(1, 'mcp-wrap-exec: execvp nope: No such file or directory\n', ran)).toMatchObject({ kind: 'notFound' });
    expect(startFailureOf(1, 'mcp-wrap-egress: execvp nope: No such file or directory\n', ran)).toMatchObject({ kind: 'notFound' });
  });
});

describe('the Unix socket filter, run by the real bwrap', () => {
  // Each attempt prints its errno name, or "ok".
  const attempts = [
    'import socket, errno',
    'def attempt(make):',
    '    try: make(); return "ok"',
    '    except OSError as error: return errno.errorcode[error.errno]',
    'import ctypes, os',
    'libc = ctypes.CDLL(None, use_errno=True)',
    'def ring():',
    '    params = ctypes.create_string_buffer(120)',
    '    fd = libc.syscall(425, 4, params)', // io_uring_setup (x86_64 and aarch64 alike)
    '    if fd < 0: raise OSError(ctypes.get_errno(), "io_uring_setup")',
    '    os.close(fd)',
    'print(attempt(lambda: socket.socket(socket.AF_UNIX)), attempt(lambda: socket.socket(socket.AF_INET)),',
    '      attempt(lambda: socket.socketpair()), attempt(lambda: socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)),',
    '      attempt(lambda: socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)), attempt(ring))',
  ].join('\n');
  const run = async (unixSockets: boolean) => {
    const wrapped = createBubblewrap(locateExecutable('bwrap', process.env, '/')!, '0.8.0').wrap(
      { ...command, program: 'python3', args: ['-c', attempts], env: { PATH: process.env.PATH! } },
      { ...policy, unixSockets },
    );
    const child = spawnWithNode(
      { ...wrapped.command, cwd: root, env: { PATH: process.env.PATH! } },
      { pipeStdin: false, ...(wrapped.extraFds && { extraFds: wrapped.extraFds }) },
    );
    wrapped.attach?.(child);
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.resume();
    await new Promise((resolve) => child.on('close', resolve));
    return stdout.trim();
  };

  itWith(
    ['bwrap', 'python3'],
    'socket(AF_UNIX), datagram pairs and io_uring fail with EPERM; AF_INET, stream and packet pairs work; unixSockets: true lifts it',
    async () => {
      expect(await run(false)).toBe('EPERM ok ok ok EPERM EPERM');
      expect(await run(true)).toBe('ok ok ok ok ok ok');
    },
  );
});
