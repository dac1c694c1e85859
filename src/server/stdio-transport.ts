// MCP over stdio, newline-delimited JSON-RPC. Unlike the SDK's StdioServerTransport, a line that
// is not JSON gets a -32700 answer, one that is not JSON-RPC -32600, and a request whose params
// do not fit its method -32602 (the SDK drops the first two silently and answers the last with
// -32603); the end of stdin closes the transport so the server can exit.
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { findInvalidParams, isKnownMethod } from './validate-request.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Larger lines are answered with an error and skipped; big tool inputs stay possible. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skippingLine = false;
  private closed = false;

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
    return new Promise((resolve) => {
      if (this.closed || this.output.destroyed) return resolve();
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
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
  }

  private readonly onData = (chunk: Buffer) => {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      this.append(chunk.subarray(start, newline));
      const line = this.skippingLine ? undefined : Buffer.concat(this.pending);
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
    let line: string;
    try {
      line = utf8.decode(bytes);
    } catch {
      this.reject(null, ErrorCode.ParseError, 'Parse error: the line is not valid UTF-8');
      return;
    }
    if (!line.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      this.reject(null, ErrorCode.ParseError, `Parse error: ${(error as Error).message}`);
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(parsed);
    if (!message.success) {
      this.rejectMalformed(parsed);
      return;
    }
    const invalidParams = findInvalidParams(message.data);
    if (invalidParams !== undefined) {
      this.reject((message.data as { id: string | number }).id, ErrorCode.InvalidParams, `Invalid params: ${invalidParams}`);
      return;
    }
    this.onmessage?.(message.data);
  }

  /** A request with a method and an id but malformed params is told which; anything else is -32600. */
  private rejectMalformed(parsed: unknown) {
    const { jsonrpc, id, method } = (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {}) as Record<string, unknown>;
    const knownId = typeof id === 'string' || typeof id === 'number' ? id : null;
    if (jsonrpc === '2.0' && knownId !== null && typeof method === 'string') {
      if (!isKnownMethod(method)) this.reject(knownId, ErrorCode.MethodNotFound, `Method not found: ${method}`);
      else this.reject(knownId, ErrorCode.InvalidParams, 'Invalid params: params must be an object, and params._meta an object too');
      return;
    }
    // A notification (no id) cannot be answered; a batch is not part of this protocol version.
    if (jsonrpc === '2.0' && id === undefined && typeof method === 'string') return;
    this.reject(knownId, ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response');
  }

  private reject(id: string | number | null, code: number, message: string) {
    // JSON-RPC answers an unidentifiable request with id null, which the SDK's types do not model.
    void this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage);
  }

  private readonly onEnd = () => {
    void this.close();
  };

  private readonly onStreamError = (error: Error) => {
    this.onerror?.(error);
    void this.close();
  };
}
