import type { FastifyInstance } from 'fastify';
import type { ListPage } from '../../../contract/list-page';
import { keepsHistory } from '../../../contract/record-history';
import { builtInResources } from '../../../contract/registry';
import { HOME_ROUTE } from '../../../contract/routes';
import { PUBLIC_PATHS } from '../../../src/navigation/publicPaths';
import { allRoutePages, listPathOf, RECORD_TAB_PARAMETER } from '../../../src/navigation/routePages';
import { apiCall } from './console-session';

/** The public pages, read from the console's own list of them, and the sign-in page. */
export function publicScreens(): string[] {
  return ['/login', ...Object.values(PUBLIC_PATHS)];
}

/**
 * Every screen of the signed-in console, derived from the route tree and the
 * resource registry so a new screen is checked without touching this list: Home,
 * each route page, each resource's list tab, its create page, and the show and edit
 * pages of its first row when it has one, with the History tab of that record's page.
 */
export async function consoleScreens(app: FastifyInstance, token: string): Promise<string[]> {
  const paths = new Set<string>([HOME_ROUTE.path]);
  for (const page of allRoutePages()) paths.add(page.path);
  for (const resource of builtInResources()) {
    const { operations } = resource;
    if (operations.includes('list')) paths.add(listPathOf(resource));
    if (operations.includes('create')) paths.add(`/${resource.path}/create`);
    if (!operations.includes('list')) continue;
    const page = await apiCall<ListPage<{ id: number }>>(app, token, 'GET', `/api/${resource.path}?page=1&pageSize=1`);
    const id = page.list[0]?.id;
    if (id === undefined) continue;
    const show = `/${resource.path}/${id}/show`;
    const edit = `/${resource.path}/${id}`;
    if (operations.includes('show')) paths.add(show);
    if (operations.includes('update')) paths.add(edit);
    const recordPage = operations.includes('show') ? show : operations.includes('update') ? edit : undefined;
    if (recordPage && keepsHistory(resource)) paths.add(`${recordPage}?${RECORD_TAB_PARAMETER}=history`);
  }
  return [...paths];
}
