// The edit that adds one server to a host's JSON-with-comments file and touches nothing else.
// jsonc-parser's modify() appends after the last entry's value, so a comment on that entry's line
// (`"other": {...} // mine`) ends up after the new one, and it reformats the entry before; here the
// new entry goes on a line of its own after the last entry's line, comment and all.
import { applyEdits, createScanner, findNodeAtLocation, modify, parseTree, SyntaxKind, type Edit, type FormattingOptions } from 'jsonc-parser';

const FORMATTING: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

/** `text` with `value` set at `key`.`name`; an entry of that name, and an absent, empty or null `key` object, are edited by jsonc-parser. */
export function insertEntry(text: string, key: string, name: string, value: unknown): string {
  const tree = parseTree(text, [], { allowTrailingComma: true })!;
  const servers = findNodeAtLocation(tree, [key]);
  const last = servers?.type === 'object' ? servers.children?.at(-1) : undefined;
  if (!servers || servers.type !== 'object' || !last || findNodeAtLocation(tree, [key, name])) {
    const edits = modify(text, servers?.type === 'object' ? [key, name] : [key], servers?.type === 'object' ? value : { [name]: value }, {
      formattingOptions: FORMATTING,
    });
    return applyEdits(text, edits);
  }
  const end = last.offset + last.length;
  const { hasComma, at } = endOfLine(text, end);
  const lineStart = text.lastIndexOf('\n', last.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const entry = `${JSON.stringify(name)}: ${JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`)}`;
  const edits: Edit[] = [{ offset: at, length: 0, content: `\n${indent}${entry}` }];
  if (!hasComma) edits.unshift({ offset: end, length: 0, content: ',' });
  return applyEdits(text, edits);
}

/** Where the line of the entry ending at `from` ends (after its comma and comment), and whether it has a comma. */
function endOfLine(text: string, from: number): { hasComma: boolean; at: number } {
  const scanner = createScanner(text.slice(from), false);
  let hasComma = false;
  for (;;) {
    const kind = scanner.scan();
    if (kind === SyntaxKind.CommaToken) hasComma = true;
    else if (kind !== SyntaxKind.Trivia && kind !== SyntaxKind.LineCommentTrivia && kind !== SyntaxKind.BlockCommentTrivia)
      return { hasComma, at: from + scanner.getTokenOffset() };
  }
}
