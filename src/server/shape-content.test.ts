import type { CallToolResult, Prompt, Tool } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { toRevisionContent, toRevisionMessages, toRevisionPrompts, toRevisionResult, toRevisionTools } from './shape-content.js';

type Item = CallToolResult['content'][number];

const REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as const;
type Revision = (typeof REVISIONS)[number];

const WAV = Buffer.from('RIFF....WAVE').toString('base64');
const PNG = Buffer.from('\x89PNG....').toString('base64');
const text: Item = { type: 'text', text: 'hello' };
const imageBlob: Item = { type: 'resource', resource: { uri: 'mcp-wrap://runs/1/stdout', mimeType: 'image/png', blob: PNG } };
const audioBlob: Item = { type: 'resource', resource: { uri: 'mcp-wrap://runs/2/stdout', mimeType: 'audio/wav', blob: WAV } };
const image: Item = { type: 'image', data: PNG, mimeType: 'image/png' };
const audio: Item = { type: 'audio', data: WAV, mimeType: 'audio/wav' };
const pdf: Item = { type: 'resource', resource: { uri: 'mcp-wrap://runs/3/stdout', mimeType: 'application/pdf', blob: 'JVBERg==' } };
const embeddedText: Item = { type: 'resource', resource: { uri: 'file:///w/report.txt', mimeType: 'text/plain', text: 'report', _meta: { bytes: 6 } } };
const link: Item = {
  type: 'resource_link',
  uri: 'file:///w/big.log',
  name: 'big.log',
  mimeType: 'text/plain',
  size: 20000,
  description: 'A file the tool wrote (20,000 bytes)',
};
const linkedCopy: Item = { type: 'resource_link', uri: 'file:///w/report.txt', name: 'report.txt', mimeType: 'text/plain', size: 6 };
const annotated: Item = {
  type: 'text',
  text: 'note',
  annotations: { audience: ['user'], priority: 1, lastModified: '2025-01-01T00:00:00Z' },
  _meta: { source: 'x' },
};

const linkText: Item = {
  type: 'text',
  text: 'big.log (text/plain, 20,000 bytes): file:///w/big.log. A file the tool wrote (20,000 bytes). Read it with resources/read.',
};
const audioText: Item = { type: 'text', text: `(audio/wav audio, 12 bytes, left out: protocol revision 2024-11-05 has no audio content)` };
const audioItem: Item = { type: 'audio', data: WAV, mimeType: 'audio/wav' };
const embeddedTextPlain: Item = { type: 'resource', resource: { uri: 'file:///w/report.txt', mimeType: 'text/plain', text: 'report' } };
const annotatedOld: Item = { type: 'text', text: 'note', annotations: { audience: ['user'], priority: 1 } };

// Each kind, and what each revision gets: [2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25].
const CASES: [string, Item[], [Item[], Item[], Item[], Item[]]][] = [
  ['text', [text], [[text], [text], [text], [text]]],
  ['image item', [image], [[image], [image], [image], [image]]],
  ['image built as an embedded blob', [imageBlob], [[image], [image], [image], [image]]],
  ['audio built as an embedded blob', [audioBlob], [[audioBlob], [audioItem], [audioItem], [audioItem]]],
  ['audio item', [audio], [[audioText], [audio], [audio], [audio]]],
  ['other binary, embedded', [pdf], [[pdf], [pdf], [pdf], [pdf]]],
  ['embedded text with _meta', [embeddedText], [[embeddedTextPlain], [embeddedTextPlain], [embeddedText], [embeddedText]]],
  ['resource_link alone', [link], [[linkText], [linkText], [link], [link]]],
  [
    'resource_link with its embedded copy',
    [linkedCopy, embeddedText],
    [[embeddedTextPlain], [embeddedTextPlain], [linkedCopy, embeddedText], [linkedCopy, embeddedText]],
  ],
  ['annotations and _meta on content', [annotated], [[annotatedOld], [annotatedOld], [annotated], [annotated]]],
];

describe('toRevisionContent', () => {
  it.each(CASES.flatMap(([name, input, expected]) => REVISIONS.map((revision, index) => [name, revision, input, expected[index]!] as const)))(
    '%s at %s',
    (_name, revision, input, expected) => {
      expect(toRevisionContent(input, revision)).toEqual(expected);
    },
  );

  it.each([['2024-10-07'], ['2024-11-05']])('a revision as old as %s gets no audio and no link', (revision) => {
    const kinds = toRevisionContent([audio, audioBlob, link], revision).map((item) => item.type);
    expect(kinds).toEqual(['text', 'resource', 'text']);
  });

  it('a revision newer than any known keeps everything', () => {
    expect(toRevisionContent([audio, link, annotated], '2026-07-28')).toEqual([audio, link, annotated]);
  });
});

describe('toRevisionResult', () => {
  const result: CallToolResult = { content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 }, isError: false, _meta: { exitCode: 0 } };
  const withoutStructured = { content: result.content, isError: false, _meta: { exitCode: 0 } };
  it.each<[Revision, CallToolResult]>([
    ['2024-11-05', withoutStructured],
    ['2025-03-26', withoutStructured],
    ['2025-06-18', result],
    ['2025-11-25', result],
  ])('structuredContent at %s', (revision, expected) => {
    expect(toRevisionResult(result, revision)).toEqual(expected);
  });

  it('shapes its content too', () => {
    expect(toRevisionResult({ content: [link] }, '2025-03-26').content).toEqual([linkText]);
  });
});

describe('toRevisionTools', () => {
  const tool: Tool = {
    name: 'report',
    title: 'Report',
    description: 'Writes a report.',
    inputSchema: { type: 'object' },
    outputSchema: { type: 'object', properties: { a: { type: 'number' } } },
    annotations: { title: 'Report', readOnlyHint: true },
  };
  const { title: _title, outputSchema: _outputSchema, annotations: _annotations, ...bare } = tool;
  it.each<[Revision, Tool]>([
    ['2024-11-05', bare],
    ['2025-03-26', { ...bare, annotations: tool.annotations! }],
    ['2025-06-18', tool],
    ['2025-11-25', tool],
  ])('at %s', (revision, expected) => {
    expect(toRevisionTools([tool], revision)).toEqual([expected]);
  });

  it('the newest revisions take the list as built, without a copy', () => {
    const tools = [tool];
    expect(toRevisionTools(tools, '2025-11-25')).toBe(tools);
  });
});

describe('toRevisionPrompts and toRevisionMessages', () => {
  // The SDK's PromptArgument type lacks 2025-06-18's title, which prompts.ts sends.
  const prompt = { name: 'review', title: 'Review', arguments: [{ name: 'item', title: 'Item', required: true }] } as unknown as Prompt;
  it.each<[Revision, Prompt]>([
    ['2024-11-05', { name: 'review', arguments: [{ name: 'item', required: true }] }],
    ['2025-03-26', { name: 'review', arguments: [{ name: 'item', required: true }] }],
    ['2025-06-18', prompt],
    ['2025-11-25', prompt],
  ])('prompts/list at %s', (revision, expected) => {
    expect(toRevisionPrompts([prompt], revision)).toEqual([expected]);
  });

  it.each<[Revision, string]>([
    ['2024-11-05', 'resource'],
    ['2025-03-26', 'audio'],
    ['2025-06-18', 'audio'],
    ['2025-11-25', 'audio'],
  ])('an audio resource in a prompt message at %s is %s', (revision, kind) => {
    const messages = toRevisionMessages([{ role: 'user', content: audioBlob }], revision);
    expect(messages).toEqual([{ role: 'user', content: expect.objectContaining({ type: kind }) }]);
  });
});
