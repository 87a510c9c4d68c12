import { sql } from 'kysely';
import type { FeatureTables } from './resource-tables';

/**
 * Holds the lock named `name` until the transaction of `tables` ends, so that two
 * writes taking the same name run what follows one after the other, and the second
 * reads what the first committed. On PostgreSQL it is a transaction-scoped advisory
 * lock, shared by every node; SQLite runs one write at a time already.
 */
export async function lockUntilTransactionEnds(tables: FeatureTables, name: string): Promise<void> {
  if (!tables.transaction) throw new Error(`The lock "${name}" is taken inside a transaction only`);
  if (tables.database.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(tables.transaction);
}
