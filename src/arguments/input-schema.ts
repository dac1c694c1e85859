import type { JsonSchema, ToolDefinition } from '../definition/types.js';

/** Declared where shared schemas ($defs) are used, the dialect that has them. */
const JSON_SCHEMA_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

// The inputSchema a client sees: the arguments' JSON Schema with every mapping key removed.
export function toInputSchema(tool: ToolDefinition): JsonSchema {
  const required = tool.arguments.filter((argument) => argument.required).map((argument) => argument.name);
  return {
    ...(tool.defs && { $schema: JSON_SCHEMA_2020_12, $defs: tool.defs }),
    type: 'object',
    properties: Object.fromEntries(tool.arguments.map((argument) => [argument.name, argument.schema])),
    ...(required.length > 0 && { required }),
    additionalProperties: false,
  };
}
