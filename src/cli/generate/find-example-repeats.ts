// Options a help's own example command lines give more than once, each time with a value: mlr sort's
// "mlr sort -f a -f b -nr x -nr y -nr z", fd's "fd --type file --type symlink", rg's "rg --colors
// 'match:fg:magenta' --colors 'line:bg:yellow' foo". The program takes them all: the option repeats.
// Only a line that starts with the program's name (after a "$" prompt) is a command line; values
// listed as examples ("e.g. --delimiter=# --delimiter=auto") are alternatives, not one call.
import { OPTION_WORD } from './tokenize-usage.js';
import { startsWithProgram } from './read-usage-line.js';

/** One word of a command line: a quoted value whole, else up to the next space. */
const WORD = /'[^']*'|"[^"]*"|\S+/g;

/** The options given twice or more with a value on one example command line of `program`. */
export function findExampleRepeats(lines: readonly string[], program: string | undefined): Set<string> {
  const repeated = new Set<string>();
  for (const line of lines) {
    const command = line.replace(/^\s*\$\s+/, '');
    if (!startsWithProgram(command, program)) continue;
    const words = command.trim().match(WORD) ?? [];
    const counts = new Map<string, number>();
    words.forEach((word, index) => {
      const inline = /^(--?[A-Za-z][\w-]*)=\S/.exec(word)?.[1];
      const spaced = OPTION_WORD.test(word) && words[index + 1] !== undefined && !words[index + 1]!.startsWith('-') ? word : undefined;
      const flag = inline ?? spaced;
      if (flag) counts.set(flag, (counts.get(flag) ?? 0) + 1);
    });
    for (const [flag, count] of counts) if (count > 1) repeated.add(flag);
  }
  return repeated;
}
