import {
  type AliasedRawBuilder,
  type Compilable,
  type Expression,
  expressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { textIndexTableName } from '../../generator/text-index-sql';
import type { Row, Tables } from '../db/database';
import type { RowStore } from '../db/row-store';
import { keptInexact, type ListTotal, rememberInexact } from './list-count';
import type { ListRequest } from './list-query';
import type { WhereBuilder } from './row-visibility';
import { ftsPhrase, searchText, trigramSearchable } from './text-search';

/**
 * A search counts its matches exactly up to this many, on both engines; past it the
 * total reads "more than 1,000" (the list's partial pagination). Lower than a plain
 * list's limit: a search's matches are read through the text index and checked row by
 * row (PostgreSQL rechecks each trigram match in the table), not read from an ordinary index.
 */
export const SEARCH_COUNT_LIMIT = 1_000;
/** The column PostgreSQL's window count of the matches comes back in, beside each row. */
const MATCHES = '__matches';

/** One page of a search, its rows as stored, and how many rows match as far as it is known. */
export interface SearchPage {
  rows: Row[];
  hasNextPage: boolean;
  total: ListTotal;
}

/**
 * A `q` search in id order (the lists' default), read from the text index in one pass
 * that gives both the page and its total, instead of a page query and a count that
 * each find the matches again. Undefined when the request is not one: another sort
 * (every match is then sorted; resource-service.ts answers it), or a text shorter
 * than a trigram (scanned by LIKE).
 * - SQLite walks the FTS5 table in rowid order (its rowid is the row's id): the ids of
 *   up to SEARCH_COUNT_LIMIT + 1 matches in ascending order (the cheaper direction for
 *   FTS5), which, when fewer, are all of them: the exact total and the page at once.
 *   With more, the page is read from the index in the asked order, stopping after it.
 * - PostgreSQL finds up to SEARCH_COUNT_LIMIT + 1 matches through the trigram GIN indexes
 *   (in a subquery the planner keeps apart) and counts them in the same statement
 *   (`count(*) OVER ()`): up to the limit, the total is exact for the price of the page
 *   alone. Past it, the matches are dense (one row in a thousand of a million-row table at
 *   least), so the page is asked for in order without the barrier, and the planner may
 *   walk the primary key and stop after it.
 * Past either limit the total is "more than" it (pageOrWalk).
 * `filters` are the request's other conditions and the caller's scope, on the table;
 * `also`, more columns each row of the page is read with.
 */
export async function searchInIdOrder(
  store: RowStore,
  request: ListRequest,
  search: readonly string[],
  filters: (eb: WhereBuilder) => Expression<SqlBool>[],
  also: readonly Selected[] = [],
): Promise<SearchPage | undefined> {
  const { q } = request;
  if (q === undefined || search.length === 0 || request.sort !== 'id' || !trigramSearchable(q)) return undefined;
  return store.database.dialect === 'postgres'
    ? postgresSearch(store, request, q, search, filters, also)
    : sqliteSearch(store, request, q, filters, also);
}

/** More columns a page's rows are read with (the titles of what they refer to). */
export type Selected = AliasedRawBuilder<unknown, string>;
// biome-ignore lint/suspicious/noExplicitAny: the rows of any table
type RowQuery = SelectQueryBuilder<Tables, string, any>;

/** `query` reading `also` too, beside the row's own columns. */
export function withAlso(query: RowQuery, also: readonly Selected[]): RowQuery {
  return also.length > 0 ? query.select([...also]) : query;
}

function pageBounds(request: ListRequest) {
  const offset = (request.page - 1) * request.pageSize;
  return { offset, end: offset + request.pageSize, direction: request.order === 'ASC' ? 'asc' : 'desc' } as const;
}

async function sqliteSearch(
  store: RowStore,
  request: ListRequest,
  q: string,
  filters: (eb: WhereBuilder) => Expression<SqlBool>[],
  also: readonly Selected[],
): Promise<SearchPage> {
  const { db, table } = store;
  const index = textIndexTableName(table);
  const rowid = sql.ref(`${index}.rowid`);
  const { offset, end, direction } = pageBounds(request);
  const narrowed = filters(expressionBuilder<Tables, string>()).length > 0;
  const matching = () => db.selectFrom(index).where(sql<SqlBool>`${sql.table(index)} MATCH ${ftsPhrase(q)}`);
  const joined = () =>
    matching()
      .innerJoin(table, `${table}.id`, `${index}.rowid`)
      .where((eb) => eb.and(filters(eb)));
  // The index alone answers when nothing else narrows the rows (its rows are the table's).
  const walk = (narrowed ? joined() : matching())
    .select(rowid.as('id'))
    .orderBy(rowid, 'asc')
    .limit(SEARCH_COUNT_LIMIT + 1);
  return pageOrWalk(
    store,
    request,
    SEARCH_COUNT_LIMIT,
    walk,
    async () => {
      const ids = (await walk.execute()).map((row) => Number(row.id));
      if (ids.length > SEARCH_COUNT_LIMIT) return undefined;
      if (direction === 'desc') ids.reverse();
      const rows = await rowsByIds(store, ids.slice(offset, end), also);
      return { rows, hasNextPage: ids.length > end, total: { total: ids.length } };
    },
    () => withAlso(joined().selectAll(table), also).orderBy(rowid, direction),
  );
}

async function postgresSearch(
  store: RowStore,
  request: ListRequest,
  q: string,
  search: readonly string[],
  filters: (eb: WhereBuilder) => Expression<SqlBool>[],
  also: readonly Selected[],
): Promise<SearchPage> {
  const { db, table } = store;
  const { offset, direction } = pageBounds(request);
  const where = (eb: WhereBuilder) => eb.and([...filters(eb), searchText('postgres', table, search, q, false)]);
  // Up to SEARCH_COUNT_LIMIT + 1 matches, found apart from the order (`OFFSET 0` keeps the
  // planner from walking the primary key and testing every row), with their columns.
  const matching = db
    .selectFrom(table)
    .selectAll(table)
    .where(where)
    .limit(SEARCH_COUNT_LIMIT + 1)
    .offset(0);
  const page = (from: number, size: number) =>
    withAlso(db.selectFrom(matching.as(table)).selectAll(), also)
      .select(sql<string>`count(*) OVER ()`.as(MATCHES))
      .orderBy(`${table}.id`, direction)
      .limit(size)
      .offset(from)
      .execute();
  return pageOrWalk(
    store,
    request,
    SEARCH_COUNT_LIMIT,
    matching,
    async () => {
      const fetched = await page(offset, request.pageSize + 1);
      // A page past the last match has no row to carry the count: the first row of the search has it.
      const counted = Number((fetched[0] ?? (offset > 0 ? (await page(0, 1))[0] : undefined))?.[MATCHES] ?? 0);
      if (counted > SEARCH_COUNT_LIMIT) return undefined;
      const rows = fetched.slice(0, request.pageSize).map(({ [MATCHES]: _, ...row }) => row);
      return { rows, hasNextPage: fetched.length > request.pageSize, total: { total: counted } };
    },
    () => withAlso(db.selectFrom(table).selectAll(table), also).where(where).orderBy(`${table}.id`, direction),
  );
}

/**
 * The page of a search: `counted` when it finds at most `limit` matches (all of them, so
 * the page and its exact total); past the limit, the page in order, stopping after it
 * (`inOrder`: the matches sorted as asked; dense enough that the walk ends soon), and
 * "more than" the limit. That answer is kept a few seconds under `shape` (list-count.ts),
 * so the next pages of the same search go straight to the ordered walk.
 */
async function pageOrWalk(
  store: RowStore,
  request: ListRequest,
  limit: number,
  shape: Compilable,
  counted: () => Promise<SearchPage | undefined>,
  // biome-ignore lint/suspicious/noExplicitAny: the rows of any table
  inOrder: () => SelectQueryBuilder<Tables, string, any>,
): Promise<SearchPage> {
  const { db } = store;
  const compiled = shape.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const exact = keptInexact(db, key) ? undefined : await counted();
  if (exact) return exact;
  const { offset } = pageBounds(request);
  const fetched = await inOrder()
    .limit(request.pageSize + 1)
    .offset(offset)
    .execute();
  const rows = fetched.slice(0, request.pageSize);
  const hasNextPage = fetched.length > request.pageSize;
  if (!hasNextPage && rows.length > 0) return { rows, hasNextPage, total: { total: offset + rows.length } };
  // Past the last match (no row shown), only the limit is known to be passed.
  const total = { totalMoreThan: hasNextPage ? Math.max(limit, offset + rows.length) : limit };
  rememberInexact(db, key, total);
  return { rows, hasNextPage, total };
}

/** The rows with these ids, in the order of `ids`. */
async function rowsByIds(store: RowStore, ids: number[], also: readonly Selected[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const found = await withAlso(store.db.selectFrom(store.table).selectAll(), also).where('id', 'in', ids).execute();
  const byId = new Map<number, Row>(found.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
