import { sql } from 'kysely';
import type { ResourceDefinition } from '../../contract/resource';
import type { Row } from '../db/database';
import type { RowStore } from '../db/row-store';
import { ApiError } from '../http/api-error';
import { refusedAsApiError } from './write-errors';

/** Rows a statement inserts at most: well under both engines' limits on bound values. */
const ROWS_PER_STATEMENT = 500;

/** Runs the write of the row at `index` of a batch so that its refusal names that row (`data.row`). */
export async function inRow<T>(index: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw error instanceof ApiError ? error.inRow(index) : error;
  }
}

/**
 * Inserts a batch's checked rows, many to a statement, inside the caller's
 * transaction. When the database refuses a statement (a duplicate, a broken
 * reference), it is undone to a savepoint and its rows are inserted one by one, so
 * the refusal names the row, as a row-by-row batch would.
 */
export async function insertBatch(resource: ResourceDefinition, store: RowStore, rows: Row[]): Promise<Row[]> {
  const stored: Row[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    await sql`SAVEPOINT batch_rows`.execute(store.db);
    try {
      stored.push(...(await store.insertAll(chunk)));
      await sql`RELEASE SAVEPOINT batch_rows`.execute(store.db);
    } catch {
      await sql`ROLLBACK TO SAVEPOINT batch_rows`.execute(store.db);
      for (const [offset, values] of chunk.entries()) {
        stored.push(await inRow(start + offset, () => refusedAsApiError(resource, values, () => store.insert(values))));
      }
    }
  }
  return stored;
}
