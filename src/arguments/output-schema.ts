// The outputSchema a client sees. MCP's structuredContent is an object, so a value of any other
// kind (a list of rows, say) travels as { result: value }, and its schema is wrapped the same way.
import type { JsonSchema, ToolDefinition } from '../definition/types.js';

export function toOutputSchema(tool: ToolDefinition): JsonSchema | undefined {
  const { schema } = tool.output;
  if (!schema) return undefined;
  if (schema.type === 'object') return schema;
  return { type: 'object', properties: { result: schema }, required: ['result'], additionalProperties: false };
}

export function toStructuredContent(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { result: value };
}
