import type { Principal } from '../auth/principal';
import type { RowVisibility } from '../crud/row-visibility';
import type { FeatureTables } from '../db/resource-tables';
import type { ReadFace } from './photo-reader';

/**
 * The faces whose photo is the stored file `key` that the principal may see: whose photo a
 * read of the file through the upload store (`/upload/image/<name>`, a face's edit form) is.
 * None for a file no face refers to (an avatar, an upload not yet taken up).
 */
export async function facesOfStoredPhoto(
  tables: FeatureTables,
  visibility: RowVisibility,
  principal: Principal,
  key: string,
): Promise<ReadFace[]> {
  if (!tables.has('face') || !key.startsWith('image/')) return [];
  const store = tables.of('face');
  const scoped = visibility.isScoped(store.resource, principal);
  const rows = await store.db
    .selectFrom(store.table)
    .select([`${store.table}.id`, `${store.table}.residentId`, `${store.table}.siteId`])
    .where(`${store.table}.facePath`, '=', key)
    .$if(scoped, (query) => query.where((eb) => visibility.condition(store.resource, principal, eb) ?? eb.and([])))
    .limit(100)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), residentId: Number(row.residentId), siteId: Number(row.siteId) }));
}
