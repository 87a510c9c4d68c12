import type { RevisionView } from '../../../contract/record-history';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import type { RowStore } from '../../db/row-store';
import { REVISIONS } from './revision-recorder';

/** The fields of a revision as the API shows it, each always present (null when empty). */
export const REVISION_FIELDS = [
  'id',
  'resource',
  'recordId',
  'recordTitle',
  'action',
  'at',
  'actorKind',
  'adminId',
  'actorName',
  'siteId',
  'restoredFrom',
  'changes',
] as const;

/** A stored revision as the API shows it. */
export function revisionView(row: Row): RevisionView {
  return Object.fromEntries(REVISION_FIELDS.map((field) => [field, row[field] ?? null])) as unknown as RevisionView;
}

/** The revisions of a resource's records, read in the order the history shows them. */
export class RevisionReads {
  private readonly store: RowStore;

  constructor(tables: FeatureTables) {
    this.store = tables.of(REVISIONS) as RowStore;
  }

  /**
   * One page of a record's revisions, newest first, and how many it has: counted only
   * when the first page is full (most records have fewer revisions than a page). Both
   * engines read the page from the `(resource, recordId, id)` index, backwards, and stop
   * at its end: the time does not grow with the table, only with how deep the page is.
   */
  async page(resource: string, recordId: number, page: number, pageSize: number) {
    const { store } = this;
    const of = store.db.selectFrom(store.table).where('resource', '=', resource).where('recordId', '=', recordId);
    const rows = await of
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const list = rows.map((row) => revisionView(store.decode(row)));
    if (page === 1 && rows.length < pageSize) return { list, total: rows.length };
    const counted = await of.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    return { list, total: Number(counted?.total ?? 0) };
  }

  async byId(id: number): Promise<RevisionView | undefined> {
    const row = await this.store.findById(id);
    return row ? revisionView(row) : undefined;
  }

  /** A record's revisions newer than `afterId`, newest first (what a restore undoes). */
  async newerThan(resource: string, recordId: number, afterId: number): Promise<RevisionView[]> {
    const { store } = this;
    const rows = await store.db
      .selectFrom(store.table)
      .selectAll()
      .where('resource', '=', resource)
      .where('recordId', '=', recordId)
      .where('id', '>', afterId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => revisionView(store.decode(row)));
  }

  /** A record's newest revision, if it has any. */
  async latest(resource: string, recordId: number): Promise<RevisionView | undefined> {
    const [newest] = await this.newest(resource, [recordId]);
    return newest;
  }

  /** The newest revision of each of these records of a resource that has one. */
  async newest(resource: string, recordIds: readonly number[]): Promise<RevisionView[]> {
    if (recordIds.length === 0) return [];
    const { store } = this;
    const newestIds = store.db
      .selectFrom(store.table)
      .select((eb) => eb.fn.max<number>('id').as('id'))
      .where('resource', '=', resource)
      .where('recordId', 'in', [...recordIds])
      .groupBy('recordId');
    const rows = await store.db.selectFrom(store.table).selectAll().where('id', 'in', newestIds).execute();
    return rows.map((row) => revisionView(store.decode(row)));
  }
}
