import { type ReactNode, Suspense } from 'react';
import { Layout, useGetIdentity } from 'react-admin';
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
import { SecondFactorSetupGate } from './layout/SecondFactorSetupGate';
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
  // An account whose role requires a second factor it has not set up sees only that setup.
  const setupDue = useGetIdentity().identity?.secondFactorDue === true;
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
        {setupDue ? (
          <SecondFactorSetupGate />
        ) : (
          <>
            <PageHeading />
            {children}
          </>
        )}
        <ModalViewHost />
        {RegistryRefresh && !setupDue && (
          <Suspense fallback={null}>
            <RegistryRefresh />
          </Suspense>
        )}
      </Layout>
    </NamedProgress>
  );
}
