import type { FeatureTables } from '../db/resource-tables';
import { lockUntilTransactionEnds } from '../db/transaction-lock';

/**
 * Holds a stored file's key until the transaction of `tables` ends, so that a row
 * taking the file and a purge removing it do not cross: on PostgreSQL an advisory
 * lock every node shares; SQLite has one writer at a time already.
 */
export function lockFileKey(tables: FeatureTables, key: string): Promise<void> {
  return lockUntilTransactionEnds(tables, `stored file ${key}`);
}
