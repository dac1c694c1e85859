// MCP over stdio, newline-delimited JSON-RPC. Unlike the SDK's StdioServerTransport, a line that
// is not JSON gets a -32700 answer, one that is not JSON-RPC -32600, and a request whose params
// do not fit its method -32602 (the SDK drops the first two silently and answers the last with
// -32603); the end of stdin closes the transport so the server can exit.
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { findInvalidParams } from './validate-request.js';

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
      const line = this.skippingLine ? undefined : Buffer.concat(this.pending).toString('utf8');
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

  private handleLine(line: string) {
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
      const id = (parsed as { id?: unknown } | null)?.id;
      const knownId = typeof id === 'string' || typeof id === 'number' ? id : null;
      this.reject(knownId, ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response');
      return;
    }
    const invalidParams = findInvalidParams(message.data);
    if (invalidParams !== undefined) {
      this.reject((message.data as { id: string | number }).id, ErrorCode.InvalidParams, `Invalid params: ${invalidParams}`);
      return;
    }
    this.onmessage?.(message.data);
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
