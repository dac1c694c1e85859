// Turns a checked wrapper file into the model: defaults applied in this one place, templates
// parsed, ${ENV} references resolved, durations and sizes in numbers.
import { commandTokens, isRecord, mappingKeysOf, MAPPING_KEYS, recordAt, type RawRecord } from './raw.js';
import { isPlainText, parseTemplate, resolveEnv, textOf, type Template } from './template.js';
import {
  DEFAULT_KILL_GRACE_MS,
  DEFAULT_MAX_OUTPUT_BYTES,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_VERSION,
  type ArgumentDefinition,
  type ArgumentMapping,
  type ArgumentType,
  type NumberSetting,
  type StderrMode,
  type ToolDefinition,
  type WrapperDefinition,
} from './types.js';
import { parseDuration, parseSize } from './units.js';

export interface Normalized {
  definition: WrapperDefinition;
  /** ${NAME} references without a fallback that the environment does not set. */
  missingEnv: string[];
}

type Env = Readonly<Record<string, string | undefined>>;

export function normalizeDefinition(file: string, raw: RawRecord, env: Env): Normalized {
  const missing = new Set<string>();
  const secrets = new Set<string>();
  const resolve = (text: string, isSecretSource: boolean): Template => {
    const resolution = resolveEnv(parseTemplate(text), env);
    resolution.missing.forEach((name) => missing.add(name));
    if (isSecretSource) resolution.substituted.forEach((value) => secrets.add(value));
    return resolution.template;
  };

  const defaults = recordAt(raw, 'defaults');
  const settingOf = (tool: RawRecord, key: string) => tool[key] ?? defaults[key];
  const numberSetting = (value: unknown, parse: (text: string) => number | undefined, fallback: number): NumberSetting => {
    if (typeof value === 'number') return value;
    if (typeof value !== 'string') return fallback;
    const template = resolve(value, false);
    return isPlainText(template) ? parse(textOf(template))! : template;
  };

  const tools = Object.entries(recordAt(raw, 'tools')).map(([name, value]): ToolDefinition => {
    const tool = isRecord(value) ? value : {};
    const env = { ...recordAt(defaults, 'env'), ...recordAt(tool, 'env') };
    const output = recordAt(tool, 'output');
    return {
      name,
      ...(typeof tool.title === 'string' && { title: tool.title }),
      description: String(tool.description),
      ...(isRecord(tool.annotations) && { annotations: tool.annotations }),
      command: commandTokens(tool.command, []).map((token) => resolve(token.text, true)),
      arguments: Object.entries(recordAt(tool, 'arguments')).map(([argumentName, argument]) =>
        toArgument(argumentName, isRecord(argument) ? argument : {}),
      ),
      cwd: resolve(String(settingOf(tool, 'cwd') ?? '.'), false),
      env: Object.fromEntries(Object.entries(env).map(([key, text]) => [key, resolve(String(text), true)])),
      timeoutMs: numberSetting(settingOf(tool, 'timeout'), parseDuration, DEFAULT_TIMEOUT_MS),
      killGraceMs: numberSetting(settingOf(tool, 'killGrace'), parseDuration, DEFAULT_KILL_GRACE_MS),
      maxOutputBytes: numberSetting(settingOf(tool, 'maxOutput'), parseSize, DEFAULT_MAX_OUTPUT_BYTES),
      inheritEnv: (settingOf(tool, 'inheritEnv') as boolean | string[] | undefined) ?? true,
      successCodes: Array.isArray(tool.successCodes) ? (tool.successCodes as number[]) : [0],
      ...(typeof tool.stdin === 'string' && { stdin: textOf(resolve(tool.stdin, true)) }),
      output: { stderr: (output.stderr as StderrMode | undefined) ?? 'auto', ...(typeof output.progress === 'string' && { progress: output.progress }) },
      file,
    };
  });

  return {
    definition: {
      file,
      name: String(raw.name),
      version: typeof raw.version === 'string' ? raw.version : DEFAULT_VERSION,
      ...(typeof raw.instructions === 'string' && { instructions: raw.instructions }),
      tools,
      ...(typeof raw.maxConcurrency === 'number' && { maxConcurrency: raw.maxConcurrency }),
      secrets: [...secrets],
    },
    missingEnv: [...missing],
  };
}

function toArgument(name: string, raw: RawRecord): ArgumentDefinition {
  const type = raw.type as ArgumentType;
  const schema = Object.fromEntries(Object.entries(raw).filter(([key]) => !MAPPING_KEYS.includes(key)));
  if (type === 'array' && !isRecord(schema.items)) schema.items = { type: 'string' };
  return {
    name,
    type,
    schema,
    required: raw.required === true,
    mapping: toMapping(raw),
    ...(typeof raw.join === 'string' && { join: raw.join }),
    path: raw.path === true,
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
