// A help written as one paragraph per form, with no usage line (python -m pydoc): "pydoc <name> ..."
// then its description indented below, "pydoc -k <keyword>" then its own. Each form that starts
// with an option is that option's line; the form of operands alone is the usage, and its paragraph
// describes them.
import { escapeRegExp } from './escape-regexp.js';

/** At least this many forms before a help is read this way. */
const MIN_FORMS = 2;

/** The help's lines, its paragraph forms rewritten as option lines, a usage line and an arguments section; any other help unchanged. */
export function toParagraphForms(lines: readonly string[], program: string): string[] {
  const form = new RegExp(`^${escapeRegExp(program)}((?: (?:-\\w+|<[\\w-]+>|\\[[^\\]]+\\]|\\.\\.\\.))+)$`);
  const forms = lines.filter((line) => form.test(line));
  // piconv's "piconv [-f from_encoding] [-t to_encoding]" above "piconv -l": a usage line with its options, whatever follows.
  if (forms.length < MIN_FORMS || lines.some((line) => /^\s*usage\s*:/i.test(line)) || forms.some((line) => /^\S+ \[-/.test(line))) return [...lines];
  const rewritten: string[] = [];
  const operands: string[] = [];
  for (const [index, line] of lines.entries()) {
    const words = form.exec(line)?.[1]!.trim().split(' ');
    if (!words) {
      rewritten.push(line);
      continue;
    }
    if (!words[0]!.startsWith('-')) {
      rewritten.push(`usage: ${line}`);
      operands.push(`  ${words[0]!.replace(/[<>[\]]/g, '')}  ${paragraphAfter(lines, index)}`);
      continue;
    }
    // pydoc's "-w <name> ...": the value followed by "..." is the operands, and -w a flag.
    rewritten.push(`  ${words.at(-1) === '...' ? words[0] : words.join(' ')}`);
  }
  return operands.length > 0 ? [...rewritten, '', 'arguments:', ...operands] : rewritten;
}

function paragraphAfter(lines: readonly string[], index: number): string {
  const paragraph: string[] = [];
  for (const line of lines.slice(index + 1)) {
    if (!/^\s+\S/.test(line)) break;
    paragraph.push(line.trim());
  }
  return paragraph.join(' ');
}
