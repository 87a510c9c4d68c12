import type { Label, ResourceDefinition } from '../../../contract/resource';
import { HOME_ROUTE } from '../../../contract/routes';
import { apartGroupKey, type MenuGroup } from '../../navigation/routePages';
import type { SearchableRoute } from './routeSearch';

/** A title in every language the console speaks. */
const everyLanguage = (...labels: Label[]): string[] => labels.flatMap((label) => Object.values(label));

/**
 * The pages the menu offers, in its order and with its titles: Home, each
 * permitted screen under its group, the lists of resources that brought a
 * code of their own under "Other" and those of published entities under theirs,
 * each with its titles in every language beside the ones shown.
 */
export function searchableRoutes(
  menu: readonly MenuGroup[],
  ownListResources: readonly ResourceDefinition[],
  translate: (key: string) => string,
): SearchableRoute[] {
  const home: SearchableRoute = {
    path: HOME_ROUTE.path,
    page: translate(`routes.${HOME_ROUTE.name}.title`),
    titles: everyLanguage(HOME_ROUTE.title),
  };
  const screens = menu.flatMap(({ group, pages }) =>
    pages.map((page) => ({
      path: page.path,
      group: translate(`routes.${group.name}.title`),
      page: translate(`routes.${page.route.name}.title`),
      titles: everyLanguage(group.title, page.route.title),
    })),
  );
  const others = ownListResources.map((resource) => ({
    path: `/${resource.path}`,
    group: translate(apartGroupKey(resource)),
    page: translate(`resources.${resource.path}.name`),
    titles: everyLanguage(resource.label),
  }));
  return [home, ...screens, ...others];
}
