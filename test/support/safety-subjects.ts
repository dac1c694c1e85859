// The subjects the safety rules' unit tests judge: an option, an operand or a command, as a source describes them.
import { expect, it } from 'vitest';
import type { SafetyAction, SafetySubject } from '../../src/cli/generate/safety-match.js';
import { findSafetyRule } from '../../src/cli/generate/safety-rules.js';

/** A row of a safety rule test: its label, the subject, the command's words, the action expected (undefined: no rule). */
export type SafetyRow = [string, SafetySubject, string[], SafetyAction | undefined];

export const option = (names: string[], placeholder: string | undefined, description: string, isDangerous?: boolean): SafetySubject => ({
  kind: 'option',
  names,
  ...(placeholder !== undefined && { placeholder }),
  description,
  ...(isDangerous && { isDangerous }),
});

export const operand = (name: string, description?: string): SafetySubject => ({ kind: 'operand', names: [name], ...(description && { description }) });

export const command = (words: string[], isDangerous?: boolean): SafetySubject => ({
  kind: 'command',
  names: words.slice(1),
  ...(isDangerous && { isDangerous }),
});

/** One test per row: the whole rule list, in its order of precedence, gives the row's action. */
export function itJudgesEachRow(rows: readonly SafetyRow[]): void {
  it.each(rows)('%s', (_label, subject, words, action) => {
    expect(findSafetyRule(subject, words)?.action).toBe(action);
  });
}
