// What a handler needs of the request it serves, the same whether a 2025 session or a 2026-07-28
// request carries it: handlers take this instead of reaching into the SDK Server, which on the
// modern era lives for one request and knows no client.
import {
  CLIENT_CAPABILITIES_META_KEY,
  LOG_LEVEL_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  type ClientCapabilities,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { isRecord } from '../definition/raw.js';
import { isAtLeast, isLogLevel, type Logger, type LogLevel } from './logger.js';
import type { SendNotification } from './progress.js';
import type { Redact } from './redact.js';

export type Era = 'legacy' | 'modern';

/** The one revision of the modern era this server speaks. */
export const MODERN_REVISION = '2026-07-28';

export interface RequestContext {
  era: Era;
  /** The protocol revision the answer must fit. */
  revision: string;
  /** What the client declared: at initialize (2025) or in this request's envelope (2026-07-28). */
  clientCapabilities: ClientCapabilities | undefined;
  signal: AbortSignal;
  notify: SendNotification;
  /** To stderr and, where the client asked for it, to the client. */
  log: Logger;
  /** The SDK's own context, for what only one era has (elicitation push; input responses, requestState). */
  sdk: ServerContext;
}

export type ContextOf = (ctx: ServerContext) => RequestContext;

/** The envelope key `key` of a modern request, if it carried one. */
export function envelopeValue(ctx: ServerContext, key: string): unknown {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  return envelope?.[key];
}

/**
 * A 2026-07-28 request's context: capabilities from its envelope, and log lines to the client
 * only at or above the envelope's `logLevel` (none without it, as the revision says).
 */
export function createModernContext(ctx: ServerContext, local: Logger, redact: Redact): RequestContext {
  const capabilities = envelopeValue(ctx, CLIENT_CAPABILITIES_META_KEY);
  const revision = envelopeValue(ctx, PROTOCOL_VERSION_META_KEY);
  const level = envelopeValue(ctx, LOG_LEVEL_META_KEY);
  const clientLevel = typeof level === 'string' && isLogLevel(level) ? level : undefined;
  const toClient = (level: LogLevel) => clientLevel !== undefined && isAtLeast(level, clientLevel);
  return {
    era: 'modern',
    revision: typeof revision === 'string' ? revision : MODERN_REVISION,
    clientCapabilities: isRecord(capabilities) ? capabilities : undefined,
    signal: ctx.mcpReq.signal,
    notify: ctx.mcpReq.notify,
    log: {
      log(level, message) {
        const text = redact(message);
        local.log(level, text);
        if (toClient(level)) ctx.mcpReq.log(level, text, 'mcp-wrap').catch(() => {});
      },
      wants: (level) => local.wants?.(level) !== false || toClient(level),
    },
    sdk: ctx,
  };
}
