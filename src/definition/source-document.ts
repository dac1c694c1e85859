// A parsed wrapper file that can say where each value came from (line and column).
// js-yaml builds the value: five times faster than `yaml` on a cold start, which counts for large
// wrappers. `yaml`, which keeps source positions, parses the text only when something needs a
// position (an issue to report) or js-yaml refuses the text. Both read YAML 1.2's core schema.
import { CORE_SCHEMA, load } from 'js-yaml';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { DefinitionIssue, IssueCode } from './definition-error.js';

export type SourcePath = readonly (string | number)[];

export interface SourceDocument {
  file: string;
  value: unknown;
  syntaxIssues: DefinitionIssue[];
  /** Where the value at `path` starts; `at: 'key'` points at its key instead. */
  positionOf(path: SourcePath, at?: 'value' | 'key'): { line: number; column: number };
  issue(path: SourcePath, code: IssueCode, message: string, at?: 'value' | 'key'): DefinitionIssue;
}

interface Positioned {
  document: Document.Parsed;
  toPosition(offset: number): { line: number; column: number };
}

export function parseSourceDocument(file: string, text: string): SourceDocument {
  let positioned: Positioned | undefined;
  const withPositions = () => (positioned ??= parseWithPositions(text));

  let value: unknown;
  const syntaxIssues: DefinitionIssue[] = [];
  try {
    value = load(text, { schema: CORE_SCHEMA, filename: file });
  } catch (error) {
    const { document, toPosition } = withPositions();
    syntaxIssues.push(...document.errors.map((yamlError) => ({ file, ...toPosition(yamlError.pos[0]), code: 'definition.yamlSyntax' as const, message: yamlError.message.split('\n')[0]! })));
    if (syntaxIssues.length === 0) syntaxIssues.push(fromJsYamlError(file, error as Error & { mark?: { line: number; column: number }; reason?: string }));
  }

  const positionOf = (path: SourcePath, at: 'value' | 'key' = 'value') => {
    const { document, toPosition } = withPositions();
    let node: unknown = document.contents;
    let keyNode: unknown;
    for (const segment of path) {
      const next = childOf(node, segment);
      if (!next) break;
      [keyNode, node] = next;
    }
    const target = at === 'key' && keyNode ? keyNode : node;
    return toPosition((target as Node | undefined)?.range?.[0] ?? 0);
  };

  return { file, value, syntaxIssues, positionOf, issue: (path, code, message, at) => ({ file, ...positionOf(path, at), code, message }) };
}

/** A file that could not be read: one issue at its first line. */
export function unreadableDocument(file: string, message: string): SourceDocument {
  const issue: DefinitionIssue = { file, line: 1, column: 1, code: 'definition.unreadable', message };
  return { file, value: undefined, syntaxIssues: [issue], positionOf: () => ({ line: 1, column: 1 }), issue: () => issue };
}

function parseWithPositions(text: string): Positioned {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  return {
    document,
    toPosition(offset) {
      const { line, col } = lineCounter.linePos(offset);
      return { line, column: col };
    },
  };
}

function fromJsYamlError(file: string, error: Error & { mark?: { line: number; column: number }; reason?: string }): DefinitionIssue {
  return { file, line: (error.mark?.line ?? 0) + 1, column: (error.mark?.column ?? 0) + 1, code: 'definition.yamlSyntax', message: error.reason ?? error.message };
}

function childOf(node: unknown, segment: string | number): [unknown, unknown] | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
    return pair ? [pair.key, pair.value ?? pair.key] : undefined;
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment];
    return item ? [item, item] : undefined;
  }
  return undefined;
}

function keyText(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined;
}
