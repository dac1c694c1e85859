import { describe, expect, it } from 'vitest';
import { isUriTemplate, parseUriTemplate } from './uri-template.js';

describe('parseUriTemplate', () => {
  it.each([
    ['git://show/{rev}', 'git://show/main', { rev: 'main' }],
    ['git://show/{rev}', 'git://show/feature%2Flogin', { rev: 'feature/login' }],
    ['git://show/{rev}', 'git://show/a/b', undefined],
    ['git://show/{rev}', 'git://show/', undefined],
    ['git://show/{rev}/stat', 'git://show/v1.2/stat', { rev: 'v1.2' }],
    ['file:///{+path}', 'file:///docs/a b/x.md', { path: 'docs/a b/x.md' }],
    ['doc://page{#section}', 'doc://page#intro', { section: 'intro' }],
    ['demo://x{/a}{/b}', 'demo://x/one/two', { a: 'one', b: 'two' }],
    ['demo://file{.ext}', 'demo://file.json', { ext: 'json' }],
    ['demo://search{?q,limit}', 'demo://search?q=a%20b&limit=5', { q: 'a b', limit: '5' }],
    ['demo://search{?q,limit}', 'demo://search?q=x', { q: 'x' }],
    ['demo://search{?q,limit}', 'demo://search', {}],
    ['demo://a.b/{x}', 'demo://aXb/1', undefined],
    ['git://show/{rev}', 'git://show/%E0%A4%A', undefined],
  ])('%s matches %s as %o', (template, uri, values) => {
    expect(parseUriTemplate(template).match(uri)).toEqual(values);
  });

  it.each([
    ['git://show/{rev}', { rev: 'feature/login' }, 'git://show/feature%2Flogin'],
    ['file:///{+path}', { path: 'docs/a b.md' }, 'file:///docs/a%20b.md'],
    ['demo://search{?q,limit}', { q: 'a&b' }, 'demo://search?q=a%26b'],
    ['demo://x{/a}', {}, 'demo://x'],
  ])('%s expands %o to %s', (template, values, uri) => {
    expect(parseUriTemplate(template).expand(values)).toBe(uri);
  });

  it('round-trips values through expand and match', () => {
    const template = parseUriTemplate('git://show/{rev}/{+path}');
    const values = { rev: 'release/1.0', path: 'src/a b.ts' };
    expect(template.match(template.expand(values))).toEqual(values);
  });

  it('lists variables in order', () => {
    expect(parseUriTemplate('x://{a}/{b}{?c,d}').variables).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each([
    ['git://{rev*}', 'modifiers such as "*" and ":n" are not supported'],
    ['git://{rev:3}', 'modifiers such as "*" and ":n" are not supported'],
    ['git://{;rev}', 'the operator ";" is not supported'],
    ['git://{a,b}', 'one variable per expression'],
    ['git://{a}/{a}', 'variable {a} appears twice'],
    ['git://{a b}', 'expected a variable name'],
    ['git://{a', 'unbalanced'],
  ])('refuses %s: %s', (template, message) => {
    expect(() => parseUriTemplate(template)).toThrow(message);
  });

  it('tells templates from fixed URIs', () => {
    expect(isUriTemplate('git://show/{rev}')).toBe(true);
    expect(isUriTemplate('git://status')).toBe(false);
  });
});
