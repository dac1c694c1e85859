// A POST body, judged before the SDK's transport sees it: strict UTF-8, then JSON, then each
// message as the stdio transport judges a line (check-message.ts), batches only in a session
// whose revision has them (2025-03-26). On 2026-07-28 there are no batches and no sessions: a bad
// message is answered here at once.
import { ErrorCode } from './error-codes.js';
import { checkMessage, toErrorResponse, type CheckedMessage, type ErrorResponse } from '../check-message.js';
import { BATCHING_REVISION } from '../negotiated-revision.js';
import { MODERN_REVISION } from '../request-context.js';
import { isPlaceholder, toPlaceholder } from './placeholder.js';

export type BodyVerdict =
  /** For the transport: one message or a batch, its bad elements as placeholders the session answers. */
  | { serve: unknown }
  /** Answered here: 400 with the error, or 202 (a batch of notifications JSON-RPC leaves unanswered). */
  | { status: number; answer?: ErrorResponse };

export interface BodyContext {
  /** The revision the parsed body is judged by: its session's, or 2026-07-28; undefined before initialize. */
  revisionOf(value: unknown): string | undefined;
  /** An id no client request of the session uses, for a placeholder of an element without one. */
  newId(): string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What to do with a POST body: never throws, whatever the bytes. */
export function readRequestBody(bytes: Uint8Array, context: BodyContext): BodyVerdict {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return refuse(ErrorCode.ParseError, 'Parse error: the body is not valid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse(ErrorCode.ParseError, `Parse error: ${(error as Error).message}`);
  }
  const revision = context.revisionOf(value);
  if (!Array.isArray(value)) return revision === MODERN_REVISION ? readModernMessage(value) : readMessage(value, context);
  if (value.length === 0) return refuse(ErrorCode.InvalidRequest, 'Invalid Request: an empty batch');
  if (revision !== BATCHING_REVISION)
    return refuse(ErrorCode.InvalidRequest, `Invalid Request: a batch, which protocol version ${revision ?? '(not negotiated yet)'} does not have`);
  const batch = value.flatMap((element) => {
    const checked = check(element);
    if ('message' in checked) return [checked.message];
    return checked.notification ? [] : [toPlaceholder(checked.error, context.newId)];
  });
  return batch.length > 0 ? { serve: batch } : { status: 202 };
}

/** A lone bad request with an id is answered on its stream, after the SDK's session checks; the rest here. */
function readMessage(value: unknown, context: BodyContext): BodyVerdict {
  const checked = check(value);
  if ('message' in checked) return { serve: checked.message };
  const { error } = checked;
  if (error.id !== null && error.error.code !== ErrorCode.InvalidRequest) return { serve: toPlaceholder(error, context.newId) };
  return { status: 400, answer: error };
}

/**
 * 2026-07-28 has no stream to answer on later: a bad message is answered at once, with 400. A
 * revision it does not speak (-32022), headers that disagree with the body (-32020) and methods
 * this revision removed (-32601, 404) are the SDK handler's to answer, which it does.
 */
function readModernMessage(value: unknown): BodyVerdict {
  if (REMOVED_METHODS.has((value as { method?: unknown }).method as string)) return { serve: value };
  const checked = check(value);
  if ('message' in checked) return { serve: checked.message };
  return { status: 400, answer: checked.error };
}

/** 2025 methods that 2026-07-28 removed: not judged by their 2025 params. */
const REMOVED_METHODS = new Set(['initialize', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe']);

function check(value: unknown): CheckedMessage {
  const checked = checkMessage(value);
  if (!('message' in checked) || !isPlaceholder(checked.message)) return checked;
  return { error: toErrorResponse(checked.message.id, ErrorCode.MethodNotFound, `Method not found: ${checked.message.method}`), notification: false };
}

function refuse(code: number, message: string): BodyVerdict {
  return { status: 400, answer: toErrorResponse(null, code, message) };
}
