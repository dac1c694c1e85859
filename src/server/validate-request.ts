// A request for a method the protocol defines, with params that do not fit it, is answered with
// -32602 and a readable reason, before it reaches a handler (the SDK would answer -32603).
import { ClientRequestSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isRecord } from '../definition/raw.js';

type SafeParser = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } } };
type Issue = { path: PropertyKey[]; message: string };

const schemasByMethod = new Map<string, SafeParser>(
  ClientRequestSchema.options.map((schema) => [String(schema.shape.method.value), schema as unknown as SafeParser]),
);

/** List methods: this server sends every item in one page, so it never issues a cursor. */
const PAGINATED = new Set(['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list']);

export function isKnownMethod(method: string): boolean {
  return schemasByMethod.has(method);
}

/** Why `message` is not a valid request of its method, or undefined when it is (or is not a request). */
export function findInvalidParams(message: JSONRPCMessage): string | undefined {
  if (!('method' in message) || !('id' in message)) return undefined;
  const schema = schemasByMethod.get(message.method);
  if (!schema) return undefined;
  const cursor = (message.params as { cursor?: unknown } | undefined)?.cursor;
  if (PAGINATED.has(message.method) && cursor !== undefined) return describeCursor(cursor);
  if (message.method === 'tools/call' && isPlainToolCall(message.params)) return undefined;
  const parsed = schema.safeParse(message);
  if (parsed.success) return undefined;
  return parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'request'}: ${issue.message}`).join('; ');
}

/** Quotes at most this much of a cursor in the answer. */
const MAX_QUOTED_CURSOR = 80;

/** Never JSON.stringify the cursor: a line of nested brackets would overflow the stack and end the server. */
function describeCursor(cursor: unknown): string {
  if (typeof cursor !== 'string') return `params.cursor: expected a string, got ${Array.isArray(cursor) ? 'an array' : cursor === null ? 'null' : typeof cursor}`;
  const quoted = cursor.length > MAX_QUOTED_CURSOR ? `${JSON.stringify(cursor.slice(0, MAX_QUOTED_CURSOR))}... (${cursor.length} characters)` : JSON.stringify(cursor);
  return `params.cursor: ${quoted} is not a cursor this server issued (it lists everything at once)`;
}

/**
 * A tools/call whose params are plainly valid: a name, arguments as an object, no task, and at
 * most a progress token in _meta. The SDK parses every call twice itself; this spares a third
 * parse for what nearly every call is. Anything else is parsed, for the readable reason.
 */
export function isPlainToolCall(params: unknown): boolean {
  if (!isRecord(params) || typeof params.name !== 'string' || params.task !== undefined) return false;
  if (params.arguments !== undefined && !isRecord(params.arguments)) return false;
  const meta = params._meta;
  if (meta === undefined) return true;
  if (!isRecord(meta)) return false;
  const token = meta.progressToken;
  return Object.keys(meta).every((key) => key === 'progressToken') && (token === undefined || typeof token === 'string' || Number.isSafeInteger(token));
}
