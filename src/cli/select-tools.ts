// Toolsets: serving only some of a wrapper's tools saves the model's context and narrows what it
// can do. `--tools` keeps the named ones and `--toolsets` the tools of the wrappers' named groups
// (both together: either), `--exclude-tools` drops the named ones, `--read-only` keeps only tools
// annotated `readOnlyHint: true`. A name that matches no tool or toolset is a usage error.
import { describeSuggestions } from '../definition/definition-error.js';
import type { WrapperDefinition } from '../definition/types.js';
import { UsageError } from './cli-io.js';

export interface ToolSelection {
  tools: string[];
  toolsets: string[];
  excludeTools: string[];
  readOnly?: boolean;
}

export function selectTools(definitions: readonly WrapperDefinition[], selection: ToolSelection): WrapperDefinition[] {
  const names = definitions.flatMap((definition) => definition.tools.map((tool) => tool.name));
  for (const [option, wanted] of [
    ['--tools', selection.tools],
    ['--exclude-tools', selection.excludeTools],
  ] as const) {
    const unknown = wanted.filter((name) => !names.includes(name));
    if (unknown.length > 0)
      throw new UsageError(
        `${option}: no tool named ${unknown.map((name) => `"${name}"`).join(', ')} (${describeSuggestions(unknown, names)}tools: ${names.join(', ')})`,
      );
  }
  const kept = [...selection.tools, ...toolsetMembers(definitions, selection.toolsets)];
  if (kept.length === 0 && selection.excludeTools.length === 0 && !selection.readOnly) return [...definitions];
  return definitions.map((definition) => ({
    ...definition,
    tools: definition.tools.filter(
      (tool) =>
        (kept.length === 0 || kept.includes(tool.name)) &&
        !selection.excludeTools.includes(tool.name) &&
        (!selection.readOnly || tool.annotations?.readOnlyHint === true),
    ),
  }));
}

/** The tools of the named toolsets, of whichever wrapper defines each. */
function toolsetMembers(definitions: readonly WrapperDefinition[], names: readonly string[]): string[] {
  const available = new Map(definitions.flatMap((definition) => Object.entries(definition.toolsets)));
  const unknown = names.filter((name) => !available.has(name));
  if (unknown.length > 0) {
    const offered = available.size > 0 ? `toolsets: ${[...available.keys()].join(', ')}` : 'the wrappers define no toolsets';
    throw new UsageError(
      `--toolsets: no toolset named ${unknown.map((name) => `"${name}"`).join(', ')} (${describeSuggestions(unknown, [...available.keys()])}${offered})`,
    );
  }
  return names.flatMap((name) => available.get(name)!);
}
