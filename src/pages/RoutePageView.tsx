import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../contract/resource';
import { type RoutePage, routeResources, TAB_PARAMETER } from '../navigation/routePages';
import { Deferred, LazySchemaList } from '../schema-ui';
import { MessagePage } from './MessagePage';

interface RoutePageViewProps {
  page: RoutePage;
  resources: readonly ResourceDefinition[];
  /** What a feature draws on this page instead of its resource lists. */
  ownPage?: ComponentType;
}

/** The tab of a feature's own page, when the route lists resources beside it. */
const OWN_TAB = 'page';

/**
 * A screen of the route tree: the lists of every resource filed under its code,
 * one tab each (site-tabs: sites, residents, faces), after the feature's own page
 * when it has one (site-import: the import, then its history); a screen with neither
 * says what it is for.
 */
export function RoutePageView({ page, resources, ownPage: OwnPage }: RoutePageViewProps) {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const titleKey = `routes.${page.route.name}.title`;
  const lists = routeResources(page.route.name, resources);

  if (!OwnPage && lists.length === 0) {
    const purposeKey = page.route.purpose ? `routes.${page.route.name}.purpose` : 'app.page.not_available';
    return <MessagePage title={titleKey} message={purposeKey} />;
  }

  const tabs = [
    ...(OwnPage ? [{ value: OWN_TAB, label: translate(titleKey) }] : []),
    ...lists.map((resource) => ({ value: resource.path, label: translate(`resources.${resource.path}.name`) })),
  ];
  const chosen = tabs.find((tab) => tab.value === searchParams.get(TAB_PARAMETER)) ?? tabs[0];
  const current = lists.find((resource) => resource.path === chosen.value);
  return (
    <Box>
      {tabs.length > 1 && (
        <Tabs
          value={chosen.value}
          onChange={(_, value: string) => setSearchParams({ [TAB_PARAMETER]: value }, { replace: true })}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} />
          ))}
        </Tabs>
      )}
      <Deferred>
        {current ? (
          <LazySchemaList key={current.path} resource={current} embedded title={translate(titleKey)} />
        ) : (
          OwnPage && <OwnPage />
        )}
      </Deferred>
    </Box>
  );
}
