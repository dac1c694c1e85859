// Reads wrapper files (YAML or JSON) into the model, or throws one DefinitionError that lists
// every problem of every file with its line and column.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isShortcutOn } from '../shortcuts.js';
import type { CheckedCache } from './checked-cache.js';
import { checkSemantics } from './check-semantics.js';
import { findDraftMarker, findMissingEnv } from './check-warnings.js';
import { DefinitionError, type DefinitionIssue } from './definition-error.js';
import { normalizeDefinition } from './normalize-definition.js';
import type { RawRecord } from './raw.js';
import { parseSourceDocument, unreadableDocument, type SourceDocument } from './source-document.js';
import type { WrapperDefinition } from './types.js';
import { validateShape } from './validate-shape.js';

export interface LoadOptions {
  /** The server's environment, for ${NAME} references. */
  env: Readonly<Record<string, string | undefined>>;
  /** Skips parsing and checking texts that passed before (serve); validate always checks. */
  checkedCache?: CheckedCache;
}

export interface LoadedDefinitions {
  definitions: WrapperDefinition[];
  /** ${NAME} references the environment leaves unset (they become empty). */
  warnings: DefinitionIssue[];
  /** The parsed files, for further checks such as `mcp-wrap validate`'s warnings. */
  sources: SourceDocument[];
}

export async function loadDefinitions(files: readonly string[], options: LoadOptions): Promise<LoadedDefinitions> {
  return toDefinitions(await loadSources(files, options), options);
}

/** The files read and parsed, each with its own syntax issues (for checks that go on after errors). */
export function loadSources(files: readonly string[], { env, checkedCache }: LoadOptions): Promise<SourceDocument[]> {
  const fastYaml = isShortcutOn(env, 'fastYaml');
  return Promise.all(files.map((file) => readSource(resolve(file), fastYaml, checkedCache)));
}

/** The same checks and model as loadDefinitions, for files already in memory. */
export function parseDefinitions(texts: readonly { file: string; text: string }[], options: LoadOptions): LoadedDefinitions {
  const fastYaml = isShortcutOn(options.env, 'fastYaml');
  return toDefinitions(
    texts.map(({ file, text }) => parseSourceDocument(file, text, { fastYaml })),
    options,
  );
}

/** The model of parsed files, or one DefinitionError listing every problem of them. */
export function toDefinitions(sources: readonly SourceDocument[], options: LoadOptions): LoadedDefinitions {
  const issues = sources.flatMap((source) => problemsOf(source, options));
  const firstDefinedIn = new Map<string, SourceDocument>();
  for (const source of sources) {
    for (const name of Object.keys(toolsOf(source))) {
      const first = firstDefinedIn.get(name);
      if (!first) {
        firstDefinedIn.set(name, source);
        continue;
      }
      const { line, column } = first.positionOf(['tools', name], 'key');
      issues.push(
        source.issue(
          ['tools', name],
          'definition.duplicateTool',
          `tools.${name}: a tool of this name is already defined at ${first.file}:${line}:${column}`,
          'key',
        ),
      );
    }
  }
  if (issues.length > 0) throw new DefinitionError(issues);

  const warnings: DefinitionIssue[] = [];
  const definitions = sources.map((source) => {
    warnings.push(...findDraftMarker(source));
    if (source.model) return source.model;
    const { definition, missingEnv } = normalizeDefinition(source.file, source.value as RawRecord, options.env);
    if (missingEnv.length > 0) warnings.push(...findMissingEnv(source, options.env));
    source.remember?.(definition);
    return definition;
  });
  return { definitions, warnings, sources: [...sources] };
}

export async function loadDefinition(file: string, options: LoadOptions): Promise<WrapperDefinition> {
  const { definitions } = await loadDefinitions([file], options);
  return definitions[0]!;
}

/** Far above any real wrapper (a 20,000-tool file is about 3 MiB). */
const MAX_WRAPPER_BYTES = 16 * 1024 * 1024;

/** Reads a regular file only: opened without blocking, so a FIFO or a device cannot hang the loader. */
async function readSource(file: string, fastYaml: boolean, checkedCache: CheckedCache | undefined): Promise<SourceDocument> {
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const stats = await handle.stat();
    if (!stats.isFile()) return unreadableDocument(file, `cannot read the wrapper file: not a regular file (${kindOf(stats)})`);
    if (stats.size > MAX_WRAPPER_BYTES) {
      return unreadableDocument(
        file,
        `the wrapper file is ${stats.size.toLocaleString('en-US')} bytes; at most ${MAX_WRAPPER_BYTES.toLocaleString('en-US')} are read`,
        'definition.tooLarge',
      );
    }
    const text = await handle.readFile('utf8');
    if (!checkedCache) return parseSourceDocument(file, text, { fastYaml });
    const checked = checkedCache.lookup(file, text);
    if (checked !== undefined) return parseSourceDocument(file, text, { checked });
    const source = parseSourceDocument(file, text, { fastYaml });
    return { ...source, remember: (model) => checkedCache.remember(file, text, source.value, model) };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    return unreadableDocument(file, `cannot read the wrapper file: ${reason}`);
  } finally {
    await handle?.close();
  }
}

function kindOf(stats: { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  return stats.isSocket() ? 'a socket' : 'a device';
}

function problemsOf(source: SourceDocument, options: LoadOptions): DefinitionIssue[] {
  if (source.checked) return [];
  if (source.syntaxIssues.length > 0) return source.syntaxIssues;
  return [...validateShape(source), ...checkSemantics(source, options.env)].sort((a, b) => a.line - b.line || a.column - b.column);
}

function toolsOf(source: SourceDocument): RawRecord {
  const tools = (source.value as RawRecord | undefined)?.tools;
  return typeof tools === 'object' && tools !== null ? (tools as RawRecord) : {};
}
