import { describe, expect, it } from 'vitest';
import { command, operand, option } from '../../../test/support/safety-subjects.js';
import { findSafetyRule } from './safety-rules.js';

// The rows of each kind of rule are beside its module (safety-runs-code.test.ts ...); here, what the
// list as a whole guarantees: every rule says why, and the first that matches decides.
describe('the safety rule list', () => {
  it('every rule says why', () => {
    for (const words of [['git', 'clean'], ['awk']]) {
      const rule = findSafetyRule(words.length > 1 ? command(words) : operand('program'), words);
      expect(rule?.why).toMatch(/\w{4}/);
    }
  });

  it('the first rule that matches decides: rm --no-preserve-root is left out before --no- flags are offered', () => {
    expect(findSafetyRule(option(['--no-preserve-root'], undefined, "do not treat '/' specially"), ['rm'])?.action).toBe('leave-out');
    expect(findSafetyRule(option(['--no-pager'], undefined, 'Do not pipe output into a pager.'), ['git'])?.action).toBe('plain');
  });
});
