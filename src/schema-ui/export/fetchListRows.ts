import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { EXPORT_PAGE_SIZE, EXPORT_ROW_LIMIT } from './exportLimits';

export interface ListQuery {
  filter: Record<string, unknown>;
  sort: SortPayload;
}

export interface ListRows {
  rows: RaRecord[];
  /** How many rows the query matches, which may be more than were taken. */
  total: number;
}

/** Every row a list's query matches, page after page, up to `limit`. */
export async function fetchListRows(
  dataProvider: DataProvider,
  resource: string,
  query: ListQuery,
  limit = EXPORT_ROW_LIMIT,
): Promise<ListRows> {
  const rows: RaRecord[] = [];
  let total = 0;
  for (let page = 1; rows.length < limit; page += 1) {
    const result = await dataProvider.getList(resource, {
      pagination: { page, perPage: EXPORT_PAGE_SIZE },
      sort: query.sort,
      filter: query.filter,
    });
    total = result.total ?? rows.length + result.data.length;
    rows.push(...result.data.slice(0, limit - rows.length));
    if (result.data.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows, total };
}
