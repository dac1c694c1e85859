// resources/list and resources/read. Only URIs the server listed or produced can be read; any
// other is -32002. Run outputs are served in pieces of at most 8 MiB.
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListResourcesRequestSchema, ReadResourceRequestSchema, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { toCleanText, trimIncompleteEnd } from '../executor/clean-text.js';
import type { OutputPiece, RunOutputStore } from '../resources/run-outputs.js';
import { protocolError, RESOURCE_NOT_FOUND } from './protocol-error.js';
import type { Redact } from './redact.js';

export function registerResources(server: Server, outputs: RunOutputStore, redact: Redact): void {
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: [] }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    const piece = await outputs.read(uri);
    if (!piece) throw protocolError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
    return toReadResult(uri, piece, redact);
  });
}

function toReadResult(uri: string, { output, offset, data: raw }: OutputPiece, redact: Redact): ReadResourceResult {
  const isText = output.mimeType === 'text/plain';
  // A text piece ends on a whole character; the next piece starts where this one stopped.
  const data = isText && offset + raw.length < output.bytes ? trimIncompleteEnd(raw) : raw;
  const end = offset + data.length;
  const rest = output.bytes - end;
  const _meta = { offset, length: data.length, bytes: output.bytes, totalBytes: output.totalBytes, ...(rest > 0 && { next: `${output.uri}?offset=${end}` }) };
  if (!isText) return { contents: [{ uri, mimeType: output.mimeType, blob: data.toString('base64'), _meta }] };
  let text = redact(toCleanText(data));
  if (rest > 0) text += `\n[mcp-wrap: bytes ${offset.toLocaleString('en-US')}-${(end - 1).toLocaleString('en-US')} of ${output.bytes.toLocaleString('en-US')}; read ${_meta.next} for the rest]`;
  return { contents: [{ uri, mimeType: output.mimeType, text, _meta }] };
}
