import type { Label, Locale, ResourceDefinition } from '../../contract/resource';
import { OWNER_FIELD } from '../../contract/resource';
import { HOME_ROUTE, ROUTE_GROUPS, type RouteNode } from '../../contract/routes';
import { resourceNotices } from './resourceNotices';

/** Columns the server keeps on every row; the schemas do not declare them, so their labels live here. */
export const SYSTEM_FIELD_LABELS: Record<string, Label> = {
  id: { en: 'ID', zh: 'ID' },
  version: { en: 'Version', zh: '版本' },
  createdAt: { en: 'Created at', zh: '创建时间' },
  updatedAt: { en: 'Updated at', zh: '更新时间' },
  [OWNER_FIELD]: { en: 'Owner', zh: '所属账号' },
};

/** A tree of texts, as react-admin's translation messages are. */
interface Messages {
  [key: string]: string | Messages;
}

function pick(labels: Record<string, Label>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, label[locale]]));
}

/**
 * react-admin's resource messages from the registry: `resources.<path>.name`,
 * `resources.<path>.fields.<field>`, `resources.<path>.options.<field>.<value>`
 * for the values of enumerations and `resources.<path>.notifications.*`, the notices
 * of a create, an edit and a delete.
 */
export function resourceMessages(resources: readonly ResourceDefinition[], locale: Locale): Messages {
  return Object.fromEntries(
    resources.map((resource) => [
      resource.path,
      {
        name: resource.label[locale],
        notifications: resourceNotices(resource.label, locale),
        fields: {
          ...pick(SYSTEM_FIELD_LABELS, locale),
          ...Object.fromEntries(resource.fields.map((field) => [field.name, field.label[locale]])),
        },
        options: Object.fromEntries(
          resource.fields
            .filter((field) => field.options?.length)
            .map((field) => [
              field.name,
              Object.fromEntries((field.options ?? []).map((option) => [option.value, option.label[locale]])),
            ]),
        ),
      },
    ]),
  );
}

function routeEntry(route: Pick<RouteNode, 'title' | 'purpose'>, locale: Locale): Messages {
  return route.purpose
    ? { title: route.title[locale], purpose: route.purpose[locale] }
    : { title: route.title[locale] };
}

/** Titles (and purposes) of the console's routes: `routes.<name>.title`, `routes.<name>.purpose`. */
export function routeMessages(locale: Locale, groups: readonly RouteNode[] = ROUTE_GROUPS): Messages {
  const entries: [string, Messages][] = [[HOME_ROUTE.name, routeEntry(HOME_ROUTE, locale)]];
  for (const group of groups) {
    entries.push([group.name, routeEntry(group, locale)]);
    for (const child of group.children ?? []) entries.push([child.name, routeEntry(child, locale)]);
  }
  return Object.fromEntries(entries);
}
