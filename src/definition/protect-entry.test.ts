import { describe, expect, it } from 'vitest';
import { isNamePattern, isValidName } from './protect-entry.js';

describe('names and paths', () => {
  it.each([
    ['.envrc', true, true],
    ['.git/hooks', true, true],
    ['.git/modules/**/hooks', true, true],
    ['a//b', true, false],
    ['a/../b', true, false],
    ['.git/*', true, false],
    ['**', true, false],
    ['.vscode/', true, false],
    ['~/.bashrc', false, true],
    ['/etc/x', false, true],
    ['./x', false, true],
    ['../x', false, true],
  ])('%s: a name %s, valid %s', (entry, name, valid) => {
    expect(isNamePattern(entry)).toBe(name);
    if (name) expect(isValidName(entry)).toBe(valid);
  });
});
