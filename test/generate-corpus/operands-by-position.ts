// The second figure beside "callable": callable with the operands matched by position. An
// expectation's call names its operands as its writer read the docs (`files`), a draft as its help
// or spec names them (`filenames`); an agent reads the draft's inputSchema and calls it by the
// draft's names. So each argument of the call that names an operand the draft does not have is
// renamed to the draft's operand at the same position among operands; options are never renamed,
// and the renamed call is then checked exactly as the strict one.
import { toIdentifier } from '../../src/cli/generate/to-identifier.js';
import type { ToolDefinition } from '../../src/definition/types.js';

/** What of an expectation the matching reads: its command words, its options (by flag) and its call. */
export interface CallExpectation {
  command: readonly string[];
  options: Readonly<Record<string, unknown>>;
  call: { arguments: Readonly<Record<string, unknown>>; argv: readonly string[] };
}

/**
 * The renamings (expected name, draft name), in the order of the operands: the expectation's operands
 * are the call's arguments whose values are, in that order, words of its argv that are neither the
 * command, an option nor an option's value; the draft's are its operand arguments in the order its
 * command places them. An operand is renamed only when the draft has no argument of its name, the
 * draft has an operand at its position, and the call does not already use that operand's name; and
 * nothing is renamed when an operand both name sits at another position in the draft (llvm-ar's man
 * page: `[relpos] [count] archive [files...]`, the call's `t lib.a`: `t` is not a `relpos`).
 */
export function operandRenames(tool: ToolDefinition, expected: CallExpectation): [string, string][] {
  const drafted = new Set(tool.arguments.map((argument) => argument.name));
  const used = new Set(Object.keys(expected.call.arguments));
  const draftOperands = operandsOf(tool);
  const operands = expectedOperands(tool, expected);
  if (operands.some((name, index) => drafted.has(name) && draftOperands[index] !== name)) return [];
  const renames: [string, string][] = [];
  for (const [index, name] of operands.entries()) {
    const target = draftOperands[index];
    if (drafted.has(name) || target === undefined || used.has(target)) continue;
    renames.push([name, target]);
  }
  return renames;
}

/** The call's arguments with each renamed (their order kept); undefined when nothing is renamed. */
export function renamedArguments(args: Readonly<Record<string, unknown>>, renames: readonly [string, string][]): Record<string, unknown> | undefined {
  if (renames.length === 0) return undefined;
  const to = new Map(renames);
  return Object.fromEntries(Object.entries(args).map(([name, value]) => [to.get(name) ?? name, value]));
}

/** The draft's operands as its argv places them: a command word that is one argument's value, then the positional arguments in declaration order. */
function operandsOf(tool: ToolDefinition): string[] {
  const names = new Set(tool.arguments.map((argument) => argument.name));
  const inCommand = tool.command.flatMap((template) =>
    template.length === 1 && template[0]!.kind === 'argument' && names.has(template[0]!.name) ? [template[0]!.name] : [],
  );
  const positional = tool.arguments.filter((argument) => argument.mapping.kind === 'positional').map((argument) => argument.name);
  return [...new Set([...inCommand, ...positional])];
}

/**
 * The call's operands in argv order. An argument is one when its name is not one of the draft's
 * options nor an expected option's, its value is text, a number or a list of them, and its words are
 * found together among the argv's operand words (after the command, not an option, not the value
 * of an option that takes one by the expectation or the draft; everything after `--`).
 */
function expectedOperands(tool: ToolDefinition, expected: CallExpectation): string[] {
  const options = new Set([
    ...tool.arguments.filter((argument) => argument.mapping.kind !== 'positional').map((argument) => argument.name),
    ...Object.keys(expected.options).map((flag) => toIdentifier(flag)),
  ]);
  const words = operandWords(tool, expected);
  const claimed = words.map(() => false);
  const found: { name: string; at: number }[] = [];
  for (const [name, value] of Object.entries(expected.call.arguments)) {
    const texts = textsOf(value);
    if (options.has(name) || texts === undefined || texts.length === 0) continue;
    const at = words.findIndex((_, start) => texts.every((text, offset) => words[start + offset] === text && !claimed[start + offset]));
    if (at === -1) continue;
    texts.forEach((_, offset) => (claimed[at + offset] = true));
    found.push({ name, at });
  }
  return found.sort((a, b) => a.at - b.at).map(({ name }) => name);
}

function operandWords(tool: ToolDefinition, expected: CallExpectation): string[] {
  const takesValue = new Set([
    ...Object.entries(expected.options).flatMap(([flag, type]) => (type === 'boolean' ? [] : [flag])),
    ...tool.arguments.flatMap(({ type, mapping }) => (mapping.kind === 'flag' && !mapping.inline && type !== 'boolean' ? [mapping.flag] : [])),
  ]);
  const { argv } = expected.call;
  const words: string[] = [];
  for (let index = expected.command.length; index < argv.length; index++) {
    const token = argv[index]!;
    if (token === '--') {
      words.push(...argv.slice(index + 1));
      break;
    }
    if (!token.startsWith('-') || token === '-') words.push(token);
    else if (takesValue.has(token)) index++;
  }
  return words;
}

function textsOf(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  return items.every((item) => typeof item === 'string' || typeof item === 'number') ? items.map(String) : undefined;
}
