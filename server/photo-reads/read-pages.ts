import type { StoredRows } from '../../contract/generated/types';
import type { FeatureTables } from '../db/resource-tables';

/** One read as the API answers it: the row without its bookkeeping. */
export type PhotoReadEntry = Omit<StoredRows['face-photo-read'], 'version' | 'createdAt' | 'updatedAt'>;

/** A read in the OpenAPI document. */
export const PHOTO_READ_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    faceId: { type: 'integer', description: 'The face whose photo was read' },
    residentId: { type: ['integer', 'null'], description: 'Its resident when read' },
    siteId: { type: ['integer', 'null'], description: 'Its site (for a gateway, the gateway’s site)' },
    readerKind: { type: 'string', enum: ['admin', 'gateway', 'system'] },
    adminId: { type: ['integer', 'null'], description: 'The admin who read it (null once the account is deleted)' },
    readerName: { type: ['string', 'null'], description: 'The admin’s account name or the gateway’s alias, as it was' },
    via: {
      type: 'string',
      enum: ['preview', 'thumbnail', 'gateway-link', 'import-report', 'restore', 'data-report'],
    },
    at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'faceId', 'readerKind', 'via', 'at'],
};

/** A page of reads, newest first. */
export const PHOTO_READ_PAGE_SCHEMA = {
  type: 'object',
  properties: {
    list: { type: 'array', items: PHOTO_READ_SCHEMA },
    total: { type: 'integer' },
    hasNextPage: { type: 'boolean' },
  },
  required: ['list', 'total', 'hasNextPage'],
};

/** The query of a page of reads. */
export const PHOTO_READ_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'Page number, from 1' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Reads per page' },
  },
  additionalProperties: false,
};

type Match = { faceIds: readonly number[] } | { residentId: number };

/** The reads of some faces, or of a resident's faces, newest first: one page, or all with no page. */
export async function photoReadsOf(
  tables: FeatureTables,
  match: Match,
  page?: { page: number; pageSize: number },
): Promise<{ list: PhotoReadEntry[]; total: number; hasNextPage: boolean }> {
  if (!tables.has('face-photo-read')) return { list: [], total: 0, hasNextPage: false };
  if ('faceIds' in match && match.faceIds.length === 0) return { list: [], total: 0, hasNextPage: false };
  const store = tables.of('face-photo-read');
  const filtered = store.db
    .selectFrom(store.table)
    .$if('faceIds' in match, (query) => query.where('faceId', 'in', 'faceIds' in match ? [...match.faceIds] : []))
    .$if('residentId' in match, (query) =>
      query.where('residentId', '=', 'residentId' in match ? match.residentId : 0),
    );
  const counted = await filtered.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  const total = Number(counted.count);
  const rows = await filtered
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .$if(page !== undefined, (query) =>
      query.limit(page?.pageSize ?? 0).offset(((page?.page ?? 1) - 1) * (page?.pageSize ?? 0)),
    )
    .execute();
  const list = rows.map((row) => entryOf(store.decode(row)));
  const seen = page ? (page.page - 1) * page.pageSize + list.length : list.length;
  return { list, total, hasNextPage: seen < total };
}

function entryOf({
  version: _version,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...read
}: StoredRows['face-photo-read']) {
  return read;
}
