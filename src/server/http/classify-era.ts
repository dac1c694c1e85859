// Which era an HTTP request belongs to, from its headers and parsed body, by the SDK's own
// classification (the one its handler applies): 2025 traffic goes to the sessions as before,
// everything else to the 2026-07-28 handler, which answers its own refusals.
import type { IncomingMessage } from 'node:http';
import { classifyInboundRequest } from '@modelcontextprotocol/server';
import { claimedRevision } from '../modern-claim.js';
import { MODERN_REVISION } from '../request-context.js';

/** True when `body` is 2026-07-28 traffic, or a refusal of a request that names that era (header or envelope). */
export function isModernRequest(request: IncomingMessage, body: unknown): boolean {
  if (request.method !== 'POST') return false;
  const outcome = classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader: header(request, 'mcp-protocol-version'),
    mcpMethodHeader: header(request, 'mcp-method'),
    mcpNameHeader: header(request, 'mcp-name'),
    body,
  });
  if (outcome.kind !== 'reject') return outcome.kind === 'modern';
  // A malformed 2025 body stays with the 2025 checks and answers; a request that names 2026-07-28
  // or later (its header, or an envelope) gets that era's answer (-32602 for a missing envelope).
  const version = header(request, 'mcp-protocol-version');
  if (version !== undefined && version >= MODERN_REVISION) return true;
  return Array.isArray(body) ? body.some((element) => claimedRevision(element) !== undefined) : claimedRevision(body) !== undefined;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
