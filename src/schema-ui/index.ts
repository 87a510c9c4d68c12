/** The schema-ui engine: screens for any registry resource, from its definition alone, and the overrides it is given. */
export {
  Deferred,
  LazySchemaList,
  type ResourceViews,
  type ResourceViewsOptions,
  resourceViews,
} from './resourceViews';
export {
  type FieldRenderer,
  type ResourceScreen,
  type ScreenOverride,
  type ScreenOverrides,
  ScreenOverridesContext,
  useScreenOverride,
} from './screenOverrides';
