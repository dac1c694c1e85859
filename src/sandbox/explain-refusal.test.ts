import { describe, expect, it } from 'vitest';
import type { EgressRefusal } from './egress-hosts.js';
import { explainRefusal } from './explain-refusal.js';

const use = (
  policy: Partial<{ network: boolean | string[]; read: 'all' | 'roots'; tmpBytes: number; unixSockets: boolean; protect: string[] }> = {},
  egressRefused?: EgressRefusal[],
) => ({
  name: 'bubblewrap',
  policy: { network: false, read: 'all' as const, visible: ['/r'], write: ['/r', '/run-dir'], protect: [], hide: [], unixSockets: false, ...policy },
  ...(egressRefused && { egressRefused }),
});

describe('explainRefusal', () => {
  it('names the sandbox and the setting, for each kind of refusal', () => {
    expect(explainRefusal('curl', use(), 'curl: (6) Could not resolve host: example.com')).toBe(
      'Note: curl ran inside an OS sandbox, which may have refused this rather than curl itself: this tool has no network access (a wrapper allows it with `sandbox: {network: true}`).',
    );
    expect(explainRefusal('curl', use(), "curl: (7) Failed to connect to 127.0.0.1 port 80: Couldn't connect to server")).toMatch(
      /this tool has no network access/,
    );
    expect(explainRefusal('touch', use(), "touch: cannot touch '/etc/x': Read-only file system")).toMatch(
      /may write only in \/r, \/run-dir, a private \/tmp \(a wrapper allows more with `sandbox: \{write: \[path\]\}`/,
    );
    expect(explainRefusal('cat', use(), 'cat: /home/me/.ssh/id_rsa: Permission denied')).toMatch(
      /credential stores .* are unreadable \(a wrapper allows one with `sandbox: \{unhide: \[path\]\}`\)/,
    );
    expect(explainRefusal('cat', use({ read: 'roots' }), 'cat: /srv/x: No such file or directory')).toMatch(
      /sees only the allowed roots.*`sandbox: \{read: all\}`/,
    );
    expect(explainRefusal('node', use({ tmpBytes: 64 * 1024 ** 2 }), 'Error: ENOSPC: no space left on device, write')).toMatch(
      /: its private \/tmp \(and \$TMPDIR\) holds at most 64MiB \(a wrapper raises it with `limits: \{tmp: \.\.\.\}`\)\.$/,
    );
  });

  it.each([
    ['node', 'Error: connect EPERM /var/run/docker.sock'],
    [
      'python3',
      '  File "/usr/lib/python3.11/socket.py", line 232, in __init__\n    _socket.socket.__init__(self, family, type, proto, fileno)\nPermissionError: [Errno 1] Operation not permitted',
    ],
    ['socat', 'socat[7] E socket(1, 1, 0): Operation not permitted'],
    ['docker', 'permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock'],
    ['docker', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?'],
  ])('%s: a refused Unix socket names the setting that opens them', (program, stderr) => {
    expect(explainRefusal(program, use(), stderr)).toMatch(
      /host Unix sockets are closed to this tool \(a wrapper opens them with `sandbox: \{unixSockets: true\}`\)/,
    );
    expect(explainRefusal(program, use({ unixSockets: true }), stderr) ?? '').not.toMatch(/Unix sockets/);
  });

  it('names the protected paths that stay read-only inside the writable ones, and unprotect', () => {
    expect(explainRefusal('node', use({ protect: ['/r/.git/hooks'] }), "EROFS: read-only file system, open '/r/.git/hooks/pre-commit'")).toMatch(
      /inside them these protected paths stay read-only: \/r\/.git\/hooks \(.*`sandbox: \{unprotect: \[name\]\}`\)/,
    );
    expect(explainRefusal('touch', use(), 'Read-only file system')).not.toMatch(/protected/);
  });

  it('says nothing about errors the sandbox cannot cause', () => {
    expect(explainRefusal('curl', use({ network: true }), 'curl: (6) Could not resolve host: example.com')).toBeUndefined();
    expect(explainRefusal('cat', use(), 'cat: /srv/x: No such file or directory')).toBeUndefined();
    expect(explainRefusal('git', use(), 'fatal: not a git repository')).toBeUndefined();
    expect(explainRefusal('dd', use(), "dd: error writing '/tmp/x': No space left on device")).toBeUndefined();
  });

  it('with a list of hosts: names each host the proxy refused, with the entry that allows it', () => {
    const refusal = { target: '127.0.0.1:8080', reason: "not in this tool's list", allowWith: '127.0.0.1:8080' };
    expect(explainRefusal('curl', use({ network: ['example.com'] }, [refusal]), 'curl: (56) CONNECT tunnel failed, response 403')).toBe(
      'Note: curl ran inside an OS sandbox, which may have refused this rather than curl itself: the sandbox\'s proxy refused 127.0.0.1:8080: not in this tool\'s list; a wrapper allows it with sandbox.network: [..., "127.0.0.1:8080"].',
    );
  });

  it('with a list of hosts and no refusal: a program that went around the proxy has no network', () => {
    expect(explainRefusal('curl', use({ network: ['example.com'] }, []), 'curl: (7) Failed to connect to 127.0.0.1 port 80')).toMatch(
      /reaches only the hosts in its `sandbox.network` list, through the proxy named by HTTP_PROXY/,
    );
  });
});
