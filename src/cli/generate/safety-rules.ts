// The one list of safety rules generate applies to a draft: what an agent is not offered, what
// asks the user first, what is kept inside the roots. It judges every option, operand and
// subcommand whatever source described it (help, man page, spec), from the same record: names,
// placeholder, description, the source's own "dangerous" mark, and the program's words.
//
// A rule matches when every test it names matches; the FIRST rule that matches decides, so rows
// are in order of precedence. To propose a rule: add a row (what it matches, what it does, why,
// with the program that showed the need) in the module of its kind and a row in its test that fails without it.

import { LOADS_CODE_RULES } from './safety-loads-code.js';
import { FILE_PATH_RULES } from './safety-file-paths.js';
import { matchesSafetyRule, type SafetyRule, type SafetySubject } from './safety-match.js';
import { NEVER_ENDS_RULES } from './safety-never-ends.js';
import { OPTION_NAME_RULES } from './safety-option-names.js';
import { OPERAND_AND_COMMAND_RULES } from './safety-operands.js';
import { RUNS_CODE_RULES } from './safety-runs-code.js';
import { SYSTEM_STATE_RULES } from './safety-system-state.js';
import { VALUE_KIND_RULES } from './safety-value-kinds.js';
import { WRITES_FILES_RULES } from './safety-writes-files.js';

/** The rules, in order of precedence: the first that matches decides. */
const SAFETY_RULES: readonly SafetyRule[] = [
  ...OPTION_NAME_RULES,
  ...RUNS_CODE_RULES,
  ...LOADS_CODE_RULES,
  ...VALUE_KIND_RULES,
  ...SYSTEM_STATE_RULES,
  ...WRITES_FILES_RULES,
  ...NEVER_ENDS_RULES,
  ...OPERAND_AND_COMMAND_RULES,
  ...FILE_PATH_RULES,
];

/** The first rule that matches the subject, in the command of these words (base names). */
export function findSafetyRule(subject: SafetySubject, words: readonly string[]): SafetyRule | undefined {
  const command = words.map((word) => word.split('/').pop()!).join(' ');
  return SAFETY_RULES.find((rule) => matchesSafetyRule(rule, subject, command));
}
