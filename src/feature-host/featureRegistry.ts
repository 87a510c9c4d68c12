import type { ScreenOverride, ScreenOverrides } from '../schema-ui';
import type { ClientFeature, RoutePageScreen } from './clientFeature';
import type { ConsoleSlots } from './consoleSlots';

/** What the features bring to the core, merged: the input of the engine, the route pages and the slots. */
export interface FeatureRegistry {
  screens: ScreenOverrides;
  routePages: Readonly<Record<string, RoutePageScreen>>;
  slots: Partial<ConsoleSlots>;
}

/**
 * One table from a part of every feature. Two features claiming the same key
 * would leave which one wins to folder order, so the console refuses to start.
 */
function claimed<Value>(
  what: string,
  features: readonly ClientFeature[],
  part: (feature: ClientFeature) => Readonly<Record<string, Value>> | undefined,
): Record<string, Value> {
  const owners = new Map<string, string>();
  const table: Record<string, Value> = {};
  for (const feature of features) {
    for (const [key, value] of Object.entries(part(feature) ?? {})) {
      const owner = owners.get(key);
      if (owner) throw new Error(`${what} "${key}" is claimed by both the ${owner} and the ${feature.name} features`);
      owners.set(key, feature.name);
      table[key] = value;
    }
  }
  return table;
}

export function featureRegistry(features: readonly ClientFeature[]): FeatureRegistry {
  return {
    screens: claimed<ScreenOverride>('the screens of resource', features, (feature) => feature.screens),
    routePages: claimed<RoutePageScreen>('the route page', features, (feature) => feature.routePages),
    slots: claimed('the slot', features, (feature) => feature.slots) as Partial<ConsoleSlots>,
  };
}
