import type { ResourceDefinition } from '../../contract/resource';
import { findRoute, ROUTE_GROUPS, type RouteNode, routePath } from '../../contract/routes';
import { isRuntimeResource } from '../../contract/runtime-registry';

/** The URL parameter naming the list a route page shows when it has several. */
export const TAB_PARAMETER = 'tab';

/** The URL parameter naming the open tab of a record's page (its history); its fields' tab has none. */
export const RECORD_TAB_PARAMETER = 'section';

export interface RoutePage {
  route: RouteNode;
  /** Absolute path: `/sp-site/site-tabs`. */
  path: string;
}

export interface MenuGroup {
  group: RouteNode;
  pages: RoutePage[];
}

/** The screens of the route tree that an admin holding `permissions` may open, by group. */
export function permittedMenu(
  permissions: readonly string[],
  groups: readonly RouteNode[] = ROUTE_GROUPS,
): MenuGroup[] {
  const held = new Set(permissions);
  return groups
    .map((group) => ({
      group,
      pages: (group.children ?? [])
        .filter((child) => held.has(child.name))
        .map((child) => ({ route: child, path: routePath(group, child) })),
    }))
    .filter((entry) => entry.pages.length > 0);
}

/** Every screen of the route tree. */
export function allRoutePages(groups: readonly RouteNode[] = ROUTE_GROUPS): RoutePage[] {
  return groups.flatMap((group) =>
    (group.children ?? []).map((child) => ({ route: child, path: routePath(group, child) })),
  );
}

/** How many steps of references lead from a resource to the others of its page (site 0, resident 1, face 2). */
function referenceDepth(
  resource: ResourceDefinition,
  group: readonly ResourceDefinition[],
  seen = new Set<string>(),
): number {
  seen.add(resource.name);
  let depth = 0;
  for (const field of resource.fields) {
    const target = group.find((candidate) => candidate.name === field.references);
    if (target && !seen.has(target.name)) depth = Math.max(depth, 1 + referenceDepth(target, group, new Set(seen)));
  }
  return depth;
}

/**
 * The resources listed on a route page: those whose permission is the route's name,
 * a resource before those that point to it (sites, then residents, then faces).
 */
export function routeResources(routeName: string, resources: readonly ResourceDefinition[]): ResourceDefinition[] {
  const group = resources.filter(
    (resource) =>
      resource.permission === routeName && resource.operations.includes('list') && !isRuntimeResource(resource.name),
  );
  const depth = new Map(group.map((resource) => [resource.name, referenceDepth(resource, group)]));
  return [...group].sort((a, b) => (depth.get(a.name) ?? 0) - (depth.get(b.name) ?? 0));
}

/**
 * The route page that lists a resource, if its permission names a screen of the route tree.
 * An entity published at run time has none: that screen is drawn for the built-in ones
 * (the form generator's code, say, guards published entities without listing them).
 */
export function routePageOf(resource: ResourceDefinition): string | undefined {
  if (isRuntimeResource(resource.name)) return undefined;
  const found = findRoute(resource.permission);
  if (!found || found.route.children) return undefined;
  return found.path;
}

/** Where a resource's list lives: on its route page (as a tab), else at `/<path>`. */
export function listPathOf(resource: ResourceDefinition): string {
  const page = routePageOf(resource);
  return page ? `${page}?${TAB_PARAMETER}=${encodeURIComponent(resource.path)}` : `/${resource.path}`;
}

/** Built-in resources that brought a permission code of their own: the menu lists them apart from the route tree. */
export function unroutedResources(resources: readonly ResourceDefinition[]): ResourceDefinition[] {
  return resources.filter(
    (resource) => !routePageOf(resource) && !isRuntimeResource(resource.name) && resource.operations.includes('list'),
  );
}

/** Published entities with a list: the menu gathers them in a group of their own, each at `/<path>`. */
export function publishedListResources(resources: readonly ResourceDefinition[]): ResourceDefinition[] {
  return resources.filter((resource) => isRuntimeResource(resource.name) && resource.operations.includes('list'));
}

/** Translation key of the menu group of a resource shown apart from the route tree. */
export function apartGroupKey(resource: ResourceDefinition): string {
  return isRuntimeResource(resource.name) ? 'app.menu.published' : 'app.menu.other';
}
