// Builds definitions from YAML text for unit tests.
import { DefinitionError, type DefinitionIssue } from '../../src/definition/definition-error.js';
import { parseDefinitions } from '../../src/definition/load-definition.js';
import type { ToolDefinition, WrapperDefinition } from '../../src/definition/types.js';

// CI runs these tables again with MCP_WRAP_PLAIN=1: the wrapper files are then read the plain way.
const plain: Record<string, string> = process.env.MCP_WRAP_PLAIN ? { MCP_WRAP_PLAIN: process.env.MCP_WRAP_PLAIN } : {};

export function definitionFrom(text: string, env: Record<string, string> = {}): WrapperDefinition {
  return parseDefinitions([{ file: 'test.yaml', text }], { env: { ...plain, ...env } }).definitions[0]!;
}

/** The single tool `t` whose body is `toolYaml` (indented under it). */
export function toolFrom(toolYaml: string, env: Record<string, string> = {}): ToolDefinition {
  const body = toolYaml
    .trim()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return definitionFrom(`name: test\ntools:\n  t:\n    description: A tool for tests.\n${body}\n`, env).tools[0]!;
}

export function issuesOf(text: string, env: Record<string, string> = {}): DefinitionIssue[] {
  try {
    parseDefinitions([{ file: 'test.yaml', text }], { env: { ...plain, ...env } });
    return [];
  } catch (error) {
    if (error instanceof DefinitionError) return [...error.issues];
    throw error;
  }
}
