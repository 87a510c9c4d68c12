import { type ReactNode, Suspense } from 'react';
import { Layout } from 'react-admin';
import { useConsoleSlot } from '../feature-host';
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
import { NamedProgress } from './layout/NamedProgress';
import { PageHeading } from './layout/PageHeading';
import { TabStrip } from './tabs/TabStrip';

/**
 * The page never grows wider than the window (react-admin's grows to fit its widest
 * table): wide tables scroll inside their own box, and the toolbars stay in view.
 */
const WINDOW_WIDE = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

/**
 * react-admin's layout with the console's app bar, sidebar, menu and tab strip.
 * With the fixed header on, the tab strip stays under it; off, both scroll away with the page.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { fixedHeader, tagsView } = useLayoutSettings();
  useDeviceSidebar();
  useRouteDocumentTitle();
  const RegistryRefresh = useConsoleSlot('registryRefresh');
  return (
    <NamedProgress>
      <Layout
        appBar={ConsoleAppBar}
        sidebar={ConsoleSidebar}
        menu={ConsoleMenu}
        appBarAlwaysOn={fixedHeader}
        sx={WINDOW_WIDE}
      >
        <NavigationProgress />
        {tagsView && <TabStrip sticky={fixedHeader} />}
        <PageHeading />
        {children}
        <ModalViewHost />
        {RegistryRefresh && (
          <Suspense fallback={null}>
            <RegistryRefresh />
          </Suspense>
        )}
      </Layout>
    </NamedProgress>
  );
}
