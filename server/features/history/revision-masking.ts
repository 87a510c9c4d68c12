import { MASKED_CHANGE, MASKED_TITLE, type RevisionChanges } from '../../../contract/record-history';
import type { FeatureTables } from '../../db/resource-tables';
import { REVISIONS } from './revision-recorder';

/**
 * Masks named fields in every revision of some records of a resource (a resident's
 * erased data): each change of those fields keeps only the marker, never a value, and
 * the record's title too when it is one of them. Call it with the tables of the write
 * that erases, so that both happen or neither. Answers how many revisions changed.
 */
export async function maskRevisionFields(
  tables: FeatureTables,
  resource: string,
  recordIds: readonly number[],
  fieldNames: readonly string[],
): Promise<number> {
  if (recordIds.length === 0 || fieldNames.length === 0) return 0;
  const store = tables.of(REVISIONS);
  const titleField = tables.has(resource) ? tables.of(resource).resource.recordTitle : undefined;
  const masksTitle = titleField !== undefined && fieldNames.includes(titleField);
  const rows = await store.db
    .selectFrom(store.table)
    .select(['id', 'changes', 'recordTitle'])
    .where('resource', '=', resource)
    .where('recordId', 'in', [...recordIds])
    .execute();
  let masked = 0;
  for (const stored of rows.map((row) => store.decode(row))) {
    const changes = { ...(stored.changes as RevisionChanges) };
    let changed = false;
    for (const name of fieldNames) {
      if (!changes[name] || changes[name].masked) continue;
      changes[name] = MASKED_CHANGE;
      changed = true;
    }
    const title = masksTitle && stored.recordTitle !== null ? MASKED_TITLE : stored.recordTitle;
    if (!changed && title === stored.recordTitle) continue;
    await store.update(Number(stored.id), { changes, recordTitle: title });
    masked += 1;
  }
  return masked;
}
