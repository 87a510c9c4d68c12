import type { FeatureTables } from '../../db/resource-tables';

/** The revisions' resource (written by the history feature); without it there are none. */
export const REVISIONS = 'record-revision';

/** The revisions of some records of `resource`, oldest first. */
export async function revisionsOf(
  tables: FeatureTables,
  resource: string,
  recordIds: readonly number[],
): Promise<Record<string, unknown>[]> {
  if (!tables.has(REVISIONS) || recordIds.length === 0) return [];
  const store = tables.of(REVISIONS);
  const rows = await store.db
    .selectFrom(store.table)
    .selectAll()
    .where('resource', '=', resource)
    .where('recordId', 'in', [...recordIds])
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => store.decode(row));
}
