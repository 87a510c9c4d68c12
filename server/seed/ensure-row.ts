import { constraintViolation } from '../db/constraint-violation';
import type { Row } from '../db/database';
import type { RowStore } from '../db/row-store';

/**
 * The row matching `match`, inserted from `values` when missing. Two nodes starting
 * together on one database may both try; the unique index lets one win and the other
 * reads the winner's row.
 */
export async function ensureRow(store: RowStore, match: Row, values: Row): Promise<{ row: Row; created: boolean }> {
  const existing = await store.findOneWhere(match);
  if (existing) return { row: existing, created: false };
  try {
    return { row: await store.insert(values), created: true };
  } catch (error) {
    if (constraintViolation(error)?.kind !== 'unique') throw error;
    const winner = await store.findOneWhere(match);
    if (!winner) throw error;
    return { row: winner, created: false };
  }
}
