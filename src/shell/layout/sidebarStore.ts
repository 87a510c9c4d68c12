import type { Store } from 'react-admin';
import { currentDevice, type Device } from '../../viewport/device';
import { sidebarOpenFromCookies, sidebarStatusCookie } from './sidebarStatus';

/** The key under which react-admin's `useSidebarState` keeps whether the sidebar is open. */
export const SIDEBAR_STORE_KEY = 'sidebar.open';

export interface SidebarCookieJar {
  read(): string;
  write(cookie: string): void;
}

const documentCookies: SidebarCookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser; sidebarStatusCookie builds the value
    document.cookie = cookie;
  },
};

/**
 * react-admin's store, with the sidebar's state taken from the `sidebarStatus` cookie
 * on a desktop. On a mobile device the sidebar is a drawer whose state lives only
 * in memory and starts closed, so that a narrow window never overwrites the
 * admin's desktop choice.
 */
export function withSidebarCookie(
  store: Store,
  device: () => Device = currentDevice,
  cookies: SidebarCookieJar = documentCookies,
): Store {
  let drawerOpen = false;
  let lastDevice = device();
  /** The device now; arriving on a mobile device finds the drawer closed. */
  const deviceNow = (): Device => {
    const now = device();
    if (now !== lastDevice && now === 'mobile') drawerOpen = false;
    lastDevice = now;
    return now;
  };
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key !== SIDEBAR_STORE_KEY) return store.getItem(key, defaultValue);
      const open = deviceNow() === 'mobile' ? drawerOpen : sidebarOpenFromCookies(cookies.read());
      return open as T;
    },
    setItem<T>(key: string, value: T): void {
      if (key === SIDEBAR_STORE_KEY) {
        const open = value !== false;
        if (deviceNow() === 'mobile') drawerOpen = open;
        else cookies.write(sidebarStatusCookie(open));
      }
      // The wrapped store tells every component showing this key.
      store.setItem(key, value);
    },
  };
}
