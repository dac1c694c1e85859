// Runs first inside a bubblewrap sandbox whose `network` is a list of hosts, as
// `node egress-forwarder.cjs <fd> -- program args...`. The sandbox has a network namespace of its
// own with nothing in it but loopback; the forwarder listens there on 127.0.0.1:EGRESS_PROXY_PORT
// and carries every connection the program makes (told of it by PROXY_ENVIRONMENT) over descriptor <fd> (inherited from the server,
// see egress-mux.ts) to the server's proxy, which decides where it may go. It then starts the
// program (stdio inherited, <fd> replaced by /dev/null so the program never holds the channel),
// ignores SIGTERM, SIGINT and SIGHUP (containment signals the program itself, once: a second
// SIGTERM means "force quit" to many CLIs), and ends as the program ends, with its exit code or
// its signal: the sandbox's first process must outlive the program, since the kernel ends the
// whole sandbox when it exits.
import { spawn, type StdioOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { constants } from 'node:os';
import { createMux, relay } from './egress-mux.js';

/** Where programs find the proxy inside the sandbox: a fresh network namespace, where nothing else listens. */
const EGRESS_PROXY_PORT = 3128;

/** What the program is told: every common spelling, and no exceptions (NO_PROXY empty). */
const PROXY_ENVIRONMENT: Readonly<Record<string, string>> = Object.fromEntries([
  ...['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'http_proxy', 'https_proxy', 'all_proxy'].map((name) => [name, `http://127.0.0.1:${EGRESS_PROXY_PORT}`]),
  ['NO_PROXY', ''],
  ['no_proxy', ''],
]);

/** Where the program's NODE_OPTIONS wait while the forwarder's Node starts without them (they may not suit this Node). */
export const STASHED_NODE_OPTIONS = 'MCP_WRAP_PROGRAM_NODE_OPTIONS';

/** The forwarder's own failures start with this on stderr, so that the launcher tells them from the program's output. */
export const FORWARDER_PREFIX = 'mcp-wrap-egress: ';

const IGNORED_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

export function runForwarder(argv: readonly string[]): void {
  const [fdText = '', separator, program, ...args] = argv;
  const fd = Number(fdText);
  if (!/^[0-9]+$/.test(fdText) || fd < 3 || separator !== '--' || !program) return fail('usage: egress-forwarder <fd> -- program [args...]', 2);
  const mux = createMux(new Socket({ fd, readable: true, writable: true }));
  const listener = createServer({ allowHalfOpen: true }, (socket) => {
    const stream = mux.open();
    if (stream) relay(socket, stream);
    else socket.destroy();
  });
  listener.once('error', (error) => fail(`cannot listen on 127.0.0.1:${EGRESS_PROXY_PORT}: ${error.message}`, 1));
  listener.listen(EGRESS_PROXY_PORT, '127.0.0.1', () => startProgram(fd, program, args));
}

function startProgram(fd: number, program: string, args: string[]): void {
  const devNull = openSync('/dev/null', 'r+');
  const stdio: StdioOptions = ['inherit', 'inherit', 'inherit', ...Array<'ignore'>(fd - 3).fill('ignore'), devNull];
  const { [STASHED_NODE_OPTIONS]: nodeOptions, ...env } = process.env;
  const child = spawn(program, args, { stdio, env: { ...env, ...(nodeOptions !== undefined && { NODE_OPTIONS: nodeOptions }), ...PROXY_ENVIRONMENT } });
  closeSync(devNull);
  for (const signal of IGNORED_SIGNALS) process.on(signal, () => {});
  child.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'ENOENT' ? 'No such file or directory' : error.code === 'EACCES' ? 'Permission denied' : error.message;
    fail(`execvp ${program}: ${reason}`, 1);
  });
  child.once('exit', (code, signal) => {
    if (signal) {
      for (const ignored of IGNORED_SIGNALS) process.removeAllListeners(ignored);
      process.kill(process.pid, signal);
    }
    // A signal Node ignores (SIGPIPE) or handles (SIGUSR1) ends it as a shell would report it.
    process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
  });
}

function fail(message: string, exitCode: number): void {
  process.stderr.write(`${FORWARDER_PREFIX}${message}\n`);
  process.exit(exitCode);
}
