// Every log line goes to the server's own logger (stderr) and, once the client has initialized,
// as notifications/message at or above the level it chose with logging/setLevel.
import type { Server } from '@modelcontextprotocol/server';
import { isAtLeast, type Logger, type LogLevel } from './logger.js';
import type { Redact } from './redact.js';

/** Until the client picks a level, it hears only what needs attention. */
const DEFAULT_CLIENT_LEVEL: LogLevel = 'warning';

export interface ClientLogger extends Logger {
  /** To the client only (what the host already wrote to stderr once for every session). */
  notify(level: LogLevel, message: string): void;
}

export function createClientLogger(server: Server, local: Logger, redact: Redact, onInitialized: (listener: () => void) => void): ClientLogger {
  let clientLevel = DEFAULT_CLIENT_LEVEL;
  let initialized = false;
  onInitialized(() => {
    initialized = true;
  });
  // Replaces the SDK's own logging/setLevel handler: the level filters every line sent here.
  server.setRequestHandler('logging/setLevel', (request) => {
    clientLevel = request.params.level;
    return {};
  });
  const notify = (level: LogLevel, text: string) => {
    if (initialized && isAtLeast(level, clientLevel)) server.sendLoggingMessage({ level, logger: 'mcp-wrap', data: text }).catch(() => {});
  };
  return {
    log(level, message) {
      const text = redact(message);
      local.log(level, text);
      notify(level, text);
    },
    notify: (level, message) => notify(level, redact(message)),
    wants: (level) => local.wants?.(level) !== false || (initialized && isAtLeast(level, clientLevel)),
  };
}
