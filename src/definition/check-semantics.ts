// The rules a JSON Schema cannot say, for a whole wrapper file: tools, resources, prompts,
// and settings that must parse once ${ENV} is resolved.
import { dirname } from 'node:path';
import { isNamePattern, isValidName } from './protect-entry.js';
import { parseHostPattern } from './host-pattern.js';
import { describePath, describeValue, suggest, type DefinitionIssue } from './definition-error.js';
import { checkPrompts, checkResources } from './check-resources.js';
import { checkTool, NUMBER_SETTINGS, reportUnknownPlaceholders, templatedPlaces, type Report } from './check-tool.js';
import { isRecord, MAPPING_KEYS, recordAt, refNameOf, withSharedSchema, type RawRecord } from './raw.js';
import type { SourceDocument, SourcePath } from './source-document.js';
import { isPlainText, parseTemplate, placeholdersOf, resolveEnv, RUN_DIR_PLACEHOLDER, textOf } from './template.js';
import { parseDuration, parseSize } from './units.js';

type Env = Readonly<Record<string, string | undefined>>;

export function checkSemantics(source: SourceDocument, env: Env): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const report: Report = (path, code, message, at) => issues.push(source.issue(path, code, message, at));

  const defaults = recordAt(source.value, 'defaults');
  checkRunSettings(['defaults'], defaults, env, report);
  for (const [place, template] of templatedPlaces(['defaults'], defaults)) {
    reportUnknownPlaceholders(place, template, [RUN_DIR_PLACEHOLDER], report, 'defaults cannot use argument placeholders; only ${ENV} and {run_dir} work here');
  }

  const defs = recordAt(source.value, '$defs');
  checkSharedSchemas(defs, report);
  for (const [name, tool] of Object.entries(recordAt(source.value, 'tools'))) {
    if (!isRecord(tool)) continue;
    checkTool(['tools', name], withSharedSchemas(['tools', name], tool, defs, report), report, dirname(source.file));
    checkRunSettings(['tools', name], tool, env, report);
  }
  checkResources(source.value, report, (path, settings) => checkRunSettings(path, settings, env, report), dirname(source.file));
  checkPrompts(source.value, report);
  checkToolsets(source.value, report);
  return issues;
}

/** Shared argument schemas are schemas only: how an argument reaches argv is said where it is used. */
function checkSharedSchemas(defs: RawRecord, report: Report): void {
  for (const [name, schema] of Object.entries(defs)) {
    if (isRecord(schema) && schema.$ref !== undefined)
      report(['$defs', name, '$ref'], 'definition.invalidValue', `$defs.${name}.$ref: a shared schema cannot refer to another; write it out`, 'key');
    for (const key of MAPPING_KEYS.filter((mapping) => isRecord(schema) && schema[mapping] !== undefined)) {
      const path = ['$defs', name, key];
      report(
        path,
        'definition.invalidMapping',
        `${describePath(path)}: a shared schema cannot say how an argument reaches the command; put \`${key}\` on the argument that uses it`,
        'key',
      );
    }
  }
}

/** The tool with each `$ref` argument's shared schema filled in, every unknown reference reported. */
function withSharedSchemas(toolPath: SourcePath, tool: RawRecord, defs: RawRecord, report: Report): RawRecord {
  const argumentsByName = recordAt(tool, 'arguments');
  const resolved: RawRecord = {};
  for (const [name, argument] of Object.entries(argumentsByName)) {
    const ref = isRecord(argument) ? refNameOf(argument) : undefined;
    if (ref !== undefined && !isRecord(defs[ref])) {
      const path = [...toolPath, 'arguments', name, '$ref'];
      const hint = suggest(ref, Object.keys(defs));
      report(
        path,
        'definition.unknownDefinition',
        `${describePath(path)}: no shared schema named "${ref}" under $defs${hint ? ` (did you mean "${hint}"?)` : ''}`,
      );
    }
    resolved[name] = isRecord(argument) ? withSharedSchema(argument, defs) : argument;
  }
  return { ...tool, arguments: resolved };
}

/** Every name in a toolset is a tool of this wrapper. */
function checkToolsets(value: unknown, report: Report): void {
  const tools = Object.keys(recordAt(value, 'tools'));
  for (const [name, members] of Object.entries(recordAt(value, 'toolsets'))) {
    if (!Array.isArray(members)) continue;
    members.forEach((member, index) => {
      if (typeof member !== 'string' || tools.includes(member)) return;
      const hint = suggest(member, tools);
      const path = ['toolsets', name, index];
      report(path, 'definition.unknownTool', `${describePath(path)}: no tool named "${member}" in this wrapper${hint ? ` (did you mean "${hint}"?)` : ''}`);
    });
  }
}

const DURATION_EXPECTED = 'a duration such as "500ms", "30s", "2m" or a number of milliseconds';
const SIZE_EXPECTED = 'a size such as "256KiB", "1MiB" or a number of bytes';

/**
 * Durations and sizes without argument placeholders must parse now, ${ENV} resolved; sandbox
 * paths are fixed (no placeholders: what a run may touch cannot depend on what the model sends).
 */
function checkRunSettings(base: SourcePath, settings: RawRecord, env: Env, report: Report): void {
  const sandbox = recordAt(settings, 'sandbox');
  for (const key of ['write', 'hide', 'unhide', 'protect', 'unprotect']) {
    const paths = sandbox[key];
    if (!Array.isArray(paths)) continue;
    paths.forEach((text, index) => {
      if (typeof text !== 'string') return;
      const path = [...base, 'sandbox', key, index];
      if (placeholdersOf(parseTemplate(text)).length > 0) {
        report(
          path,
          'definition.invalidValue',
          `${describePath(path)}: a sandbox path cannot hold placeholders ({name}); write the path itself (\${ENV} and ~ work), got ${describeValue(text)}`,
        );
      } else if ((key === 'protect' || key === 'unprotect') && isNamePattern(text) && !isValidName(text)) {
        report(
          path,
          'definition.invalidValue',
          `${describePath(path)}: expected a name such as .envrc or .git/hooks (segments without . or .., the last one not a wildcard) or a path starting with /, ~ or ./, got ${describeValue(text)}`,
        );
      }
    });
  }
  if (Array.isArray(sandbox.network)) {
    sandbox.network.forEach((text, index) => {
      const parsed = typeof text === 'string' ? parseHostPattern(text) : undefined;
      if (parsed && 'error' in parsed) {
        const path = [...base, 'sandbox', 'network', index];
        report(path, 'definition.invalidValue', `${describePath(path)}: ${parsed.error}`);
      }
    });
  }
  const limits = recordAt(settings, 'limits');
  for (const key of ['memory', 'fileSize', 'tmp']) {
    const value = limits[key];
    if (typeof value !== 'string' || value === 'unlimited') continue;
    const text = textOf(resolveEnv(parseTemplate(value), env).template);
    if (parseSize(text) === undefined) {
      const path = [...base, 'limits', key];
      report(path, 'definition.invalidSize', `${describePath(path)}: expected ${SIZE_EXPECTED} or "unlimited", got ${describeValue(text)}`);
    }
  }
  for (const key of NUMBER_SETTINGS) {
    const value = settings[key];
    if (typeof value !== 'string') continue;
    const { template } = resolveEnv(parseTemplate(value), env);
    if (!isPlainText(template)) continue;
    const isSize = key === 'maxOutput';
    if ((isSize ? parseSize : parseDuration)(textOf(template)) === undefined) {
      const path = [...base, key];
      const code = isSize ? 'definition.invalidSize' : 'definition.invalidDuration';
      report(path, code, `${describePath(path)}: expected ${isSize ? SIZE_EXPECTED : DURATION_EXPECTED}, got ${describeValue(textOf(template))}`);
    }
  }
}
