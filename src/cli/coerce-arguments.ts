// Tool arguments from the command line, typed by the tool's inputSchema, in either style:
// `name=value` pairs (`count=5`, `paths=a paths=b`) or options (`--count 5 --paths a --paths b`,
// `--max-count 5` for `max_count`, `--all`, `--no-all`), parsed by yargs-parser. After `--`
// everything is the tool's, even names that `call` itself takes (`-- --cwd sub`). An array
// argument takes one value each time it is given; any other given twice is a usage error, not a
// silent overwrite. A value that does not fit its type stays text, for validation to name.
import parse from 'yargs-parser';
import { UsageError } from './cli-io.js';

type Schema = Record<string, unknown>;

export function coerceArguments(tokens: readonly string[], json: string | undefined, inputSchema: Schema): Record<string, unknown> {
  const values = parseJsonObject(json);
  const properties = (inputSchema.properties ?? {}) as Record<string, Schema>;
  const seen = new Set<string>();
  const add = (name: string, text: string) => {
    const schema = properties[name] ?? {};
    if (schema.type === 'array') {
      const previous = values[name];
      values[name] = [
        ...(Array.isArray(previous) ? previous : previous === undefined ? [] : [previous]),
        coerce(text, (schema.items as Schema | undefined)?.type),
      ];
    } else {
      if (seen.has(name)) throw new UsageError(`argument \`${name}\` given twice; it takes one value (only array arguments repeat)`);
      values[name] = coerce(text, schema.type);
    }
    seen.add(name);
  };

  const separator = tokens.indexOf('--');
  const parsed = parseOptions(separator < 0 ? tokens : [...tokens.slice(0, separator), ...tokens.slice(separator + 1)], properties);
  for (const pair of parsed._.map(String)) {
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new UsageError(`expected an argument as name=value or --name value, got \`${pair}\``);
    add(pair.slice(0, equals), pair.slice(equals + 1));
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (key === '_') continue;
    const name = properties[key] ? key : key.replaceAll('-', '_');
    for (const item of Array.isArray(value) ? value : [value]) add(name, String(item));
  }
  return values;
}

/** Options as yargs-parser reads them, told which arguments are flags and which repeat. */
function parseOptions(tokens: readonly string[], properties: Record<string, Schema>) {
  const ofType = (type: string) => Object.keys(properties).filter((name) => properties[name]!.type === type);
  const dashed = Object.fromEntries(
    Object.keys(properties)
      .filter((name) => name.includes('_'))
      .map((name) => [name, [name.replaceAll('_', '-')]]),
  );
  return parse([...tokens], {
    boolean: ofType('boolean'),
    // Read as text: coerce() types them, so `--count 007` and `count=007` mean the same.
    string: Object.keys(properties).filter((name) => properties[name]!.type !== 'boolean'),
    alias: dashed,
    configuration: {
      'camel-case-expansion': false,
      'dot-notation': false,
      'parse-numbers': false,
      'parse-positional-numbers': false,
      'duplicate-arguments-array': true,
      'flatten-duplicate-arrays': true,
      'strip-aliased': true,
      'short-option-groups': false,
      'halt-at-non-option': false,
      'unknown-options-as-args': false,
    },
  });
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
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError('--json: expected a JSON object of arguments, such as \'{"count": 5}\'');
  return value as Record<string, unknown>;
}
