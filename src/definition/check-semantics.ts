// The rules a JSON Schema cannot say: every argument mapped exactly once, every placeholder
// naming an argument, mapping keys that fit the argument, argument schemas that compile.
import { argumentAjv } from './argument-ajv.js';
import { describePath, describeValue, suggest, type DefinitionIssue } from './definition-error.js';
import { commandTokens, isRecord, mappingKeysOf, MAPPING_KEYS, recordAt, type RawRecord } from './raw.js';
import type { SourceDocument, SourcePath } from './source-document.js';
import { isPlainText, parseTemplate, placeholdersOf, resolveEnv, RUN_DIR_PLACEHOLDER, textOf } from './template.js';
import { parseDuration, parseSize } from './units.js';

export function checkSemantics(source: SourceDocument, env: Readonly<Record<string, string | undefined>>): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const report = (path: SourcePath, code: DefinitionIssue['code'], message: string, at?: 'key') =>
    issues.push(source.issue(path, code, message, at));

  const defaults = recordAt(source.value, 'defaults');
  checkNumberSettings(['defaults'], defaults, env, report);
  for (const [place, template] of templatedPlaces(['defaults'], defaults)) {
    for (const name of placeholdersOf(parseTemplate(template))) {
      if (name !== RUN_DIR_PLACEHOLDER) {
        report(place, 'definition.unknownPlaceholder', `${describePath(place)}: defaults cannot use argument placeholders such as {${name}}; only \${ENV} and {${RUN_DIR_PLACEHOLDER}}`);
      }
    }
  }

  for (const [name, tool] of Object.entries(recordAt(source.value, 'tools'))) {
    if (!isRecord(tool)) continue;
    checkTool(['tools', name], tool, report);
    checkNumberSettings(['tools', name], tool, env, report);
  }
  return issues;
}

type Report = (path: SourcePath, code: DefinitionIssue['code'], message: string, at?: 'key') => void;

function checkTool(toolPath: SourcePath, tool: RawRecord, report: Report): void {
  const argumentsByName = recordAt(tool, 'arguments');
  const names = Object.keys(argumentsByName);

  const tokens = commandTokens(tool.command, [...toolPath, 'command']);
  const program = tokens[0];
  if (typeof tool.command === 'string' && !program) {
    report([...toolPath, 'command'], 'definition.invalidCommand', `${describePath([...toolPath, 'command'])}: the command is empty`);
  } else if (program && placeholdersOf(parseTemplate(program.text)).length > 0) {
    report(program.path, 'definition.invalidCommand', `${describePath(program.path)}: the program must be fixed text, got \`${program.text}\`: an argument cannot choose what runs`);
  }

  const placed = new Map<string, string>();
  const places: [SourcePath, string][] = [...tokens.map((token): [SourcePath, string] => [token.path, token.text]), ...templatedPlaces(toolPath, tool)];
  for (const [place, template] of places) {
    for (const name of placeholdersOf(parseTemplate(template))) {
      if (name === RUN_DIR_PLACEHOLDER) continue;
      if (names.includes(name)) {
        placed.set(name, describePath(place.slice(toolPath.length)));
        continue;
      }
      const hint = suggest(name, names);
      const known = names.length ? `arguments: ${names.join(', ')}` : 'the tool has no arguments';
      report(place, 'definition.unknownPlaceholder', `${describePath(place)}: placeholder {${name}} names no argument (${hint ? `did you mean {${hint}}? ` : ''}${known})`);
    }
  }

  let stdinUsers = typeof tool.stdin === 'string' ? ['the tool\'s `stdin` text'] : [];
  let endOfOptionsSeen: string | undefined;
  for (const [name, argument] of Object.entries(argumentsByName)) {
    if (!isRecord(argument)) continue;
    const path = [...toolPath, 'arguments', name];
    if (name === RUN_DIR_PLACEHOLDER) {
      report(path, 'definition.reservedArgument', `${describePath(path)}: \`${RUN_DIR_PLACEHOLDER}\` is the built-in per-call directory; choose another name`, 'key');
    }
    checkMapping(path, argument, placed.get(name), report);
    checkArgumentSchema(path, argument, report);
    if (argument.stdin === true) stdinUsers = [...stdinUsers, `argument \`${name}\``];
    if (typeof argument.flag === 'string' && endOfOptionsSeen) {
      report(path, 'definition.flagAfterEndOfOptions', `${describePath(path)}: this flag comes after \`${endOfOptionsSeen}\`, which ends the options with "--"; declare flags before it`, 'key');
    }
    if (argument.positional === true && argument.endOfOptions === true) endOfOptionsSeen ??= name;
  }
  const progress = recordAt(tool, 'output').progress;
  if (typeof progress === 'string' && !(isRegex(progress) && progress.includes('(?<percent>'))) {
    const path = [...toolPath, 'output', 'progress'];
    report(path, 'definition.invalidValue', `${describePath(path)}: expected a regular expression with a named group "percent", such as "(?<percent>\\d+)%", got ${describeValue(progress)}`);
  }
  if (stdinUsers.length > 1) {
    report(toolPath, 'definition.stdinConflict', `${describePath(toolPath)}: stdin can be fed by one source only, got ${stdinUsers.join(' and ')}`, 'key');
  }
}

function checkMapping(path: SourcePath, argument: RawRecord, placeholderPlace: string | undefined, report: Report): void {
  const mappings = mappingKeysOf(argument).map((key) => `\`${key}\``);
  if (placeholderPlace) mappings.push(`a placeholder in ${placeholderPlace}`);
  const name = path[path.length - 1];
  if (mappings.length === 0) {
    report(path, 'definition.unmappedArgument', `${describePath(path)}: not mapped to the command: give it one of flag, positional, stdin or env, or use {${String(name)}} in command`, 'key');
  } else if (mappings.length > 1) {
    report(path, 'definition.argumentMappedTwice', `${describePath(path)}: mapped more than once (${mappings.join(' and ')}); use exactly one`, 'key');
  }

  const type = argument.type;
  const itemType = recordAt(argument, 'items').type ?? 'string';
  const invalid = (key: string, rule: string) =>
    report([...path, key], 'definition.invalidMapping', `${describePath([...path, key])}: ${rule}`, 'key');
  if (argument.falseFlag !== undefined && (type !== 'boolean' || argument.flag === undefined)) {
    invalid('falseFlag', 'applies only to a boolean argument with a `flag`');
  }
  if (type === 'boolean' && typeof argument.flag === 'string' && argument.flag.endsWith('=')) {
    invalid('flag', `a boolean is emitted as the flag alone when true; drop the trailing "=" from \`${argument.flag}\``);
  }
  if (argument.join !== undefined && type !== 'array') invalid('join', 'applies only to an array argument');
  if (argument.endOfOptions === true && argument.positional !== true) {
    invalid('endOfOptions', 'applies only to a positional argument; with a placeholder, put a literal "--" token before it in command');
  }
  if (argument.stdin === true && type !== 'string') invalid('stdin', `only a string argument can feed stdin, this one is of type ${String(type)}`);
  if (argument.path === true && !(type === 'string' || (type === 'array' && itemType === 'string'))) {
    invalid('path', 'applies only to a string argument or an array of strings');
  }
}

/** Compiling is the slow part and wrappers repeat arguments: one compile per distinct argument. */
const compiledArguments = new Map<string, ReturnType<ReturnType<typeof argumentAjv>['compile']> | Error>();

function compileArgumentSchema(argument: RawRecord) {
  const key = JSON.stringify(argument);
  let compiled = compiledArguments.get(key);
  if (!compiled) {
    const schema = Object.fromEntries(Object.entries(argument).filter(([name]) => !MAPPING_KEYS.includes(name)));
    try {
      // Compiled as a property, the way the inputSchema holds it (a root-level default means nothing to ajv).
      compiled = argumentAjv().compile({ type: 'object', properties: { value: schema } });
    } catch (error) {
      compiled = error as Error;
    }
    compiledArguments.set(key, compiled);
  }
  return compiled;
}

function checkArgumentSchema(path: SourcePath, argument: RawRecord, report: Report): void {
  const patterns: [SourcePath, unknown][] = [
    [[...path, 'pattern'], argument.pattern],
    [[...path, 'items', 'pattern'], recordAt(argument, 'items').pattern],
  ];
  for (const [place, pattern] of patterns) {
    if (typeof pattern === 'string' && !isRegex(pattern, 'u')) {
      report(place, 'definition.invalidValue', `${describePath(place)}: expected a valid regular expression, got ${describeValue(pattern)}`);
      return;
    }
  }
  if (argument.default === undefined && argument.enum === undefined && argument.format === undefined && !isRecord(argument.items)) return;
  const validate = compileArgumentSchema(argument);
  if (validate instanceof Error) {
    report(path, 'definition.invalidSchema', `${describePath(path)}: not a valid argument schema: ${validate.message}`, 'key');
    return;
  }
  if (argument.default !== undefined && !validate({ value: structuredClone(argument.default) })) {
    const why = validate.errors?.map((error) => `${error.instancePath.replace('/value', 'value')} ${error.message}`).join('; ');
    report([...path, 'default'], 'definition.invalidDefault', `${describePath([...path, 'default'])}: the default ${describeValue(argument.default)} breaks the argument's own schema: ${why}`);
  }
}

function isRegex(source: string, flags?: string): boolean {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
}

const NUMBER_SETTINGS = ['timeout', 'killGrace', 'maxOutput'];

const DURATION_EXPECTED = 'a duration such as "500ms", "30s", "2m" or a number of milliseconds';
const SIZE_EXPECTED = 'a size such as "256KiB", "1MiB" or a number of bytes';

/** Durations and sizes without argument placeholders must parse now, ${ENV} resolved. */
function checkNumberSettings(base: SourcePath, settings: RawRecord, env: Readonly<Record<string, string | undefined>>, report: Report): void {
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

/** Settings that are templates: cwd, env values, timeout, killGrace, maxOutput. */
function templatedPlaces(base: SourcePath, settings: RawRecord): [SourcePath, string][] {
  const places: [SourcePath, string][] = [];
  for (const key of ['cwd', ...NUMBER_SETTINGS]) {
    if (typeof settings[key] === 'string') places.push([[...base, key], settings[key] as string]);
  }
  for (const [name, value] of Object.entries(recordAt(settings, 'env'))) {
    if (typeof value === 'string') places.push([[...base, 'env', name], value]);
  }
  return places;
}
