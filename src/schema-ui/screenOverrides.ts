import { type ComponentType, createContext, type LazyExoticComponent, useContext } from 'react';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import type { FormMode } from './formPayload';

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

/**
 * How a feature draws one field's input in place of the engine's, inside the engine's
 * form (a resident picked by name); lazy like the screens. It is a react-admin input of
 * `field.name`; the form keeps its generated validators, its payload and its buttons.
 * It may draw nothing in one mode (a field the server sets on creation).
 */
export type FieldInputRenderer = LazyExoticComponent<
  ComponentType<{ resource: ResourceDefinition; field: FieldDefinition; mode: FormMode }>
>;

/** A part a feature draws for any resource it is given (a record's history); lazy like the screens. */
export type ResourcePart = LazyExoticComponent<ComponentType<{ resource: ResourceDefinition }>>;

/** Words that may stand in a form's errors: a translation key with its arguments. */
export type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * A feature's own check of a form, run after the generated validators on the body the
 * form would send: errors keyed by field, only for fields the validators passed.
 */
export type FormCheck = (body: Readonly<Record<string, unknown>>, translate: Translate) => Record<string, string>;

/** A form check, loaded with the form (so that what it needs, a cron reader, stays out of the first load). */
export type FormCheckLoader = () => Promise<{ default: FormCheck }>;

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
  /** Inputs the feature draws itself, keyed by field name, in the engine's create and edit forms. */
  inputs?: Readonly<Record<string, FieldInputRenderer>>;
  /** The feature's own check of the engine's form, beside the generated validators. */
  formCheck?: FormCheckLoader;
  /** Fields the feature draws itself, keyed by field name, in the lists and on the record's page. */
  fields?: Readonly<Record<string, FieldRenderer>>;
  /** Shown on the record's page below its fields (a site's summary), under the record's context. */
  showPanel?: ListActions;
  /**
   * Tabs beside the fields on a record's page (its show page, or its form when it has none),
   * drawn under the record's context: under EVERY_RESOURCE for the resources each one `shows`
   * (the history), under a resource for its records alone (a resident's faces), after those.
   */
  recordTabs?: readonly RecordTab[];
  /** Under EVERY_RESOURCE: actions in every list's toolbar, after the resource's own (the deleted records). */
  resourceListActions?: ResourcePart;
}

/** The key of the override whose parts the engine draws for every resource, beside each one's own. */
export const EVERY_RESOURCE = '*';

/** A tab a feature adds to every record's page of the resources it shows (the record's history). */
export interface RecordTab {
  /** Names the tab in the page's address (`?tab=<key>`), so that a link or a reload opens it. */
  key: string;
  /** The translation key of its label. */
  label: string;
  /** Whether the records of `resource` have this tab. */
  shows(resource: ResourceDefinition): boolean;
  /** What the tab draws, loaded when it is first opened. */
  Part: ResourcePart;
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

const NO_TABS: readonly RecordTab[] = [];

/** The tabs features add to the record pages of `resource`. */
export function useRecordTabs(resource: ResourceDefinition): readonly RecordTab[] {
  const overrides = useContext(ScreenOverridesContext);
  const everyRecord = overrides[EVERY_RESOURCE]?.recordTabs ?? NO_TABS;
  const ownRecords = resource.name === EVERY_RESOURCE ? NO_TABS : (overrides[resource.name]?.recordTabs ?? NO_TABS);
  return [...everyRecord, ...ownRecords].filter((tab) => tab.shows(resource));
}
