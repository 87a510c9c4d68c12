import type { DeletedPage, DeletedRecord } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import type { Principal } from '../../auth/principal';
import type { FeatureTables } from '../../db/resource-tables';
import type { RowStore } from '../../db/row-store';
import type { RecordAccess } from './record-access';
import { valuesBeforeDelete } from './record-state';
import { revisionView } from './revision-reads';
import { REVISIONS } from './revision-recorder';

/** Delete revisions a scoped account's page looks through at most, a chunk at a time. */
const SCOPED_SCAN = 5000;
const SCAN_CHUNK = 500;

function deletedRecord(view: ReturnType<typeof revisionView>): DeletedRecord {
  const { recordId, recordTitle, id: revisionId, at, actorKind, actorName } = view;
  return { recordId, recordTitle, revisionId, at, actorKind, actorName };
}

/**
 * The deleted records of a resource, newest delete first: each record whose delete is
 * its last revision and that no restore has made again (a re-created record is a new
 * one, whose create names a revision of the old). An account that sees only its own
 * sites finds only the records it could see, judged on their last values.
 */
export async function deletedRecords(
  tables: FeatureTables,
  access: RecordAccess,
  principal: Principal,
  resource: ResourceDefinition,
  page: number,
  pageSize: number,
): Promise<DeletedPage> {
  const store = tables.of(REVISIONS) as RowStore;
  const deletes = store.db
    .selectFrom(`${store.table} as d`)
    .where('d.resource', '=', resource.name)
    .where('d.action', '=', 'delete')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(`${store.table} as c`)
            .select('c.id')
            .where('c.resource', '=', resource.name)
            .where('c.action', '=', 'create')
            .where(
              'c.restoredFrom',
              'in',
              selectFrom(`${store.table} as x`)
                .select('x.id')
                .where('x.resource', '=', resource.name)
                .whereRef('x.recordId', '=', 'd.recordId'),
            ),
        ),
      ),
    );
  const scoped = access.isScopedFor(principal, resource);
  if (!scoped) {
    const [rows, counted] = await Promise.all([
      deletes
        .selectAll('d')
        .orderBy('d.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      deletes.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    ]);
    return { list: rows.map((row) => deletedRecord(revisionView(store.decode(row)))), total: Number(counted?.total) };
  }
  const visible: DeletedRecord[] = [];
  for (let offset = 0; offset < SCOPED_SCAN; offset += SCAN_CHUNK) {
    const rows = await deletes.selectAll('d').orderBy('d.id', 'desc').limit(SCAN_CHUNK).offset(offset).execute();
    for (const view of rows.map((row) => revisionView(store.decode(row)))) {
      if (await access.isVisible(principal, resource, valuesBeforeDelete(view).values)) {
        visible.push(deletedRecord(view));
      }
    }
    if (rows.length < SCAN_CHUNK) break;
  }
  return { list: visible.slice((page - 1) * pageSize, page * pageSize), total: visible.length };
}
