// The requestState of a 2026-07-28 call that asks for input: HMAC-SHA256 signed (the SDK's codec),
// bound to the method and the principal, valid 120 s. The key is random per server process unless
// MCP_WRAP_STATE_KEY gives one, so that replicas behind a load balancer accept each other's states.
import { randomBytes } from 'node:crypto';
import { createRequestStateCodec, type RequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';

/** What an answer is taken for: the tool, a hash of its arguments, and the roots already answered. */
export interface CallState {
  tool: string;
  arguments: string;
  roots?: string[];
  /** The confirmation was asked in the round that minted this state. */
  asked?: boolean;
}

/** A user answers a question in this time; a state older than that is refused. */
export const STATE_TTL_SECONDS = 120;
const STATE_KEY_VARIABLE = 'MCP_WRAP_STATE_KEY';
/** HMAC-SHA256 wants a key of at least its output size. */
const MIN_KEY_BYTES = 32;

/** The codec for `env`'s key, or a random one; throws when the given key is too short. */
export function createStateCodec(env: Readonly<Record<string, string | undefined>>): RequestStateCodec<CallState> {
  const given = env[STATE_KEY_VARIABLE];
  if (given !== undefined && Buffer.byteLength(given) < MIN_KEY_BYTES)
    throw new Error(`${STATE_KEY_VARIABLE} must be at least ${MIN_KEY_BYTES} bytes (it signs the requestState of confirmations)`);
  return createRequestStateCodec<CallState>({ key: given ?? randomBytes(MIN_KEY_BYTES), ttlSeconds: STATE_TTL_SECONDS, bind: bindingOf });
}

/** A state answers only the method it was minted for, for the principal it was minted for. */
function bindingOf(ctx: ServerContext): string {
  return `${ctx.mcpReq.method}\0${ctx.http?.authInfo?.clientId ?? ''}`;
}
