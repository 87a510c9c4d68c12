import { describe, expect, it } from 'vitest';
import {
  isMacPlatform,
  isSearchShortcut,
  type ShortcutKeys,
  shortcutLabel,
} from '../../src/shell/search/searchShortcut';

const keys = (overrides: Partial<ShortcutKeys>): ShortcutKeys => ({
  key: 'k',
  code: 'KeyK',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('the route search shortcut', () => {
  it('is Ctrl+K off a Mac', () => {
    expect(isSearchShortcut(keys({ ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(keys({ ctrlKey: true, key: 'K' }), false)).toBe(true);
    expect(isSearchShortcut(keys({ metaKey: true }), false)).toBe(false);
    expect(shortcutLabel(false)).toBe('Ctrl+K');
  });

  it('is Cmd+K on a Mac', () => {
    expect(isSearchShortcut(keys({ metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(keys({ ctrlKey: true }), true)).toBe(false);
    expect(shortcutLabel(true)).toBe('⌘K');
  });

  it('is the K key whatever the keyboard layout', () => {
    expect(isSearchShortcut(keys({ ctrlKey: true, key: 'л' }), false)).toBe(true);
  });

  it('is not K alone, another letter, or K with more modifiers', () => {
    expect(isSearchShortcut(keys({}), false)).toBe(false);
    expect(isSearchShortcut(keys({ ctrlKey: true, key: 'j', code: 'KeyJ' }), false)).toBe(false);
    expect(isSearchShortcut(keys({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(keys({ ctrlKey: true, altKey: true }), false)).toBe(false);
  });

  it('tells a Mac by its platform name', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('iPhone')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('Win32')).toBe(false);
  });
});
