// The protocol revision a session speaks. The v1 SDK Server keeps the negotiated version to
// itself, so it is read from the server's own initialize answer as that leaves on the transport.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { LATEST_PROTOCOL_VERSION, type JSONRPCMessage, type RequestInfo } from '@modelcontextprotocol/sdk/types.js';

/** HTTP without a negotiation or a header: the transport spec says assume 2025-03-26. */
export const HTTP_FALLBACK_REVISION = '2025-03-26';
/** The one revision whose specification has JSON-RPC batches (2025-06-18 removed them). */
export const BATCHING_REVISION = '2025-03-26';

export interface NegotiatedRevision {
  /** The same transport, its initialize answer noted as it is sent. */
  watch(transport: Transport): Transport;
  /** The revision for one request: negotiated here, else (stateless HTTP) its MCP-Protocol-Version header. */
  of(requestInfo?: RequestInfo): string;
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
    of(requestInfo) {
      if (negotiated !== undefined) return negotiated;
      if (requestInfo === undefined) return LATEST_PROTOCOL_VERSION;
      const header = requestInfo.headers['mcp-protocol-version'];
      return typeof header === 'string' ? header : HTTP_FALLBACK_REVISION;
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
