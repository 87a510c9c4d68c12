import type { Store } from 'react-admin';
import { localStorageStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { sidebarOpenFromCookies, sidebarStatusCookie } from '../../src/shell/layout/sidebarStatus';
import { SIDEBAR_STORE_KEY, withSidebarCookie } from '../../src/shell/layout/sidebarStore';
import type { Device } from '../../src/viewport/device';

describe('the sidebarStatus cookie', () => {
  it('reads 1 as open and 0 as closed', () => {
    expect(sidebarOpenFromCookies('lang=en; sidebarStatus=1')).toBe(true);
    expect(sidebarOpenFromCookies('sidebarStatus=0; other=x')).toBe(false);
  });

  it('counts the sidebar open when there is no cookie', () => {
    expect(sidebarOpenFromCookies('')).toBe(true);
    expect(sidebarOpenFromCookies('sidebarStatusOld=0')).toBe(true);
  });

  it('is written for the whole console and lives 30 days', () => {
    expect(sidebarStatusCookie(false)).toBe('sidebarStatus=0; path=/; max-age=2592000; SameSite=Lax');
    expect(sidebarStatusCookie(true)).toMatch(/^sidebarStatus=1;/);
  });
});

/** A cookie jar holding the one cookie the way `document.cookie` shows it. */
function cookieJar(initial = '') {
  let cookies = initial;
  const written: string[] = [];
  return {
    written,
    read: () => cookies,
    write(cookie: string) {
      written.push(cookie);
      cookies = cookie.split(';')[0];
    },
  };
}

function memoryStore(): Store {
  const values = new Map<string, unknown>();
  const base = localStorageStore('1', `test-${Math.random()}`);
  return {
    ...base,
    getItem: <T>(key: string, defaultValue?: T) => (values.has(key) ? (values.get(key) as T) : defaultValue),
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

describe("react-admin's store with the sidebar in the cookie", () => {
  it('takes the desktop state from the cookie and writes the admin’s toggles to it', () => {
    const jar = cookieJar('sidebarStatus=0');
    const store = withSidebarCookie(memoryStore(), () => 'desktop', jar);
    expect(store.getItem(SIDEBAR_STORE_KEY, true)).toBe(false);
    store.setItem(SIDEBAR_STORE_KEY, true);
    expect(jar.read()).toBe('sidebarStatus=1');
    expect(store.getItem(SIDEBAR_STORE_KEY, false)).toBe(true);
  });

  it('closes the drawer of a mobile device without touching the desktop choice', () => {
    let device: Device = 'desktop';
    const jar = cookieJar('sidebarStatus=1');
    const store = withSidebarCookie(memoryStore(), () => device, jar);
    device = 'mobile';
    expect(store.getItem(SIDEBAR_STORE_KEY, true)).toBe(false);
    store.setItem(SIDEBAR_STORE_KEY, true);
    expect(store.getItem(SIDEBAR_STORE_KEY, false)).toBe(true);
    store.setItem(SIDEBAR_STORE_KEY, false);
    expect(jar.written).toEqual([]);
    device = 'desktop';
    expect(store.getItem(SIDEBAR_STORE_KEY, false)).toBe(true);
  });

  it('finds the drawer closed again when the window turns narrow a second time', () => {
    let device: Device = 'mobile';
    const store = withSidebarCookie(memoryStore(), () => device, cookieJar());
    store.setItem(SIDEBAR_STORE_KEY, true);
    device = 'desktop';
    expect(store.getItem(SIDEBAR_STORE_KEY, false)).toBe(true);
    device = 'mobile';
    expect(store.getItem(SIDEBAR_STORE_KEY, true)).toBe(false);
  });

  it('leaves every other key to the wrapped store', () => {
    const jar = cookieJar();
    const store = withSidebarCookie(memoryStore(), () => 'desktop', jar);
    store.setItem('locale', 'zh');
    expect(store.getItem('locale')).toBe('zh');
    expect(jar.written).toEqual([]);
  });
});
