// The tool shape both servers list in the cold-start benchmark: three arguments, like a typical
// wrapped command (a flag with a value, a count, and paths).

export function benchTool(index) {
  return {
    name: `tool_${index}`,
    description: `Benchmark tool number ${index}: runs a program with a pattern, a count and some paths.`,
    inputSchema: {
      type: 'object',
      properties: {
        pattern: { type: 'string', description: 'What to look for.' },
        count: { type: 'integer', minimum: 1, default: 10, description: 'How many.' },
        paths: { type: 'array', items: { type: 'string' }, description: 'Where to look.' },
      },
      additionalProperties: false,
    },
  };
}

/** The same tools as an mcp-wrap wrapper file (YAML). */
export function benchWrapper(count, program) {
  const tools = Array.from({ length: count }, (_, index) => {
    const tool = benchTool(index);
    return `  ${tool.name}:
    description: "${tool.description}"
    command: [${program}]
    arguments:
      pattern: { type: string, flag: -e, description: What to look for. }
      count: { type: integer, minimum: 1, default: 10, flag: -n, description: How many. }
      paths: { type: array, items: { type: string }, positional: true, endOfOptions: true, description: Where to look. }`;
  });
  return `name: bench\ntools:\n${tools.join('\n')}\n`;
}
