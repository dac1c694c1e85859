import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { confine, hasParentStep, resolveAsTheOsDoes, withoutSchemeLook } from './check-paths.js';

// top/root is the root; top/root/out -> ../outside; top/root/in -> a/b; top/root/abs -> top/outside.
const top = realpathSync(mkdtempSync(join(tmpdir(), 'check-paths-')));
const root = join(top, 'root');
mkdirSync(join(root, 'a', 'b'), { recursive: true });
mkdirSync(join(top, 'outside'));
symlinkSync('../outside', join(root, 'out'));
symlinkSync('a/b', join(root, 'in'));
symlinkSync(join(top, 'outside'), join(root, 'abs'));
symlinkSync('../outside/missing.txt', join(root, 'dangling'));
symlinkSync('self', join(root, 'self'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

describe('resolveAsTheOsDoes', () => {
  it.each([
    ['a/b', join(root, 'a/b')],
    ['out', join(top, 'outside')],
    ['out/../x', join(top, 'x')],
    ['out/..', top],
    ['in/..', join(root, 'a')],
    ['in/../../a', join(root, 'a')],
    ['abs/../root/a', join(root, 'a')],
    ['dangling', join(top, 'outside/missing.txt')],
    ['missing/../../x', join(top, 'x')],
    ['./a//b/.', join(root, 'a/b')],
    [`${root}/out/../secret`, join(top, 'secret')],
  ])('%s lands on %s', async (path, landed) => {
    expect(await resolveAsTheOsDoes(path, root)).toBe(landed);
  });

  it('gives up on a link that loops, as the OS does', async () => {
    expect(await resolveAsTheOsDoes('self/x', root)).toBeUndefined();
  });
});

describe('confine', () => {
  it.each([
    ['a/b/new.txt', join(root, 'a/b/new.txt')],
    ['in/../b', join(root, 'a/b')],
    ['out/../root/a', join(root, 'a')],
    ['out/../x', undefined],
    ['dangling', undefined],
    ['..', undefined],
    ['self', undefined],
    ['..b', join(root, '..b')],
    ['..b/c', join(root, '..b/c')],
  ])('%s -> %s', async (path, expected) => {
    expect(await confine(path, root, [root])).toBe(expected);
  });

  it('takes a root written with a trailing separator as the same root', async () => {
    expect(await confine('a/b', root, [`${root}/`])).toBe(join(root, 'a/b'));
  });

  it.each([
    ['a/../b', true],
    ['..', true],
    ['a..b/c', false],
    ['a/b', false],
  ])('hasParentStep(%s) is %s', (path, expected) => {
    expect(hasParentStep(path)).toBe(expected);
  });
});

describe('withoutSchemeLook', () => {
  it.each([
    ['file:///etc/passwd', './file:///etc/passwd'],
    ['host:archive.tar', './host:archive.tar'],
    ['sub/a:b', 'sub/a:b'],
    ['/abs/a:b', '/abs/a:b'],
    ['plain.txt', 'plain.txt'],
  ])('%s -> %s', (path, expected) => {
    expect(withoutSchemeLook(path)).toBe(expected);
  });
});
