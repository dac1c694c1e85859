// Validates a call's arguments against the tool's inputSchema (defaults applied) and says, for
// each failure, which argument broke which rule.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { argumentAjv } from '../definition/argument-ajv.js';
import { describeValue, suggest } from '../definition/definition-error.js';
import { isRecord } from '../definition/raw.js';
import type { ArgumentDefinition, ToolDefinition } from '../definition/types.js';
import { toInputSchema } from './input-schema.js';

export type ArgumentValues = Record<string, unknown>;

export type Validated = { ok: true; values: ArgumentValues } | { ok: false; problems: string[] };

const compiled = new WeakMap<ToolDefinition, ValidateFunction>();

function validatorFor(tool: ToolDefinition): ValidateFunction {
  let validate = compiled.get(tool);
  if (!validate) {
    // ajv checks by its own dialect; $schema would make it look for the 2020-12 meta-schema.
    const { $schema: _dialect, ...schema } = toInputSchema(tool);
    validate = argumentAjv().compile(schema);
    compiled.set(tool, validate);
  }
  return validate;
}

export function validateArguments(tool: ToolDefinition, input: unknown): Validated {
  // Defaults land on the top level only (arguments are scalars or arrays of them): a shallow copy
  // keeps the caller's object as it was.
  const values = (isRecord(input) ? { ...input } : (input ?? {})) as ArgumentValues;
  const validate = validatorFor(tool);
  if (!validate(values)) {
    const names = tool.arguments.map((argument) => argument.name);
    return { ok: false, problems: (validate.errors ?? []).map((error) => describeError(error, names)) };
  }
  const problems = tool.arguments.flatMap((argument) => describeUncarriable(argument, values[argument.name]));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** Linux's limit on one argv string or environment entry (MAX_ARG_STRLEN, with its NUL). */
const MAX_ARGUMENT_BYTES = 128 * 1024 - 1;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Text no program can receive as given: the call is refused rather than the value mangled. */
function describeUncarriable(argument: ArgumentDefinition, value: unknown): string[] {
  const texts = [value].flat().filter((item): item is string => typeof item === 'string');
  const name = `argument \`${argument.name}\``;
  if (texts.some((text) => text.includes('\0'))) return [`${name} contains a NUL byte, which no program argument can carry`];
  if (texts.some((text) => LONE_SURROGATE.test(text)))
    return [`${name} contains an unpaired UTF-16 surrogate (not Unicode text), which no program argument can carry`];
  if (argument.mapping.kind === 'stdin') return [];
  const longest = Math.max(0, ...texts.map((text) => Buffer.byteLength(text)));
  if (longest <= MAX_ARGUMENT_BYTES) return [];
  return [
    `${name} is ${longest.toLocaleString('en-US')} bytes long; a program argument or environment value holds at most ${MAX_ARGUMENT_BYTES.toLocaleString('en-US')} bytes`,
  ];
}

function describeError(error: ErrorObject, names: string[]): string {
  const where = error.instancePath
    .slice(1)
    .split('/')
    .map((segment, index) => (index === 0 ? segment : `[${segment}]`))
    .join('');
  const got = `got ${describeValue(error.data)}`;
  switch (error.keyword) {
    case 'required':
      return `missing required argument \`${error.params.missingProperty}\``;
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const hint = suggest(name, names);
      const accepted = names.length ? `this tool takes: ${names.join(', ')}` : 'this tool takes no arguments';
      return `unknown argument \`${name}\` (${hint ? `did you mean \`${hint}\`? ` : ''}${accepted})`;
    }
    case 'type':
      return where ? `argument \`${where}\` must be ${error.params.type} (type), ${got}` : `arguments must be an object, ${got}`;
    case 'enum':
      return `argument \`${where}\` must be one of ${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')} (enum), ${got}`;
    case 'pattern':
      return `argument \`${where}\` must match /${error.params.pattern}/ (pattern), ${got}`;
    default:
      return `argument \`${where}\` ${error.message} (${error.keyword}), ${got}`;
  }
}
