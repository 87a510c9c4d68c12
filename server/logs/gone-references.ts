import type { Row } from '../db/database';
import type { ResourceTables } from '../db/resource-tables';

/** A field of log rows that refers to a row of `resource` (an account, a site). */
export interface LoggedReference {
  field: string;
  resource: string;
}

/**
 * For each reference, the ids the rows name that no longer exist: a log row queued while
 * its account or site was deleted would be refused by the database's foreign key.
 */
export async function goneReferences(
  tables: ResourceTables,
  rows: readonly Row[],
  references: readonly LoggedReference[],
): Promise<Map<string, ReadonlySet<number>>> {
  const gone = new Map<string, ReadonlySet<number>>();
  for (const { field, resource } of references) {
    const ids = [...new Set(rows.map((row) => row[field]).filter((id): id is number => typeof id === 'number'))];
    const store = tables.of(resource);
    const found = ids.length
      ? await store.db.selectFrom(store.table).select('id').where('id', 'in', ids).execute()
      : [];
    const existing = new Set(found.map((row) => Number(row.id)));
    gone.set(field, new Set(ids.filter((id) => !existing.has(id))));
  }
  return gone;
}

/** Whether the row names a row that `goneReferences` found gone, in `field`. */
export function namesGone(gone: Map<string, ReadonlySet<number>>, row: Row, field: string): boolean {
  const value = row[field];
  return typeof value === 'number' && (gone.get(field)?.has(value) ?? false);
}
