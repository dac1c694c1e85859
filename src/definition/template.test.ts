import { describe, expect, it } from 'vitest';
import { parseTemplate, placeholdersOf, resolveEnv } from './template.js';

describe('parseTemplate', () => {
  it.each([
    ['plain', [{ kind: 'text', text: 'plain' }]],
    ['{name}', [{ kind: 'argument', name: 'name' }]],
    [
      '--author={who}',
      [
        { kind: 'text', text: '--author=' },
        { kind: 'argument', name: 'who' },
      ],
    ],
    [
      '{a}{b}',
      [
        { kind: 'argument', name: 'a' },
        { kind: 'argument', name: 'b' },
      ],
    ],
    [
      '${HOME}/x',
      [
        { kind: 'env', name: 'HOME' },
        { kind: 'text', text: '/x' },
      ],
    ],
    ['${TOKEN:-none}', [{ kind: 'env', name: 'TOKEN', fallback: 'none' }]],
    ['{{literal}}', [{ kind: 'text', text: '{literal}' }]],
    ['$${HOME}', [{ kind: 'text', text: '${HOME}' }]],
    ['{print $1}', [{ kind: 'text', text: '{print $1}' }]],
    ['--format=%(refname:short)', [{ kind: 'text', text: '--format=%(refname:short)' }]],
    ['{max-count}', [{ kind: 'argument', name: 'max-count' }]],
  ])('%s', (source, parts) => {
    expect(parseTemplate(source)).toEqual(parts);
  });

  it('lists argument placeholders only', () => {
    expect(placeholdersOf(parseTemplate('{a}-${B}-{c}'))).toEqual(['a', 'c']);
  });
});

describe('resolveEnv', () => {
  it.each([
    ['${A}', { A: 'x' }, 'x', [], [{ name: 'A', value: 'x' }]],
    ['${A:-fb}', {}, 'fb', [], []],
    ['${A:-fb}', { A: '' }, 'fb', [], []],
    ['${A}', { A: '' }, '', [], []],
    ['${A}', {}, '', ['A'], []],
    ['pre-${A}-post', { A: 'mid' }, 'pre-mid-post', [], [{ name: 'A', value: 'mid' }]],
  ])('%s with %o', (source, env, text, missing, substituted) => {
    const resolution = resolveEnv(parseTemplate(source), env);
    expect(resolution.template.map((part) => (part.kind === 'text' ? part.text : '?')).join('')).toBe(text);
    expect(resolution.missing).toEqual(missing);
    expect(resolution.substituted).toEqual(substituted);
  });

  it('keeps argument placeholders', () => {
    expect(resolveEnv(parseTemplate('${A}/{file}'), { A: '/root' }).template).toEqual([
      { kind: 'text', text: '/root/' },
      { kind: 'argument', name: 'file' },
    ]);
  });
});
