import type { ResourceDefinition } from '../../../contract/resource';
import { HOME_ROUTE } from '../../../contract/routes';
import { LOCALE_URL_PARAMETER } from '../../i18n/localeChoice';
import { allRoutePages, routePageOf } from '../../navigation/routePages';
import { holdsCode } from '../../providers/loginInfo';
import type { OpenTab } from './openTabs';

/** Pages that stay in the strip whatever is closed (Home is a pinned tab: docs/features/console.md#the-console, Tabs). */
export const PINNED_PATHS: readonly string[] = [HOME_ROUTE.path];

export type ResourceView = 'list' | 'create' | 'edit' | 'show';

/** What a tab shows: a screen of the route tree (Home included) or a screen of a resource. */
export type TabSubject =
  | { kind: 'route'; name: string }
  | { kind: 'resource'; resource: ResourceDefinition; view: ResourceView; id?: string };

const VIEW_OPERATION = { list: 'list', create: 'create', edit: 'update', show: 'show' } as const;

function resourceView(segments: string[]): { view: ResourceView; id?: string } | undefined {
  const [, second, third] = segments;
  if (segments.length === 1) return { view: 'list' };
  if (segments.length === 2 && second === 'create') return { view: 'create' };
  if (segments.length === 2) return { view: 'edit', id: second };
  if (segments.length === 3 && third === 'show') return { view: 'show', id: second };
  return undefined;
}

/**
 * The subject of the page at `pathname`, or nothing for addresses that get no
 * tab: error pages, the refresh helper, group paths that only redirect, and a
 * resource's list when it is shown as a tab of its route page.
 */
export function tabSubjectOf(pathname: string, resources: readonly ResourceDefinition[]): TabSubject | undefined {
  if (pathname === HOME_ROUTE.path) return { kind: 'route', name: HOME_ROUTE.name };
  const page = allRoutePages().find((candidate) => candidate.path === pathname);
  if (page) return { kind: 'route', name: page.route.name };

  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const resource = resources.find((candidate) => candidate.path === segments[0]);
  const found = resource && resourceView(segments);
  if (!resource || !found || !resource.operations.includes(VIEW_OPERATION[found.view])) return undefined;
  if (found.view === 'list' && routePageOf(resource)) return undefined;
  return { kind: 'resource', resource, ...found };
}

/** Whether an admin holding `permissions` may open the subject; Home needs none. */
export function mayOpen(subject: TabSubject, permissions: readonly string[]): boolean {
  if (subject.kind === 'route') return subject.name === HOME_ROUTE.name || permissions.includes(subject.name);
  return holdsCode(permissions, subject.resource.permission);
}

/** The tab of an address; the language parameter is left out, as it only matters when the console starts. */
export function tabOfLocation(pathname: string, search: string): OpenTab {
  const query = new URLSearchParams(search);
  // Re-encoding could change how a list's own parameters read, so the query is rewritten only when it must be.
  if (!query.has(LOCALE_URL_PARAMETER)) return { path: pathname, url: search === '?' ? pathname : pathname + search };
  query.delete(LOCALE_URL_PARAMETER);
  return { path: pathname, url: query.size > 0 ? `${pathname}?${query}` : pathname };
}
