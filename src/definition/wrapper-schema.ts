// The JSON Schema of the wrapper format: it validates files here and is what `mcp-wrap schema`
// prints for editors, so the two can never disagree.
import schema from '../../schema/wrapper.schema.json' with { type: 'json' };

export const wrapperSchema: Readonly<Record<string, unknown>> = schema;
