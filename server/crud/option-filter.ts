import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../db/database';

/**
 * A multi-select's JSON text (`["red","blue"]`) holds `option`: the option as JSON
 * writes it, quotes included, is part of the text, found case-sensitively on both
 * engines. Options hold no quote or backslash (the meta-schema), so one option's
 * quoted text never appears inside another's.
 */
export function holdsOption(dialect: Dialect, column: string, option: string): RawBuilder<SqlBool> {
  const quoted = JSON.stringify(option);
  const position = dialect === 'postgres' ? sql`strpos` : sql`instr`;
  return sql<SqlBool>`${position}(${sql.ref(column)}, ${quoted}) > 0`;
}
