// A line for the model when a sandboxed program's errors look like the sandbox's doing, so that it
// does not retry in vain or blame the program, and the user learns which setting would allow it.
import { describeSize } from '../definition/units.js';
import { describeEgressRefusal } from './egress-hosts.js';
import { NO_SPACE } from './limit-hit.js';
import type { SandboxUse } from './types.js';

const NETWORK =
  /Network is unreachable|ENETUNREACH|Could not resolve host|Temporary failure in name resolution|Name or service not known|getaddrinfo|EAI_AGAIN/;
const CONNECTION_REFUSED = /Connection refused|ECONNREFUSED|Couldn't connect|Failed to connect/;
const READ_ONLY = /Read-only file system|EROFS/;
const DENIED = /Permission denied|EACCES|Operation not permitted|EPERM/;
const MISSING = /No such file or directory|ENOENT/;
/** EPERM near a socket (the filter's answer; node: "connect EPERM /x.sock"; python: a traceback through socket.py), or a Docker client. */
const SOCKET =
  /(socket|connect|\.sock\b)[\s\S]{0,200}(EPERM|Operation not permitted)|(EPERM|Operation not permitted).{0,200}(socket|\.sock\b)|connect to the Docker daemon/i;
/** Refusals named one by one (each destination is recorded once); more are counted. */
const MAX_REFUSALS_NAMED = 3;

export function explainRefusal(program: string, sandbox: SandboxUse, stderr: string): string | undefined {
  const { policy } = sandbox;
  const notes: string[] = [];
  if (!policy.network && (NETWORK.test(stderr) || CONNECTION_REFUSED.test(stderr))) {
    notes.push(`this tool has no network access (a wrapper allows it with \`sandbox: {network: true}\`)`);
  }
  if (!policy.unixSockets && SOCKET.test(stderr)) {
    notes.push('host Unix sockets are closed to this tool (a wrapper opens them with `sandbox: {unixSockets: true}`)');
  }
  const refused = sandbox.egressRefused ?? [];
  notes.push(...refused.slice(0, MAX_REFUSALS_NAMED).map(describeEgressRefusal));
  if (refused.length > MAX_REFUSALS_NAMED) notes.push(`and ${refused.length - MAX_REFUSALS_NAMED} more destinations`);
  if (Array.isArray(policy.network) && refused.length === 0 && (NETWORK.test(stderr) || CONNECTION_REFUSED.test(stderr))) {
    notes.push(
      'this tool reaches only the hosts in its `sandbox.network` list, through the proxy named by HTTP_PROXY and HTTPS_PROXY; a program that ignores those variables, or an address the list does not name, gets no network',
    );
  }
  if (READ_ONLY.test(stderr)) {
    const writable = [...policy.write, 'a private /tmp'].join(', ');
    notes.push(
      `this tool may write only in ${writable} (a wrapper allows more with \`sandbox: {write: [path]}\`, or the allowed roots with \`writeRoots: true\`)`,
    );
    if (policy.protect.length > 0) {
      notes.push(
        `inside them these protected paths stay read-only: ${policy.protect.join(', ')} (they would run later: git hooks and config, shell start-up files, editor and agent settings; a wrapper gives a tool one with \`sandbox: {unprotect: [name]}\`)`,
      );
    }
  }
  if (DENIED.test(stderr)) {
    notes.push(
      'credential stores (~/.ssh, ~/.aws, ~/.gnupg ...) and `sandbox.hide` paths are unreadable (a wrapper allows one with `sandbox: {unhide: [path]}`)',
    );
  }
  if (policy.tmpBytes !== undefined && NO_SPACE.test(stderr)) {
    notes.push(`its private /tmp (and $TMPDIR) holds at most ${describeSize(policy.tmpBytes)} (a wrapper raises it with \`limits: {tmp: ...}\`)`);
  }
  if (policy.read !== 'all' && (MISSING.test(stderr) || DENIED.test(stderr))) {
    notes.push('this tool sees only the allowed roots, its writable paths and the system folders (`sandbox: {read: all}` would show the rest)');
  }
  if (notes.length === 0) return undefined;
  return `Note: ${program} ran inside an OS sandbox, which may have refused this rather than ${program} itself: ${notes.join('; ')}.`;
}
