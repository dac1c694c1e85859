// The server's HTTP proxy for one connection a sandboxed program made: HTTP CONNECT (https and
// anything tunnelled) and plain HTTP in absolute form (`GET http://host/path`), each to a
// destination the tool's `sandbox.network` allows (egress-hosts.ts), connected to the very
// address that was checked. A plain HTTP connection carries one request: it is sent upstream
// with `Connection: close`, so that a second request cannot reuse it for another host.
import { lookup } from 'node:dns/promises';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { formatTarget, parseTarget, type HostPattern, type Target } from '../definition/host-pattern.js';
import { checkDestination, describeEgressRefusal, type EgressRefusal, type Resolve } from './egress-hosts.js';
import { createMux, relay } from './egress-mux.js';

export interface ProxyRules {
  patterns: readonly HostPattern[];
  resolve: Resolve;
  /** Told of every destination refused. */
  onRefused: (refusal: EgressRefusal) => void;
}

/**
 * getaddrinfo runs on libuv's thread pool (4 threads), which the server's file work shares: at
 * most this many lookups at once, whatever the runs ask, so that slow names cannot stall it.
 */
const MAX_LOOKUPS_AT_ONCE = 2;
/** How long one address may take to accept a connection. */
const CONNECT_TIMEOUT_MS = 10_000;

let lookups = 0;
const waitingLookups: (() => void)[] = [];

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), every address in its order. */
export const resolveWithSystem: Resolve = async (host) => {
  // A lookup that ends hands its place to the next waiting one, if any.
  if (lookups < MAX_LOOKUPS_AT_ONCE) lookups++;
  else await new Promise<void>((resolve) => waitingLookups.push(resolve));
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } finally {
    const next = waitingLookups.shift();
    if (next) next();
    else lookups--;
  }
};

/** Serves every connection a run's forwarder carries over `channel`; returns what ends them all. */
export function serveEgress(channel: Duplex, rules: ProxyRules): () => void {
  const mux = createMux(channel, (stream) => void serveProxyConnection(stream, rules));
  return () => mux.destroy();
}

const MAX_HEAD_BYTES = 32 * 1024;
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'upgrade']);

/** Serves one proxy connection; whatever happens, `client` ends. */
export async function serveProxyConnection(client: Duplex, rules: ProxyRules): Promise<void> {
  client.on('error', () => client.destroy());
  const read = await readHead(client);
  if (!read) return answer(client, 400, 'mcp-wrap proxy: expected an HTTP request head');
  const [requestLine = '', ...headerLines] = read.head.split('\r\n');
  const parts = requestLine.split(' ');
  const [method = '', requestTarget = '', version = ''] = parts;
  if (
    parts.length !== 3 ||
    /[\x00-\x1f\x7f]/.test(requestLine) ||
    !/^HTTP\/1\.[01]$/.test(version) ||
    !/^[A-Z]+$/.test(method) ||
    headerLines.some((line) => !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[\t\x20-\x7e\x80-\xff]*$/.test(line))
  ) {
    return answer(client, 400, 'mcp-wrap proxy: malformed request');
  }
  const plain = method === 'CONNECT' ? undefined : parseAbsoluteForm(requestTarget);
  const target = method === 'CONNECT' ? parseTarget(requestTarget) : plain?.target;
  if (!target)
    return answer(client, 400, `mcp-wrap proxy: expected CONNECT host:port or an absolute http:// URL, got ${JSON.stringify(requestTarget.slice(0, 200))}`);

  const decision = await checkDestination(target, rules.patterns, rules.resolve);
  if ('refused' in decision) {
    rules.onRefused(decision.refused);
    return answer(client, 403, `mcp-wrap: ${describeEgressRefusal(decision.refused)}`);
  }
  if ('failed' in decision) return answer(client, 502, `mcp-wrap proxy could not resolve ${decision.failed}`);
  const upstream = await connectFirst(decision.addresses, target.port, client);
  if (!upstream) return answer(client, 502, `mcp-wrap proxy could not connect to ${formatTarget(target)}`);

  if (plain) upstream.write(`${method} ${plain.path} ${version}\r\n${forwardedHeaders(headerLines, target)}\r\n`);
  else client.write(`${version} 200 Connection established\r\n\r\n`);
  if (read.rest.length > 0) client.unshift(read.rest);
  relay(client, upstream);
}

/** `http://host[:port]/path`: the destination and the path to ask it for; no userinfo, no other scheme. */
function parseAbsoluteForm(requestTarget: string): { target: Target; path: string } | undefined {
  const scheme = 'http://';
  if (requestTarget.slice(0, scheme.length).toLowerCase() !== scheme) return undefined;
  const rest = requestTarget.slice(scheme.length);
  const end = rest.search(/[/?#]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  const path = end === -1 ? '/' : rest[end] === '/' ? rest.slice(end) : `/${rest.slice(end)}`;
  const target = parseTarget(/:[0-9]*$/.test(authority.replace(/^\[.*\]/, '')) ? authority : `${authority}:80`);
  return target && { target, path: path.replace(/#.*$/, '') || '/' };
}

/** The client's headers without the hop-by-hop ones, Host from the URL (RFC 9112, 3.2.2), and `Connection: close`. */
function forwardedHeaders(lines: readonly string[], target: Target): string {
  const kept = lines.filter((line) => {
    const name = line.slice(0, line.indexOf(':')).toLowerCase();
    return name !== 'host' && !HOP_HEADERS.has(name);
  });
  const host = target.port === 80 ? formatTarget(target).slice(0, -':80'.length) : formatTarget(target);
  return [`Host: ${host}`, ...kept, 'Connection: close', ''].join('\r\n');
}

/** The request head (up to MAX_HEAD_BYTES) and what came after it, with the stream paused. */
function readHead(stream: Duplex): Promise<{ head: string; rest: Buffer } | undefined> {
  return new Promise((resolve) => {
    let buffered: Buffer = Buffer.alloc(0);
    const done = (result: { head: string; rest: Buffer } | undefined) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end !== -1) done({ head: buffered.subarray(0, end).toString('latin1'), rest: buffered.subarray(end + 4) });
      else if (buffered.length > MAX_HEAD_BYTES) done(undefined);
    };
    const onEnd = () => done(undefined);
    stream.on('data', onData);
    stream.on('end', onEnd);
  });
}

/** The first of `addresses` that accepts a connection on `port`; none once `client` is gone. */
async function connectFirst(addresses: readonly string[], port: number, client: Duplex): Promise<Socket | undefined> {
  for (const address of addresses) {
    if (client.destroyed) return undefined;
    const socket = connect({ host: address, port, timeout: CONNECT_TIMEOUT_MS });
    socket.once('timeout', () => socket.destroy());
    const abandon = () => socket.destroy();
    client.once('close', abandon);
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    client.off('close', abandon);
    socket.setTimeout(0);
    if (connected && !client.destroyed) return socket;
    socket.destroy();
  }
  return undefined;
}

function answer(client: Duplex, status: 400 | 403 | 502, text: string): void {
  const reason = { 400: 'Bad Request', 403: 'Forbidden', 502: 'Bad Gateway' }[status];
  const body = `${text}\n`;
  client.resume();
  client.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
