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

/**
 * The screens of every feature, merged per resource: several features may each draw a
 * part of one resource's screens (one its forms, another a panel on its page), but no
 * part is claimed twice, and a resource named with no part is claimed whole.
 */
function claimedScreens(features: readonly ClientFeature[]): Record<string, ScreenOverride> {
  const owners = new Map<string, { feature: string; parts: string[] }[]>();
  const screens: Record<string, ScreenOverride> = {};
  for (const feature of features) {
    for (const [resource, override] of Object.entries(feature.screens ?? {})) {
      const parts = Object.keys(override);
      const before = owners.get(resource) ?? [];
      const clash = before.find(
        (owner) => owner.parts.length === 0 || parts.length === 0 || owner.parts.some((part) => parts.includes(part)),
      );
      if (clash) {
        const shared = parts.filter((part) => clash.parts.includes(part));
        const what = shared.length > 0 ? ` (${shared.join(', ')})` : '';
        throw new Error(
          `the screens of resource "${resource}" is claimed by both the ${clash.feature} and the ${feature.name} features${what}`,
        );
      }
      owners.set(resource, [...before, { feature: feature.name, parts }]);
      screens[resource] = { ...screens[resource], ...override };
    }
  }
  return screens;
}

export function featureRegistry(features: readonly ClientFeature[]): FeatureRegistry {
  return {
    screens: claimedScreens(features),
    routePages: claimed<RoutePageScreen>('the route page', features, (feature) => feature.routePages),
    slots: claimed('the slot', features, (feature) => feature.slots) as Partial<ConsoleSlots>,
  };
}
