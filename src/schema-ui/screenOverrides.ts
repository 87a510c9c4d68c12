import { type ComponentType, createContext, type LazyExoticComponent, useContext } from 'react';
import type { ResourceDefinition } from '../../contract/resource';

/** A screen of a resource; lazy, so that the sign-in page does not carry it. */
export type ResourceScreen = LazyExoticComponent<ComponentType<{ resource: ResourceDefinition }>>;

/** Buttons a feature adds to a list; lazy like the screens. A row's get the row as react-admin's record context. */
export type ListActions = LazyExoticComponent<ComponentType>;

/**
 * How a feature draws one field's value in place of the engine's (a status as a
 * coloured chip); lazy like the screens. It reads the row from react-admin's record
 * context; `variant` says whether it is a list cell or the record's page.
 */
export type FieldRenderer = LazyExoticComponent<ComponentType<{ variant: 'cell' | 'detail' }>>;

/** Screens a feature writes itself for a resource, in place of the engine's. */
export interface ScreenOverride {
  create?: ResourceScreen;
  edit?: ResourceScreen;
  /** What clicking a row of the list does, in place of opening the record's page. */
  openRecord?: (record: Record<string, unknown>) => void;
  /** Actions on one row (bind a site), beside its edit button. */
  rowActions?: ListActions;
  /** Actions on the whole list (unbind all), in its toolbar. */
  listActions?: ListActions;
  /** Actions on the selected rows (switch tactics on or off), beside batch delete. */
  bulkActions?: ListActions;
  /** Fields the feature draws itself, keyed by field name, in the lists and on the record's page. */
  fields?: Readonly<Record<string, FieldRenderer>>;
  /** Shown on the record's page below its fields (a site's summary), under the record's context. */
  showPanel?: ListActions;
}

/** Overrides keyed by resource name. */
export type ScreenOverrides = Readonly<Record<string, ScreenOverride>>;

/**
 * The overrides the engine is given. The engine knows no feature: whoever
 * renders it (the app, a test) provides them; none means the engine's own screens.
 */
export const ScreenOverridesContext = createContext<ScreenOverrides>({});

export function useScreenOverride(resourceName: string): ScreenOverride | undefined {
  return useContext(ScreenOverridesContext)[resourceName];
}
