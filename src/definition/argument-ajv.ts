// The one ajv configuration for tool arguments: used to check argument schemas at load and to
// validate call arguments at run time, so both agree on formats and strictness.
import { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under ES module interop.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

function createArgumentAjv(): Ajv {
  // No meta-schema check: the wrapper schema already allows only known keywords, each with its
  // type, and compiling the draft-07 meta-schema would cost ~20 ms of every cold start.
  const ajv = new Ajv({ allErrors: true, verbose: true, useDefaults: true, coerceTypes: false, strict: true, strictTypes: false, validateSchema: false });
  addFormats(ajv);
  return ajv;
}

let shared: Ajv | undefined;

/** Compiling is the slow part; one instance for the process caches what it compiled. */
export function argumentAjv(): Ajv {
  shared ??= createArgumentAjv();
  return shared;
}

let outputs: Ajv | undefined;

/** For output schemas, which may use any JSON Schema keyword: not strict. */
export function outputSchemaAjv(): Ajv {
  if (!outputs) {
    outputs = new Ajv({ allErrors: true, verbose: true, strict: false });
    addFormats(outputs);
  }
  return outputs;
}
