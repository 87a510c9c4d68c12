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

/**
 * A screen of the route tree: the lists of every resource filed under its code,
 * one tab each (site-tabs: sites, residents, faces); a screen with no resource
 * yet says what it is for.
 */
export function RoutePageView({ page, resources, ownPage: OwnPage }: RoutePageViewProps) {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const titleKey = `routes.${page.route.name}.title`;
  const lists = routeResources(page.route.name, resources);

  if (OwnPage) {
    return (
      <Deferred>
        <OwnPage />
      </Deferred>
    );
  }

  if (lists.length === 0) {
    const purposeKey = page.route.purpose ? `routes.${page.route.name}.purpose` : 'app.page.not_available';
    return <MessagePage title={titleKey} message={purposeKey} />;
  }

  const current = lists.find((resource) => resource.path === searchParams.get(TAB_PARAMETER)) ?? lists[0];
  return (
    <Box>
      {lists.length > 1 && (
        <Tabs
          value={current.path}
          onChange={(_, path: string) => setSearchParams({ [TAB_PARAMETER]: path }, { replace: true })}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {lists.map((resource) => (
            <Tab key={resource.path} value={resource.path} label={translate(`resources.${resource.path}.name`)} />
          ))}
        </Tabs>
      )}
      <Deferred>
        <LazySchemaList key={current.path} resource={current} embedded title={translate(titleKey)} />
      </Deferred>
    </Box>
  );
}
