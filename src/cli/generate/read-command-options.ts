// dpkg's "Commands:" are options (`-L, --listfiles <package>...`, `-x|--extract <deb> <directory>`)
// whose words after them are the command's operands, not values: `--control-list=dpkg` is refused
// ("option does not take a value"). Where the usage names a `<command>` and a section "Commands:"
// lists options, those options are flags, and the words their rows name (`<package>`, `[<pattern>...]`)
// are the operands, in place of the usage's `<command>`.
import type { HelpOption, HelpPositional } from './help-types.js';
import { toIdentifier } from './to-identifier.js';

const COMMAND_IN_USAGE = /^usage:.*\s<command>\s*$/im;
const COMMANDS_HEADER = /^commands:\s*$/i;
/** The option names a row starts with: `-s, --status`, `-b|--build`. */
const ROW_NAMES = /^\s+(-[^\s,|]+(?:\s*[,|]\s*-[^\s,|]+)*)/;

/** The rows of the "Commands:" section, where the usage names a `<command>`. */
function commandRows(lines: readonly string[]): string[] {
  if (!COMMAND_IN_USAGE.test(lines.join('\n'))) return [];
  const start = lines.findIndex((line) => COMMANDS_HEADER.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^\S.*:\s*$/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => ROW_NAMES.test(line));
}

/**
 * The operands the command rows name, each once, in order: several where a row repeats it; "--" goes before them.
 * Rows that name them in other orders (dpkg-deb's `--build <directory> [<deb>]`, `--extract <deb> <directory>`)
 * cannot share named operands: they are one list, `files` where one of them is a file or a folder.
 */
export function toCommandOperands(lines: readonly string[]): HelpPositional[] {
  const operands = new Map<string, HelpPositional>();
  const orders: string[][] = [];
  for (const line of commandRows(lines)) {
    const words = line
      .replace(ROW_NAMES, '')
      .trim()
      .split(/\s{2,}/)[0]!;
    const order: string[] = [];
    for (const [, name, dots] of words.matchAll(/<([\w-]+)>\]?(\.\.\.)?/g)) {
      const operand = operands.get(name!) ?? { name: toIdentifier(name!), required: false, variadic: false, afterDoubleDash: true };
      operands.set(name!, { ...operand, variadic: operand.variadic || dots !== undefined });
      order.push(name!);
    }
    orders.push(order);
  }
  if (!inOtherOrders(orders)) return [...operands.values()];
  const text = lines.join('\n');
  const names = [...operands.keys()];
  const files = names.some(
    (name) => /^(file|dir|directory|folder|path)s?$/i.test(name) || new RegExp(`^<${name}> is the (file ?name|path) of\\b`, 'im').test(text),
  );
  return [{ name: files ? 'files' : 'operands', required: false, variadic: true, afterDoubleDash: true }];
}

/** Whether two rows name two operands in opposite orders. */
function inOtherOrders(orders: readonly string[][]): boolean {
  const before = new Set(orders.flatMap((order) => order.flatMap((name, index) => order.slice(index + 1).map((later) => `${name} ${later}`))));
  return [...before].some((pair) => before.has(pair.split(' ').reverse().join(' ')));
}

/** The options, those listed as commands without their values. */
export function withCommandOptions(options: readonly HelpOption[], lines: readonly string[]): HelpOption[] {
  const names = new Set(commandRows(lines).flatMap((line) => ROW_NAMES.exec(line)![1]!.split(/\s*[,|]\s*/)));
  if (names.size === 0) return [...options];
  return options.map((option) => {
    if (!option.value || ![option.long, option.short].some((name) => name !== undefined && names.has(name))) return option;
    const { value: _value, valueType: _type, repeats: _repeats, choices: _choices, ...flag } = option;
    return { ...flag, optionalValue: false, inline: false };
  });
}
