// The revision a 2026-07-28 request claims in its envelope, and the answer to one this server
// does not speak: -32022 naming the revisions it does. serveStdio answers that for the opening
// message only; the line transport answers it for every later one.
import { PROTOCOL_VERSION_META_KEY, UnsupportedProtocolVersionError } from '@modelcontextprotocol/server';
import { isRecord } from '../definition/raw.js';
import { MODERN_REVISION } from './request-context.js';

/** The modern revisions served (the 2025 ones are negotiated by initialize; the SDK exports no list of these). */
const MODERN_REVISIONS: readonly string[] = [MODERN_REVISION];

/** The envelope's protocolVersion of a message, if it carries one. */
export function claimedRevision(message: unknown): string | undefined {
  const params = isRecord(message) ? message.params : undefined;
  const meta = isRecord(params) ? params._meta : undefined;
  const claimed = isRecord(meta) ? meta[PROTOCOL_VERSION_META_KEY] : undefined;
  return typeof claimed === 'string' ? claimed : undefined;
}

/** The -32022 error response for a request that claims `requested`, or undefined when it is served. */
export function refuseRevision(id: string | number, requested: string): unknown {
  if (MODERN_REVISIONS.includes(requested)) return undefined;
  const error = new UnsupportedProtocolVersionError({ supported: [...MODERN_REVISIONS], requested });
  return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } };
}
