import { useEffect } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useConsoleResources } from '../../registry/useConsoleResources';
import { openTab } from './openTabs';
import { mayOpen, tabOfLocation, tabSubjectOf } from './tabSubject';
import type { TabsChange } from './useOpenTabs';

/**
 * Opens a tab for the page shown, or moves its tab to the address now shown (a
 * list's inner tab, its query). A page the admin may not open gets none: the
 * guard is about to send them to 403.
 */
export function useVisitedTab(change: TabsChange): void {
  const { pathname, search } = useLocation();
  const { permissions } = usePermissions<string[]>();
  const resources = useConsoleResources();
  useEffect(() => {
    const subject = tabSubjectOf(pathname, resources);
    if (!subject || !permissions || !mayOpen(subject, permissions)) return;
    change((tabs) => openTab(tabs, tabOfLocation(pathname, search)));
  }, [pathname, search, permissions, change, resources]);
}
