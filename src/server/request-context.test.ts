import { CLIENT_CAPABILITIES_META_KEY, LOG_LEVEL_META_KEY, PROTOCOL_VERSION_META_KEY, type ServerContext } from '@modelcontextprotocol/server';
import { describe, expect, it, vi } from 'vitest';
import type { LogLevel } from './logger.js';
import { createModernContext, MODERN_REVISION } from './request-context.js';

function sdkContext(envelope: Record<string, unknown> | undefined) {
  const log = vi.fn(async () => {});
  const ctx = {
    mcpReq: { id: 1, method: 'tools/call', envelope, signal: new AbortController().signal, notify: async () => {}, log },
  } as unknown as ServerContext;
  return { ctx, log };
}

describe('createModernContext', () => {
  it('reads the capabilities and the revision from the envelope', () => {
    const { ctx } = sdkContext({ [PROTOCOL_VERSION_META_KEY]: '2026-07-28', [CLIENT_CAPABILITIES_META_KEY]: { elicitation: {} } });
    const context = createModernContext(ctx, { log: () => {} }, (text) => text);
    expect(context).toMatchObject({ era: 'modern', revision: '2026-07-28', clientCapabilities: { elicitation: {} } });
  });

  it('has no capabilities and the modern revision without an envelope', () => {
    const context = createModernContext(sdkContext(undefined).ctx, { log: () => {} }, (text) => text);
    expect(context.clientCapabilities).toBeUndefined();
    expect(context.revision).toBe(MODERN_REVISION);
  });

  it.each<[string, unknown, LogLevel, boolean]>([
    ['no logLevel: nothing to the client', undefined, 'error', false],
    ['below the level', 'warning', 'info', false],
    ['at the level', 'warning', 'warning', true],
    ['above the level', 'info', 'error', true],
    ['a level that does not exist', 'loud', 'emergency', false],
  ])('logs to the client per request: %s', (_name, level, sent, expected) => {
    const { ctx, log } = sdkContext(level === undefined ? {} : { [LOG_LEVEL_META_KEY]: level });
    const local = vi.fn();
    createModernContext(ctx, { log: local }, (text) => text.replace('secret', '***')).log.log(sent, 'a secret line');
    expect(local).toHaveBeenCalledWith(sent, 'a *** line');
    expect(log.mock.calls.length > 0).toBe(expected);
    if (expected) expect(log).toHaveBeenCalledWith(sent, 'a *** line', 'mcp-wrap');
  });
});
