// The JSON-RPC codes of HTTP-level refusals. SDK v2's ProtocolErrorCode has no -32000 (v1's
// ErrorCode.ConnectionClosed, which the Streamable HTTP transport answers with): it is kept here.
import { ProtocolErrorCode } from '@modelcontextprotocol/server';

export const ErrorCode = {
  ParseError: ProtocolErrorCode.ParseError,
  InvalidRequest: ProtocolErrorCode.InvalidRequest,
  MethodNotFound: ProtocolErrorCode.MethodNotFound,
  InternalError: ProtocolErrorCode.InternalError,
  /** JSON-RPC's implementation-defined server error, as the SDK's own transport uses it. */
  ConnectionClosed: -32000,
} as const;
