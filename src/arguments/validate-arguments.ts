// Validates a call's arguments against the tool's inputSchema (defaults applied) and says, for
// each failure, which argument broke which rule.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { argumentAjv } from '../definition/argument-ajv.js';
import { describeValue, suggest } from '../definition/definition-error.js';
import type { ToolDefinition } from '../definition/types.js';
import { toInputSchema } from './input-schema.js';

export type ArgumentValues = Record<string, unknown>;

export type Validated = { ok: true; values: ArgumentValues } | { ok: false; problems: string[] };

const compiled = new WeakMap<ToolDefinition, ValidateFunction>();

function validatorFor(tool: ToolDefinition): ValidateFunction {
  let validate = compiled.get(tool);
  if (!validate) {
    validate = argumentAjv().compile(toInputSchema(tool));
    compiled.set(tool, validate);
  }
  return validate;
}

export function validateArguments(tool: ToolDefinition, input: unknown): Validated {
  // Defaults land on the top level only (arguments are scalars or arrays of them): a shallow copy
  // keeps the caller's object as it was.
  const values = (isPlainObject(input) ? { ...input } : (input ?? {})) as ArgumentValues;
  const validate = validatorFor(tool);
  if (!validate(values)) {
    const names = tool.arguments.map((argument) => argument.name);
    return { ok: false, problems: (validate.errors ?? []).map((error) => describeError(error, names)) };
  }
  const withNul = Object.entries(values).filter(([, value]) => [value].flat().some((item) => typeof item === 'string' && item.includes('\0')));
  if (withNul.length > 0) {
    return { ok: false, problems: withNul.map(([name]) => `argument \`${name}\` contains a NUL byte, which no program argument can carry`) };
  }
  return { ok: true, values };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
