import { describe, expect, it } from 'vitest';
import { checkServerName, describeLongNames, toServerName } from './server-name.js';

describe('toServerName', () => {
  it.each([
    [['git'], 'git'],
    [['git', 'jq'], 'git-jq'],
    [['my.tools'], 'my-tools'],
    [['@scope/pkg', 'a b'], 'scope-pkg-a-b'],
    [['snake_case', 'x--y'], 'snake_case-x--y'],
    [['+++'], 'mcp-wrap'],
  ])('%j -> %s', (names, expected) => {
    expect(toServerName(names)).toBe(expected);
  });
});

describe('checkServerName', () => {
  it('keeps a name every host accepts', () => {
    expect(checkServerName('repo_2-x')).toBe('repo_2-x');
  });

  it.each(['git+jq', 'my repo', 'a.b', ''])('refuses %j, offering one that works', (name) => {
    expect(() => checkServerName(name)).toThrow(/may hold only letters, digits, - and _/);
  });
});

describe('describeLongNames', () => {
  it.each([
    ['cursor', 'g', ['a'.repeat(59)], true],
    ['cursor', 'g', ['a'.repeat(58)], false],
    ['cursor', 'a'.repeat(40), ['git_file_at_revision', 'git_log'], true],
    ['vscode', 'a'.repeat(40), ['git_file_at_revision'], false],
  ])('%s, a server name of %s characters: warns %s', (host, name, tools, warns) => {
    expect(describeLongNames(host, name, tools) !== undefined).toBe(warns);
  });
});
