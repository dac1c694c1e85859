// What the server serves, built once per definitions version: tools by name and as listed,
// command resources and templates, prompts, and the redaction of their secrets. File resources
// resolve in a connection's roots, so each connection adds its own on top (withFiles).
// With --watch a changed wrapper file builds a new catalog that replaces this one whole.
import type { Tool } from '@modelcontextprotocol/server';
import type { CommandResourceDefinition, FileResourceDefinition, PromptDefinition, ToolDefinition, WrapperDefinition } from '../definition/types.js';
import { createFileResources, type FileResources, type PathContext } from '../resources/file-resources.js';
import { createRedactor, type Redact } from './redact.js';
import { toListedTool } from './tools.js';

/** The part of a catalog that does not depend on roots: shared by every connection and request. */
export interface CatalogBase {
  definitions: readonly WrapperDefinition[];
  tools: ReadonlyMap<string, ToolDefinition>;
  /** In the order the wrappers define them, the same on every listing. */
  listedTools: Tool[];
  commands: readonly CommandResourceDefinition[];
  templates: readonly CommandResourceDefinition[];
  fileResources: readonly FileResourceDefinition[];
  prompts: ReadonlyMap<string, PromptDefinition>;
  redact: Redact;
}

export interface Catalog extends CatalogBase {
  files: FileResources;
}

export function createCatalogBase(definitions: readonly WrapperDefinition[]): CatalogBase {
  const tools = definitions.flatMap((definition) => definition.tools);
  const resources = definitions.flatMap((definition) => definition.resources);
  const commands = resources.filter((resource): resource is CommandResourceDefinition => resource.kind === 'command');
  return {
    definitions,
    tools: new Map(tools.map((tool) => [tool.name, tool])),
    listedTools: tools.map(toListedTool),
    commands,
    templates: commands.filter((resource) => resource.template),
    fileResources: resources.filter((resource): resource is FileResourceDefinition => resource.kind === 'file'),
    prompts: new Map(definitions.flatMap((definition) => definition.prompts).map((prompt) => [prompt.name, prompt])),
    redact: createRedactor(definitions.flatMap((definition) => definition.secrets)),
  };
}

/** The base with file resources resolved in `pathContext`'s roots. */
export function withFiles(base: CatalogBase, pathContext: () => Promise<PathContext>): Catalog {
  return { ...base, files: createFileResources(base.fileResources, pathContext) };
}
