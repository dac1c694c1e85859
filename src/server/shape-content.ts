// Results, content and listings in the shapes the negotiated protocol revision has, so an older
// client never meets a kind its schema lacks: a resource_link becomes the embedded copy beside it
// or a text that names its URI, audio stays an embedded resource, structuredContent stays text.
import type { CallToolResult, GetPromptResult, Prompt, PromptArgument, Tool } from '@modelcontextprotocol/server';
import { mediaTypeOf } from '../executor/detect-binary.js';

type Item = CallToolResult['content'][number];

/** The revision each field or kind first appears in (schema/<revision>/schema.ts of the spec). */
const INTRODUCED = {
  audio: '2025-03-26',
  toolAnnotations: '2025-03-26',
  resourceLink: '2025-06-18',
  structuredContent: '2025-06-18',
  outputSchema: '2025-06-18',
  title: '2025-06-18',
  contentMeta: '2025-06-18',
  lastModified: '2025-06-18',
} as const;

// Revisions are dates, so they compare as strings; one older than 2024-11-05 gets what 2024-11-05 has.
const has = (revision: string, feature: keyof typeof INTRODUCED): boolean => revision >= INTRODUCED[feature];

/** A tool result for `revision`: media promoted where the revision has the kind, the rest in kinds it has. */
export function toRevisionResult(result: CallToolResult, revision: string): CallToolResult {
  const { structuredContent, ...rest } = result;
  // Without structuredContent the content says it all: the output as text, as it did before 2025-06-18.
  const kept = has(revision, 'structuredContent') && structuredContent !== undefined ? { structuredContent } : {};
  return { ...rest, ...kept, content: toRevisionContent(result.content, revision) };
}

/**
 * Content items for `revision`. mcp-wrap builds images and audio as embedded resources with their
 * URI; they become image or audio items where the revision has that kind, so the fallback keeps the URI.
 */
export function toRevisionContent(content: readonly Item[], revision: string): Item[] {
  // Loops, not closures made per call: V8 drops a closure's optimized code once none of it lives (see watch-run.ts).
  const embedded = new Set<string>();
  for (const item of content) if (item.type === 'resource') embedded.add(item.resource.uri);
  const shaped: Item[] = [];
  for (const item of content) shaped.push(...toRevisionItem(item, revision, embedded));
  return shaped;
}

/** Prompt messages for `revision`: each message's content as toRevisionContent shapes it, in its role. */
export function toRevisionMessages(messages: GetPromptResult['messages'], revision: string): GetPromptResult['messages'] {
  return messages.flatMap((message) => toRevisionContent([message.content], revision).map((content) => ({ ...message, content })));
}

/** tools/list for `revision`: title and outputSchema from 2025-06-18, annotations from 2025-03-26. */
export function toRevisionTools(tools: Tool[], revision: string): Tool[] {
  return has(revision, 'title') ? tools : tools.map((tool) => toRevisionTool(tool, revision));
}

/** prompts/list for `revision`: titles (the prompt's, its arguments') from 2025-06-18. */
export function toRevisionPrompts(prompts: Prompt[], revision: string): Prompt[] {
  if (has(revision, 'title')) return prompts;
  return prompts.map(({ title: _title, arguments: promptArguments, ...rest }) => ({
    ...rest,
    // The SDK's PromptArgument type lacks the title that 2025-06-18 gives it, and prompts.ts sends.
    ...(promptArguments && { arguments: promptArguments.map(({ title: _argumentTitle, ...argument }: PromptArgument & { title?: string }) => argument) }),
  }));
}

function toRevisionTool(tool: Tool, revision: string): Tool {
  const { title, outputSchema, annotations, ...rest } = tool;
  return {
    ...rest,
    ...(title !== undefined && has(revision, 'title') && { title }),
    ...(outputSchema && has(revision, 'outputSchema') && { outputSchema }),
    ...(annotations && has(revision, 'toolAnnotations') && { annotations }),
  };
}

function toRevisionItem(item: Item, revision: string, embedded: ReadonlySet<string>): Item[] {
  switch (item.type) {
    case 'resource': {
      const { resource } = item;
      const media = 'blob' in resource && resource.mimeType ? mediaTypeOf(resource.mimeType) : undefined;
      if ('blob' in resource && (media === 'image' || (media === 'audio' && has(revision, 'audio')))) {
        return [
          toRevisionFields(
            { type: media, data: resource.blob, mimeType: resource.mimeType!, ...(item.annotations && { annotations: item.annotations }) },
            revision,
          ),
        ];
      }
      if (has(revision, 'contentMeta') || resource._meta === undefined) return [toRevisionFields(item, revision)];
      const { _meta: _resourceMeta, ...plain } = resource;
      return [toRevisionFields({ ...item, resource: plain }, revision)];
    }
    case 'resource_link':
      if (has(revision, 'resourceLink')) return [item];
      // Its embedded copy stands in for it; a file too large or not text is named, for resources/read.
      return embedded.has(item.uri) ? [] : [{ type: 'text', text: describeLink(item) }];
    case 'audio':
      if (has(revision, 'audio')) return [toRevisionFields(item, revision)];
      return [
        {
          type: 'text',
          text: `(${item.mimeType} audio, ${Buffer.byteLength(item.data, 'base64').toLocaleString('en-US')} bytes, left out: protocol revision ${revision} has no audio content)`,
        },
      ];
    default:
      return [toRevisionFields(item, revision)];
  }
}

/** _meta on content and annotations' lastModified are 2025-06-18's; audience and priority are older. */
function toRevisionFields(item: Item, revision: string): Item {
  if (has(revision, 'contentMeta')) return item;
  const { _meta, annotations, ...rest } = item;
  if (annotations === undefined) return _meta === undefined ? item : rest;
  const { lastModified: _lastModified, ...older } = annotations;
  return { ...rest, ...(Object.keys(older).length > 0 && { annotations: older }) };
}

function describeLink(link: Extract<Item, { type: 'resource_link' }>): string {
  const facts = [link.mimeType, link.size !== undefined && `${link.size.toLocaleString('en-US')} bytes`].filter(Boolean).join(', ');
  return `${link.name}${facts ? ` (${facts})` : ''}: ${link.uri}${link.description ? `. ${link.description.replace(/\.$/, '')}` : ''}. Read it with resources/read.`;
}
