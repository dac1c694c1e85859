// resources/list, resources/templates/list, resources/read and subscriptions. resources/read
// serves only what the server listed or produced (run outputs, output files, file resources,
// command resources and their templates); any other URI is -32002.
import type { ReadResourceResult } from '@modelcontextprotocol/server';
import type { CommandResourceDefinition } from '../definition/types.js';
import { toCleanText, trimIncompleteEnd } from '../executor/clean-text.js';
import { readFileContent, type LocalFile } from '../resources/file-content.js';
import { ChangedFileError, type FileIdentity } from '../resources/open-unlinked.js';
import type { OutputPiece, RunOutputStore } from '../resources/run-outputs.js';
import { readCommandResource } from './command-resources.js';
import type { Handle } from './handle.js';
import { invalidParams, protocolError, RESOURCE_NOT_FOUND } from './protocol-error.js';
import type { Redact } from './redact.js';
import type { Catalog } from './catalog.js';
import type { Runner } from './runner.js';

type Contents = ReadResourceResult['contents'];

export interface ResourceDependencies {
  outputs: RunOutputStore;
  produced: ReadonlyMap<string, LocalFile>;
  runner: Runner;
  /** Set when the server declared resources.listChanged: a listing starts watching the files. */
  watchFileList?: () => Promise<void>;
  /** Set when the server serves resources/subscribe (2025): tells the client a file changed. */
  sendUpdated?: (uri: string) => void;
}

export function registerResources(handle: Handle, current: () => Catalog, dependencies: ResourceDependencies): void {
  handle('resources/list', async () => {
    const { commands, files } = current();
    await dependencies.watchFileList?.();
    return {
      resources: [
        ...commands
          .filter((resource) => !resource.template)
          .map((resource) => ({ uri: resource.uri, name: resource.name, ...described(resource), mimeType: resource.mimeType ?? 'text/plain' })),
        ...(await files.list()).map(({ path: _path, identity: _identity, ...file }) => file),
      ],
    };
  });
  handle('resources/templates/list', () => ({
    resourceTemplates: current().templates.map((resource) => ({
      uriTemplate: resource.uri,
      name: resource.name,
      ...described(resource),
      mimeType: resource.mimeType ?? 'text/plain',
    })),
  }));
  handle('resources/read', async (request) => ({ contents: await read(request.params.uri, current(), dependencies) }));

  const { sendUpdated } = dependencies;
  if (!sendUpdated) return;
  handle('resources/subscribe', async (request) => {
    const { uri } = request.params;
    const { files, commands } = current();
    if (await files.subscribe(uri, () => sendUpdated(uri))) return {};
    if (commands.some((resource) => resource.uri === uri || resource.template?.match(uri)))
      throw invalidParams(`${uri}: only file resources can be subscribed to`);
    throw protocolError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
  });
  handle('resources/unsubscribe', async (request) => {
    await current().files.unsubscribe(request.params.uri);
    return {};
  });
}

/** The contents of any URI the server listed or produced. */
export async function read(uri: string, catalog: Catalog, dependencies: Pick<ResourceDependencies, 'outputs' | 'produced' | 'runner'>): Promise<Contents> {
  const { outputs, produced } = dependencies;
  const { files, commands, redact } = catalog;
  try {
    const piece = await outputs.read(uri);
    if (piece) return [toOutputContents(uri, piece, redact)];
    const file = produced.get(uri) ?? (uri.startsWith('file:') ? await files.find(uri) : undefined);
    if (file) return [await toFileContents(uri, file.identity, file.mimeType)];
  } catch (error) {
    // A file that changed into a link (or another file) is not served: as if it were not there.
    if (error instanceof ChangedFileError) throw protocolError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}: ${error.message}`, { uri });
    throw error;
  }
  for (const resource of commands) {
    const variables = resource.template ? resource.template.match(uri) : resource.uri === uri ? {} : undefined;
    if (variables) return readCommandResource(resource, uri, variables, { ...dependencies, redact });
  }
  throw protocolError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
}

function described(resource: CommandResourceDefinition) {
  return { ...(resource.title && { title: resource.title }), ...(resource.description && { description: resource.description }) };
}

async function toFileContents(uri: string, identity: FileIdentity, mimeType: string): Promise<Contents[number]> {
  const content = await readFileContent(identity, mimeType);
  const _meta = { bytes: content.bytes, truncated: content.truncated };
  if (content.blob) return { uri, mimeType: content.mimeType, blob: content.blob.toString('base64'), _meta };
  return { uri, mimeType: content.mimeType, text: content.text ?? '', _meta };
}

/** A piece of a run's output: text ends on a whole character and says where the rest is. */
function toOutputContents(uri: string, { output, offset, data: raw }: OutputPiece, redact: Redact): Contents[number] {
  const isText = output.mimeType === 'text/plain';
  const data = isText && offset + raw.length < output.bytes ? trimIncompleteEnd(raw) : raw;
  const end = offset + data.length;
  const rest = output.bytes - end;
  const _meta = { offset, length: data.length, bytes: output.bytes, totalBytes: output.totalBytes, ...(rest > 0 && { next: `${output.uri}?offset=${end}` }) };
  if (!isText) return { uri, mimeType: output.mimeType, blob: data.toString('base64'), _meta };
  let text = redact(toCleanText(data));
  if (rest > 0)
    text += `\n[mcp-wrap: bytes ${offset.toLocaleString('en-US')}-${(end - 1).toLocaleString('en-US')} of ${output.bytes.toLocaleString('en-US')}; read ${_meta.next} for the rest]`;
  return { uri, mimeType: output.mimeType, text, _meta };
}
