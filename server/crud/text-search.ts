import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../db/database';

/**
 * `column` contains `text`, case-insensitively, with `%`, `_` and `\` in the text
 * matched literally: a user searching "100%" finds "100%", not everything.
 */
export function containsText(dialect: Dialect, column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const operator = dialect === 'postgres' ? sql`ILIKE` : sql`LIKE`;
  return sql<SqlBool>`${sql.ref(column)} ${operator} ${pattern} ESCAPE '\\'`;
}
