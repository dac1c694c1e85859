// Rewrites a usage line's words before they are read as operands: numbered examples of one operand made one
// list, optional operands nested in each other made flat, and "(s)" or ".." made the dots of a list.

/** binutils' "[file(s)]", "elf-file(s)", lzop's "[file..]" and cac's "[...files]" (tsup) are several values, as "[file...]" is. */
export function toDottedPlural(token: string): string {
  return token
    .replace(/([A-Za-z])\([sS]\)/g, '$1...')
    .replace(/([A-Za-z])\.\.(?!\.)/g, '$1...')
    .replace(/^\[\.\.\.([A-Za-z][\w-]*)\]$/, '[$1...]');
}

/**
 * astyle's "File1 File2 File3 [...]", soxi's "infile1 ...": numbered examples of one operand, several (in place);
 * pbzip2's "<filename> <filename2> <filenameN>" and markdownlint-cli2's "glob0 [glob1] [...] [globN]" up to N.
 * comm's "FILE1 FILE2" are two operands: only dots or an N make them examples of one.
 */
export function collapseNumbered(tokens: string[]): void {
  for (let index = 0; index < tokens.length; index++) {
    const first = /^(\[?<?)([A-Za-z][A-Za-z_-]*?)([01]?)(>?\]?)$/.exec(tokens[index]!);
    if (!first) continue;
    const [, open, name, number, close] = first;
    const numbered = new RegExp(`^\\[?<?${name}\\d+>?\\]?$`, 'i');
    const last = new RegExp(`^\\[?<?${name}[Nn]>?\\]?$`);
    let end = index + 1;
    let examples = false;
    for (; end < tokens.length; end++) {
      const dots = /^\[?\.\.\.\]?$/.test(tokens[end]!);
      if (!dots && !numbered.test(tokens[end]!) && !last.test(tokens[end]!)) break;
      examples ||= dots || last.test(tokens[end]!);
      if (last.test(tokens[end]!)) {
        end++;
        break;
      }
    }
    // A bare name is an example only before a numbered one (pbzip2's "<filename> <filename2>").
    if (examples && (number !== '' || numbered.test(tokens[index + 1] ?? ''))) tokens.splice(index, end - index, `${open}${name}${close}...`);
  }
}

/**
 * gs's "[file1.ps file2.ps ...]", rubocop's "[file1, file2, ...]", txt2tags's "[infile.t2t ...]": examples of one
 * operand in one group, a file's extension or a comma after each, are that operand, several; uglifycss's
 * "file1.css [file2.css [...]]" too, the first required (in place).
 */
export function collapseExampleGroups(tokens: string[]): void {
  for (let index = 0; index < tokens.length; index++) {
    const group = /^\[(.*)\]$/.exec(tokens[index]!)?.[1];
    if (group === undefined) continue;
    const words = group
      .replace(/\[\.\.\.\]/g, ' ... ')
      .replace(/,/g, ' ')
      .replace(/[[\]]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    if (words.length < 2 || words.at(-1) !== '...') continue;
    const examples = words.slice(0, -1).map((word) => word.replace(/^([A-Za-z]+\d*)\.[A-Za-z\d]{1,4}$/, '$1'));
    // Written as files (an extension) or as a list (commas): script's "[arg1 arg2 ...]" is left to the other rules.
    if (!group.includes(',') && examples.every((example, at) => example === words[at])) continue;
    const name = /^([A-Za-z]+?)\d*$/.exec(examples[0]!)?.[1];
    if (name === undefined || !examples.every((example) => new RegExp(`^${name}(\\d+|N)?$`, 'i').test(example))) continue;
    // One example is a list only when its extension says a file: txt2tags's "infile.t2t", no "host.domain".
    if (examples.length === 1 && (words[0] === examples[0] || !/file/i.test(name))) continue;
    const before = /^([A-Za-z]+?)1(\.[A-Za-z\d]{1,4})?$/.exec(tokens[index - 1] ?? '')?.[1];
    if (before === name) tokens.splice(--index, 2, `${name}...`);
    else tokens[index] = `[${name}...]`;
  }
}

/**
 * ncal's "[[month] year]", csv2json's "[<input file> [<output file>]]": optional operands nested, each
 * given only with the other, read as optional operands in their order (a name of words joined; LLVM's
 * "<input object files>" alone keeps its own reading).
 */
export function toFlatOptionals(token: string): string[] {
  const joined = token.replace(/<([A-Za-z][\w-]*(?: [A-Za-z][\w-]*)+)>/g, (_whole, words: string) => `<${words.replaceAll(' ', '_')}>`);
  // pod2man's "[input [output] ...]": the pair, given again for more pages.
  const nested =
    /^\[\[([^[\]\s-][^[\]]*)\]\s+([^[\]\s-][^[\]]*)\]$/.exec(joined) ?? /^\[([^[\]\s-][^[\]]*?)\s+\[([^[\]\s-][^[\]]*)\](?:\s+\.\.\.)?\]$/.exec(joined);
  return nested ? [`[${nested[1]}]`, `[${nested[2]}]`] : [token];
}
