// A parsed wrapper file that still knows where each value came from (line and column).
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
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

export function parseSourceDocument(file: string, text: string): SourceDocument {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toPosition = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };

  const syntaxIssues = document.errors.map((error) => ({
    file,
    ...toPosition(error.pos[0]),
    code: 'definition.yamlSyntax' as const,
    message: error.message.split('\n')[0]!,
  }));

  const positionOf = (path: SourcePath, at: 'value' | 'key' = 'value') => {
    let node: unknown = document.contents;
    let keyNode: unknown;
    for (const segment of path) {
      const next = childOf(node, segment);
      if (!next) break;
      [keyNode, node] = next;
    }
    const target = at === 'key' && keyNode ? keyNode : node;
    const offset = (target as Node | undefined)?.range?.[0] ?? 0;
    return toPosition(offset);
  };

  let value: unknown;
  try {
    if (syntaxIssues.length === 0) value = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    syntaxIssues.push({ file, line: 1, column: 1, code: 'definition.yamlSyntax', message: (error as Error).message });
  }

  return {
    file,
    value,
    syntaxIssues,
    positionOf,
    issue: (path, code, message, at) => ({ file, ...positionOf(path, at), code, message }),
  };
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

/** A file that could not be read: one issue at its first line. */
export function unreadableDocument(file: string, message: string): SourceDocument {
  const issue: DefinitionIssue = { file, line: 1, column: 1, code: 'definition.unreadable', message };
  return { file, value: undefined, syntaxIssues: [issue], positionOf: () => ({ line: 1, column: 1 }), issue: () => issue };
}
