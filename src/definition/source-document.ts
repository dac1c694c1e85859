// A parsed wrapper file that can say where each value came from (line and column).
// A shortcut (docs/performance.md): js-yaml builds the value, five times faster than `yaml` on a
// cold start, which counts for large wrappers; the positions of tools' keys are read from the
// lines; `yaml`, which keeps source positions, parses the text only when something else needs a
// position or js-yaml refuses the text. Without it (`fastYaml: false`), `yaml` alone gives the
// value and every position from one parse.
// Both read YAML 1.2's core schema.
import { CORE_SCHEMA, load } from 'js-yaml';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import type { DefinitionIssue, IssueCode } from './definition-error.js';
import type { WrapperDefinition } from './types.js';

export type SourcePath = readonly (string | number)[];

export interface SourceDocument {
  file: string;
  value: unknown;
  syntaxIssues: DefinitionIssue[];
  /** Where the value at `path` starts; `at: 'key'` points at its key instead. */
  positionOf(path: SourcePath, at?: 'value' | 'key'): { line: number; column: number };
  issue(path: SourcePath, code: IssueCode, message: string, at?: 'value' | 'key'): DefinitionIssue;
  /** The text passed every check before (its value came from the checked cache). */
  checked?: boolean;
  /** The model of this text as a start before built it, when the cache kept it too. */
  model?: WrapperDefinition;
  /** Tells the checked cache that this text passed every check, and what it became. */
  remember?: (model: WrapperDefinition) => void;
}

interface Positioned {
  document: Document.Parsed;
  toPosition(offset: number): { line: number; column: number };
}

export interface ParseOptions {
  /** js-yaml builds the value (default: true). */
  fastYaml?: boolean;
  /** The value of this very text, remembered from a start where it passed every check, and its model when kept. */
  checked?: { value: unknown; model?: WrapperDefinition };
}

export function parseSourceDocument(file: string, text: string, { fastYaml = true, checked }: ParseOptions = {}): SourceDocument {
  let positioned: Positioned | undefined;
  let loaded = checked !== undefined;
  // Once js-yaml has read the file, its keys are known to be unique: checking again costs O(n²).
  const withPositions = () => (positioned ??= parseWithPositions(text, !loaded));

  let value: unknown = checked?.value;
  const syntaxIssues: DefinitionIssue[] = [];
  try {
    if (!loaded) value = fastYaml ? load(text, { schema: CORE_SCHEMA, filename: file }) : toValue(withPositions().document);
    loaded = true;
  } catch (error) {
    if (error instanceof RangeError || /maxDepth|call stack/.test((error as Error).message))
      return unreadableDocument(
        file,
        `nested deeper than the parser can follow (at most ${MAX_DEPTH} levels are allowed)`,
        'definition.tooDeep',
        findDeepNesting(text),
      );
    const { document, toPosition } = withPositions();
    syntaxIssues.push(
      ...document.errors.map((yamlError) => ({
        file,
        ...toPosition(yamlError.pos[0]),
        code: 'definition.yamlSyntax' as const,
        message: yamlError.message.split('\n')[0]!,
      })),
    );
    if (syntaxIssues.length === 0) syntaxIssues.push(fromJsYamlError(file, error as Error & { mark?: { line: number; column: number }; reason?: string }));
  }

  let keys: Map<string, { line: number; column: number }> | undefined;
  const positionOf = (path: SourcePath, at: 'value' | 'key' = 'value') => {
    if (fastYaml && at === 'key' && (path.length === 2 || path.length === 3)) {
      keys ??= indexBlockKeys(text);
      const found = keys.get(path.join('\0'));
      if (found) return found;
    }
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

  const issue: SourceDocument['issue'] = (path, code, message, at) => ({ file, ...positionOf(path, at), code, message });
  if (checked) return { file, value, syntaxIssues, positionOf, issue, checked: true, ...(checked.model && { model: checked.model }) };
  const shape = syntaxIssues.length === 0 ? measureShape(value, text.length) : undefined;
  if (shape?.tooDeep) syntaxIssues.push(issue(shape.tooDeep, 'definition.tooDeep', `nested more than ${MAX_DEPTH} levels deep`));
  if (shape?.expanded) {
    const { document, toPosition } = withPositions();
    let at = 0;
    visit(document, { Alias: (_, node) => ((at = node.range?.[0] ?? 0), visit.BREAK) });
    syntaxIssues.push({
      file,
      ...toPosition(at),
      code: 'definition.aliasExpansion',
      message: `YAML aliases (*name) expand this file to more than ${shape.budget.toLocaleString('en-US')} values; repeat settings with defaults instead`,
    });
  }
  return { file, value, syntaxIssues, positionOf, issue };
}

/**
 * Where plain block-style keys two and three levels deep stand (`tools.<name>`,
 * `tools.<name>.<key>`), read from the lines alone: the positions most issues ask for, without
 * parsing a large file a second time (`yaml` takes 3 s for a 20,000-tool file). A key this does
 * not find (quoted, in flow style) is looked up in the full parse.
 */
function indexBlockKeys(text: string): Map<string, { line: number; column: number }> {
  const index = new Map<string, { line: number; column: number }>();
  let top: string | undefined;
  let second: string | undefined;
  let secondIndent: number | undefined;
  let thirdIndent: number | undefined;
  const lines = text.split('\n');
  for (let number = 1; number <= lines.length; number++) {
    const line = lines[number - 1]!;
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const key = /^ *([A-Za-z0-9_.-]+):(?:[ \r]|$)/.exec(line)?.[1];
    if (indent === 0) {
      [top, second, secondIndent, thirdIndent] = [key, undefined, undefined, undefined];
      continue;
    }
    if (top === undefined) continue;
    secondIndent ??= indent;
    if (indent === secondIndent) {
      [second, thirdIndent] = [key, undefined];
      if (key !== undefined) index.set(`${top}\0${key}`, { line: number, column: indent + 1 });
    } else if (indent > secondIndent && second !== undefined) {
      thirdIndent ??= indent;
      if (indent === thirdIndent && key !== undefined) index.set(`${top}\0${second}\0${key}`, { line: number, column: indent + 1 });
    } else if (indent < secondIndent) {
      [top, second] = [undefined, undefined];
    }
  }
  return index;
}

/** Deeper than any wrapper needs; past it, walking the value could exhaust the stack. */
const MAX_DEPTH = 64;

/**
 * Walks the loaded value without recursion: the path of the first value nested deeper than
 * MAX_DEPTH, or `expanded` when it holds more values than the text could spell without aliases
 * (a "billion laughs" file expands 9^10-fold through a few aliases).
 */
function measureShape(value: unknown, textLength: number): { tooDeep?: SourcePath; expanded?: boolean; budget: number } {
  const budget = textLength + 1_000;
  const pending: [unknown, SourcePath][] = [[value, []]];
  for (let visited = 0; pending.length > 0; visited++) {
    if (visited > budget) return { expanded: true, budget };
    const [node, path] = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (path.length > MAX_DEPTH) return { tooDeep: path, budget };
    const children: [string | number, unknown][] = Array.isArray(node) ? node.map((child, index) => [index, child]) : Object.entries(node);
    for (const [key, child] of children) pending.push([child, [...path, key]]);
  }
  return { budget };
}

/** Where flow brackets first nest deeper than MAX_DEPTH (the parser's own stack gave out there). */
function findDeepNesting(text: string): { line: number; column: number } {
  let depth = 0;
  let line = 1;
  let column = 0;
  for (const char of text) {
    column++;
    if (char === '\n') [line, column] = [line + 1, 0];
    else if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') depth--;
    if (depth > MAX_DEPTH) return { line, column };
  }
  return { line: 1, column: 1 };
}

/** A file that could not be read or parsed at all: one issue. */
export function unreadableDocument(
  file: string,
  message: string,
  code: IssueCode = 'definition.unreadable',
  position = { line: 1, column: 1 },
): SourceDocument {
  const issue: DefinitionIssue = { file, ...position, code, message };
  return { file, value: undefined, syntaxIssues: [issue], positionOf: () => position, issue: () => issue };
}

function parseWithPositions(text: string, uniqueKeys: boolean): Positioned {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys });
  return {
    document,
    toPosition(offset) {
      const { line, col } = lineCounter.linePos(offset);
      return { line, column: col };
    },
  };
}

/** The value of a document `yaml` parsed; its aliases share one value, as js-yaml's do (measureShape bounds them). */
function toValue(document: Document.Parsed): unknown {
  if (document.errors.length > 0) throw document.errors[0];
  return document.toJS({ maxAliasCount: -1 });
}

function fromJsYamlError(file: string, error: Error & { mark?: { line: number; column: number }; reason?: string }): DefinitionIssue {
  return {
    file,
    line: (error.mark?.line ?? 0) + 1,
    column: (error.mark?.column ?? 0) + 1,
    code: 'definition.yamlSyntax',
    message: error.reason ?? error.message,
  };
}

/** Pairs of a map by key, built on first look-up: a 20,000-tool file asks for thousands of positions. */
const pairsByKey = new WeakMap<YAMLMap, Map<string, Pair>>();

function childOf(node: unknown, segment: string | number): [unknown, unknown] | undefined {
  if (isMap(node)) {
    let pairs = pairsByKey.get(node);
    if (!pairs) {
      pairs = new Map();
      for (const item of node.items) if (isPair(item) && keyText(item.key) !== undefined && !pairs.has(keyText(item.key)!)) pairs.set(keyText(item.key)!, item);
      pairsByKey.set(node, pairs);
    }
    const pair = pairs.get(String(segment));
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
