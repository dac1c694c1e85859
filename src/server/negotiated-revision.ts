// The protocol revision a session speaks, read from the server's own initialize answer as that
// leaves on the transport: one place for stdio and HTTP sessions alike.
import { LATEST_PROTOCOL_VERSION, type JSONRPCMessage, type ServerContext, type Transport } from '@modelcontextprotocol/server';

/** HTTP without a negotiation or a header: the transport spec says assume 2025-03-26. */
export const HTTP_FALLBACK_REVISION = '2025-03-26';
/** The one revision whose specification has JSON-RPC batches (2025-06-18 removed them). */
export const BATCHING_REVISION = '2025-03-26';

/** The revision for one request: negotiated here, else (stateless HTTP) its MCP-Protocol-Version header. */
export type RevisionOf = (ctx?: Pick<ServerContext, 'http'>) => string;

export interface NegotiatedRevision {
  /** The same transport, its initialize answer noted as it is sent. */
  watch(transport: Transport): Transport;
  of: RevisionOf;
  /** The revision this session's initialize settled on, if it has been answered. */
  negotiated(): string | undefined;
}

export function createNegotiatedRevision(): NegotiatedRevision {
  let negotiated: string | undefined;
  return {
    watch(transport) {
      const send = transport.send.bind(transport);
      transport.send = (message, options) => {
        negotiated = initializedVersion(message) ?? negotiated;
        return send(message, options);
      };
      return transport;
    },
    of(ctx) {
      if (negotiated !== undefined) return negotiated;
      const request = ctx?.http?.req;
      if (request === undefined) return LATEST_PROTOCOL_VERSION;
      return request.headers.get('mcp-protocol-version') ?? HTTP_FALLBACK_REVISION;
    },
    negotiated: () => negotiated,
  };
}

/** The protocolVersion of an InitializeResult (the only result with serverInfo beside it). */
function initializedVersion(message: JSONRPCMessage): string | undefined {
  if (!('result' in message)) return undefined;
  const result = message.result as { protocolVersion?: unknown; serverInfo?: unknown };
  return typeof result.protocolVersion === 'string' && typeof result.serverInfo === 'object' ? result.protocolVersion : undefined;
}
