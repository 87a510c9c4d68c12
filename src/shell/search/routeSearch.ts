import Fuse from 'fuse.js';

/** A page the search can open, with its titles in the language shown. */
export interface SearchableRoute {
  path: string;
  page: string;
  /** The menu group the page sits in; Home has none. */
  group?: string;
  /**
   * The page's and its group's titles in every language (人脸列表 on the English console):
   * a title typed in the other language finds the page too.
   */
  titles?: readonly string[];
}

/** How far a title may be from what was typed and still match (0.4, docs/features/console.md#the-console, Route search). */
export const ROUTE_SEARCH_THRESHOLD = 0.4;

/** The breadcrumb a result reads as: `Site Management › Site List`. */
export function routeTitle(route: SearchableRoute): string {
  return route.group ? `${route.group} › ${route.page}` : route.page;
}

interface IndexedRoute {
  route: SearchableRoute;
  title: string;
  titles: readonly string[];
  readings: string[];
}

/** Other ways a title is typed (pinyin for Chinese ones). */
export type TitleReadings = (title: string) => string[];

const noReadings: TitleReadings = () => [];

/**
 * A fuzzy search over the pages' titles (group › page), their titles in every
 * language and the readings of them all; best match first. An empty query lists every page in menu order.
 */
export function createRouteSearch(
  routes: readonly SearchableRoute[],
  readingsOf: TitleReadings = noReadings,
): (query: string) => SearchableRoute[] {
  const indexed: IndexedRoute[] = routes.map((route) => {
    const titles = route.titles ?? [];
    const shown = [route.page, ...(route.group ? [route.group] : [])];
    const read = [...new Set([...shown, ...titles])].flatMap(readingsOf);
    return { route, title: routeTitle(route), titles, readings: [...new Set(read)] };
  });
  const fuse = new Fuse(indexed, {
    keys: ['title', 'titles', 'readings'],
    threshold: ROUTE_SEARCH_THRESHOLD,
    // A page's own title comes after its group's, so where a match starts must not count against it.
    ignoreLocation: true,
  });
  return (query) => {
    const typed = query.trim();
    if (!typed) return routes.slice();
    return fuse.search(typed).map((result) => result.item.route);
  };
}
