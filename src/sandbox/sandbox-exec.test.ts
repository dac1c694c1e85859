import { describe, expect, it } from 'vitest';
import { createSandboxExec, seatbeltProfile } from './sandbox-exec.js';
import type { SandboxPolicy } from './types.js';

const policy: SandboxPolicy = {
  network: false,
  read: 'all',
  visible: ['/Users/me/project'],
  write: ['/Users/me/project'],
  protect: [],
  hide: ['/Users/me/.ssh', '/Users/me/odd "name"'],
  unixSockets: false,
};

describe('seatbeltProfile (macOS; not run here)', () => {
  it('allows by default, then denies network, writes outside the writable paths, and the hidden paths, in that order', () => {
    expect(seatbeltProfile(policy).split('\n')).toEqual([
      '(version 1)',
      '(allow default)',
      '(deny network*)',
      '(deny file-write*)',
      '(allow file-write* (subpath "/Users/me/project") (subpath "/private/tmp") (subpath "/private/var/folders") (literal "/dev/null") (literal "/dev/zero") (regex #"^/dev/fd/") (regex #"^/dev/tty"))',
      '(deny file-read* file-write* (subpath "/Users/me/.ssh") (subpath "/Users/me/odd \\"name\\""))',
    ]);
  });

  it('denies writing the protected paths inside the writable ones', () => {
    expect(seatbeltProfile({ ...policy, protect: ['/Users/me/project/.git/hooks'] })).toContain(
      '(regex #"^/dev/tty"))\n(deny file-write* (subpath "/Users/me/project/.git/hooks"))\n(deny file-read* file-write*',
    );
  });

  it('a list of hosts is no network here (the egress proxy is not reachable from sandbox-exec)', () => {
    expect(seatbeltProfile({ ...policy, network: ['example.com'] })).toContain('(deny network*)');
  });

  it('read: roots denies reading all but the system folders, the roots and the writable paths', () => {
    const profile = seatbeltProfile({ ...policy, read: 'roots', network: true });
    expect(profile).not.toContain('(deny network*)');
    expect(profile).toContain('(deny file-read*)\n(allow file-read* (literal "/") (subpath "/usr")');
    expect(profile).toContain('(subpath "/Users/me/project")');
  });

  it.each([
    // network, unixSockets: the Unix socket rules after `(allow default)` and any `(deny network*)`
    [false, false, ['(deny network*)']],
    [true, false, ['(deny network-outbound (remote unix-socket))']],
    [false, true, ['(deny network*)', '(allow network-outbound (remote unix-socket))', '(allow network-bind network-inbound (local unix-socket))']],
    [true, true, []],
  ])('network: %s, unixSockets: %s: host Unix sockets closed unless allowed', (network, unixSockets, rules) => {
    const lines = seatbeltProfile({ ...policy, network, unixSockets }).split('\n');
    expect(lines.slice(2, lines.indexOf('(deny file-write*)'))).toEqual(rules);
  });

  it('passes the profile and the command as arguments, and reads its own start failures', () => {
    const sandboxExec = createSandboxExec();
    const wrapped = sandboxExec.wrap({ program: 'git', args: ['status'], cwd: '/', env: {} }, policy);
    expect(wrapped).toEqual({
      command: { program: '/usr/bin/sandbox-exec', args: ['-p', seatbeltProfile(policy), 'git', 'status'], cwd: '/', env: {} },
      diesWhole: false,
      startFailureOf: sandboxExec.startFailureOf,
    });
  });
});

describe("sandbox-exec's own start failures", () => {
  const { startFailureOf } = createSandboxExec();
  it('reads them as a spawn failure, and nothing else', () => {
    expect(startFailureOf(71, "sandbox-exec: execvp() of 'nope' failed: No such file or directory\n")).toEqual({
      kind: 'notFound',
      message: 'command "nope" not found on PATH',
    });
    expect(startFailureOf(65, 'sandbox-exec: profile syntax error\n')).toMatchObject({ kind: 'sandbox' });
    expect(startFailureOf(0, "sandbox-exec: execvp() of 'nope' failed: No such file or directory\n")).toBeUndefined();
    expect(startFailureOf(1, 'grep: sandbox-exec: no such file\n')).toBeUndefined();
  });
});
