// dpkg's "Commands:" are options (`-L, --listfiles <package>...`, `-x|--extract <deb> <directory>`)
// whose words after them are the command's operands, not values: `--control-list=dpkg` is refused
// ("option does not take a value"). Where the usage names a `<command>` and a section "Commands:"
// lists options, those options are flags; the operands stay the usage line's.
import type { HelpOption } from './parse-help.js';

const COMMAND_IN_USAGE = /^usage:.*\s<command>\s*$/im;
const COMMANDS_HEADER = /^commands:\s*$/i;
/** The option names a row starts with: `-s, --status`, `-b|--build`. */
const ROW_NAMES = /^\s+(-[^\s,|]+(?:\s*[,|]\s*-[^\s,|]+)*)/;

/** The options, those listed as commands without their values. */
export function withCommandOptions(options: readonly HelpOption[], lines: readonly string[]): HelpOption[] {
  if (!COMMAND_IN_USAGE.test(lines.join('\n'))) return [...options];
  const start = lines.findIndex((line) => COMMANDS_HEADER.test(line));
  if (start < 0) return [...options];
  const end = lines.findIndex((line, index) => index > start && /^\S.*:\s*$/.test(line));
  const names = new Set(lines.slice(start + 1, end < 0 ? undefined : end).flatMap((line) => ROW_NAMES.exec(line)?.[1]!.split(/\s*[,|]\s*/) ?? []));
  return options.map((option) => {
    if (!option.value || ![option.long, option.short].some((name) => name !== undefined && names.has(name))) return option;
    const { value: _value, valueType: _type, repeats: _repeats, choices: _choices, ...flag } = option;
    return { ...flag, optionalValue: false, inline: false };
  });
}
