import { type ReactNode, Suspense, use } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { HOME_ROUTE, ROUTE_GROUPS } from '../contract/routes';
import { consoleTexts } from './consoleTexts';
import { FeatureHost } from './feature-host/FeatureHost';
import { featureRegistry } from './feature-host/featureRegistry';
import { loadClientFeatures } from './feature-host/loadClientFeatures';
import { withLoadedFeatureTexts } from './i18n/consoleMessages';
import { allRoutePages, listPathOf, routePageOf } from './navigation/routePages';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { publicRoutes } from './pages/public/publicRoutes';
import { RequirePermission } from './pages/RequirePermission';
import { RoutePageView } from './pages/RoutePageView';
import { createConsoleProviders } from './providers/consoleProviders';
import { currentLocale } from './providers/i18nProvider';
import { useRegistryPending } from './registry/registryRead';
import { useConsoleResources } from './registry/useConsoleResources';
import { recordTitleText, resourceViews } from './schema-ui';
import { ConsoleLayout } from './shell/ConsoleLayout';
import { ConsoleNotification } from './shell/ConsoleNotification';
import { useConsoleTheme, withSidebarCookie } from './shell/layout';
import { redirectRoute } from './shell/tabs';

const features = loadClientFeatures();
const { screens, routePages, slots } = featureRegistry(features);
const messages = consoleTexts(features);
const { i18nProvider, dataProvider, authProvider } = createConsoleProviders(messages);
// Features' texts load beside the sign-in page, which needs none of them, and are in
// place before the console's frame first shows.
const featureTexts = withLoadedFeatureTexts(messages, features).then((all) => i18nProvider.replaceMessages(all));

function FrameWithFeatureTexts({ children }: { children: ReactNode }) {
  use(featureTexts);
  return <ConsoleLayout>{children}</ConsoleLayout>;
}

const ConsoleFrame = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>
    <FrameWithFeatureTexts>{children}</FrameWithFeatureTexts>
  </Suspense>
);
// The sidebar's state lives in the `sidebarStatus` cookie (docs/features/console.md#the-console), the rest in localStorage.
const store = withSidebarCookie(localStorageStore(undefined, 'IntercomConsole'));
// react-admin restores the language it last saw; the console's own choice (URL, `lang`) comes first.
store.setItem('locale', i18nProvider.getLocale());

const RedirectHome = () => <Navigate to={HOME_ROUTE.path} replace />;
// An address no resource answers yet may be a published entity's: it waits for the registry's first read.
const RedirectNotFound = () => (useRegistryPending() ? null : <Navigate to="/404" replace />);

export function App() {
  const theme = useConsoleTheme();
  // Built-in resources, then those published while the console runs, as they arrive.
  const resources = useConsoleResources();
  return (
    <FeatureHost screens={screens} slots={slots}>
      <Admin
        title="app.title"
        theme={theme}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={ConsoleFrame}
        notification={ConsoleNotification}
        loginPage={LoginPage}
        dashboard={RedirectHome}
        catchAll={RedirectNotFound}
        accessDenied={ForbiddenPage}
        requireAuth
        disableTelemetry
      >
        {resources.map((resource) => {
          const page = routePageOf(resource);
          const views = resourceViews(resource, {
            list: page ? <Navigate to={listPathOf(resource)} replace /> : undefined,
            override: screens[resource.name],
          });
          return (
            <Resource
              key={resource.name}
              name={resource.path}
              options={{ label: `resources.${resource.path}.name` }}
              recordRepresentation={(record) => recordTitleText(resource, record, currentLocale(i18nProvider))}
              {...views}
            />
          );
        })}
        <CustomRoutes>
          <Route path={HOME_ROUTE.path} element={<HomePage />} />
          <Route path="/403" element={<ForbiddenPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          {redirectRoute}
          {ROUTE_GROUPS.map((group) => (
            <Route
              key={group.name}
              path={group.path}
              element={<Navigate to={allRoutePages([group])[0]?.path ?? HOME_ROUTE.path} replace />}
            />
          ))}
          {allRoutePages().map((page) => (
            <Route
              key={page.route.name}
              path={page.path}
              element={
                <RequirePermission code={page.route.name}>
                  <RoutePageView page={page} resources={resources} ownPage={routePages[page.route.name]} />
                </RequirePermission>
              }
            />
          ))}
        </CustomRoutes>
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
      </Admin>
    </FeatureHost>
  );
}
