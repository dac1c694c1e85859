import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseHostPattern } from '../definition/host-pattern.js';
import type { EgressRefusal } from './egress-hosts.js';
import { serveProxyConnection } from './egress-proxy.js';

const patternsOf = (texts: string[]) => texts.map((text) => (parseHostPattern(text) as { pattern: never }).pattern);

let upstream: Server;
let upstreamPort: number;
const heads: string[] = [];
beforeAll(async () => {
  // Answers a plain request with what it received; echoes anything else it is sent after "ECHO".
  upstream = createServer((socket) => {
    let seen = '';
    socket.on('data', (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (seen.startsWith('ECHO')) socket.write(chunk);
      else if (seen.includes('\r\n\r\n')) {
        heads.push(seen);
        socket.end(`HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello`);
      }
    });
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  upstreamPort = (upstream.address() as { port: number }).port;
});
afterAll(() => upstream.close());

/** A proxy on 127.0.0.1 serving each connection as the server serves each stream of a run. */
async function startProxy(network: string[]) {
  const refused: EgressRefusal[] = [];
  const dns: Record<string, string[]> = { 'local.example.org': ['127.0.0.1'], 'listed.test': ['127.0.0.1'] };
  const proxy = createServer({ allowHalfOpen: true }, (socket) => {
    void serveProxyConnection(socket, {
      patterns: patternsOf(network),
      resolve: async (host) => dns[host] ?? [],
      onRefused: (refusal) => refused.push(refusal),
    });
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const port = (proxy.address() as { port: number }).port;
  const ask = async (text: string): Promise<{ socket: Socket; received: () => string; answer: () => Promise<string> }> => {
    const socket = connect(port, '127.0.0.1');
    socket.write(text);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const ended = once(socket, 'end');
    return { socket, received: () => received, answer: async () => (await ended, received) };
  };
  return { ask, refused, close: () => proxy.close() };
}

describe('the egress proxy', () => {
  it('tunnels CONNECT to a listed address, on the checked address', async () => {
    const proxy = await startProxy([`127.0.0.1:${upstreamPort}`]);
    const { socket, received, answer } = await proxy.ask(`CONNECT 127.0.0.1:${upstreamPort} HTTP/1.1\r\nHost: x\r\n\r\nECHO`);
    await vi.waitFor(() => expect(received()).toContain('ECHO'));
    socket.end(' more');
    expect(await answer()).toBe('HTTP/1.1 200 Connection established\r\n\r\nECHO more');
    proxy.close();
  });

  it('forwards plain HTTP in absolute form as one origin-form request with Connection: close', async () => {
    const proxy = await startProxy([`listed.test:${upstreamPort}`]);
    const { answer } = await proxy.ask(
      `GET http://LISTED.test.:${upstreamPort}/a/b?c=d HTTP/1.1\r\nHost: elsewhere.test\r\nProxy-Connection: keep-alive\r\nProxy-Authorization: Basic eA==\r\nAccept: */*\r\n\r\n`,
    );
    expect(await answer()).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*hello$/);
    expect(heads.at(-1)).toBe(`GET /a/b?c=d HTTP/1.1\r\nHost: listed.test:${upstreamPort}\r\nAccept: */*\r\nConnection: close\r\n\r\n`);
    proxy.close();
  });

  it.each([
    [['example.com'], `CONNECT 127.0.0.1:${1234} HTTP/1.1\r\n\r\n`, '127.0.0.1:1234', "not in this tool's list", '127.0.0.1:1234'],
    [['127.0.0.1'], `GET http://127.0.0.1:1234/ HTTP/1.1\r\n\r\n`, '127.0.0.1:1234', "not in this tool's list", '127.0.0.1:1234'],
    [['*.example.org'], `CONNECT local.example.org:443 HTTP/1.1\r\n\r\n`, 'local.example.org:443', 'it resolves to 127.0.0.1 (loopback)', 'local.example.org'],
    [['example.com'], `GET http://[::1]/ HTTP/1.1\r\n\r\n`, '[::1]:80', "not in this tool's list", '[::1]'],
  ])('refuses %j asked %j with 403, naming the host and the setting', async (network, request, target, reason, allowWith) => {
    const proxy = await startProxy(network);
    const text = await (await proxy.ask(request)).answer();
    expect(text).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
    expect(text).toContain(`mcp-wrap: the sandbox's proxy refused ${target}: ${reason}; a wrapper allows it with sandbox.network: [..., "${allowWith}"]\n`);
    expect(proxy.refused).toEqual([{ target, reason, allowWith }]);
    proxy.close();
  });

  it.each([
    ['not HTTP', 'hello\r\n\r\n', 400],
    ['an origin-form request', 'GET / HTTP/1.1\r\nHost: example.com\r\n\r\n', 400],
    ['an https:// URL', 'GET https://example.com/ HTTP/1.1\r\n\r\n', 400],
    ['userinfo', 'GET http://user@example.com/ HTTP/1.1\r\n\r\n', 400],
    ['percent-encoding in the host', 'GET http://ex%61mple.com/ HTTP/1.1\r\n\r\n', 400],
    ['a control byte in the host', 'CONNECT example.com\x00.evil:443 HTTP/1.1\r\n\r\n', 400],
    ['a CONNECT without a port', 'CONNECT example.com HTTP/1.1\r\n\r\n', 400],
    ['a header folded over two lines', 'GET http://example.com/ HTTP/1.1\r\nA: b\r\n c\r\n\r\n', 400],
    ['a name with no address', 'CONNECT listed-nowhere.test:443 HTTP/1.1\r\n\r\n', 502],
    ['a listed address where nothing listens', 'CONNECT 127.0.0.1:1 HTTP/1.1\r\n\r\n', 502],
  ])('answers %s with %i', async (_name, request, status) => {
    const proxy = await startProxy(['example.com', 'listed-nowhere.test', '127.0.0.1:1']);
    expect(await (await proxy.ask(request)).answer()).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(proxy.refused).toEqual([]);
    proxy.close();
  });
});
