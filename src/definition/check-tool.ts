// The rules for one tool (and for a command resource, checked as one): every argument mapped
// exactly once, every placeholder naming an argument, mapping keys that fit the argument, and
// argument schemas that compile with defaults that fit them.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isModulePath, OUTPUT_FORMATS } from '../../adapters/index.js';
import { argumentAjv, outputSchemaAjv } from './argument-ajv.js';
import { describePath, describeValue, suggest, type DefinitionIssue } from './definition-error.js';
import { commandTokens, isRecord, mappingKeysOf, MAPPING_KEYS, recordAt, type RawRecord, type RawToken } from './raw.js';
import type { SourcePath } from './source-document.js';
import { findBrokenEnvReference, parseTemplate, placeholdersOf, RUN_DIR_PLACEHOLDER } from './template.js';

export type Report = (path: SourcePath, code: DefinitionIssue['code'], message: string, at?: 'key') => void;

export const NUMBER_SETTINGS = ['timeout', 'killGrace', 'maxOutput'];

export function checkTool(toolPath: SourcePath, tool: RawRecord, report: Report, wrapperDir: string): void {
  const argumentsByName = recordAt(tool, 'arguments');
  const names = Object.keys(argumentsByName);
  const tokens = checkCommand([...toolPath, 'command'], tool.command, report);

  // Placeholders in command, cwd, env and the number settings map their argument; those in
  // confirm and files only read it.
  const placed = new Map<string, string>();
  const places: [SourcePath, string][] = [...tokens.map((token): [SourcePath, string] => [token.path, token.text]), ...templatedPlaces(toolPath, tool)];
  for (const [place, template] of places) {
    for (const name of reportUnknownPlaceholders(place, template, [...names, RUN_DIR_PLACEHOLDER], report)) {
      if (name !== RUN_DIR_PLACEHOLDER) placed.set(name, describePath(place.slice(toolPath.length)));
    }
  }
  if (typeof tool.confirm === 'string') reportUnknownPlaceholders([...toolPath, 'confirm'], tool.confirm, names, report);
  (Array.isArray(tool.files) ? tool.files : []).forEach((entry, index) => {
    const path = isRecord(entry) ? entry.path : entry;
    if (typeof path === 'string') reportUnknownPlaceholders([...toolPath, 'files', index], path, [...names, RUN_DIR_PLACEHOLDER], report);
  });

  let stdinUsers = typeof tool.stdin === 'string' ? ["the tool's `stdin` text"] : [];
  let endOfOptionsSeen: string | undefined;
  for (const [name, argument] of Object.entries(argumentsByName)) {
    if (!isRecord(argument)) continue;
    const path = [...toolPath, 'arguments', name];
    if (name === RUN_DIR_PLACEHOLDER) {
      report(
        path,
        'definition.reservedArgument',
        `${describePath(path)}: \`${RUN_DIR_PLACEHOLDER}\` is the built-in per-call directory; choose another name`,
        'key',
      );
    }
    checkMapping(path, argument, placed.get(name), report);
    checkArgumentSchema(path, argument, report);
    checkComplete([...path, 'complete'], argument.complete, names, report);
    if (argument.stdin === true) stdinUsers = [...stdinUsers, `argument \`${name}\``];
    if (typeof argument.flag === 'string' && endOfOptionsSeen) {
      report(
        path,
        'definition.flagAfterEndOfOptions',
        `${describePath(path)}: this flag comes after \`${endOfOptionsSeen}\`, which ends the options with "--"; declare flags before it`,
        'key',
      );
    }
    if (argument.positional === true && argument.endOfOptions === true) endOfOptionsSeen ??= name;
  }
  checkOutput([...toolPath, 'output'], recordAt(tool, 'output'), report, wrapperDir);
  const progress = recordAt(tool, 'output').progress;
  if (typeof progress === 'string' && !(isRegex(progress) && progress.includes('(?<percent>'))) {
    const path = [...toolPath, 'output', 'progress'];
    report(
      path,
      'definition.invalidValue',
      `${describePath(path)}: expected a regular expression with a named group "percent", such as "(?<percent>\\d+)%", got ${describeValue(progress)}`,
    );
  }
  if (stdinUsers.length > 1) {
    report(toolPath, 'definition.stdinConflict', `${describePath(toolPath)}: stdin can be fed by one source only, got ${stdinUsers.join(' and ')}`, 'key');
  }
}

/** A format that is built in or a module that exists; a schema only with a structured format, and one that compiles. */
function checkOutput(path: SourcePath, output: RawRecord, report: Report, wrapperDir: string): void {
  const format = typeof output.format === 'string' ? output.format : 'text';
  if (isModulePath(format) && !existsSync(resolve(wrapperDir, format))) {
    report(
      [...path, 'format'],
      'definition.invalidAdapter',
      `${describePath([...path, 'format'])}: expected one of ${OUTPUT_FORMATS.join(', ')}, or the path of an adapter module, got \`${format}\` (there is no file ${resolve(wrapperDir, format)})`,
    );
  }
  if (!isRecord(output.schema)) return;
  if (format === 'text') {
    report(
      [...path, 'schema'],
      'definition.invalidOutput',
      `${describePath([...path, 'schema'])}: describes structured content, which the text format does not make: set output.format (json, csv ...)`,
    );
    return;
  }
  try {
    outputSchemaAjv().compile(output.schema);
  } catch (error) {
    report([...path, 'schema'], 'definition.invalidSchema', `${describePath([...path, 'schema'])}: not a valid JSON Schema: ${(error as Error).message}`);
  }
}

/** The command's tokens; an empty command, or a program chosen by an argument, is reported. */
function checkCommand(path: SourcePath, command: unknown, report: Report): RawToken[] {
  const tokens = commandTokens(command, [...path]);
  const program = tokens[0];
  if (typeof command === 'string' && !program) {
    report(path, 'definition.invalidCommand', `${describePath(path)}: the command is empty`);
  } else if (program && placeholdersOf(parseTemplate(program.text)).length > 0) {
    report(
      program.path,
      'definition.invalidCommand',
      `${describePath(program.path)}: the program must be fixed text, got \`${program.text}\`: an argument cannot choose what runs`,
    );
  }
  return tokens;
}

/** A completion command's placeholders may name the owner's other arguments. */
export function checkComplete(path: SourcePath, complete: unknown, names: readonly string[], report: Report): void {
  if (!isRecord(complete)) return;
  for (const token of checkCommand([...path, 'command'], complete.command, report)) reportUnknownPlaceholders(token.path, token.text, names, report);
}

/** Reports placeholders of `template` that are not in `known`; returns the known ones used. */
export function reportUnknownPlaceholders(place: SourcePath, template: string, known: readonly string[], report: Report, explanation?: string): string[] {
  const used: string[] = [];
  const broken = findBrokenEnvReference(template);
  if (broken !== undefined) {
    report(
      place,
      'definition.invalidTemplate',
      `${describePath(place)}: \`${broken}\` starts no \${NAME} or \${NAME:-fallback} reference (write $\${ for a literal \${)`,
    );
  }
  for (const name of placeholdersOf(parseTemplate(template))) {
    if (known.includes(name)) {
      used.push(name);
      continue;
    }
    const candidates = known.filter((candidate) => candidate !== RUN_DIR_PLACEHOLDER);
    const hint = suggest(name, candidates);
    const why = explanation ?? (candidates.length ? `arguments: ${candidates.join(', ')}` : 'there are no arguments');
    report(
      place,
      'definition.unknownPlaceholder',
      `${describePath(place)}: placeholder {${name}} names no argument (${hint ? `did you mean {${hint}}? ` : ''}${why})`,
    );
  }
  return used;
}

/** Settings that are templates: cwd, env values, timeout, killGrace, maxOutput. */
export function templatedPlaces(base: SourcePath, settings: RawRecord): [SourcePath, string][] {
  const places: [SourcePath, string][] = [];
  for (const key of ['cwd', ...NUMBER_SETTINGS]) {
    if (typeof settings[key] === 'string') places.push([[...base, key], settings[key]]);
  }
  for (const [name, value] of Object.entries(recordAt(settings, 'env'))) {
    if (typeof value === 'string') places.push([[...base, 'env', name], value]);
  }
  return places;
}

function checkMapping(path: SourcePath, argument: RawRecord, placeholderPlace: string | undefined, report: Report): void {
  const mappings = mappingKeysOf(argument).map((key) => `\`${key}\``);
  if (placeholderPlace) mappings.push(`a placeholder in ${placeholderPlace}`);
  const name = path[path.length - 1];
  if (mappings.length === 0) {
    report(
      path,
      'definition.unmappedArgument',
      `${describePath(path)}: not mapped to the command: give it one of flag, positional, stdin or env, or use {${String(name)}} in command`,
      'key',
    );
  } else if (mappings.length > 1) {
    report(path, 'definition.argumentMappedTwice', `${describePath(path)}: mapped more than once (${mappings.join(' and ')}); use exactly one`, 'key');
  }

  const type = argument.type;
  const itemType = recordAt(argument, 'items').type ?? 'string';
  const invalid = (key: string, rule: string) => report([...path, key], 'definition.invalidMapping', `${describePath([...path, key])}: ${rule}`, 'key');
  if (argument.falseFlag !== undefined && (type !== 'boolean' || argument.flag === undefined)) {
    invalid('falseFlag', 'applies only to a boolean argument with a `flag`');
  }
  if (type === 'boolean' && typeof argument.flag === 'string' && argument.flag.endsWith('=')) {
    invalid('flag', `a boolean is emitted as the flag alone when true; drop the trailing "=" from \`${argument.flag}\``);
  }
  if (argument.glued === true && (type === 'boolean' || typeof argument.flag !== 'string' || argument.flag.endsWith('='))) {
    invalid('glued', 'applies only to an argument with a value and a `flag` without a trailing "=" (`flag: -w` and `glued: true` emit `-w40`)');
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
    report(
      [...path, 'default'],
      'definition.invalidDefault',
      `${describePath([...path, 'default'])}: the default ${describeValue(argument.default)} breaks the argument's own schema: ${why}`,
    );
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
