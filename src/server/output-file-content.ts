// An output file in a tool result: always a resource_link, and small text files embedded too.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { basename } from 'node:path';
import { readFileContent, type LocalFile } from '../resources/file-content.js';
import { ChangedFileError } from '../resources/open-unlinked.js';

/** Text files up to this size are embedded as well as linked. */
const EMBED_TEXT_BYTES = 16 * 1024;

export async function toFileContent(file: LocalFile): Promise<CallToolResult['content']> {
  const link: CallToolResult['content'][number] = {
    type: 'resource_link',
    uri: file.uri,
    name: basename(file.path),
    description: `A file the tool wrote (${file.size.toLocaleString('en-US')} bytes)`,
    mimeType: file.mimeType,
    size: file.size,
  };
  if (file.size > EMBED_TEXT_BYTES) return [link];
  try {
    const { text } = await readFileContent(file.identity, file.mimeType);
    return text === undefined ? [link] : [link, { type: 'resource', resource: { uri: file.uri, mimeType: file.mimeType, text } }];
  } catch (error) {
    if (error instanceof ChangedFileError) return [{ type: 'text', text: `Output file ${error.message}` }];
    throw error;
  }
}
