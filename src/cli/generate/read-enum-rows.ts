// LLVM's cl::opt lists an option's values on the rows under it, each "=value  -   description":
//   --format              - archive format to create
//     =default            -   default
//     =gnu                -   gnu
// The option takes one of them, glued with "=" (`--format=gnu`).
import type { HelpOption } from './help-types.js';

// LLVM 14 writes the placeholder too: `--filetype=<value>   - Choose an output file type:` (llvm-mc).
const OPTION_ROW = /^\s+(--?[\w-]+)(=<[\w -]+>)?\s+- \S/;
const VALUE_ROW = /^\s+=([\w.+-]+)\s+-\s/;

/** The options, each with the values listed on the "=value" rows under it. */
export function withEnumRows(options: readonly HelpOption[], lines: readonly string[]): HelpOption[] {
  const values = new Map<string, string[]>();
  let current: string | undefined;
  for (const line of lines) {
    const value = VALUE_ROW.exec(line)?.[1];
    if (value !== undefined && current !== undefined) values.set(current, [...(values.get(current) ?? []), value]);
    else current = OPTION_ROW.exec(line)?.[1];
  }
  return options.map((option) => {
    const listed = option.long === undefined ? undefined : values.get(option.long);
    return listed && listed.length >= 2 ? { ...option, value: '<value>', inline: true, optionalValue: false, choices: listed } : option;
  });
}
