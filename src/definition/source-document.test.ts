import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { parseDefinitions } from './load-definition.js';
import { parseSourceDocument } from './source-document.js';

vi.mock('js-yaml', async (importOriginal) => {
  const original = await importOriginal<typeof import('js-yaml')>();
  return { ...original, load: vi.fn(original.load) };
});

const yamlFiles = ['wrappers', 'test/fixtures/wrappers'].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => join(dir, file)),
);

describe('parseSourceDocument', () => {
  // js-yaml builds values, yaml gives positions: they must read every wrapper the same way.
  it.each(yamlFiles)('js-yaml and yaml agree on %s', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(load(text, { schema: CORE_SCHEMA })).toEqual(parse(text));
  });

  it.each([
    ['plain scalars of YAML 1.2 core', 'a: yes\nb: 2024-01-31\nc: 0x1F\nd: ~\ne: 1.5e3\n'],
    ['anchors and aliases', 'base: &b { x: 1 }\nuse: *b\n'],
    ['block scalars', 'text: |\n  one\n  two\ntext2: >-\n  folded\n  line\n'],
  ])('agrees with yaml on %s', (_name, text) => {
    expect(parseSourceDocument('x.yaml', text).value).toEqual(parse(text));
  });

  it.each(yamlFiles)('the plain reading (yaml alone) gives the same value: %s', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(parseSourceDocument(file, text, { fastYaml: false }).value).toEqual(parseSourceDocument(file, text).value);
  });

  it.each([
    ['a syntax error', 'a: 1\nb: [2\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    [
      'an alias bomb',
      `${Array.from({ length: 10 }, (_, i) =>
        i === 0
          ? 'a0: &a0 [x, x, x, x, x, x, x, x, x]'
          : `a${i}: &a${i} [${Array(9)
              .fill(`*a${i - 1}`)
              .join(', ')}]`,
      ).join('\n')}\n`,
    ],
    ['flow nesting past the parser', `a: ${'['.repeat(2000)}${']'.repeat(2000)}\n`],
    ['nesting past 64 levels', `a: ${'{a: '.repeat(70)}1${'}'.repeat(70)}\n`],
  ])('the plain reading reports %s as the fast one does', (_name, text) => {
    expect(parseSourceDocument('x.yaml', text, { fastYaml: false }).syntaxIssues).toEqual(parseSourceDocument('x.yaml', text).syntaxIssues);
  });

  it('MCP_WRAP_PLAIN=1 or MCP_WRAP_NO_FAST_YAML=1: js-yaml is never called', () => {
    const text = 'name: demo\ntools:\n  t:\n    description: d\n    command: [x]\n';
    for (const env of [{ MCP_WRAP_PLAIN: '1' }, { MCP_WRAP_NO_FAST_YAML: '1' }]) {
      vi.mocked(load).mockClear();
      expect(parseDefinitions([{ file: 'x.yaml', text }], { env }).definitions[0]!.tools[0]!.name).toBe('t');
      expect(load).not.toHaveBeenCalled();
    }
    parseDefinitions([{ file: 'x.yaml', text }], { env: {} });
    expect(load).toHaveBeenCalledOnce();
  });

  it('reports syntax errors with yaml positions', () => {
    expect(parseSourceDocument('x.yaml', 'a: 1\nb: [2\n').syntaxIssues[0]).toMatchObject({ file: 'x.yaml', line: 3, code: 'definition.yamlSyntax' });
  });

  it('reports duplicate keys', () => {
    expect(parseSourceDocument('x.yaml', 'a: 1\na: 2\n').syntaxIssues[0]).toMatchObject({ line: 2, column: 1, message: expect.stringContaining('unique') });
  });

  it('points at keys and values', () => {
    const source = parseSourceDocument('x.yaml', 'tools:\n  t:\n    command: [ls, -l]\n');
    expect(source.positionOf(['tools', 't'], 'key')).toEqual({ line: 2, column: 3 });
    expect(source.positionOf(['tools', 't', 'command', 1])).toEqual({ line: 3, column: 19 });
  });
});

describe('key positions', () => {
  const text = [
    'name: demo',
    'instructions: >-',
    '  Looks like: a key, but is text.',
    'tools:',
    '  "quoted name":',
    '    description: quoted',
    '    command: [x]',
    '  plain:',
    '    description: >-',
    '      command: not a key of plain',
    '    command: [x]',
    '  flow: { description: flow, command: [x] }',
  ].join('\n');
  const source = parseSourceDocument('t.yaml', text);
  const plain = parseSourceDocument('t.yaml', text, { fastYaml: false });

  // Each key where the full parse puts it, whether the line index or the parse answers; the plain
  // reading (no line index) puts it at the same place.
  it.each<[(string | number)[], number, number]>([
    [['tools', 'plain'], 8, 3],
    [['tools', 'plain', 'description'], 9, 5],
    [['tools', 'plain', 'command'], 11, 5],
    [['tools', 'quoted name'], 5, 3],
    [['tools', 'quoted name', 'command'], 7, 5],
    [['tools', 'flow', 'command'], 12, 30],
  ])('%j at %i:%i', (path, line, column) => {
    expect(source.positionOf(path, 'key')).toEqual({ line, column });
    expect(plain.positionOf(path, 'key')).toEqual({ line, column });
  });
});
