import type { StoredRows } from '../../../contract/generated/types';
import type { FeatureTables } from '../../db/resource-tables';
import type { Position, SyncKind } from './sync-cursor';

/**
 * The rows of one kind at a site that come after `after` in (updatedAt, id) order, at
 * most `limit` + 1 of them (the one more says whether another page follows). The
 * filter on the site uses each table's index that begins with `siteId`.
 */
export async function changedRows<Kind extends SyncKind>(
  tables: FeatureTables,
  kind: Kind,
  siteId: number,
  after: Position,
  limit: number,
): Promise<StoredRows[Kind][]> {
  const store = tables.of(kind);
  const [updatedAt, id] = after;
  const at = store.encodeValue('updatedAt', updatedAt);
  const rows = await store.db
    .selectFrom(store.table)
    .selectAll()
    .where('siteId', '=', siteId)
    .where((eb) => eb.or([eb('updatedAt', '>', at), eb.and([eb('updatedAt', '=', at), eb('id', '>', id)])]))
    .orderBy('updatedAt')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  return rows.map((row) => store.decode(row)) as StoredRows[Kind][];
}
