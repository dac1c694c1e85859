import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { insertEntry } from './insert-entry.js';

const GIT = { command: 'node' };

describe('insertEntry', () => {
  it.each([
    [
      'a comment after the last entry stays with it',
      '{\n  "servers": {\n    "other": { "command": "x" } // keep me\n  }\n}\n',
      '{\n  "servers": {\n    "other": { "command": "x" }, // keep me\n    "git": {\n      "command": "node"\n    }\n  }\n}\n',
    ],
    [
      'a trailing comma is kept, not doubled',
      '{\n  "servers": {\n    "other": { "command": "x" }, // keep me\n  },\n}\n',
      '{\n  "servers": {\n    "other": { "command": "x" }, // keep me\n    "git": {\n      "command": "node"\n    }\n  },\n}\n',
    ],
    [
      'a comment line after the last entry stays after the entries',
      '{\n  "servers": {\n    "other": {}\n    // the end\n  }\n}\n',
      '{\n  "servers": {\n    "other": {},\n    "git": {\n      "command": "node"\n    }\n    // the end\n  }\n}\n',
    ],
    [
      'a comment above an entry stays above it',
      '{\n  "servers": {\n    // other: mine\n    "other": {}\n  }\n}\n',
      '{\n  "servers": {\n    // other: mine\n    "other": {},\n    "git": {\n      "command": "node"\n    }\n  }\n}\n',
    ],
  ])('%s', (_, before, after) => {
    expect(insertEntry(before, 'servers', 'git', GIT)).toBe(after);
  });

  it('an entry of the same name is replaced in place, its neighbours untouched', () => {
    const before = '{\n  "servers": {\n    "git": { "command": "old" }, // mine\n    "other": {}\n  }\n}\n';
    const after = insertEntry(before, 'servers', 'git', GIT);
    expect(parse(after)).toEqual({ servers: { git: GIT, other: {} } });
    expect(after).toContain('// mine\n    "other": {}\n');
  });

  it.each([
    ['null', '{"mcpServers": null}'],
    ['empty', '{"mcpServers": {}}'],
    ['absent', '{"other": 1}'],
  ])('a section that is %s becomes one holding the entry', (_, before) => {
    expect((parse(insertEntry(before, 'mcpServers', 'git', GIT)) as { mcpServers: unknown }).mcpServers).toEqual({ git: GIT });
  });
});
