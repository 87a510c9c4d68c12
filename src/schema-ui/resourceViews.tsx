import { lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { Loading } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import type { ScreenOverride } from './screenOverrides';

/** The engine's screens load on first use, so the sign-in page does not carry them. */
export const LazySchemaList = lazy(() => import('./SchemaList'));
const LazySchemaCreate = lazy(() => import('./SchemaCreate'));
const LazySchemaEdit = lazy(() => import('./SchemaEdit'));
const LazySchemaShow = lazy(() => import('./SchemaShow'));

export function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export interface ResourceViews {
  list?: ReactElement;
  create?: ReactElement;
  edit?: ReactElement;
  show?: ReactElement;
}

export interface ResourceViewsOptions {
  /** Replaces the engine's list (a route page may show it instead). */
  list?: ReactElement;
  /** A feature's own screens for this resource. */
  override?: ScreenOverride;
}

/**
 * The `<Resource>` screens of a registry resource: only those its operations
 * allow, the override's where it has them.
 */
export function resourceViews(
  resource: ResourceDefinition,
  { list, override }: ResourceViewsOptions = {},
): ResourceViews {
  const offers = (operation: ResourceDefinition['operations'][number]) => resource.operations.includes(operation);
  const deferred = (element: ReactElement) => <Deferred>{element}</Deferred>;
  const Create = override?.create ?? LazySchemaCreate;
  const Edit = override?.edit ?? LazySchemaEdit;
  return {
    list: offers('list') ? (list ?? deferred(<LazySchemaList resource={resource} />)) : undefined,
    create: offers('create') ? deferred(<Create resource={resource} />) : undefined,
    edit: offers('update') ? deferred(<Edit resource={resource} />) : undefined,
    show: offers('show') ? deferred(<LazySchemaShow resource={resource} />) : undefined,
  };
}
