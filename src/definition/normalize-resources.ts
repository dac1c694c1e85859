// Resources and prompts of a checked wrapper as the model.
import type { EnvResolver } from './env-resolver.js';
import { toComplete, toTool } from './normalize-tool.js';
import { isRecord, recordAt, toRunnableRecord, type RawRecord } from './raw.js';
import { textOf } from './template.js';
import type { PromptArgumentDefinition, PromptDefinition, PromptMessageDefinition, ResourceDefinition } from './types.js';
import { isUriTemplate, parseUriTemplate } from './uri-template.js';

export function toResource(name: string, raw: RawRecord, defaults: RawRecord, resolver: EnvResolver, file: string): ResourceDefinition {
  const described = {
    name,
    ...(typeof raw.title === 'string' && { title: raw.title }),
    ...(typeof raw.description === 'string' && { description: raw.description }),
    ...(typeof raw.mimeType === 'string' && { mimeType: raw.mimeType }),
    file,
  };
  if (typeof raw.path === 'string') return { kind: 'file', ...described, path: textOf(resolver.resolve(raw.path, false)) };
  const uri = String(raw.uri);
  const template = isUriTemplate(uri) ? parseUriTemplate(uri) : undefined;
  const runnable = toTool(name, toRunnableRecord(raw, template?.variables ?? []), defaults, resolver, file);
  return { kind: 'command', ...described, uri, ...(template && { template }), runnable };
}

export function toPrompt(name: string, raw: RawRecord, defaults: RawRecord, resolver: EnvResolver, file: string): PromptDefinition {
  const names = Object.keys(recordAt(raw, 'arguments'));
  const promptArguments = Object.entries(recordAt(raw, 'arguments')).map(([argumentName, value]): PromptArgumentDefinition => {
    const argument = isRecord(value) ? value : {};
    const complete = toComplete(argument.complete, `prompts.${name}.${argumentName}`, names, defaults, resolver, file);
    return {
      name: argumentName,
      ...(typeof argument.title === 'string' && { title: argument.title }),
      ...(typeof argument.description === 'string' && { description: argument.description }),
      required: argument.required === true,
      ...(Array.isArray(argument.enum) && { enum: argument.enum.map(String) }),
      ...(complete && { complete }),
    };
  });
  const messages = (Array.isArray(raw.messages) ? raw.messages : []).map((value): PromptMessageDefinition => {
    const message = isRecord(value) ? value : {};
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    if (typeof message.resource === 'string') return { role, resource: parseUriTemplate(message.resource) };
    return { role, text: resolver.resolve(String(message.text ?? ''), false) };
  });
  return {
    name,
    ...(typeof raw.title === 'string' && { title: raw.title }),
    ...(typeof raw.description === 'string' && { description: raw.description }),
    arguments: promptArguments,
    messages,
    file,
  };
}
