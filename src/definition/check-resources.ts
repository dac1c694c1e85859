// The rules for resources and prompts: a resource is a command (with a uri, maybe a template)
// or files (a path), URI templates parse and their variables match the arguments, prompt
// messages name their arguments and the resources they embed exist.
import { checkComplete, checkTool, reportUnknownPlaceholders, type Report } from './check-tool.js';
import { describePath, suggest } from './definition-error.js';
import { isRecord, recordAt, toRunnableRecord, type RawRecord } from './raw.js';
import type { SourcePath } from './source-document.js';
import { isUriTemplate, parseUriTemplate, type UriTemplate } from './uri-template.js';

export function checkResources(wrapper: unknown, report: Report, checkSettings: (path: SourcePath, settings: RawRecord) => void, wrapperDir: string): void {
  const seenUris = new Map<string, string>();
  for (const [name, resource] of Object.entries(recordAt(wrapper, 'resources'))) {
    if (!isRecord(resource)) continue;
    const path = ['resources', name];
    const isCommand = resource.command !== undefined;
    const isFile = resource.path !== undefined;
    if (isCommand === isFile) {
      report(
        path,
        'definition.invalidResource',
        `${describePath(path)}: a resource has either \`command\` (and \`uri\`) or \`path\`${isCommand ? ', not both' : ''}`,
        'key',
      );
      continue;
    }
    if (isFile) {
      for (const key of ['uri', 'arguments', 'command']) {
        if (resource[key] !== undefined)
          report(
            [...path, key],
            'definition.invalidResource',
            `${describePath([...path, key])}: a file resource is named by its path (file:// URIs); remove \`${key}\``,
            'key',
          );
      }
      continue;
    }
    if (typeof resource.uri !== 'string') {
      report(path, 'definition.missingKey', `${describePath(path)}: missing required key \`uri\` (a command resource is read by its URI)`, 'key');
      continue;
    }
    const template = parseOrReport([...path, 'uri'], resource.uri, report);
    if (!template) continue;
    const first = seenUris.get(resource.uri);
    if (first)
      report([...path, 'uri'], 'definition.duplicateResource', `${describePath([...path, 'uri'])}: resources.${first} has the same URI \`${resource.uri}\``);
    else seenUris.set(resource.uri, name);
    for (const declared of Object.keys(recordAt(resource, 'arguments'))) {
      if (template.variables.includes(declared)) continue;
      const hint = suggest(declared, template.variables);
      report(
        [...path, 'arguments', declared],
        'definition.unknownVariable',
        `${describePath([...path, 'arguments', declared])}: not a variable of the URI \`${resource.uri}\`${hint ? ` (did you mean \`${hint}\`?)` : ''}`,
        'key',
      );
    }
    checkTool(path, toRunnableRecord(resource, template.variables), report, wrapperDir);
    checkSettings(path, resource);
  }
}

export function checkPrompts(wrapper: unknown, report: Report): void {
  const commandResources = Object.values(recordAt(wrapper, 'resources')).filter((resource) => isRecord(resource) && typeof resource.uri === 'string');
  const templates = commandResources.flatMap((resource) => {
    const uri = String((resource as RawRecord).uri);
    return isUriTemplate(uri) ? [tryParse(uri)].filter((template): template is UriTemplate => template !== undefined) : [];
  });
  const fixedUris = commandResources.map((resource) => String((resource as RawRecord).uri));

  for (const [name, prompt] of Object.entries(recordAt(wrapper, 'prompts'))) {
    if (!isRecord(prompt)) continue;
    const path = ['prompts', name];
    const names = Object.keys(recordAt(prompt, 'arguments'));
    for (const [argumentName, argument] of Object.entries(recordAt(prompt, 'arguments'))) {
      if (isRecord(argument)) checkComplete([...path, 'arguments', argumentName, 'complete'], argument.complete, names, report);
    }
    (Array.isArray(prompt.messages) ? prompt.messages : []).forEach((message, index) => {
      if (!isRecord(message)) return;
      const place = [...path, 'messages', index];
      const hasText = typeof message.text === 'string';
      const hasResource = typeof message.resource === 'string';
      if (hasText === hasResource) {
        report(place, 'definition.invalidMessage', `${describePath(place)}: a message has either \`text\` or \`resource\`${hasText ? ', not both' : ''}`);
        return;
      }
      if (hasText) {
        reportUnknownPlaceholders([...place, 'text'], String(message.text), names, report);
        return;
      }
      const uri = String(message.resource);
      const template = parseOrReport([...place, 'resource'], uri, report);
      if (!template) return;
      for (const variable of template.variables) reportUnknownPlaceholders([...place, 'resource'], `{${variable}}`, names, report);
      const isKnown =
        uri.startsWith('file:') || template.variables.length > 0 || fixedUris.includes(uri) || templates.some((candidate) => candidate.match(uri));
      if (!isKnown) {
        const hint = suggest(uri, fixedUris);
        report(
          [...place, 'resource'],
          'definition.unknownResource',
          `${describePath([...place, 'resource'])}: no resource of this wrapper has the URI \`${uri}\`${hint ? ` (did you mean \`${hint}\`?)` : ''}`,
        );
      }
    });
  }
}

function parseOrReport(path: SourcePath, uri: string, report: Report): UriTemplate | undefined {
  try {
    return parseUriTemplate(uri);
  } catch (error) {
    report(path, 'definition.invalidUriTemplate', `${describePath(path)}: not a URI template mcp-wrap supports: ${(error as Error).message}`);
    return undefined;
  }
}

function tryParse(uri: string): UriTemplate | undefined {
  try {
    return parseUriTemplate(uri);
  } catch {
    return undefined;
  }
}
