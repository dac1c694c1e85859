import type { JsonSchema, ToolDefinition } from '../definition/types.js';

// The inputSchema a client sees: the arguments' JSON Schema with every mapping key removed.
export function toInputSchema(tool: ToolDefinition): JsonSchema {
  const required = tool.arguments.filter((argument) => argument.required).map((argument) => argument.name);
  return {
    type: 'object',
    properties: Object.fromEntries(tool.arguments.map((argument) => [argument.name, argument.schema])),
    ...(required.length > 0 && { required }),
    additionalProperties: false,
  };
}
