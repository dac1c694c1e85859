import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { bubblewrapArgs } from './bubblewrap-args.js';
import { createBubblewrap } from './bubblewrap.js';
import { encodeCommand, findExecHelper } from './prepared-bubblewrap.js';
import type { SandboxPolicy } from './types.js';
import { toUnixSocketFilter } from './unix-socket-filter.js';

const top = mkdtempSync(join(tmpdir(), 'prepared-bubblewrap-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));
const helper = '/opt/mcp-wrap/dist/exec-helper-linux-x64';
const command = {
  program: 'prog',
  args: ['--flag', 'a b'],
  cwd: top,
  env: { PATH: '/usr/bin', SECRET_NOTE: 'x' },
  prefix: ['/usr/bin/prlimit', '--fsize=10', '--'],
};
const policy: SandboxPolicy = { network: false, read: 'all', visible: [top], write: [top], protect: [], hide: [], unixSockets: true };

describe('encodeCommand', () => {
  it.each([
    [{}, ['true'], '0\0true\0'],
    [{ A: '1', B: 'x=y' }, ['prog', '', 'a b'], '2\0A=1\0B=x=y\0prog\0\0a b\0'],
  ])('%o %o', (env, argv, encoded) => {
    expect(encodeCommand(env, argv).toString()).toBe(encoded);
  });
});

describe('findExecHelper', () => {
  it('finds the helper built for the architecture beside the bundle, or none', () => {
    writeFileSync(join(top, 'exec-helper-linux-arm64'), '');
    expect(findExecHelper('arm64', top)).toBe(join(top, 'exec-helper-linux-arm64'));
    expect(findExecHelper('x64', top)).toBeUndefined();
  });
});

describe('a bubblewrap run prepared ahead', () => {
  const bubblewrap = createBubblewrap('/usr/bin/bwrap', '0.8.0', { arch: 'x64', execHelper: helper });

  it('is bwrap set up as for the run, its program the helper waiting on the next descriptor, with an environment of its own', () => {
    const launch = bubblewrap.prepare!(command, policy)!;
    const fresh = bubblewrapArgs(command, policy, { statusFd: 3 });
    const options = fresh.slice(0, fresh.indexOf('--') + 1);
    expect(launch.command).toEqual({ program: '/usr/bin/bwrap', args: [...options, helper, '4'], cwd: top, env: {} });
    expect([launch.extraFds, launch.reportFd, launch.attach, launch.diesWhole]).toEqual([['report', 'pipe'], 0, undefined, true]);
    expect(launch.prepared!.key.startsWith(`${launch.command.args.join('\0')}\0`)).toBe(true);
    expect(launch.prepared!.commandFd).toBe(1);
    expect(launch.prepared!.toCommand({ PATH: '/bin' }).toString()).toBe('1\0PATH=/bin\0/usr/bin/prlimit\0--fsize=10\0--\0prog\0--flag\0a b\0');
  });

  it("with the Unix socket filter: bwrap's status on descriptor 3, the filter on 4, written once the child runs, and the command on 5", () => {
    const launch = bubblewrap.prepare!(command, { ...policy, unixSockets: false })!;
    expect(launch.extraFds).toEqual(['report', 'pipe', 'pipe']);
    expect(launch.command.args.join(' ')).toMatch(new RegExp(`--json-status-fd 3 --seccomp 4 --chdir ${top} -- ${helper} 5$`));
    expect(launch.prepared!.commandFd).toBe(2);
    const pipe = new PassThrough();
    launch.attach!({ stdio: [null, null, null, new PassThrough(), pipe, new PassThrough()] } as unknown as ChildProcess);
    expect(pipe.read()).toEqual(toUnixSocketFilter('x64'));
  });

  it('keys runs by their whole set-up: another folder, another hidden path or a wider policy is another key; other arguments are not', () => {
    const key = (run: typeof command, runPolicy: SandboxPolicy) => bubblewrap.prepare!(run, runPolicy)!.prepared!.key;
    const base = key(command, policy);
    expect(key({ ...command, args: ['other'] }, policy)).toBe(base);
    expect(key({ ...command, cwd: '/' }, policy)).not.toBe(base);
    expect(key(command, { ...policy, network: true })).not.toBe(base);
    expect(key(command, { ...policy, hide: ['/etc/shadow'] })).not.toBe(base);
  });

  it('keys runs by the folders they bind too: a root replaced by another folder of its name is another key', () => {
    const root = join(top, 'replaced');
    mkdirSync(root);
    const rootPolicy = { ...policy, visible: [root], write: [root] };
    const before = bubblewrap.prepare!(command, rootPolicy)!.prepared!.key;
    expect(bubblewrap.prepare!(command, rootPolicy)!.prepared!.key).toBe(before);
    renameSync(root, `${root}.old`);
    mkdirSync(root);
    expect(bubblewrap.prepare!(command, rootPolicy)!.prepared!.key).not.toBe(before);
  });

  it('is not offered for a list of hosts (the forwarder starts first), nor without a helper', () => {
    expect(bubblewrap.prepare!(command, { ...policy, network: ['example.com'] })).toBeUndefined();
    expect(createBubblewrap('/usr/bin/bwrap', '0.8.0').prepare!(command, policy)).toBeUndefined();
  });
});
