import { describe, expect, it } from 'vitest';
import { createSandboxExec, seatbeltProfile } from './sandbox-exec.js';
import type { SandboxPolicy } from './types.js';

const policy: SandboxPolicy = { network: false, read: 'all', visible: ['/Users/me/project'], write: ['/Users/me/project'], hide: ['/Users/me/.ssh', '/Users/me/odd "name"'] };

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

  it('a list of hosts is no network here (the egress proxy is not reachable from sandbox-exec)', () => {
    expect(seatbeltProfile({ ...policy, network: ['example.com'] })).toContain('(deny network*)');
  });

  it('read: roots denies reading all but the system folders, the roots and the writable paths', () => {
    const profile = seatbeltProfile({ ...policy, read: 'roots', network: true });
    expect(profile).not.toContain('(deny network*)');
    expect(profile).toContain('(deny file-read*)\n(allow file-read* (literal "/") (subpath "/usr")');
    expect(profile).toContain('(subpath "/Users/me/project")');
  });

  it('passes the profile and the command as arguments', () => {
    const wrapped = createSandboxExec().wrap({ program: 'git', args: ['status'], cwd: '/', env: {} }, policy);
    expect(wrapped).toEqual({ program: '/usr/bin/sandbox-exec', args: ['-p', seatbeltProfile(policy), 'git', 'status'], diesWhole: false });
  });
});

describe("sandbox-exec's own start failures", () => {
  const { startFailureOf } = createSandboxExec();
  it('reads them as a spawn failure, and nothing else', () => {
    expect(startFailureOf(71, "sandbox-exec: execvp() of 'nope' failed: No such file or directory\n")).toEqual({ kind: 'notFound', message: 'command "nope" not found on PATH' });
    expect(startFailureOf(65, 'sandbox-exec: profile syntax error\n')).toMatchObject({ kind: 'sandbox' });
    expect(startFailureOf(0, "sandbox-exec: execvp() of 'nope' failed: No such file or directory\n")).toBeUndefined();
    expect(startFailureOf(1, 'grep: sandbox-exec: no such file\n')).toBeUndefined();
  });
});
