import { posix, win32 } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside } from './is-inside.js';

describe('isInside', () => {
  it.each([
    // POSIX
    ['posix', '/r/..b', '/r', true],
    ['posix', '/r/..b/c', '/r', true],
    ['posix', '/r/..', '/r', false],
    ['posix', '/r/../x', '/r', false],
    ['posix', '/', '/r', false],
    ['posix', '/r', '/r', true],
    ['posix', '/r', '/r/', true],
    ['posix', '/r/', '/r', true],
    ['posix', '/r/x', '/r/', true],
    ['posix', '/r/x/', '/r//', true],
    ['posix', '/x', '/', true],
    ['posix', '/', '/', true],
    ['posix', '/a/bc', '/a/b', false],
    ['posix', '/a/b', '/a/bc', false],
    ['posix', '/a/b/c', '/a/b', true],
    // Windows: drive letters compare without case; UNC shares are roots of their own
    ['win32', 'c:\\a\\b', 'C:\\a', true],
    ['win32', 'C:\\ab', 'C:\\a', false],
    ['win32', 'C:\\a', 'C:\\a\\', true],
    ['win32', 'C:\\a\\..b', 'C:\\a', true],
    ['win32', 'C:\\a\\..', 'C:\\a', false],
    ['win32', 'D:\\a\\b', 'C:\\a', false],
    ['win32', 'C:\\x', 'C:\\', true],
    ['win32', 'C:/a/b', 'C:\\a', true],
    ['win32', '\\\\server\\share\\x', '\\\\server\\share', true],
    ['win32', '\\\\server\\share\\x', '\\\\server\\share\\', true],
    ['win32', '\\\\server\\other\\x', '\\\\server\\share', false],
    ['win32', '\\\\server\\sharex\\x', '\\\\server\\share', false],
  ] as const)('%s: %s inside %s is %s', (flavor, path, root, inside) => {
    expect(isInside(path, root, flavor === 'posix' ? posix : win32)).toBe(inside);
  });
});
