import type { Expression, SqlBool } from 'kysely';
import type { RowStore } from '../db/row-store';
import type { ListRequest } from './list-query';
import { holdsOption } from './option-filter';
import type { WhereBuilder } from './row-visibility';
import { containsText, searchText } from './text-search';

/** The WHERE conditions of a list request's filters and its `q` search over the `search` fields. */
export function listConditions(
  store: RowStore,
  request: ListRequest,
  eb: WhereBuilder,
  search: readonly string[],
  /** The table's text index exists (text-search.ts, hasTextIndex). */
  indexed = true,
): Expression<SqlBool>[] {
  const { table } = store;
  const dialect = store.database.dialect;
  const column = (name: string) => `${table}.${name}`;
  const conditions: Expression<SqlBool>[] = [];
  for (const condition of request.conditions) {
    if (condition.op === 'in') conditions.push(eb(column('id'), 'in', condition.value));
    else if (condition.op === 'contains')
      conditions.push(containsText(dialect, column(condition.field), String(condition.value)));
    else if (condition.op === 'has') conditions.push(holdsOption(dialect, column(condition.field), condition.value));
    else {
      const operator = condition.op === 'equals' ? '=' : condition.op === 'gte' ? '>=' : '<=';
      conditions.push(eb(column(condition.field), operator, store.encodeValue(condition.field, condition.value)));
    }
  }
  if (request.q !== undefined && search.length > 0) {
    conditions.push(searchText(dialect, table, search, request.q, indexed));
  }
  return conditions;
}
