import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  type DropSide,
  destinationAfterClosing,
  moveTab,
  type OpenTab,
} from './openTabs';
import { REDIRECT_PREFIX } from './RedirectPage';
import { PINNED_PATHS } from './tabSubject';
import type { TabsChange } from './useOpenTabs';

export interface TabActions {
  refresh(tab: OpenTab): void;
  close(tab: OpenTab): void;
  /** Closes the tab of a record found deleted; shown, the page goes to `listUrl` rather than to another tab. */
  closeGone(tab: OpenTab, listUrl: string): void;
  closeOthers(tab: OpenTab): void;
  closeAll(): void;
  move(tab: OpenTab, target: OpenTab, side: DropSide): void;
}

/** What the strip and its menu do to the tabs, and where the console goes when the page shown is closed. */
export function useTabActions(change: TabsChange): TabActions {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const closing = useCallback(
    (operation: (tabs: OpenTab[]) => OpenTab[]) => {
      const { before, after } = change(operation);
      const next = destinationAfterClosing(before, after, pathname);
      if (next) navigate(next.url);
    },
    [change, navigate, pathname],
  );

  return useMemo(
    () => ({
      // The page mounts afresh on its way through the refresh helper; the active page is replaced, not stacked.
      refresh: (tab) => navigate(`${REDIRECT_PREFIX}${tab.url}`, { replace: tab.path === pathname }),
      close: (tab) => closing((tabs) => closeTab(tabs, tab.path, PINNED_PATHS)),
      closeGone: (tab, listUrl) => {
        change((tabs) => closeTab(tabs, tab.path, PINNED_PATHS));
        if (tab.path === pathname) navigate(listUrl, { replace: true });
      },
      // The tab kept is the one to look at, as it is the only one left besides the pinned ones.
      closeOthers: (tab) => {
        change((tabs) => closeOtherTabs(tabs, tab.path, PINNED_PATHS));
        if (tab.path !== pathname) navigate(tab.url);
      },
      closeAll: () => closing((tabs) => closeAllTabs(tabs, PINNED_PATHS)),
      move: (tab, target, side) => change((tabs) => moveTab(tabs, tab.path, target.path, side, PINNED_PATHS)),
    }),
    [change, closing, navigate, pathname],
  );
}
