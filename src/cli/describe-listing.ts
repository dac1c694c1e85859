// What `mcp-wrap list` prints for people: each tool with its annotations, the first sentence of its
// description and its arguments (type,
// constraints, default, required), then resources, templates, prompts and the wrappers' toolsets.
import type { Prompt, Resource, ResourceTemplate, Tool } from '../server/protocol-types.js';

export interface Listing {
  tools: Tool[];
  resources: Resource[];
  resourceTemplates: ResourceTemplate[];
  prompts: Prompt[];
}

type Schema = Record<string, unknown>;

export function describeListing(listing: Listing, toolsets: Readonly<Record<string, readonly string[]>> = {}): string {
  const sections: string[] = [];
  if (listing.tools.length > 0) sections.push(`Tools (${listing.tools.length})\n${listing.tools.map(describeTool).join('\n')}`);
  if (listing.resources.length > 0)
    sections.push(
      `Resources (${listing.resources.length})\n${listing.resources.map((resource) => `  ${resource.uri}${named(resource.title ?? resource.description)}${resource.mimeType ? ` (${resource.mimeType})` : ''}`).join('\n')}`,
    );
  if (listing.resourceTemplates.length > 0)
    sections.push(
      `Resource templates (${listing.resourceTemplates.length})\n${listing.resourceTemplates.map((template) => `  ${template.uriTemplate}${named(template.title ?? template.description)}`).join('\n')}`,
    );
  if (listing.prompts.length > 0) sections.push(`Prompts (${listing.prompts.length})\n${listing.prompts.map(describePrompt).join('\n')}`);
  const sets = Object.entries(toolsets);
  if (sets.length > 0)
    sections.push(`Toolsets (${sets.length}; serve one with --toolsets NAME)\n${sets.map(([name, tools]) => `  ${name}: ${tools.join(', ')}`).join('\n')}`);
  return `${sections.join('\n\n')}\n`;
}

function describeTool(tool: Tool): string {
  const tags = annotationTags(tool.annotations ?? {});
  const header = `  ${tool.name}${named(tool.title)}${tags.length ? `  [${tags.join(', ')}]` : ''}`;
  const properties = Object.entries((tool.inputSchema.properties ?? {}) as Record<string, Schema>);
  const required = new Set(tool.inputSchema.required ?? []);
  const width = Math.max(0, ...properties.map(([name]) => name.length));
  const lines = properties.map(([name, schema]) => `      ${name.padEnd(width)}  ${describeSchema(schema)}${required.has(name) ? ', required' : ''}`);
  const summary = tool.description ? [`    ${leadOf(tool.description)}`] : [];
  return [header, ...summary, ...lines].join('\n');
}

function describePrompt(prompt: Prompt): string {
  const lines = (prompt.arguments ?? []).map(
    (argument) => `      ${argument.name}${argument.required ? ' (required)' : ''}${argument.description ? `: ${argument.description}` : ''}`,
  );
  return [`  ${prompt.name}${named(prompt.title ?? prompt.description)}`, ...lines].join('\n');
}

function describeSchema(schema: Schema): string {
  const items = schema.items as Schema | undefined;
  const type = schema.type === 'array' ? `${String(items?.type ?? 'string')}[]` : String(schema.type);
  const details: string[] = [];
  const choices = (schema.enum ?? items?.enum) as unknown[] | undefined;
  if (choices) details.push(`one of ${choices.map((choice) => JSON.stringify(choice)).join(', ')}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) details.push(`${schema.minimum ?? ''}..${schema.maximum ?? ''}`);
  if (schema.pattern) details.push(`matching /${String(schema.pattern)}/`);
  if (schema.default !== undefined) details.push(`default ${JSON.stringify(schema.default)}`);
  return details.length ? `${type} (${details.join('; ')})` : type;
}

function annotationTags(annotations: NonNullable<Tool['annotations']>): string[] {
  const tags: string[] = [];
  if (annotations.readOnlyHint) tags.push('read-only');
  if (annotations.destructiveHint) tags.push('destructive');
  if (annotations.idempotentHint) tags.push('idempotent');
  if (annotations.openWorldHint) tags.push('open world');
  return tags;
}

/** The first sentence, which says what the tool does: the rest is for the model. */
function leadOf(description: string, maxChars = 160): string {
  const sentence = /^.*?[.!?](?=\s|$)/s.exec(description.trim())?.[0] ?? description.trim();
  const line = sentence.replace(/\s+/g, ' ');
  return line.length > maxChars ? `${line.slice(0, maxChars - 3)}...` : line;
}

function named(text: string | undefined): string {
  return text ? ` - ${text}` : '';
}
