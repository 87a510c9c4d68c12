import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceDefinition } from '../../contract/resource';
import { roleRoutePages, roleScreens } from '../roles/screens';

type Screen = LazyExoticComponent<ComponentType<{ resource: ResourceDefinition }>>;

/** Screens a feature writes itself for a resource, in place of the engine's (keyed by resource name). */
export interface ScreenOverride {
  create?: Screen;
  edit?: Screen;
  /** What clicking a row of the list does, in place of opening the record's page. */
  openRecord?: (record: Record<string, unknown>) => void;
}

/** Each feature's overrides, one line per feature. */
export const SCREEN_OVERRIDES: Readonly<Record<string, ScreenOverride>> = { ...roleScreens };

/** Pages of the route tree that show more than resource lists (keyed by route name). */
export const ROUTE_PAGE_OVERRIDES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  ...roleRoutePages,
};
