// `name=value` pairs from the command line as tool arguments, typed by the tool's inputSchema:
// `count=5` is an integer, `all=true` a boolean, and an array argument takes one value per pair
// (`paths=a paths=b`); any other argument given twice is a usage error, not a silent overwrite.
// A value that does not fit its type stays text, for validation to name.
import { UsageError } from './cli-io.js';

type Schema = Record<string, unknown>;

export function coerceArguments(pairs: readonly string[], json: string | undefined, inputSchema: Schema): Record<string, unknown> {
  const values = parseJsonObject(json);
  const properties = (inputSchema.properties ?? {}) as Record<string, Schema>;
  const seen = new Set<string>();
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new UsageError(`expected an argument as name=value, got \`${pair}\``);
    const name = pair.slice(0, equals);
    const text = pair.slice(equals + 1);
    const schema = properties[name] ?? {};
    if (schema.type === 'array') {
      const previous = values[name];
      values[name] = [...(Array.isArray(previous) ? previous : previous === undefined ? [] : [previous]), coerce(text, (schema.items as Schema | undefined)?.type)];
    } else {
      if (seen.has(name)) throw new UsageError(`argument \`${name}\` given twice; it takes one value (only array arguments repeat)`);
      values[name] = coerce(text, schema.type);
    }
    seen.add(name);
  }
  return values;
}

function coerce(text: string, type: unknown): unknown {
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (type === 'boolean' && /^(true|yes|1)$/i.test(text)) return true;
  if (type === 'boolean' && /^(false|no|0)$/i.test(text)) return false;
  return text;
}

function parseJsonObject(json: string | undefined): Record<string, unknown> {
  if (json === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`--json: not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError('--json: expected a JSON object of arguments, such as \'{"count": 5}\'');
  return value as Record<string, unknown>;
}
