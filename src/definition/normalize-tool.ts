// A checked tool definition as the model: settings inherited from `defaults` in this one place,
// templates parsed, durations and sizes in numbers. Command resources are normalized as tools too.
import { formatPattern, toHostPatterns } from './host-pattern.js';
import type { EnvResolver } from './env-resolver.js';
import { commandTokens, isRecord, mappingKeysOf, MAPPING_KEYS, recordAt, refNameOf, withSharedSchema, type RawRecord } from './raw.js';
import { isPlainText, textOf } from './template.js';
import {
  DEFAULT_KILL_GRACE_MS,
  DEFAULT_LIMITS,
  DEFAULT_MAX_OUTPUT_BYTES,
  DEFAULT_SANDBOX,
  DEFAULT_TIMEOUT_MS,
  LIMIT_KEYS,
  TASK_BY_DEFAULT_PAST_MS,
  type ArgumentDefinition,
  type ArgumentMapping,
  type ArgumentType,
  type CompleteSpec,
  type LimitSettings,
  type NumberSetting,
  type OutputFileSpec,
  type SandboxSettings,
  type StderrMode,
  type TaskMode,
  type ToolDefinition,
} from './types.js';
import { parseDuration, parseSize } from './units.js';

/** `defs`: the wrapper's shared argument schemas (`$defs`), which arguments may `$ref`. */
export function toTool(name: string, tool: RawRecord, defaults: RawRecord, resolver: EnvResolver, file: string, defs: RawRecord = {}): ToolDefinition {
  const settingOf = (key: string) => tool[key] ?? defaults[key];
  const numberSetting = (value: unknown, parse: (text: string) => number | undefined, fallback: number): NumberSetting => {
    if (typeof value === 'number') return value;
    if (typeof value !== 'string') return fallback;
    const template = resolver.resolve(value, false);
    return isPlainText(template) ? parse(textOf(template))! : template;
  };
  const env = { ...recordAt(defaults, 'env'), ...recordAt(tool, 'env') };
  const timeoutMs = numberSetting(settingOf('timeout'), parseDuration, DEFAULT_TIMEOUT_MS);
  const output = recordAt(tool, 'output');
  return {
    name,
    ...(typeof tool.title === 'string' && { title: tool.title }),
    description: String(tool.description),
    ...(isRecord(tool.annotations) && { annotations: tool.annotations }),
    command: commandTokens(tool.command, []).map((token) => resolver.resolve(token.text, true)),
    arguments: Object.entries(recordAt(tool, 'arguments')).map(([argumentName, argument]) => {
      const raw = isRecord(argument) ? argument : {};
      const complete = toComplete(raw.complete, `${name}.${argumentName}`, Object.keys(recordAt(tool, 'arguments')), defaults, resolver, file);
      return toArgument(argumentName, raw, complete, defs);
    }),
    ...sharedSchemasOf(recordAt(tool, 'arguments'), defs),
    cwd: resolver.resolve(String(settingOf('cwd') ?? '.'), false),
    env: Object.fromEntries(Object.entries(env).map(([key, text]) => [key, resolver.resolve(String(text), true)])),
    timeoutMs,
    killGraceMs: numberSetting(settingOf('killGrace'), parseDuration, DEFAULT_KILL_GRACE_MS),
    maxOutputBytes: numberSetting(settingOf('maxOutput'), parseSize, DEFAULT_MAX_OUTPUT_BYTES),
    inheritEnv: (settingOf('inheritEnv') as boolean | string[] | undefined) ?? [],
    sandbox: toSandbox(recordAt(defaults, 'sandbox'), recordAt(tool, 'sandbox'), resolver),
    limits: toLimits(recordAt(defaults, 'limits'), recordAt(tool, 'limits'), resolver),
    successCodes: Array.isArray(tool.successCodes) ? (tool.successCodes as number[]) : [0],
    ...(typeof tool.stdin === 'string' && { stdin: textOf(resolver.resolve(tool.stdin, true)) }),
    output: {
      stderr: (output.stderr as StderrMode | undefined) ?? 'auto',
      format: typeof output.format === 'string' ? output.format : 'text',
      ...(typeof output.progress === 'string' && { progress: output.progress }),
      ...(isRecord(output.schema) && { schema: output.schema }),
    },
    files: Array.isArray(tool.files) ? tool.files.map((entry) => toOutputFile(entry, resolver)) : [],
    ...(typeof tool.confirm === 'string' && { confirm: resolver.resolve(tool.confirm, false) }),
    task: (settingOf('task') as TaskMode | undefined) ?? defaultTaskMode(timeoutMs),
    file,
  };
}

/** A timeout set per call may be long; a fixed one decides by its length. */
function defaultTaskMode(timeoutMs: NumberSetting): TaskMode {
  return typeof timeoutMs !== 'number' || timeoutMs > TASK_BY_DEFAULT_PAST_MS ? 'optional' : 'never';
}

/** `owner` names what completes (for messages); `names` are the owner's arguments, which its command may use. */
export function toComplete(
  raw: unknown,
  owner: string,
  names: readonly string[],
  defaults: RawRecord,
  resolver: EnvResolver,
  file: string,
): CompleteSpec | undefined {
  if (Array.isArray(raw)) return { values: raw.map(String) };
  if (!isRecord(raw)) return undefined;
  const runnable: RawRecord = {
    description: `Completion values for ${owner}`,
    command: raw.command,
    arguments: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  };
  return { runnable: toTool(`${owner}.complete`, runnable, defaults, resolver, file) };
}

/** Key by key: the tool's setting, else the defaults', else the built-in default. */
function toSandbox(defaults: RawRecord, tool: RawRecord, resolver: EnvResolver): SandboxSettings {
  const settingOf = (key: keyof SandboxSettings) => tool[key] ?? defaults[key] ?? DEFAULT_SANDBOX[key];
  const paths = (key: 'write' | 'hide' | 'unhide' | 'protect' | 'unprotect') =>
    (settingOf(key) as unknown[]).map((path) => textOf(resolver.resolve(String(path), false)));
  return {
    network: toNetwork(settingOf('network')),
    read: settingOf('read') === 'roots' ? 'roots' : 'all',
    write: paths('write'),
    writeRoots: settingOf('writeRoots') !== false,
    hide: paths('hide'),
    unhide: paths('unhide'),
    unixSockets: settingOf('unixSockets') === true,
    protect: paths('protect'),
    unprotect: paths('unprotect'),
  };
}

/** true, false, or the hosts of a non-empty list in their canonical form (an empty list is no network). */
function toNetwork(raw: unknown): boolean | string[] {
  if (!Array.isArray(raw)) return raw === true;
  const patterns = toHostPatterns(raw.map(String)).map(formatPattern);
  return patterns.length > 0 ? [...new Set(patterns)] : false;
}

/** Key by key, as the sandbox: the tool's, else the defaults', else the built-in default; "unlimited" lifts it. */
function toLimits(defaults: RawRecord, tool: RawRecord, resolver: EnvResolver): LimitSettings {
  const limits: LimitSettings = {};
  for (const [key, field] of Object.entries(LIMIT_KEYS) as [keyof typeof LIMIT_KEYS, keyof LimitSettings][]) {
    const raw = tool[key] ?? defaults[key];
    const value =
      raw === undefined
        ? DEFAULT_LIMITS[field]
        : raw === 'unlimited'
          ? undefined
          : field.endsWith('Bytes')
            ? parseSize(textOf(resolver.resolve(String(raw), false)))
            : Number(raw);
    if (value !== undefined) limits[field] = value;
  }
  return limits;
}

function toOutputFile(entry: unknown, resolver: EnvResolver): OutputFileSpec {
  const spec = isRecord(entry) ? entry : { path: entry };
  return { path: resolver.resolve(String(spec.path), false), ...(typeof spec.mimeType === 'string' && { mimeType: spec.mimeType }) };
}

/** The shared schemas the tool's arguments refer to, for its inputSchema's `$defs`. */
function sharedSchemasOf(argumentsByName: RawRecord, defs: RawRecord): Pick<ToolDefinition, 'defs'> {
  const used = Object.values(argumentsByName).flatMap((argument) => (isRecord(argument) ? (refNameOf(argument) ?? []) : []));
  return used.length > 0 ? { defs: Object.fromEntries(used.map((name) => [name, recordAt(defs, name)])) } : {};
}

function toArgument(name: string, raw: RawRecord, complete: CompleteSpec | undefined, defs: RawRecord): ArgumentDefinition {
  const shared = withSharedSchema(raw, defs);
  const type = shared.type as ArgumentType;
  const schema = Object.fromEntries(Object.entries(raw).filter(([key]) => !MAPPING_KEYS.includes(key)));
  // Beside a $ref, the type (for clients that type values by it) and the default (ajv fills in
  // only defaults it finds beside the property) are repeated from the shared schema.
  if (raw.$ref !== undefined) {
    schema.type = type;
    if (shared.default !== undefined) schema.default = shared.default;
  }
  if (type === 'array' && !isRecord(shared.items)) schema.items = { type: 'string' };
  return {
    name,
    type,
    schema,
    required: raw.required === true,
    mapping: toMapping(raw),
    ...(typeof raw.join === 'string' && { join: raw.join }),
    path: raw.path === true,
    ...(complete && { complete }),
  };
}

function toMapping(raw: RawRecord): ArgumentMapping {
  switch (mappingKeysOf(raw)[0]) {
    case 'flag': {
      const flag = String(raw.flag);
      const inline = flag.endsWith('=');
      return {
        kind: 'flag',
        flag: inline ? flag.slice(0, -1) : flag,
        inline,
        glued: raw.glued === true,
        ...(typeof raw.falseFlag === 'string' && { falseFlag: raw.falseFlag }),
      };
    }
    case 'positional':
      return { kind: 'positional', endOfOptions: raw.endOfOptions === true };
    case 'stdin':
      return { kind: 'stdin' };
    case 'env':
      return { kind: 'env', variable: String(raw.env) };
    default:
      return { kind: 'placeholder' };
  }
}
