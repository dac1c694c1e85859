// DNS rebinding protection: a web page whose name an attacker points at 127.0.0.1 reaches a local
// server with its own name in Host (and Origin). Only the names the server answers to pass: the
// loopback names, the address it is bound to, and every --allowed-host; `*` turns the check off
// (a proxy in front that checks names itself).

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const ANY_ADDRESS = new Set(['0.0.0.0', '[::]', '::']);

/** Why a request's Host or Origin is refused, or undefined when both may pass. */
export type HostCheck = (host: string | undefined, origin: string | undefined) => string | undefined;

export function createHostCheck(bindHost: string, allowedHosts: readonly string[]): HostCheck {
  if (allowedHosts.includes('*')) return () => undefined;
  const allowed = new Set([...LOOPBACK_NAMES, ...[bindHost, ...allowedHosts].filter((name) => !ANY_ADDRESS.has(name)).map((name) => hostnameOf(name))]);
  return (host, origin) => {
    if (host === undefined || !allowed.has(hostnameOf(host)))
      return `Host "${host ?? ''}" is not one this server answers to (allowed: ${[...allowed].join(', ')}; add one with --allowed-host)`;
    if (origin !== undefined && !allowed.has(originHostname(origin))) return `Origin "${origin}" is not allowed (allowed hosts: ${[...allowed].join(', ')})`;
    return undefined;
  };
}

/** `Example.com:8080` -> `example.com`, `[::1]:3000` -> `[::1]`, `::1` -> `[::1]`. */
function hostnameOf(host: string): string {
  const bracketed = host.includes(':') && !host.startsWith('[') && host.split(':').length > 2 ? `[${host}]` : host;
  try {
    return new URL(`http://${bracketed}`).hostname;
  } catch {
    return `invalid:${host}`;
  }
}

function originHostname(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return `invalid:${origin}`;
  }
}
