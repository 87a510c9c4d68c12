/** The schema-ui engine: screens for any registry resource, from its definition alone. */
export { Deferred, LazySchemaList, type ResourceViews, resourceViews } from './resourceViews';
