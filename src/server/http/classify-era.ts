// Which era an HTTP request belongs to, from its headers and parsed body, by the SDK's own
// classification (the one its handler applies): 2025 traffic goes to the sessions as before,
// everything else to the 2026-07-28 handler, which answers its own refusals.
import type { IncomingMessage } from 'node:http';
import { classifyInboundRequest } from '@modelcontextprotocol/server';
import { claimedRevision } from '../modern-claim.js';

/** True when `body` is 2026-07-28 traffic, or a refusal that names that revision (a batch holding such requests). */
export function isModernRequest(request: IncomingMessage, body: unknown): boolean {
  if (request.method !== 'POST') return false;
  const outcome = classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader: header(request, 'mcp-protocol-version'),
    mcpMethodHeader: header(request, 'mcp-method'),
    mcpNameHeader: header(request, 'mcp-name'),
    body,
  });
  if (outcome.kind === 'modern') return true;
  // A malformed 2025 body stays with the 2025 checks and answers; only a modern claim changes era.
  return outcome.kind !== 'legacy' && (Array.isArray(body) ? body.some((element) => claimedRevision(element) !== undefined) : claimedRevision(body) !== undefined);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
