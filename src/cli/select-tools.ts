// Toolsets: serving only some of a wrapper's tools saves the model's context and narrows what it
// can do. `--tools` keeps the named ones, `--exclude-tools` drops the named ones, `--read-only`
// keeps only tools annotated `readOnlyHint: true`. A name that matches no tool is a usage error.
import type { WrapperDefinition } from '../definition/types.js';
import { UsageError } from './cli-io.js';

export interface ToolSelection {
  tools: string[];
  excludeTools: string[];
  readOnly?: boolean;
}

export function selectTools(definitions: readonly WrapperDefinition[], selection: ToolSelection): WrapperDefinition[] {
  const names = definitions.flatMap((definition) => definition.tools.map((tool) => tool.name));
  for (const [option, wanted] of [['--tools', selection.tools], ['--exclude-tools', selection.excludeTools]] as const) {
    const unknown = wanted.filter((name) => !names.includes(name));
    if (unknown.length > 0) throw new UsageError(`${option}: no tool named ${unknown.map((name) => `"${name}"`).join(', ')} (tools: ${names.join(', ')})`);
  }
  if (selection.tools.length === 0 && selection.excludeTools.length === 0 && !selection.readOnly) return [...definitions];
  return definitions.map((definition) => ({
    ...definition,
    tools: definition.tools.filter(
      (tool) =>
        (selection.tools.length === 0 || selection.tools.includes(tool.name)) &&
        !selection.excludeTools.includes(tool.name) &&
        (!selection.readOnly || tool.annotations?.readOnlyHint === true),
    ),
  }));
}
