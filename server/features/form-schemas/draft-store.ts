import type { DraftSummary } from '../../../contract/form-schemas';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';

export interface Draft extends DraftSummary {
  schema: unknown;
}

const LIST_LIMIT = 500;

function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

function summaryOf(row: Row): DraftSummary {
  return {
    id: Number(row.id),
    name: (row.name as string | null) ?? null,
    status: row.status === 'published' ? 'published' : 'draft',
    publishedVersion:
      row.publishedVersion === null || row.publishedVersion === undefined ? null : Number(row.publishedVersion),
    publishedAt: isoOrNull(row.publishedAt),
    checkedAt: isoOrNull(row.checkedAt),
    version: Number(row.version),
    createdAt: isoOrNull(row.createdAt) ?? '',
    updatedAt: isoOrNull(row.updatedAt) ?? '',
  };
}

function draftOf(row: Row): Draft {
  return { ...summaryOf(row), schema: JSON.parse(String(row.schema)) as unknown };
}

function columnsOf(schema: unknown) {
  const id = (schema as { $id?: unknown }).$id;
  return { name: typeof id === 'string' ? id : null, schema: JSON.stringify(schema) };
}

/** The drafts of the form generator (`form_schema`, an internal table with no generic routes). */
export function draftStore(tables: FeatureTables) {
  const store = tables.of('form-schema');
  return {
    async create(schema: unknown): Promise<Draft> {
      return draftOf(await store.insert({ ...columnsOf(schema), status: 'draft' }));
    },
    /** Replaces the schema; with `expectedVersion`, only if nobody saved it meanwhile. */
    async replace(id: number, schema: unknown, expectedVersion?: number): Promise<Draft | undefined> {
      const row = await store.update(id, columnsOf(schema), expectedVersion);
      return row && draftOf(row);
    },
    async get(id: number): Promise<Draft | undefined> {
      const row = await store.findById(id);
      return row && draftOf(row);
    },
    /** The newest drafts first, without their schemas. */
    async list(): Promise<DraftSummary[]> {
      const columns = [
        'id',
        'name',
        'status',
        'publishedVersion',
        'publishedAt',
        'checkedAt',
        'version',
        'createdAt',
        'updatedAt',
      ];
      const rows = await store.db
        .selectFrom(store.table)
        .select(columns)
        .orderBy('id', 'desc')
        .limit(LIST_LIMIT)
        .execute();
      return rows.map((row) => summaryOf(store.decode(row as Row)));
    },
    /** The `limit` drafts checked last, newest check first: id and version only. */
    async recentlyChecked(limit: number): Promise<{ id: number; version: number }[]> {
      const rows = await store.db
        .selectFrom(store.table)
        .select(['id', 'version'])
        .where('checkedAt', 'is not', null)
        .orderBy('checkedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
    },
    async markChecked(id: number): Promise<void> {
      await store.touch(id, { checkedAt: new Date().toISOString() });
    },
  };
}

export type DraftStore = ReturnType<typeof draftStore>;
