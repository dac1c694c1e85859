// What the server serves, built once from the loaded definitions: tools by name and as listed,
// command resources and templates, file resources, prompts, and the redaction of their secrets.
// With --watch a changed wrapper file builds a new catalog that replaces this one whole.
import type { Tool } from '@modelcontextprotocol/server';
import type { CommandResourceDefinition, FileResourceDefinition, PromptDefinition, ToolDefinition, WrapperDefinition } from '../definition/types.js';
import { createFileResources, type FileResources, type PathContext } from '../resources/file-resources.js';
import { createRedactor, type Redact } from './redact.js';
import { toListedTool } from './tools.js';

export interface Catalog {
  tools: ReadonlyMap<string, ToolDefinition>;
  listedTools: Tool[];
  commands: readonly CommandResourceDefinition[];
  templates: readonly CommandResourceDefinition[];
  files: FileResources;
  prompts: ReadonlyMap<string, PromptDefinition>;
  redact: Redact;
}

export function createCatalog(definitions: readonly WrapperDefinition[], pathContext: () => Promise<PathContext>): Catalog {
  const tools = definitions.flatMap((definition) => definition.tools);
  const resources = definitions.flatMap((definition) => definition.resources);
  const commands = resources.filter((resource): resource is CommandResourceDefinition => resource.kind === 'command');
  const files = resources.filter((resource): resource is FileResourceDefinition => resource.kind === 'file');
  return {
    tools: new Map(tools.map((tool) => [tool.name, tool])),
    listedTools: tools.map(toListedTool),
    commands,
    templates: commands.filter((resource) => resource.template),
    files: createFileResources(files, pathContext),
    prompts: new Map(definitions.flatMap((definition) => definition.prompts).map((prompt) => [prompt.name, prompt])),
    redact: createRedactor(definitions.flatMap((definition) => definition.secrets)),
  };
}
