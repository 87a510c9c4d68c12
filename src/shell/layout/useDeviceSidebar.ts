import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';
import { useDevice } from '../../viewport/device';
import { SIDEBAR_STORE_KEY } from './sidebarStore';

/**
 * When the window crosses the mobile breakpoint the sidebar follows the device:
 * a mobile device starts with the drawer closed, a desktop gets back the admin's
 * own choice from the cookie.
 */
export function useDeviceSidebar(): void {
  const device = useDevice();
  const store = useStoreContext();
  useEffect(() => {
    // The store reads the state of the device it is on now, and tells the sidebar.
    store.setItem(SIDEBAR_STORE_KEY, device === 'mobile' ? false : store.getItem<boolean>(SIDEBAR_STORE_KEY, true));
  }, [device, store]);
}
