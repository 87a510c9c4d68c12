import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useStoreContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { findRoute } from '../../../contract/routes';

/** The list of a resource, by its API path, on the route page of its permission code. */
export interface ListTarget {
  /** The route name of the page listing it (`site-tabs`). */
  route: string;
  /** The resource's API path (`faces`): the tab, and the key its list keeps its parameters under. */
  resource: string;
  filter: Record<string, string | number | boolean>;
}

export function listHref({ route, resource }: ListTarget): string {
  return `${findRoute(route)?.path ?? '/home'}?tab=${encodeURIComponent(resource)}`;
}

/**
 * A link to a list filtered to what a tile counts. The console's lists keep their
 * parameters in the store (`<resource>.listParams`), not the address, so the link
 * writes the filter there (keeping the sort and page size the admin chose) as it opens.
 */
export function ListLink({ target, children }: { target: ListTarget; children: ReactNode }) {
  const store = useStoreContext();
  const open = () => {
    const key = `${target.resource}.listParams`;
    const current = store.getItem<Record<string, unknown>>(key) ?? {};
    const displayedFilters = Object.fromEntries(Object.keys(target.filter).map((name) => [name, true]));
    store.setItem(key, { ...current, filter: target.filter, displayedFilters, page: 1 });
  };
  return (
    <Link component={RouterLink} to={listHref(target)} onClick={open} underline="hover">
      {children}
    </Link>
  );
}
