// A request for a method the protocol defines, with params that do not fit it, is answered with
// -32602 and a readable reason, before it reaches a handler (the SDK would answer -32603).
import { specTypeSchemas, type JSONRPCMessage, type SpecTypeName } from '@modelcontextprotocol/server';

/** The client requests of the 2025 revisions and of 2026-07-28, each with the spec type its message must be. */
const SPEC_TYPE_BY_METHOD = new Map<string, SpecTypeName>([
  ['ping', 'PingRequest'],
  ['initialize', 'InitializeRequest'],
  ['completion/complete', 'CompleteRequest'],
  ['logging/setLevel', 'SetLevelRequest'],
  ['prompts/get', 'GetPromptRequest'],
  ['prompts/list', 'ListPromptsRequest'],
  ['resources/list', 'ListResourcesRequest'],
  ['resources/templates/list', 'ListResourceTemplatesRequest'],
  ['resources/read', 'ReadResourceRequest'],
  ['resources/subscribe', 'SubscribeRequest'],
  ['resources/unsubscribe', 'UnsubscribeRequest'],
  ['tools/call', 'CallToolRequest'],
  ['tools/list', 'ListToolsRequest'],
  ['tasks/get', 'GetTaskRequest'],
  ['tasks/result', 'GetTaskPayloadRequest'],
  ['tasks/list', 'ListTasksRequest'],
  ['tasks/cancel', 'CancelTaskRequest'],
  // 2026-07-28
  ['server/discover', 'DiscoverRequest'],
  ['subscriptions/listen', 'SubscriptionsListenRequest'],
]);

/** List methods: this server sends every item in one page, so it never issues a cursor. */
const PAGINATED = new Set(['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list']);

export function isKnownMethod(method: string): boolean {
  return SPEC_TYPE_BY_METHOD.has(method);
}

/** Why `message` is not a valid request of its method, or undefined when it is (or is not a request). */
export function findInvalidParams(message: JSONRPCMessage): string | undefined {
  if (!('method' in message) || !('id' in message)) return undefined;
  const specType = SPEC_TYPE_BY_METHOD.get(message.method);
  if (!specType) return undefined;
  const cursor = (message.params as { cursor?: unknown } | undefined)?.cursor;
  if (PAGINATED.has(message.method) && cursor !== undefined) return describeCursor(cursor);
  const { issues } = specTypeSchemas[specType]['~standard'].validate(message);
  if (!issues) return undefined;
  return issues.map((issue) => `${issue.path?.map(toPathKey).join('.') || 'request'}: ${issue.message}`).join('; ');
}

function toPathKey(segment: PropertyKey | { key: PropertyKey }): string {
  return String(typeof segment === 'object' ? segment.key : segment);
}

/** Quotes at most this much of a cursor in the answer. */
const MAX_QUOTED_CURSOR = 80;

/** Never JSON.stringify the cursor: a line of nested brackets would overflow the stack and end the server. */
function describeCursor(cursor: unknown): string {
  if (typeof cursor !== 'string')
    return `params.cursor: expected a string, got ${Array.isArray(cursor) ? 'an array' : cursor === null ? 'null' : typeof cursor}`;
  const quoted =
    cursor.length > MAX_QUOTED_CURSOR ? `${JSON.stringify(cursor.slice(0, MAX_QUOTED_CURSOR))}... (${cursor.length} characters)` : JSON.stringify(cursor);
  return `params.cursor: ${quoted} is not a cursor this server issued (it lists everything at once)`;
}
