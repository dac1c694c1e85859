// Every problem of a wrapper file, each pinned to a line and column, reported together.

export type IssueCode =
  | 'definition.unreadable'
  | 'definition.yamlSyntax'
  | 'definition.tooLarge'
  | 'definition.tooDeep'
  | 'definition.aliasExpansion'
  | 'definition.invalidTemplate'
  | 'definition.unknownKey'
  | 'definition.missingKey'
  | 'definition.invalidType'
  | 'definition.invalidValue'
  | 'definition.invalidToolName'
  | 'definition.invalidName'
  | 'definition.duplicateTool'
  | 'definition.unmappedArgument'
  | 'definition.argumentMappedTwice'
  | 'definition.invalidMapping'
  | 'definition.unknownPlaceholder'
  | 'definition.reservedArgument'
  | 'definition.invalidCommand'
  | 'definition.invalidDuration'
  | 'definition.invalidSize'
  | 'definition.invalidSchema'
  | 'definition.invalidDefault'
  | 'definition.stdinConflict'
  | 'definition.flagAfterEndOfOptions'
  | 'definition.invalidResource'
  | 'definition.invalidUriTemplate'
  | 'definition.unknownVariable'
  | 'definition.duplicateResource'
  | 'definition.invalidMessage'
  | 'definition.unknownResource'
  | 'definition.unknownTool'
  | 'definition.unknownDefinition'
  | 'definition.invalidAdapter'
  | 'definition.invalidOutput'
  | WarningCode;

/** Problems that do not stop a wrapper from loading, reported by `mcp-wrap validate`. */
export type WarningCode =
  | 'warning.draft'
  | 'warning.draftGap'
  | 'warning.missingEnv'
  | 'warning.missingExecutable'
  | 'warning.noAnnotations'
  | 'warning.shortDescription'
  | 'warning.placeholderTypo';

export function isWarning(issue: DefinitionIssue): boolean {
  return issue.code.startsWith('warning.');
}

export interface DefinitionIssue {
  file: string;
  line: number;
  column: number;
  code: IssueCode;
  message: string;
}

export class DefinitionError extends Error {
  readonly issues: readonly DefinitionIssue[];

  constructor(issues: readonly DefinitionIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'DefinitionError';
    this.issues = issues;
  }
}

export function formatIssue(issue: DefinitionIssue): string {
  return `${issue.file}:${issue.line}:${issue.column}: ${issue.code}: ${issue.message}`;
}

/** `tools.git_log.arguments.max_count`, with `[2]` for array indexes: how messages name a place. */
export function describePath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    return text ? `${text}.${segment}` : segment;
  }, '');
}

/** `42 (number)`, `"thirty" (string)`: how messages show what came. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'a mapping';
  return `\`${String(value)}\` (${typeof value})`;
}

/** The closest of `candidates` to `word`, when it is close enough to be a typo or a shortening. */
export function suggest(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  const list = [...candidates];
  const related = list.find((candidate) => {
    const other = candidate.toLowerCase();
    return Math.min(lower.length, other.length) >= 3 && (other.startsWith(lower) || lower.startsWith(other));
  });
  if (related) return related;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of list) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}

/** "did you mean `git_log`? " for those of `words` close to a candidate (see suggest), else "": the start of a list of what there is. */
export function describeSuggestions(words: readonly string[], candidates: readonly string[]): string {
  const hints = words.flatMap((word) => suggest(word, candidates) ?? []);
  return hints.length > 0 ? `did you mean ${hints.map((hint) => `\`${hint}\``).join(', ')}? ` : '';
}

/** Edits between two words, an adjacent transposition counting as one (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, rows[i - 2]![j - 2]! + 1);
      row.push(distance);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
