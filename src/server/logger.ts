// Logs go to stderr and, once a client is connected, to MCP logging: never to stdout.

export const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  log(level: LogLevel, message: string): void;
  /** Whether a message at `level` would go anywhere, so that it need not be built (absent: it would). */
  wants?(level: LogLevel): boolean;
}

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

export function isAtLeast(level: LogLevel, minimum: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(minimum);
}

/** Writes `mcp-wrap <level>: <message>` lines for levels at or above `minimum`. */
export function createStreamLogger(write: (text: string) => void, minimum: LogLevel): Logger {
  return {
    log(level, message) {
      if (isAtLeast(level, minimum)) write(`mcp-wrap ${level}: ${message}\n`);
    },
    wants: (level) => isAtLeast(level, minimum),
  };
}
