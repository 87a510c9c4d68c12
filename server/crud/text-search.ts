import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { textIndexTableName } from '../../generator/text-index-sql';
import type { Database, Dialect } from '../db/database';

/** The trigram index finds substrings of three characters or more; a shorter text is looked for row by row. */
export const TRIGRAM_LENGTH = 3;

/**
 * `column` contains `text`, case-insensitively, with `%`, `_` and `\` in the text
 * matched literally: a user searching "100%" finds "100%", not everything.
 * On PostgreSQL a `pg_trgm` GIN index over the column serves it (three characters or more).
 */
export function containsText(dialect: Dialect, column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const operator = dialect === 'postgres' ? sql`ILIKE` : sql`LIKE`;
  return sql<SqlBool>`${sql.ref(column)} ${operator} ${pattern} ESCAPE '\\'`;
}

/**
 * The `q` search: `text` in any of the `search` columns of `table`. On SQLite a text of
 * three characters or more is looked up in the table's FTS5 trigram index (a phrase, so
 * every character is literal). On PostgreSQL the matching ids are found first, in a
 * subquery the planner keeps apart (`OFFSET 0`), so it reads the trigram GIN indexes
 * instead of walking the sorted primary key and testing every row. A text shorter than
 * a trigram falls back to LIKE / ILIKE over the columns (a scan, bounded by the list's
 * page and count limits).
 */
export function searchText(
  dialect: Dialect,
  table: string,
  search: readonly string[],
  text: string,
  indexed = true,
): Expression<SqlBool> {
  const anyOf = (alias: string) =>
    sql<SqlBool>`(${sql.join(
      search.map((field) => containsText(dialect, `${alias}.${field}`, text)),
      sql` OR `,
    )})`;
  if (!trigramSearchable(text) || !indexed) return anyOf(table);
  const id = sql.ref(`${table}.id`);
  if (dialect === 'postgres')
    return sql<SqlBool>`${id} IN (SELECT ${sql.ref('found.id')} FROM ${sql.table(table)} AS found WHERE ${anyOf('found')} OFFSET 0)`;
  const index = sql.table(textIndexTableName(table));
  return sql<SqlBool>`${id} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${ftsPhrase(text)})`;
}

/** `text` as one FTS5 phrase: every character literal (`"`, `*`, `OR` are not query syntax). */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** Whether the trigram index can serve a `q` of this text (three characters or more). */
export function trigramSearchable(text: string): boolean {
  return [...text].length >= TRIGRAM_LENGTH;
}

const knownIndexes = new WeakMap<Database, Set<string>>();

/**
 * Whether SQLite holds the FTS table of `table` (PostgreSQL needs none: without its GIN
 * indexes ILIKE still answers). A table made before its schema had search fields, or an
 * entity published before text indexes existed, has none until a migration makes it;
 * its search then scans instead of failing. Only a found index is remembered.
 */
export async function hasTextIndex(database: Database, table: string): Promise<boolean> {
  if (database.dialect !== 'sqlite') return true;
  const known = knownIndexes.get(database) ?? new Set<string>();
  knownIndexes.set(database, known);
  if (known.has(table)) return true;
  const name = textIndexTableName(table);
  const { rows } = await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${name}`.execute(database.db);
  if (rows.length > 0) known.add(table);
  return rows.length > 0;
}
