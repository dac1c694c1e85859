// Request ids the SDK cannot carry as the client wrote them. An MCP id is a string or an integer
// (the spec's prose and JSON schema in every revision; its TypeScript schema says `number`). An
// integer beyond 2^53 loses digits in JSON.parse and the SDK refuses it: such a request is served
// under a surrogate string id and answered with the client's exact digits. A fractional number is
// not an MCP id: -32600, its id echoed as written. A client string id that looks like a surrogate
// gets one too, so the two can never be confused.
import { isRecord as isObject } from '../definition/raw.js';
import { findRawNumber, type JsonPath } from './find-raw-number.js';

const SURROGATE_PREFIX = 'mcp-wrap:id:';
const INVALID_REQUEST = -32600;

/** The raw text of the number at a path inside the message (for a batch element, relative to it). */
export type RawNumberAt = (path: JsonPath) => string | undefined;

export type Admitted = { message: unknown } | { refusal: unknown };

export interface RequestIds {
  /** The message as the SDK may take it (ids and cancelled requestIds replaced), or the error that answers it. */
  admit(message: unknown, rawNumberAt: RawNumberAt): Admitted;
  /** One line of JSON for an outgoing message (or batch), each surrogate id replaced by the client's own text. */
  toLine(message: unknown): string;
}

/** Reads raw numbers from `line`, inside its batch element `index` if given. */
export function rawNumbersOf(line: string, index?: number): RawNumberAt {
  return (path) => findRawNumber(line, index === undefined ? path : [index, ...path]);
}

export function createRequestIds(): RequestIds {
  /** Surrogate -> the client's id as JSON text, and back (the latest request with that text). */
  const textOf = new Map<string, string>();
  const surrogateOf = new Map<string, string>();
  let next = 0;

  const stand = (text: string) => {
    const surrogate = `${SURROGATE_PREFIX}${next++}`;
    textOf.set(surrogate, text);
    surrogateOf.set(text, surrogate);
    return surrogate;
  };
  const forget = (surrogate: string) => {
    const text = textOf.get(surrogate)!;
    textOf.delete(surrogate);
    if (surrogateOf.get(text) === surrogate) surrogateOf.delete(text);
  };
  /** The JSON text of an id the SDK cannot carry, or undefined for one it can. */
  const foreignText = (id: unknown, rawAt: () => string | undefined) => {
    if (typeof id === 'number') return Number.isSafeInteger(id) ? undefined : (rawAt() ?? String(id));
    return typeof id === 'string' && id.startsWith(SURROGATE_PREFIX) ? JSON.stringify(id) : undefined;
  };

  return {
    admit(message, rawNumberAt) {
      if (!isObject(message) || isResponseShaped(message)) return { message };
      if (message.method === 'notifications/cancelled' && !('id' in message) && isObject(message.params)) {
        const text = foreignText(message.params.requestId, () => rawNumberAt(['params', 'requestId']));
        const surrogate = text === undefined ? undefined : surrogateOf.get(text);
        if (surrogate === undefined) return { message };
        forget(surrogate); // a cancelled request is never answered
        return { message: { ...message, params: { ...message.params, requestId: surrogate } } };
      }
      const text = foreignText(message.id, () => rawNumberAt(['id']));
      if (text === undefined) return { message };
      const surrogate = stand(text);
      if (typeof message.id === 'number' && !isIntegerText(text)) {
        const error = { code: INVALID_REQUEST, message: `Invalid Request: the id ${text} is neither a string nor an integer, as MCP requires` };
        return { refusal: { jsonrpc: '2.0', id: surrogate, error } };
      }
      return { message: { ...message, id: surrogate } };
    },
    toLine(message) {
      if (textOf.size === 0) return JSON.stringify(message);
      if (Array.isArray(message)) return `[${message.map((element) => this.toLine(element)).join(',')}]`;
      const id = isObject(message) ? message.id : undefined;
      const text = typeof id === 'string' ? textOf.get(id) : undefined;
      if (text === undefined) return JSON.stringify(message);
      forget(id as string); // only responses carry a client's id
      const { id: _surrogate, ...rest } = message as Record<string, unknown>;
      const body = JSON.stringify(rest);
      return `{"id":${text}${body === '{}' ? '}' : `,${body.slice(1)}`}`;
    },
  };
}

/** A JSON-RPC response (result or error, no method): never answered, whatever its shape. */
export function isResponseShaped(message: unknown): boolean {
  return isObject(message) && !('method' in message) && ('result' in message || 'error' in message);
}

/** Whether a JSON number's text denotes an integer (1e300 and 2.50e1 do, 1.5 does not). */
export function isIntegerText(text: string): boolean {
  const [, whole = '', fraction = '', exponent = '0'] = /^-?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text) ?? [];
  const digits = whole + fraction;
  const scale = Number(exponent) - fraction.length;
  if (scale >= 0 || /^0*$/.test(digits)) return true;
  return digits.length - digits.replace(/0+$/, '').length >= -scale;
}
