// prompts/list and prompts/get: {argument} placeholders filled in text messages, and resource
// messages embedding what the resource holds at get time (an image or audio as such, where the revision has it). A missing required argument, an unknown
// one, or a value outside its enum is -32602.
import type { GetPromptResult, ReadResourceResult } from '@modelcontextprotocol/server';
import { renderText } from '../arguments/render-template.js';
import { suggest } from '../definition/definition-error.js';
import type { PromptDefinition } from '../definition/types.js';
import type { Handle } from './handle.js';
import { invalidParams } from './protocol-error.js';
import type { ContextOf } from './request-context.js';
import { toRevisionMessages, toRevisionPrompts } from './shape-content.js';

export function registerPrompts(
  handle: Handle,
  current: () => ReadonlyMap<string, PromptDefinition>,
  read: (uri: string) => Promise<ReadResourceResult['contents']>,
  contextOf: ContextOf,
): void {
  handle('prompts/list', (_request, ctx) => ({
    prompts: toRevisionPrompts(
      [...current().values()].map((prompt) => ({
        name: prompt.name,
        ...(prompt.title && { title: prompt.title }),
        ...(prompt.description && { description: prompt.description }),
        arguments: prompt.arguments.map((argument) => ({
          name: argument.name,
          ...(argument.title && { title: argument.title }),
          ...(argument.description && { description: argument.description }),
          required: argument.required,
        })),
      })),
      contextOf(ctx).revision,
    ),
  }));

  handle('prompts/get', async (request, ctx) => {
    const prompt = current().get(request.params.name);
    if (!prompt) throw invalidParams(`Unknown prompt: ${request.params.name}`);
    const values = request.params.arguments ?? {};
    checkArguments(prompt, values);
    const messages: GetPromptResult['messages'] = [];
    for (const message of prompt.messages) {
      if ('text' in message) {
        messages.push({
          role: message.role,
          content: { type: 'text', text: renderText(message.text, (name) => ({ texts: [values[name] ?? ''], join: ',' })) ?? '' },
        });
        continue;
      }
      // Embedded whole; an image or audio becomes the item itself where the revision has that kind.
      for (const resource of await read(message.resource.expand(values))) messages.push({ role: message.role, content: { type: 'resource', resource } });
    }
    return { ...(prompt.description && { description: prompt.description }), messages: toRevisionMessages(messages, contextOf(ctx).revision) };
  });
}

function checkArguments(prompt: PromptDefinition, values: Readonly<Record<string, string>>): void {
  const names = prompt.arguments.map((argument) => argument.name);
  for (const name of Object.keys(values)) {
    if (names.includes(name)) continue;
    const hint = suggest(name, names);
    throw invalidParams(
      `prompt ${prompt.name}: unknown argument \`${name}\` (${hint ? `did you mean \`${hint}\`? ` : ''}${names.length ? `it takes: ${names.join(', ')}` : 'it takes no arguments'})`,
    );
  }
  for (const argument of prompt.arguments) {
    const value = values[argument.name];
    if (value === undefined) {
      if (argument.required) throw invalidParams(`prompt ${prompt.name}: missing required argument \`${argument.name}\``);
      continue;
    }
    if (argument.enum && !argument.enum.includes(value)) {
      throw invalidParams(
        `prompt ${prompt.name}: argument \`${argument.name}\` must be one of ${argument.enum.map((option) => JSON.stringify(option)).join(', ')}, got ${JSON.stringify(value)}`,
      );
    }
  }
}
