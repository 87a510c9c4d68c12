import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useConsoleResources } from '../../registry/useConsoleResources';
import { type Crumb, routeTrail } from './routeTrail';

/** The breadcrumb of the page shown now. */
export function useRouteTrail(): Crumb[] {
  const { pathname } = useLocation();
  const resources = useConsoleResources();
  return useMemo(() => routeTrail(pathname, resources), [pathname, resources]);
}
