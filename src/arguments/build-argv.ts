// Builds argv, stdin and environment from validated values, in declaration order, and refuses
// option injection: a value that would land where the program parses options must not start with "-".
import type { ArgumentDefinition, ToolDefinition } from '../definition/types.js';
import { renderText, renderToken, toTexts, type RenderedValue, type ValueLookup } from './render-template.js';
import type { ArgumentValues } from './validate-arguments.js';

export interface BuiltCommand {
  argv: string[];
  stdin?: string;
  /** Variables set by the tool's `env` and by arguments with `env:`. */
  env: Record<string, string>;
}

export type Built = { ok: true; command: BuiltCommand } | { ok: false; problems: string[] };

const DEFAULT_JOIN = ',';
const END_OF_OPTIONS = '--';

export function createLookup(tool: ToolDefinition, values: ArgumentValues, builtins: Readonly<Record<string, string>>): ValueLookup {
  const joins = new Map(tool.arguments.map((argument) => [argument.name, argument.join ?? DEFAULT_JOIN]));
  return (name: string): RenderedValue | undefined => {
    if (Object.hasOwn(builtins, name)) return { texts: [builtins[name]!], join: DEFAULT_JOIN };
    const value = values[name];
    return value === undefined ? undefined : { texts: toTexts(value), join: joins.get(name) ?? DEFAULT_JOIN };
  };
}

export function buildArgv(tool: ToolDefinition, values: ArgumentValues, builtins: Readonly<Record<string, string>> = {}): Built {
  const lookup = createLookup(tool, values, builtins);
  const problems: string[] = [];
  const argv: string[] = [];
  let optionsEnded = false;
  const guard = (name: string, tokens: string[]) => {
    const injected = optionsEnded ? undefined : tokens.find((token) => token.startsWith('-'));
    if (injected !== undefined) {
      problems.push(
        `argument \`${name}\`: value \`${injected}\` starts with "-" and would be read as an option; this argument does not accept option-like values`,
      );
    }
  };

  for (const template of tool.command) {
    const tokens = renderToken(template, lookup);
    const first = template[0];
    if (first?.kind === 'argument' && !Object.hasOwn(builtins, first.name)) guard(first.name, tokens);
    argv.push(...tokens);
    if (template.length === 1 && first?.kind === 'text' && first.text === END_OF_OPTIONS) optionsEnded = true;
  }

  const env: Record<string, string> = {};
  for (const [name, template] of Object.entries(tool.env)) {
    const text = renderText(template, lookup);
    if (text !== undefined) env[name] = text;
  }

  let stdin = tool.stdin;
  for (const argument of tool.arguments) {
    const value = values[argument.name];
    if (value === undefined) continue;
    const { mapping } = argument;
    switch (mapping.kind) {
      case 'flag':
        // An empty value glued to its flag would be the flag alone, which says something else.
        if (mapping.glued && toTexts(value).includes('')) problems.push(`argument \`${argument.name}\`: an empty value cannot be glued to ${mapping.flag}`);
        argv.push(...flagTokens(argument, value));
        break;
      case 'positional': {
        const tokens = joined(argument, value);
        if (tokens.length === 0) break;
        if (mapping.endOfOptions && !optionsEnded) {
          argv.push(END_OF_OPTIONS);
          optionsEnded = true;
        }
        guard(argument.name, tokens);
        argv.push(...tokens);
        break;
      }
      case 'stdin':
        stdin = String(value);
        break;
      case 'env':
        env[mapping.variable] = toTexts(value).join(argument.join ?? DEFAULT_JOIN);
        break;
      case 'placeholder':
        break;
    }
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, command: { argv, ...(stdin !== undefined && { stdin }), env } };
}

function flagTokens(argument: ArgumentDefinition, value: unknown): string[] {
  if (argument.mapping.kind !== 'flag') return [];
  const { flag, inline, glued, falseFlag } = argument.mapping;
  if (typeof value === 'boolean') {
    if (value) return [flag];
    return falseFlag ? [falseFlag] : [];
  }
  return joined(argument, value).flatMap((text) => (glued ? [`${flag}${text}`] : inline ? [`${flag}=${text}`] : [flag, text]));
}

/** Array values as separate tokens, or one token when the argument has `join`. */
function joined(argument: ArgumentDefinition, value: unknown): string[] {
  const texts = toTexts(value);
  if (!Array.isArray(value) || argument.join === undefined) return texts;
  return texts.length > 0 ? [texts.join(argument.join)] : [];
}
