import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';
import {
  ConsoleSidebar,
  ModalViewHost,
  NavigationProgress,
  useDeviceSidebar,
  useLayoutSettings,
  useRouteDocumentTitle,
} from './layout';
import { TabStrip } from './tabs/TabStrip';

/**
 * react-admin's layout with the console's app bar, sidebar, menu and tab strip.
 * With the fixed header off the app bar scrolls away with the page.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { fixedHeader, tagsView } = useLayoutSettings();
  useDeviceSidebar();
  useRouteDocumentTitle();
  return (
    <Layout appBar={ConsoleAppBar} sidebar={ConsoleSidebar} menu={ConsoleMenu} appBarAlwaysOn={fixedHeader}>
      <NavigationProgress />
      {tagsView && <TabStrip />}
      {children}
      <ModalViewHost />
    </Layout>
  );
}
