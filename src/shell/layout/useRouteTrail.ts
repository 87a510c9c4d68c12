import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { publicResources } from '../../../contract/registry';
import { type Crumb, routeTrail } from './routeTrail';

const resources = publicResources();

/** The breadcrumb of the page shown now. */
export function useRouteTrail(): Crumb[] {
  const { pathname } = useLocation();
  return useMemo(() => routeTrail(pathname, resources), [pathname]);
}
