import { describe, expect, it } from 'vitest';
import { isShortcutOn, SHORTCUT_VARIABLES, type Shortcut } from './shortcuts.js';

const shortcuts = Object.keys(SHORTCUT_VARIABLES) as Shortcut[];

describe('isShortcutOn', () => {
  it.each(shortcuts)('%s: on by default, off under MCP_WRAP_PLAIN=1 and under its own variable', (shortcut) => {
    expect(isShortcutOn({}, shortcut)).toBe(true);
    expect(isShortcutOn({ MCP_WRAP_PLAIN: '1' }, shortcut)).toBe(false);
    expect(isShortcutOn({ MCP_WRAP_PLAIN: 'yes' }, shortcut)).toBe(false);
    expect(isShortcutOn({ [SHORTCUT_VARIABLES[shortcut]]: '1' }, shortcut)).toBe(false);
  });

  it.each(shortcuts)('%s: an empty value or "0" turns nothing off', (shortcut) => {
    expect(isShortcutOn({ MCP_WRAP_PLAIN: '', [SHORTCUT_VARIABLES[shortcut]]: '0' }, shortcut)).toBe(true);
    expect(isShortcutOn({ MCP_WRAP_PLAIN: '0' }, shortcut)).toBe(true);
  });

  it('each variable turns off its own shortcut only', () => {
    for (const shortcut of shortcuts) {
      const others = shortcuts.filter((other) => other !== shortcut);
      expect(others.map((other) => isShortcutOn({ [SHORTCUT_VARIABLES[shortcut]]: '1' }, other))).toEqual(others.map(() => true));
    }
  });
});
