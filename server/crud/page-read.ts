import type { Expression, SqlBool } from 'kysely';
import type { ResourceDefinition } from '../../contract/resource';
import type { Row } from '../db/database';
import type { RowStore } from '../db/row-store';
import { listConditions } from './list-conditions';
import { type ListTotal, listTotal, selectionOf } from './list-count';
import type { ListRequest } from './list-query';
import type { WhereBuilder } from './row-visibility';
import { type Selected, searchInIdOrder, withAlso } from './search-list';
import { hasTextIndex } from './text-search';

/** One page of a list as stored (with any extra columns asked for), and how many rows there are as far as that is cheap to know. */
export interface PageRead {
  rows: Row[];
  hasNextPage: boolean;
  total: ListTotal;
}

/**
 * One page of `resource`'s rows for a list request, within `scope` (who may see
 * which rows). One row more than asked is read to tell whether another page follows;
 * the total comes from list-count.ts, or with the page itself for a search in id
 * order (search-list.ts). `also` are more columns each row is read with (the titles
 * of what it refers to, title-columns.ts).
 */
export async function readPage(
  store: RowStore,
  resource: ResourceDefinition,
  scope: (eb: WhereBuilder) => Expression<SqlBool>[],
  request: ListRequest,
  also: readonly Selected[] = [],
): Promise<PageRead> {
  const { db, table } = store;
  const indexed = request.q === undefined || (await hasTextIndex(store.database, table));
  const where = (eb: WhereBuilder) =>
    eb.and(scope(eb).concat(listConditions(store, request, eb, resource.search, indexed)));
  const filters = (eb: WhereBuilder) => scope(eb).concat(listConditions(store, { ...request, q: undefined }, eb, []));
  const searched = indexed && (await searchInIdOrder(store, request, resource.search, filters, also));
  if (searched) return searched;
  const direction = request.order === 'ASC' ? 'asc' : 'desc';
  let query = withAlso(db.selectFrom(table).selectAll(), also).where(where).orderBy(request.sort, direction);
  // A tie-break on id keeps pages stable when many rows share the sorted value.
  if (request.sort !== 'id') query = query.orderBy('id', direction);
  const offset = (request.page - 1) * request.pageSize;
  const fetched = await query
    .limit(request.pageSize + 1)
    .offset(offset)
    .execute();
  const rows = fetched.slice(0, request.pageSize);
  const hasNextPage = fetched.length > request.pageSize;
  const reach = { offset, shown: rows.length, hasNextPage };
  const total = await listTotal(db, store.database.dialect, selectionOf(db, table).where(where), reach);
  return { rows, hasNextPage, total };
}
