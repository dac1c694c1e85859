// MCP over Streamable HTTP on the SDK's transport: `/mcp` with one session (one SDK server, its own
// roots, confirmations and logging level) per Mcp-Session-Id, or a fresh one per request with
// --stateless, for the 2025 revisions; 2026-07-28 requests go to the SDK's per-request handler; `/healthz`; the protected resource metadata with OAuth. Every request passes the
// Host/Origin check and the authorization check, and its body the checks stdio's lines get
// (read-request-body.ts), before the SDK sees it, and leaves one access log line on stderr that
// names no argument value and no token.
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeStreamableHTTPServerTransport, toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, isInitializeRequest, type AuthInfo } from '@modelcontextprotocol/server';
import type { WrapHost, WrapServer } from '../create-server.js';
import type { Logger } from '../logger.js';
import { describeRequest, formatAccess, type AccessEntry } from './access-log.js';
import type { Authenticator, Verdict } from './authenticate.js';
import { principalOf } from './principal.js';
import { HTTP_FALLBACK_REVISION } from '../negotiated-revision.js';
import { MODERN_REVISION } from '../request-context.js';
import { isModernRequest } from './classify-era.js';
import { createListenBus } from './listen-bus.js';
import { ErrorCode } from './error-codes.js';
import { createEventStore } from './event-store.js';
import type { HostCheck } from './host-check.js';
import { answerPlaceholders } from './placeholder.js';
import { readRequestBody } from './read-request-body.js';
import { trackRequests } from './track-requests.js';

const MCP_PATH = '/mcp';
const HEALTH_PATH = '/healthz';
const RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';
/** Larger bodies get 413; a tool input of several MiB still fits. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
/** A session without requests or open streams for this long is closed, as if the client sent DELETE. */
const SESSION_IDLE_MS = 30 * 60 * 1000;

export interface HttpOptions {
  host: string;
  port: number;
  stateless: boolean;
  hostCheck: HostCheck;
  /** Absent: anyone who reaches the port may call (refused by the CLI off loopback unless asked for). */
  auth?: Authenticator;
  /** The address clients use, for the protected resource metadata behind a proxy; default: from Host. */
  publicUrl?: string;
  logger: Logger;
  idleMs?: number;
}

export interface HttpService {
  /** Where it listens, such as http://127.0.0.1:8080/mcp. */
  url: string;
  /** Stops accepting, ends every session (stopping its runs) and closes every connection. */
  close(): Promise<void>;
}

interface Session {
  transport: NodeStreamableHTTPServerTransport;
  wrap: WrapServer;
  openRequests: number;
  lastSeen: number;
}

export async function serveHttp(host: WrapHost, options: HttpOptions): Promise<HttpService> {
  const sessions = new Map<string, Session>();
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;

  const openSession = async (): Promise<Session> => {
    const wrap = host.openSession();
    const session: Session = { wrap, openRequests: 0, lastSeen: Date.now(), transport: undefined! };
    session.transport = new NodeStreamableHTTPServerTransport({
      sessionIdGenerator: options.stateless ? undefined : () => randomUUID(),
      // SDK v2 sends SSE keep-alive comments every 15 s by default; v1 sent none.
      keepAliveMs: 0,
      ...(!options.stateless && { eventStore: createEventStore() }),
      onsessioninitialized: (id) => void sessions.set(id, session),
      onsessionclosed: (id) => void endSession(id),
    });
    await wrap.connect(session.transport);
    answerPlaceholders(session.transport);
    return session;
  };
  const endSession = async (id: string) => {
    const session = sessions.get(id);
    if (!session) return;
    sessions.delete(id);
    await session.wrap.close();
  };

  // 2026-07-28: a fresh instance per request from the host, behind the same checks as a session.
  const onModernError = (error: Error) => options.logger.log('debug', `HTTP 2026-07-28: ${error.message}`);
  const modern = createMcpHandler(({ authInfo }) => host.createInstance('modern', false, principalOf(authInfo)), {
    legacy: 'reject',
    maxRequestBodySize: MAX_REQUEST_BYTES,
    bus: createListenBus((notifier) => host.listenModern(notifier), onModernError),
    onerror: onModernError,
  });
  const serveModern = toNodeHandler(modern, { maxRequestBodySize: MAX_REQUEST_BYTES });

  const handleMcp = async (request: IncomingMessage & { auth?: AuthInfo }, response: ServerResponse, entry: AccessEntry) => {
    const id = options.stateless ? undefined : header(request, 'mcp-session-id');
    const revision = options.stateless
      ? (header(request, 'mcp-protocol-version') ?? HTTP_FALLBACK_REVISION)
      : id === undefined
        ? undefined
        : sessions.get(id)?.wrap.revision();
    let isModern = false;
    const revisionOf = (value: unknown) => {
      isModern = isModernRequest(request, value);
      return isModern ? MODERN_REVISION : revision;
    };
    const body = request.method === 'POST' ? await readBody(request, response, revisionOf) : undefined;
    if (body === READ_FAILED) return;
    Object.assign(entry, describeRequest(body));
    if (isModern) return serveModern(request, response, body);
    if (options.stateless) {
      if (request.method !== 'POST')
        return sendError(response, 405, ErrorCode.ConnectionClosed, 'this server is stateless: only POST is served', { allow: 'POST' });
      const session = await openSession();
      const requests = trackRequests(session.transport);
      // A disconnect is no cancellation (docs/http.md): the runs go on to their end, unanswered.
      response.on('close', () => void requests.settled().then(() => session.wrap.close()));
      return session.transport.handleRequest(request, response, body);
    }
    entry.session = id?.slice(0, 8);
    if (id === undefined) {
      if (request.method !== 'POST' || !isInitializeRequest(body))
        return sendError(response, 400, ErrorCode.InvalidRequest, 'no Mcp-Session-Id: send initialize first');
      const session = await openSession();
      await track(session, response, () => session.transport.handleRequest(request, response, body));
      const opened = session.transport.sessionId;
      entry.session = opened?.slice(0, 8);
      // An initialize the SDK refused opened no session: nothing will ever close this one.
      if (opened === undefined || !sessions.has(opened)) await session.wrap.close();
      return;
    }
    const session = sessions.get(id);
    if (!session) return sendError(response, 404, ErrorCode.InvalidRequest, 'no such session (it ended, or this server restarted): initialize again');
    await track(session, response, () => session.transport.handleRequest(request, response, body));
  };

  const track = async (session: Session, response: ServerResponse, handle: () => Promise<void>) => {
    session.openRequests++;
    session.lastSeen = Date.now();
    response.on('close', () => {
      session.openRequests--;
      session.lastSeen = Date.now();
    });
    await handle();
  };

  const server = createHttpServer((request, response) => {
    const entry: AccessEntry = { method: request.method ?? '', path: (request.url ?? '').split('?')[0]!, started: performance.now() };
    response.on('close', () => options.logger.log('info', formatAccess(entry, response)));
    route(request, response, entry).catch((error: Error) => {
      options.logger.log('error', `HTTP ${entry.method} ${entry.path}: ${error.message}`);
      if (!response.headersSent) sendError(response, 500, ErrorCode.InternalError, 'internal error');
      else response.end();
    });
  });

  const route = async (request: IncomingMessage, response: ServerResponse, entry: AccessEntry) => {
    // Before the Host check: orchestrators probe by the pod's address, and counts reveal nothing.
    if (entry.path === HEALTH_PATH && request.method === 'GET') return sendJson(response, 200, { status: 'ok', ...host.status() });
    const refused = options.hostCheck(header(request, 'host'), header(request, 'origin'));
    if (refused) return sendError(response, 403, ErrorCode.ConnectionClosed, refused);
    if (options.auth?.issuer && (entry.path === RESOURCE_METADATA_PATH || entry.path === `${RESOURCE_METADATA_PATH}${MCP_PATH}`)) {
      return sendJson(response, 200, {
        resource: `${baseUrl(request)}${MCP_PATH}`,
        authorization_servers: [options.auth.issuer],
        bearer_methods_supported: ['header'],
      });
    }
    if (entry.path !== MCP_PATH) return sendError(response, 404, ErrorCode.InvalidRequest, `not found: the MCP endpoint is ${MCP_PATH}`);
    if (options.auth) {
      const verdict = await options.auth.authenticate(header(request, 'authorization'));
      if (!verdict.ok)
        return sendError(response, 401, ErrorCode.ConnectionClosed, `unauthorized: ${verdict.description}`, {
          'www-authenticate': challenge(request, verdict),
        });
      (request as IncomingMessage & { auth?: AuthInfo }).auth = verdict.info;
    }
    return handleMcp(request, response, entry);
  };

  const baseUrl = (request: IncomingMessage) => options.publicUrl?.replace(/\/$/, '') ?? `http://${header(request, 'host')}`;
  const challenge = (request: IncomingMessage, verdict: Extract<Verdict, { ok: false }>) => {
    const metadataUrl = options.auth?.issuer ? `${baseUrl(request)}${RESOURCE_METADATA_PATH}${MCP_PATH}` : undefined;
    const parts = [
      'realm="mcp-wrap"',
      ...(metadataUrl ? [`resource_metadata="${metadataUrl}"`] : []),
      ...(verdict.error ? [`error="${verdict.error}"`, `error_description="${verdict.description.replace(/["\\]/g, "'")}"`] : []),
    ];
    return `Bearer ${parts.join(', ')}`;
  };

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [id, session] of sessions) if (session.openRequests === 0 && now - session.lastSeen > idleMs) void endSession(id);
    },
    Math.min(idleMs, 60_000),
  );
  sweep.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}${MCP_PATH}`,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.all([...sessions.keys()].map(endSession));
        await modern.close();
        server.closeAllConnections();
        await stopped;
      })();
      return closing;
    },
  };
}

const READ_FAILED = Symbol('read failed');

/** The body for the transport, or an answer already sent (413 over the limit, JSON-RPC errors, 202). */
async function readBody(request: IncomingMessage, response: ServerResponse, revisionOf: (value: unknown) => string | undefined): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_REQUEST_BYTES) return tooLarge(request, response);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_REQUEST_BYTES) return tooLarge(request, response);
    chunks.push(chunk);
  }
  const verdict = readRequestBody(Buffer.concat(chunks), { revisionOf, newId: randomUUID });
  if ('serve' in verdict) return verdict.serve;
  if (verdict.answer) sendJson(response, verdict.status, verdict.answer);
  else response.writeHead(verdict.status).end();
  return READ_FAILED;
}

function tooLarge(request: IncomingMessage, response: ServerResponse): typeof READ_FAILED {
  sendError(response, 413, ErrorCode.InvalidRequest, `the request body is larger than ${MAX_REQUEST_BYTES} bytes`, { connection: 'close' });
  request.resume();
  return READ_FAILED;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  sendJson(response, status, { jsonrpc: '2.0', error: { code, message }, id: null }, headers);
}
