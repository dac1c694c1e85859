import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bubblewrapArgs, createBubblewrap } from './bubblewrap.js';
import type { SandboxPolicy } from './types.js';

const top = mkdtempSync(join(tmpdir(), 'bubblewrap-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));
const root = join(top, 'root');
mkdirSync(join(root, 'keys'), { recursive: true });
writeFileSync(join(root, 'token'), 'x');

const command = { program: 'prog', args: ['--flag', 'a b'], cwd: root, env: { PATH: '/usr/bin' } };
const policy: SandboxPolicy = { network: false, read: 'all', visible: [root], write: [root], hide: [join(root, 'keys'), join(root, 'token')] };

/** The argv as pairs and triples, for readable expectations. */
const joined = (argv: string[]) => argv.join(' ');

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
    const argv = joined(bubblewrapArgs(command, { ...policy, network: ['example.com'] }, egress));
    expect(argv).toContain('--unshare-net');
    expect(argv).toContain(`--ro-bind ${egress.node} ${egress.node}`);
    expect(argv).toContain(`--ro-bind ${egress.forwarder} ${egress.forwarder}`);
    expect(argv).toMatch(new RegExp(`-- ${egress.node} ${egress.forwarder} 3 -- prog --flag a b$`));
  });

  it("a list of hosts: the program's NODE_OPTIONS wait for it, out of the forwarder's way", () => {
    const egress = { node: '/usr/bin/node', forwarder: '/opt/f.cjs', fd: 3 };
    const argv = joined(bubblewrapArgs({ ...command, env: { NODE_OPTIONS: '--inspect' } }, { ...policy, network: ['example.com'] }, egress));
    expect(argv).toContain('--unsetenv NODE_OPTIONS --setenv MCP_WRAP_PROGRAM_NODE_OPTIONS --inspect --chdir');
    expect(joined(bubblewrapArgs({ ...command, env: { NODE_OPTIONS: '--inspect' } }, policy))).not.toContain('NODE_OPTIONS');
  });

  it('binds read-only what must stay visible under the private /tmp, and parents before children', () => {
    const inner = join(root, 'keys');
    const argv = joined(bubblewrapArgs(command, { ...policy, write: [inner], hide: [] }));
    expect(argv).toContain(`--tmpfs /tmp --ro-bind ${root} ${root} --bind ${inner} ${inner} --chdir`);
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

  it('a list of hosts asks for one extra descriptor, served once the child runs', () => {
    const wrapped = createBubblewrap('/usr/bin/bwrap', '0.8.0', '/opt/f.cjs').wrap(command, { ...policy, network: ['example.com'] });
    expect(wrapped.extraFds).toEqual(['pipe']);
    expect(wrapped.args).toEqual(expect.arrayContaining(['/opt/f.cjs', '3']));
    expect(wrapped.attach).toBeTypeOf('function');
    expect(createBubblewrap('/usr/bin/bwrap', '0.8.0').wrap(command, policy).extraFds).toBeUndefined();
  });

  it('creates a missing writable folder before the run', () => {
    const missing = join(top, 'made', 'here');
    createBubblewrap('/usr/bin/bwrap', '0.8.0').wrap(command, { ...policy, write: [missing] });
    expect(() => rmSync(missing, { recursive: false, force: false })).toThrow(/EISDIR|directory/);
  });
});

describe("bwrap's own start failures", () => {
  const { startFailureOf } = createBubblewrap('/usr/bin/bwrap', '0.8.0');
  it('reads them as a spawn failure, and nothing else', () => {
    expect(startFailureOf(1, 'bwrap: execvp nope: No such file or directory\n')).toEqual({ kind: 'notFound', message: 'command "nope" not found on PATH' });
    expect(startFailureOf(1, 'bwrap: execvp ./x: Permission denied\n')).toEqual({ kind: 'notExecutable', message: 'command "./x" is not executable (permission denied)' });
    expect(startFailureOf(1, "bwrap: Can't mount proc on /newroot/proc: Operation not permitted\n")).toMatchObject({ kind: 'sandbox' });
    expect(startFailureOf(2, 'bwrap: execvp nope: No such file or directory\n')).toBeUndefined();
    expect(startFailureOf(1, 'grep: bwrap: No such file\n')).toBeUndefined();
    expect(startFailureOf(1, 'mcp-wrap-egress: execvp nope: No such file or directory\n')).toEqual({ kind: 'notFound', message: 'command "nope" not found on PATH' });
  });
});
