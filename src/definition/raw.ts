// Reading a parsed file defensively: checks run even on files whose shape is broken.

export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function recordAt(value: unknown, key: string): RawRecord {
  const child = isRecord(value) ? value[key] : undefined;
  return isRecord(child) ? child : {};
}

export interface RawToken {
  path: (string | number)[];
  text: string;
}

/** A command as argv tokens: arrays as they are, strings split on whitespace (never a shell). */
export function commandTokens(command: unknown, path: (string | number)[]): RawToken[] {
  if (typeof command === 'string') {
    return command
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((text) => ({ path, text }));
  }
  if (Array.isArray(command)) {
    return command.flatMap((text, index) => (typeof text === 'string' ? [{ path: [...path, index], text }] : []));
  }
  return [];
}

/** The mapping keys an argument uses, in a fixed order. */
export function mappingKeysOf(argument: RawRecord): string[] {
  const keys: string[] = [];
  if (typeof argument.flag === 'string') keys.push('flag');
  if (argument.positional === true) keys.push('positional');
  if (argument.stdin === true) keys.push('stdin');
  if (typeof argument.env === 'string') keys.push('env');
  return keys;
}

/** Keys of an argument definition that shape argv and never reach the inputSchema. */
export const MAPPING_KEYS = ['required', 'flag', 'falseFlag', 'glued', 'positional', 'join', 'endOfOptions', 'stdin', 'env', 'path', 'complete'];

/** The name in an argument's `$ref: "#/$defs/NAME"`, if it has one. */
export function refNameOf(argument: RawRecord): string | undefined {
  return typeof argument.$ref === 'string' ? argument.$ref.replace(/^#\/\$defs\//, '') : undefined;
}

/** An argument with the shared schema it refers to filled in beneath its own keys (for checks and types). */
export function withSharedSchema(argument: RawRecord, defs: RawRecord): RawRecord {
  const name = refNameOf(argument);
  if (name === undefined) return argument;
  const { $ref: _ref, ...own } = argument;
  return { ...recordAt(defs, name), ...own };
}

/** Settings a command resource may carry, as a tool does. */
const RUN_SETTINGS = ['command', 'cwd', 'env', 'timeout', 'killGrace', 'maxOutput', 'inheritEnv', 'sandbox', 'limits', 'successCodes'];

/** A command resource as a raw tool: its arguments are the URI's variables (a string each unless declared). */
export function toRunnableRecord(resource: RawRecord, variables: readonly string[]): RawRecord {
  const declared = recordAt(resource, 'arguments');
  const runnable: RawRecord = {
    description: typeof resource.description === 'string' ? resource.description : `Reads ${String(resource.uri)}`,
    arguments: Object.fromEntries(variables.map((name) => [name, isRecord(declared[name]) ? declared[name] : { type: 'string' }])),
  };
  for (const key of RUN_SETTINGS) if (resource[key] !== undefined) runnable[key] = resource[key];
  return runnable;
}

/** Every string in a parsed file, with where it is. */
export function* stringsOf(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsOf(item, [...path, index]);
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
}
