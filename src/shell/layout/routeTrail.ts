import type { ResourceDefinition } from '../../../contract/resource';
import { HOME_ROUTE, ROUTE_GROUPS, routePath } from '../../../contract/routes';
import { apartGroupKey, routePageOf } from '../../navigation/routePages';

/** One step of the breadcrumb: a translated title, and where it leads when it is not the page itself. */
export interface Crumb {
  titleKey: string;
  /** Translation key of the resource, for the texts of record pages (`Create %{name}`). */
  nameKey?: string;
  /** The record a page is about, as the title shows it (`#12`). */
  record?: string;
  path?: string;
}

const MESSAGE_PAGES: Record<string, string> = {
  '/403': 'app.page.forbidden_title',
  '/404': 'app.page.not_found_title',
};

function routeCrumbs(pathname: string): Crumb[] | undefined {
  if (pathname === '/' || pathname === HOME_ROUTE.path) return [{ titleKey: `routes.${HOME_ROUTE.name}.title` }];
  for (const group of ROUTE_GROUPS) {
    const groupCrumb = { titleKey: `routes.${group.name}.title` };
    if (pathname === group.path) return [groupCrumb];
    const child = group.children?.find((candidate) => routePath(group, candidate) === pathname);
    if (child) return [groupCrumb, { titleKey: `routes.${child.name}.title`, path: pathname }];
  }
  return undefined;
}

/** The record page of a resource: its list's place in the route tree, the resource, then the record. */
function resourceCrumbs(pathname: string, resources: readonly ResourceDefinition[]): Crumb[] | undefined {
  const [path, id, view] = pathname.split('/').slice(1);
  const resource = resources.find((candidate) => candidate.path === path);
  if (!resource) return undefined;
  const page = routePageOf(resource);
  const nameKey = `resources.${resource.path}.name`;
  const place: Crumb[] = page
    ? (routeCrumbs(page) ?? [])
    : [{ titleKey: apartGroupKey(resource) }, { titleKey: nameKey, path: `/${resource.path}` }];
  if (id === undefined) return place;
  if (id === 'create') return [...place, { titleKey: 'ra.page.create', nameKey }];
  const record = `#${decodeURIComponent(id)}`;
  return [...place, { titleKey: view === 'show' ? 'ra.page.show' : 'ra.page.edit', nameKey, record }];
}

/**
 * Where a path sits in the console: the route tree's group and page
 * (docs/features/console.md#the-console, Layout), or the resource and record for a record's own page. Paths the
 * console does not know have no trail.
 */
export function routeTrail(pathname: string, resources: readonly ResourceDefinition[]): Crumb[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const message = MESSAGE_PAGES[trimmed];
  if (message) return [{ titleKey: message }];
  return routeCrumbs(trimmed) ?? resourceCrumbs(trimmed, resources) ?? [];
}

/** The text of a crumb in the current language. */
export function crumbText(translate: (key: string, options?: Record<string, unknown>) => string, crumb: Crumb): string {
  const name = crumb.nameKey ? translate(crumb.nameKey) : '';
  return translate(crumb.titleKey, { name, recordRepresentation: crumb.record ?? '' }).trim();
}

/** The route's title, a separator, the product's title (docs/domain.md#stale-tokens-and-titles). */
export const TITLE_SEPARATOR = ' - ';

export function documentTitle(pageTitle: string, productTitle: string): string {
  return pageTitle ? `${pageTitle}${TITLE_SEPARATOR}${productTitle}` : productTitle;
}
