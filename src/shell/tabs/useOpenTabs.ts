import { useCallback, useMemo } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import { asOpenTabs, type OpenTab, sameTabs, withPinned } from './openTabs';
import { PINNED_PATHS } from './tabSubject';

/**
 * In react-admin's store, which lives in localStorage: the tabs and their order
 * survive a reload, and signing out clears them with the rest of the store.
 */
const STORE_KEY = 'tabs.open';
const NONE: OpenTab[] = [];

export type TabsChange = (operation: (tabs: OpenTab[]) => OpenTab[]) => { before: OpenTab[]; after: OpenTab[] };

/** The open tabs, pinned ones first, and a way to change them that always starts from the stored list. */
export function useOpenTabs(): [OpenTab[], TabsChange] {
  const [stored] = useStore<unknown>(STORE_KEY, NONE);
  const store = useStoreContext();
  const tabs = useMemo(() => withPinned(asOpenTabs(stored), PINNED_PATHS), [stored]);
  const change = useCallback<TabsChange>(
    (operation) => {
      const before = withPinned(asOpenTabs(store.getItem(STORE_KEY, NONE)), PINNED_PATHS);
      const after = withPinned(operation(before), PINNED_PATHS);
      // Every page view passes here; an unchanged list is not written again.
      if (!sameTabs(before, after)) store.setItem(STORE_KEY, after);
      return { before, after };
    },
    [store],
  );
  return [tabs, change];
}
