import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements are kept; the least recently used goes first. */
const KEPT_STATEMENTS = 256;
/** Longer texts (a large batch insert, a console statement) are prepared each time. */
const LONGEST_KEPT_SQL = 4000;

/**
 * The SQLite connection as Kysely's dialect sees it, preparing each SQL text once:
 * Kysely prepares every query it runs, and preparing costs as much as running a
 * lookup by id. Statements are used one at a time (Kysely's SQLite driver holds one
 * connection behind a mutex), and SQLite re-prepares a kept one itself after a
 * schema change.
 */
export function withKeptStatements(sqlite: BetterSqlite): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      if (sql.length > LONGEST_KEPT_SQL) return sqlite.prepare(sql);
      let statement = kept.get(sql);
      if (statement) {
        kept.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
      }
      kept.set(sql, statement);
      return statement;
    },
  };
}
