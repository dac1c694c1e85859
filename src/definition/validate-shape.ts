// Checks a parsed file against the wrapper JSON Schema and turns ajv's errors into issues a
// person can act on: what was expected, what came, and where.
import type { ErrorObject } from 'ajv';
import { describePath, describeValue, suggest, type DefinitionIssue } from './definition-error.js';
// Compiled from schema/wrapper.schema.json at build time (scripts/generate-validator.mjs).
import validate from './generated/validate-wrapper.js';
import type { SourceDocument, SourcePath } from './source-document.js';

export function validateShape(source: SourceDocument): DefinitionIssue[] {
  if (validate(source.value)) return [];
  // propertyNames and if: each comes with the error that says what is wrong (the name, the missing key).
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'propertyNames' && error.keyword !== 'if');
  const issues = errors.map((error) => toIssue(source, error));
  return dedupe(issues);
}

function toIssue(source: SourceDocument, error: ErrorObject): DefinitionIssue {
  const path = pathOf(error.instancePath, source.value);
  const where = path.length ? describePath(path) : 'the file';
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const expected = typeof schema.errorMessage === 'string' ? schema.errorMessage : undefined;

  if (error.propertyName !== undefined) {
    const name = error.propertyName;
    const code = path.length === 1 && path[0] === 'tools' ? 'definition.invalidToolName' : 'definition.invalidName';
    const wanted = typeof schema.patternErrorMessage === 'string' ? schema.patternErrorMessage : error.message;
    return source.issue([...path, name], code, `${describePath([...path, name])}: expected ${wanted}, got \`${name}\``, 'key');
  }

  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const known = Object.keys(schema.properties ?? {});
      const hint = suggest(key, known);
      const message = `${describePath([...path, key])}: unknown key \`${key}\`${hint ? ` (did you mean \`${hint}\`?)` : ''}`;
      return source.issue([...path, key], 'definition.unknownKey', message, 'key');
    }
    case 'required': {
      const key = String(error.params.missingProperty);
      return source.issue(path, 'definition.missingKey', `${where}: missing required key \`${key}\``, 'key');
    }
    case 'type':
      return source.issue(
        path,
        'definition.invalidType',
        `${where}: expected ${expected ?? String(error.params.type).replace(',', ' or ')}, got ${describeValue(error.data)}`,
      );
    case 'enum':
      return source.issue(
        path,
        'definition.invalidValue',
        `${where}: expected ${expected ?? `one of ${(error.params.allowedValues as unknown[]).join(', ')}`}, got ${describeValue(error.data)}`,
      );
    case 'pattern': {
      const wanted = typeof schema.patternErrorMessage === 'string' ? schema.patternErrorMessage : `a string matching /${error.params.pattern}/`;
      return source.issue(path, 'definition.invalidValue', `${where}: expected ${wanted}, got ${describeValue(error.data)}`);
    }
    default: {
      const isEmpty = (error.keyword === 'minItems' || error.keyword === 'minLength') && error.params.limit === 1;
      const message = isEmpty ? `${where}: must not be empty` : `${where}: ${error.message}, got ${describeValue(error.data)}`;
      return source.issue(path, 'definition.invalidValue', message);
    }
  }
}

function pathOf(pointer: string, root: unknown): SourcePath {
  if (!pointer) return [];
  const path: (string | number)[] = [];
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    const segment = Array.isArray(node) ? Number(key) : key;
    path.push(segment);
    node = (node as Record<string | number, unknown> | undefined)?.[segment];
  }
  return path;
}

function dedupe(issues: DefinitionIssue[]): DefinitionIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.line}:${issue.column}:${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
