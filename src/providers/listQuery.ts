import type { GetListParams } from 'react-admin';

/** Filter values that mean "no filter": react-admin leaves them behind when an input is cleared. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function asParameter(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The query string of a list call (docs/architecture.md#the-http-contract): `page`, `pageSize`, `sort`, `order`, `q`
 * and one parameter per filter (`<field>`, or `<field>_gte` / `<field>_lte` for ranges,
 * as the filter inputs name them). A list of values repeats the parameter.
 */
export function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): URLSearchParams {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('pageSize', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (isBlank(value)) continue;
    if (Array.isArray(value)) {
      for (const item of value) query.append(name, asParameter(item));
    } else if (typeof value === 'object' && !(value instanceof Date)) {
    } else {
      query.set(name, asParameter(value));
    }
  }
  return query;
}
