// The syntax of `sandbox.network` entries (host patterns) and of proxy destinations (host:port):
// names are made canonical before any comparison (case, one trailing dot, IDNA, the many spellings
// of an IP address), so that a pattern and a request that mean the same host compare equal, and
// text that a resolver or a server could read another way (control bytes, spaces,
// percent-encoding, userinfo, backslashes) is refused outright. Read by the loader (to refuse a bad
// entry with its line) and by the egress proxy (src/sandbox/egress-hosts.ts).
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { domainToASCII } from 'node:url';

/** `host` canonical; a wildcard stands for the subdomains of `host`, not `host` itself. */
export interface HostPattern {
  wildcard: boolean;
  host: string;
  /** Absent: the web's ports, DEFAULT_PORTS. */
  port?: number;
}

export interface Target {
  host: string;
  port: number;
}

/** A pattern without a port allows these: a listed web host's other services (ssh, databases, mail) stay closed. */
export const DEFAULT_PORTS: readonly number[] = [80, 443];

const MAX_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;
const AMBIGUOUS = /[\s\p{Cc}%@\\/?#:[\]]/u;
const ASCII_NAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
const PATTERN_EXPECTED = 'expected a host name (api.github.com), *.domain (its subdomains), an IP address, or one of these with :port';

/** The canonical form of a host name or IP address, or undefined when it is not one. */
export function canonicalHost(text: string): string | undefined {
  if (text.startsWith('[')) return text.endsWith(']') && isIPv6(text.slice(1, -1)) ? canonicalIpv6(text.slice(1, -1)) : undefined;
  if (isIPv6(text)) return canonicalIpv6(text);
  if (text === '' || AMBIGUOUS.test(text)) return undefined;
  const ascii = domainToASCII((text.endsWith('.') ? text.slice(0, -1) : text).toLowerCase());
  if (isIPv4(ascii)) return ascii;
  const fits = ascii.length <= MAX_NAME_LENGTH && ascii.split('.').every((label) => label.length <= MAX_LABEL_LENGTH);
  return ASCII_NAME.test(ascii) && fits ? ascii : undefined;
}

/** A `sandbox.network` entry as the proxy reads it, or what is wrong with it. */
export function parseHostPattern(text: string): { pattern: HostPattern } | { error: string } {
  const written = `got ${JSON.stringify(text)}`;
  if (/[\s\p{Cc}%@\\/]/u.test(text) || text === '') return { error: `${PATTERN_EXPECTED}, ${written}` };
  const { host: hostText, port: portText } = splitHostPort(text);
  const port = portText === undefined ? undefined : toPort(portText);
  if (port === null) return { error: `expected a port from 1 to 65535 after the host, ${written}` };
  if (hostText === '*') return { error: `"*" alone would allow the whole network: write \`network: true\` for that, ${written}` };
  const wildcard = hostText.startsWith('*.');
  const name = wildcard ? hostText.slice(2) : hostText;
  if (name.includes('*')) return { error: `"*" may stand only as a first label (*.example.com), ${written}` };
  const host = canonicalHost(name);
  if (host === undefined) return { error: `${PATTERN_EXPECTED}, ${written}` };
  if (wildcard && isIP(host)) return { error: `"*." cannot stand before an IP address, ${written}` };
  if (wildcard && !host.includes('.')) return { error: `"*.${host}" would allow a whole top-level domain, ${written}` };
  return { pattern: { wildcard, host, ...(port !== undefined && { port }) } };
}

/** The patterns of a checked `sandbox.network` list (one that does not parse allows nothing). */
export function toHostPatterns(texts: readonly string[]): HostPattern[] {
  return texts.flatMap((text) => {
    const parsed = parseHostPattern(text);
    return 'pattern' in parsed ? [parsed.pattern] : [];
  });
}

/** A pattern written back in its canonical form. */
export function formatPattern({ wildcard, host, port }: HostPattern): string {
  return port === undefined ? `${wildcard ? '*.' : ''}${host}` : `${wildcard ? '*.' : ''}${formatTarget({ host, port })}`;
}

/** `host:port` as a proxy request names its destination (CONNECT's authority), canonical. */
export function parseTarget(text: string): Target | undefined {
  const { host: hostText, port: portText } = splitHostPort(text);
  const host = canonicalHost(hostText);
  const port = portText === undefined ? null : toPort(portText);
  return host === undefined || port === null ? undefined : { host, port };
}

export function formatTarget({ host, port }: Target): string {
  return `${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

function canonicalIpv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

/** `[v6]:port`, bare v6 (no port), or `host:port`. */
function splitHostPort(text: string): { host: string; port?: string } {
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close === -1 || close === text.length - 1) return { host: text };
    return text[close + 1] === ':' ? { host: text.slice(0, close + 1), port: text.slice(close + 2) } : { host: text };
  }
  if (isIPv6(text)) return { host: text };
  const colon = text.lastIndexOf(':');
  return colon === -1 ? { host: text } : { host: text.slice(0, colon), port: text.slice(colon + 1) };
}

/** A port number, or null when the text is not one from 1 to 65535. */
function toPort(text: string): number | null {
  const port = /^[0-9]{1,5}$/.test(text) ? Number(text) : 0;
  return port >= 1 && port <= 65535 ? port : null;
}
