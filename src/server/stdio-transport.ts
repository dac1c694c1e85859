// MCP over stdio, newline-delimited JSON-RPC. Unlike the SDK's StdioServerTransport, a line that
// is not JSON gets a -32700 answer, one that is not JSON-RPC -32600, and a request whose params
// do not fit its method -32602 (the SDK drops the first two silently and answers the last with
// -32603); the end of stdin closes the transport so the server can exit. In a session negotiated
// at 2025-03-26, the one version whose specification has JSON-RPC batches, a batch is answered
// with one array of the responses to its requests. One initialize per connection, request ids
// echoed as the client wrote them, responses never answered: see request-ids.ts, initialize-once.ts.
// A request that claims a 2026-07-28-style revision this server does not speak gets -32022, and
// that era has no batches.
import type { Readable, Writable } from 'node:stream';
import { ProtocolErrorCode as ErrorCode, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/server';
import { checkMessage, toErrorResponse, type ErrorResponse, type Id } from './check-message.js';
import { createInitializeOnce } from './initialize-once.js';
import { claimedRevision, refuseRevision } from './modern-claim.js';
import { MODERN_REVISION } from './request-context.js';
import { createRequestIds, isResponseShaped, rawNumbersOf, type Admitted } from './request-ids.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The protocol version whose specification includes JSON-RPC batching (later ones removed it). */
const BATCHING_VERSION = '2025-03-26';

/** A batch waiting for the responses to its requests, to send them as one array. */
interface Batch {
  waiting: Set<Id>;
  responses: unknown[];
}

/** Larger lines are answered with an error and skipped; big tool inputs stay possible. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skippingLine = false;
  private closed = false;
  private protocolVersion: string | undefined;
  /** A request claimed 2026-07-28 before any initialize: the connection serves that era. */
  private modern = false;
  private readonly batches: Batch[] = [];
  private readonly ids = createRequestIds();
  private readonly initializeOnce = createInitializeOnce();
  private ended!: () => void;
  /** Resolves once the transport closed: stdin ended, a stream failed, or close() was called. */
  readonly whenClosed = new Promise<void>((resolve) => (this.ended = resolve));

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onStreamError);
    this.output.on('error', this.onStreamError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    const result = 'result' in message ? (message.result as { protocolVersion?: unknown }) : undefined;
    if (typeof result?.protocolVersion === 'string') this.protocolVersion = result.protocolVersion;
    const id = 'id' in message && !('method' in message) ? message.id : undefined;
    const batch = id === undefined ? undefined : this.batches.find((waiting) => waiting.waiting.has(id));
    if (!batch) return this.write(message);
    batch.waiting.delete(id!);
    batch.responses.push(message);
    return this.flushIfAnswered(batch);
  }

  private write(message: unknown): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed || this.output.destroyed) return resolve();
      if (this.output.write(`${this.ids.toLine(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  private flushIfAnswered(batch: Batch): Promise<void> {
    if (batch.waiting.size > 0) return Promise.resolve();
    this.batches.splice(this.batches.indexOf(batch), 1);
    return batch.responses.length > 0 ? this.write(batch.responses) : Promise.resolve();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onStreamError);
    this.input.pause();
    this.pending = [];
    this.onclose?.();
    this.ended();
  }

  private readonly onData = (chunk: Buffer) => {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      this.append(chunk.subarray(start, newline));
      // Most lines arrive in one chunk: no copy then.
      const line = this.skippingLine ? undefined : this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
      this.pending = [];
      this.pendingBytes = 0;
      this.skippingLine = false;
      if (line !== undefined) this.handleLine(line);
      start = newline + 1;
    }
    this.append(chunk.subarray(start));
  };

  private append(part: Buffer) {
    if (this.skippingLine || part.length === 0) return;
    this.pendingBytes += part.length;
    if (this.pendingBytes > MAX_LINE_BYTES) {
      this.pending = [];
      this.skippingLine = true;
      this.reject(null, ErrorCode.InvalidRequest, `Invalid Request: message larger than ${MAX_LINE_BYTES} bytes`);
      return;
    }
    this.pending.push(part);
  }

  private handleLine(bytes: Buffer) {
    // toString() is the fast decoder but replaces invalid bytes with U+FFFD: only a line that
    // holds one is decoded again strictly, to tell a real U+FFFD from invalid UTF-8.
    let line = bytes.toString('utf8');
    if (line.charCodeAt(0) === 0xfeff) line = line.slice(1); // as TextDecoder does with a BOM
    if (line.includes('\uFFFD')) {
      try {
        line = utf8.decode(bytes);
      } catch {
        this.reject(null, ErrorCode.ParseError, 'Parse error: the line is not valid UTF-8');
        return;
      }
    }
    if (!line.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      this.reject(null, ErrorCode.ParseError, `Parse error: ${(error as Error).message}`);
      return;
    }
    if (Array.isArray(parsed) && parsed.length > 0 && this.protocolVersion === BATCHING_VERSION) this.handleBatch(parsed, line);
    else this.handleAdmitted(this.ids.admit(parsed, rawNumbersOf(line)), (response) => void this.write(response));
  }

  private handleBatch(elements: unknown[], line: string) {
    const admitted = elements.map((element, index) => this.ids.admit(element, rawNumbersOf(line, index)));
    const batch: Batch = { waiting: new Set(), responses: [] };
    for (const element of admitted.map((entry) => ('message' in entry ? entry.message : undefined))) {
      const id = (element as { id?: unknown } | null)?.id;
      const isRequest = typeof (element as { method?: unknown } | null)?.method === 'string' && (typeof id === 'string' || typeof id === 'number');
      if (isRequest) batch.waiting.add(id);
    }
    this.batches.push(batch);
    for (const entry of admitted) {
      this.handleAdmitted(entry, (response) => {
        const { id } = response as { id: Id | null };
        if (id !== null) batch.waiting.delete(id);
        batch.responses.push(response);
      });
    }
    void this.flushIfAnswered(batch);
  }

  private handleAdmitted(entry: Admitted, answer: (response: unknown) => void) {
    if ('refusal' in entry) answer(entry.refusal);
    else this.handleMessage(entry.message, answer);
  }

  /** Checks one message and hands it on, or answers it with an error through `answer`. */
  private handleMessage(parsed: unknown, answer: (response: unknown) => void) {
    const checked = checkMessage(parsed);
    if ('error' in checked) {
      // JSON-RPC never answers a notification or a response, however malformed.
      if (checked.notification || isResponseShaped(parsed)) return;
      answer(Array.isArray(parsed) ? this.refuseBatch(parsed) : checked.error);
      return;
    }
    const { message } = checked;
    const claimed = this.protocolVersion === undefined && 'id' in message && 'method' in message ? claimedRevision(message) : undefined;
    if (claimed !== undefined) {
      const refusal = refuseRevision((message as { id: Id }).id, claimed);
      if (refusal) return answer(refusal);
      this.modern = true;
    }
    const repeated = this.initializeOnce.refuse(message);
    if (repeated) {
      answer(toErrorResponse((message as { id: Id }).id, repeated.code, repeated.message));
      return;
    }
    if ('method' in message && message.method === 'notifications/cancelled') this.forgetCancelled(message.params?.requestId);
    this.onmessage?.(message);
  }

  /** A cancelled request gets no response: its batch must not wait for one. */
  private forgetCancelled(requestId: unknown) {
    const batch = this.batches.find((waiting) => waiting.waiting.has(requestId as Id));
    if (!batch) return;
    batch.waiting.delete(requestId as Id);
    void this.flushIfAnswered(batch);
  }

  /** A batch where this connection's revision has none (an empty one is no batch at all). */
  private refuseBatch(elements: unknown[]): ErrorResponse {
    const why =
      elements.length > 0
        ? `a batch, which protocol version ${this.protocolVersion ?? (this.modern ? MODERN_REVISION : '(not negotiated yet)')} does not have`
        : 'not a JSON-RPC 2.0 request, notification or response';
    return toErrorResponse(null, ErrorCode.InvalidRequest, `Invalid Request: ${why}`);
  }

  private reject(id: Id | null, code: number, message: string) {
    void this.write(toErrorResponse(id, code, message));
  }

  private readonly onEnd = () => {
    void this.close();
  };

  private readonly onStreamError = (error: Error) => {
    this.onerror?.(error);
    void this.close();
  };
}
