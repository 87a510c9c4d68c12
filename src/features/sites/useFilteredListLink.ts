import { useStoreContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getResource } from '../../../contract/registry';
import { listPathOf } from '../../navigation/routePages';

/**
 * Opens a resource's list with a filter set. The lists of a route page keep their
 * filters in react-admin's store (the page's tabs share one URL), so the filter is
 * put there, on the first page, before going to the list.
 */
export function useFilteredListLink() {
  const store = useStoreContext();
  const navigate = useNavigate();
  return (resourceName: string, filter: Record<string, unknown>) => {
    const resource = getResource(resourceName);
    if (!resource) return;
    const key = `${resource.path}.listParams`;
    const current = (store.getItem(key) ?? {}) as Record<string, unknown>;
    store.setItem(key, { ...current, filter, displayedFilters: {}, page: 1 });
    navigate(listPathOf(resource));
  };
}
