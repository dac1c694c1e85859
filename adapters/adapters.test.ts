import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ADAPTERS, isModulePath, loadAdapter } from './index.js';

const run = (format: string, stdout: string) => BUILT_IN_ADAPTERS[format]!(stdout, { tool: 't' });

describe('built-in adapters', () => {
  it.each([
    ['json', '{"a": 1, "b": [true, null]}\n', { a: 1, b: [true, null] }],
    ['json', '[1, 2]', [1, 2]],
    ['json', '"text"', 'text'],
    ['ndjson', '{"a":1}\n\n{"a":2}\n', [{ a: 1 }, { a: 2 }]],
    ['ndjson', '', []],
    ['lines', 'one\ntwo\n', ['one', 'two']],
    ['lines', 'one\r\ntwo', ['one', 'two']],
    ['lines', '', []],
    [
      'csv',
      'name,age\nAnn,37\n"Lee, Bo","007"\n',
      [
        { name: 'Ann', age: '37' },
        { name: 'Lee, Bo', age: '007' },
      ],
    ],
    ['csv', '\ufeffid\n1\n', [{ id: '1' }]],
    ['tsv', 'name\tnote\nAnn\tsays "hi"\n', [{ name: 'Ann', note: 'says "hi"' }]],
  ])('%s reads %j', async (format, stdout, value) => {
    expect(await run(format, stdout)).toEqual({ structuredContent: value });
  });

  it.each([
    ['json', '{"a": 1', /JSON/],
    ['json', '', /JSON/],
    ['ndjson', '{"a":1}\nnot json\n', /^line 2: /],
    ['csv', 'a,b\n1,2,3\n', /Invalid Record Length/i],
    ['csv', 'a,b\n"open,2\n', /quote/i],
    ['tsv', 'a\tb\n1\n', /Invalid Record Length/i],
  ])('%s refuses %j', async (format, stdout, message) => {
    await expect(async () => run(format, stdout)).rejects.toThrow(message);
  });
});

describe('adapter modules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adapters-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads a module by a path relative to the wrapper', async () => {
    writeFileSync(join(dir, 'words.mjs'), 'export default (stdout) => ({ structuredContent: { words: stdout.split(/\\s+/).filter(Boolean).length } });\n');
    const adapter = await loadAdapter('./words.mjs', dir);
    expect(await adapter('a b  c\n', { tool: 't' })).toEqual({ structuredContent: { words: 3 } });
  });

  it('refuses a module without a default function', async () => {
    writeFileSync(join(dir, 'bad.mjs'), 'export const x = 1;\n');
    await expect(loadAdapter('./bad.mjs', dir)).rejects.toThrow('has no default export that is a function');
  });

  it('tells built-in formats from module paths', () => {
    expect(isModulePath('json')).toBe(false);
    expect(isModulePath('text')).toBe(false);
    expect(isModulePath('./my-adapter.mjs')).toBe(true);
  });
});
