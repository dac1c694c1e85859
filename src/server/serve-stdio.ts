// Both protocol eras on one stdio connection. The SDK's serveStdio reads the opening exchange: an
// initialize (or any message without the 2026-07-28 envelope) pins a 2025 session, served as
// before; a request with the envelope, or server/discover, pins one 2026-07-28 instance for the
// connection, and serveStdio answers subscriptions/listen itself, routing that instance's list
// changes onto the open subscriptions. Every line passes our LineTransport's checks first.
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { WrapHost } from './create-server.js';
import type { Logger } from './logger.js';
import type { LineTransport } from './stdio-transport.js';

export interface StdioService {
  /** Resolves when the client ended the connection (stdin closed). */
  ended: Promise<void>;
  /** Ends the connection: the pinned instance first, its calls aborted. */
  close(): Promise<void>;
}

export function serveStdioEras(host: WrapHost, transport: LineTransport, logger: Logger): StdioService {
  const handle = serveStdio(({ era }) => host.createInstance(era, true), {
    transport,
    onerror: (error) => logger.log('debug', `stdio: ${error.message}`),
  });
  return { ended: transport.whenClosed, close: () => handle.close() };
}
