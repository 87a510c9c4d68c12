import { describe, expect, it } from 'vitest';
import {
  defaultLayoutSettings,
  FALLBACK_THEME,
  readLayoutSettings,
  THEME_PRESETS,
} from '../../src/shell/layout/layoutSettings';
import { createLayoutSettingsStore } from '../../src/shell/layout/layoutSettingsStore';

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
  };
}

describe('the layout settings', () => {
  it('offer eight preset colours, both readings of the default among them', () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS).toContain('#1890ff');
    expect(THEME_PRESETS).toContain('#409EFF');
  });

  it('default to #1890ff and every switch on, or to the colour the deployment configures', () => {
    expect(defaultLayoutSettings(undefined)).toEqual({
      theme: '#1890ff',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
    });
    expect(defaultLayoutSettings('#409EFF').theme).toBe('#409EFF');
    expect(defaultLayoutSettings('blue').theme).toBe(FALLBACK_THEME);
  });

  it('read what was saved under theme, tagsView, fixedHeader and sidebarLogo', () => {
    const storage = memoryStorage({ theme: '#13c2c2', tagsView: 'false', fixedHeader: 'true', sidebarLogo: 'false' });
    expect(readLayoutSettings(storage, defaultLayoutSettings(undefined))).toEqual({
      theme: '#13c2c2',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
    });
  });

  it('fall back to the default for a value that cannot be read', () => {
    const storage = memoryStorage({ theme: 'url(evil)', tagsView: 'maybe' });
    const settings = readLayoutSettings(storage, defaultLayoutSettings(undefined));
    expect(settings.theme).toBe('#1890ff');
    expect(settings.tagsView).toBe(true);
  });
});

describe('the layout settings store', () => {
  const defaults = defaultLayoutSettings(undefined);

  it('shows a change at once and keeps it only on Save', () => {
    const storage = memoryStorage();
    const store = createLayoutSettingsStore(storage, defaults);
    let told = 0;
    store.subscribe(() => {
      told += 1;
    });
    store.change({ theme: '#f5222d', tagsView: false });
    expect(store.get()).toMatchObject({ theme: '#f5222d', tagsView: false });
    expect(told).toBe(1);
    expect(storage.values.size).toBe(0);

    store.save();
    expect(Object.fromEntries(storage.values)).toEqual({
      theme: '#f5222d',
      tagsView: 'false',
      fixedHeader: 'true',
      sidebarLogo: 'true',
    });
    expect(createLayoutSettingsStore(storage, defaults).get().theme).toBe('#f5222d');
  });

  it('returns to the defaults on Reset and forgets what was saved', () => {
    const storage = memoryStorage({ theme: '#212121', fixedHeader: 'false' });
    const store = createLayoutSettingsStore(storage, defaults);
    expect(store.get().fixedHeader).toBe(false);
    store.reset();
    expect(store.get()).toEqual(defaults);
    expect(storage.values.size).toBe(0);
  });
});
