import { type UploadKind, uploadUrlOf } from '../../contract/uploads';
import type { Principal } from '../auth/principal';
import type { RowVisibility } from '../crud/row-visibility';
import type { FeatureTables } from '../db/resource-tables';

/** A field of a resource whose rows point at a file of the upload store. */
export interface FileReference {
  resource: string;
  /** Holds the file's URL, as an upload answers it (`/upload/<kind>/<name>`). */
  urlField: string;
  /** Holds the file's store key beside it (`<kind>/<name>`), set by the write path. */
  keyField?: string;
  /** Rows in this state no longer need the file: a registered face, whose door panel holds its photo. */
  doneWith?: { field: string; value: string };
  /** An account sees its own row of this resource without the resource's permission (its avatar in the user menu). */
  ownRow?: boolean;
}

/**
 * The rows that refer to stored files, by kind. A kind listed here is owned: its files
 * belong to their uploader and to whoever may see a row referring to them. The other
 * kinds (media, packages and files of the configuration screens) are shared by every
 * holder of the kind's codes, as the configuration rows are.
 */
export const FILE_REFERENCES: Partial<Record<UploadKind, readonly FileReference[]>> = {
  image: [
    {
      resource: 'face',
      urlField: 'faceUrl',
      keyField: 'facePath',
      doneWith: { field: 'status', value: 'register_success' },
    },
    { resource: 'admin', urlField: 'avatar', ownRow: true },
  ],
};

/** The kind of a store key (`image/<name>` is an image). */
export function kindOfKey(key: string): UploadKind {
  return key.slice(0, key.indexOf('/')) as UploadKind;
}

/** The references of the rows of `tables` that may point at a file of this key's kind; undefined for a shared kind. */
export function referencesOf(tables: FeatureTables, key: string): FileReference[] | undefined {
  const references = FILE_REFERENCES[kindOfKey(key)];
  return references?.filter((reference) => tables.has(reference.resource));
}

/** Where a reference is looked up: the key column when it has one, else the URL. */
function lookupOf(reference: FileReference, key: string): { column: string; value: string } {
  return reference.keyField
    ? { column: reference.keyField, value: key }
    : { column: reference.urlField, value: uploadUrlOf(key) };
}

/**
 * Whether a row of `reference` refers to the file; with `needing`, only rows that
 * still need it (not `doneWith`).
 */
export async function isReferred(
  tables: FeatureTables,
  reference: FileReference,
  key: string,
  { needing = false }: { needing?: boolean } = {},
): Promise<boolean> {
  const store = tables.of(reference.resource);
  const { column, value } = lookupOf(reference, key);
  const doneWith = needing ? reference.doneWith : undefined;
  const row = await store.db
    .selectFrom(store.table)
    .select(`${store.table}.id`)
    .where(`${store.table}.${column}`, '=', value)
    .$if(doneWith !== undefined, (query) =>
      query.where((eb) => {
        const field = `${store.table}.${doneWith?.field}`;
        return eb.or([eb(field, '!=', doneWith?.value), eb(field, 'is', null)]);
      }),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a row of `reference` that the principal may see refers to the file: one of
 * the resource's rows its permission and ownership let the principal see (a face of
 * one of its sites), or its own row where the reference says so.
 */
export async function isReferredBySeenRow(
  tables: FeatureTables,
  visibility: RowVisibility,
  principal: Principal,
  reference: FileReference,
  key: string,
): Promise<boolean> {
  const store = tables.of(reference.resource);
  const { resource, table } = store;
  const holdsPermission = principal.holds(resource.permission);
  if (!holdsPermission && !reference.ownRow) return false;
  const { column, value } = lookupOf(reference, key);
  const ownRow = `${table}.id`;
  const row = await store.db
    .selectFrom(table)
    .select(ownRow)
    .where(`${table}.${column}`, '=', value)
    .$if(!holdsPermission, (query) => query.where(ownRow, '=', principal.adminId))
    .$if(holdsPermission && visibility.isScoped(resource, principal), (query) =>
      query.where((eb) => {
        const scope = visibility.condition(resource, principal, eb) ?? eb.lit(true);
        return reference.ownRow ? eb.or([scope, eb(ownRow, '=', principal.adminId)]) : scope;
      }),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
