// The physical limit mcp-wrap is measured against: the smallest MCP server the SDK allows (v2, the
// one mcp-wrap is built on), whose tools/call spawns the program with a plain child_process.spawn
// and returns its stdout. The benchmarks run it bundled into one CommonJS file by esbuild, as
// mcp-wrap's CLI is.
// Usage: node minimal-server.mjs <program> [tool count] [argument ...]
// With MINIMAL_HTTP=1 it serves Streamable HTTP (one SDK server per session, as the SDK's own
// example does) on a free loopback port, and prints "listening <url>" on stderr.
// Run as bubblewrap with mcp-wrap's argv, each child gets the descriptors that argv names: for
// `--json-status-fd N` /dev/null (bwrap's status report, written and never read: the least it can
// cost), and with MINIMAL_SECCOMP=<file> that file's bytes down a pipe for `--seccomp M` (the Unix
// socket filter, as mcp-wrap hands it over).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { isInitializeRequest, Server } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { benchTool } from './tools.mjs';

const [program, count = '1', ...args] = process.argv.slice(2);
const seccomp = process.env.MINIMAL_SECCOMP ? readFileSync(process.env.MINIMAL_SECCOMP) : undefined;
/** The descriptor a bwrap option before `--` names, if it is given. */
const fdOf = (option) => {
  const at = args.slice(0, Math.max(0, args.indexOf('--'))).indexOf(option);
  return at === -1 ? undefined : Number(args[at + 1]);
};
const statusFd = fdOf('--json-status-fd');
const seccompFd = seccomp ? fdOf('--seccomp') : undefined;
const statusSink = statusFd === undefined ? undefined : openSync('/dev/null', 'w');
const extraFds = Array.from({ length: Math.max(statusFd ?? 2, seccompFd ?? 2) - 2 }, (_, index) => (index + 3 === statusFd ? statusSink : 'pipe'));
const tools = Array.from({ length: Number(count) }, (_, index) => benchTool(index));

function minimalServer() {
  const server = new Server({ name: 'minimal', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler('tools/list', () => ({ tools }));
  server.setRequestHandler(
    'tools/call',
    () =>
      new Promise((resolve) => {
        const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe', ...extraFds] });
        if (seccompFd !== undefined) child.stdio[seccompFd].end(seccomp);
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.resume();
        child.on('close', (code) => resolve({ content: [{ type: 'text', text: Buffer.concat(chunks).toString() }], isError: code !== 0 }));
      }),
  );
  return server;
}

if (process.env.MINIMAL_HTTP) {
  const sessions = new Map();
  const http = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    const id = request.headers['mcp-session-id'];
    let transport = id ? sessions.get(id) : undefined;
    if (!transport && isInitializeRequest(body)) {
      transport = new NodeStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => sessions.set(sessionId, transport),
        onsessionclosed: (sessionId) => sessions.delete(sessionId),
      });
      const server = minimalServer();
      transport.onclose = () => void server.close();
      await server.connect(transport);
    }
    if (!transport) return response.writeHead(404).end();
    await transport.handleRequest(request, response, body);
  });
  http.listen(0, '127.0.0.1', () => console.error(`listening http://127.0.0.1:${http.address().port}/mcp`));
} else {
  void minimalServer().connect(new StdioServerTransport());
}
