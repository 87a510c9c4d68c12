import type { ComponentType, LazyExoticComponent } from 'react';
import type { FeatureMessages, FeatureMessagesLoader } from '../i18n/consoleMessages';
import type { ScreenOverrides } from '../schema-ui';
import type { ConsoleSlots } from './consoleSlots';

/** A page of the route tree a feature draws itself rather than as resource lists. */
export type RoutePageScreen = LazyExoticComponent<ComponentType>;

/**
 * What a folder under `src/features/` default-exports from its `index.ts`. Every
 * part but the name is optional: a feature brings only what it has. Screens are
 * lazy, so that finding every feature at start costs the sign-in page nothing.
 */
export interface ClientFeature {
  /** The folder's name; the feature's texts are under `app.<name>`. */
  name: string;
  /** The feature's own screens for resources of the registry, keyed by resource name. */
  screens?: ScreenOverrides;
  /** Pages of the route tree the feature draws, keyed by route name. */
  routePages?: Readonly<Record<string, RoutePageScreen>>;
  /**
   * The feature's texts, or better `() => import('./messages')` (a module default-exporting
   * them) so that they load with the console rather than with the sign-in page.
   */
  messages?: FeatureMessages | FeatureMessagesLoader;
  /** The places of the core's pages the feature fills. */
  slots?: Partial<ConsoleSlots>;
}

export function defineClientFeature(feature: ClientFeature): ClientFeature {
  return feature;
}

export function isClientFeature(value: unknown): value is ClientFeature {
  return typeof value === 'object' && value !== null && typeof (value as ClientFeature).name === 'string';
}
