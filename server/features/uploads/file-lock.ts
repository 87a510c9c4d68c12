import { sql } from 'kysely';
import type { ResourceTables } from '../../db/resource-tables';

/**
 * Holds a stored file's key until the transaction of `tables` ends, so that a row
 * taking the file and a purge removing it do not cross: on PostgreSQL an advisory
 * lock every node shares; SQLite has one writer at a time already.
 */
export async function lockFileKey(tables: ResourceTables, key: string): Promise<void> {
  if (!tables.transaction) throw new Error('A stored file is locked inside a transaction only');
  if (tables.database.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`stored file ${key}`}))`.execute(tables.transaction);
}
