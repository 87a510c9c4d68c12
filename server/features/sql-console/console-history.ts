import type { FeatureTables } from '../../db/resource-tables';
import type { SecretColumn } from './secret-columns';

/** How many statements each admin's history keeps; older ones are dropped as new ones come. */
export const HISTORY_PER_ADMIN = 100;
const MAX_ERROR_LENGTH = 500;

export interface HistoryEntry {
  adminId: number;
  sql: string;
  kind: 'query' | 'explain';
  elapsedMs: number;
  rowCount: number | null;
  error: string | null;
}

/**
 * The columns of the history that hold statements: their text, and the engine's message
 * about one, which may quote it. Each admin reads their own through the history API; the
 * console itself shows them masked, so that no admin reads another's statements.
 */
export function statementColumns(tables: FeatureTables): SecretColumn[] {
  const { table } = tables.of('sql-console-query');
  return ['sql', 'error'].map((column) => ({ table, column, private: true }));
}

/**
 * Each admin's statements (`sql_console_query`, an internal table with no API of its
 * own), written through its store and trimmed to the newest {@link HISTORY_PER_ADMIN}.
 */
export function consoleHistory(tables: FeatureTables) {
  const store = tables.of('sql-console-query');
  return {
    async add(entry: HistoryEntry): Promise<void> {
      await store.insert({
        ...entry,
        error: entry.error === null ? null : entry.error.slice(0, MAX_ERROR_LENGTH),
      });
      const older = await store.db
        .selectFrom(store.table)
        .select('id')
        .where('adminId', '=', entry.adminId)
        .orderBy('id', 'desc')
        .offset(HISTORY_PER_ADMIN)
        .limit(1000)
        .execute();
      if (older.length > 0) await store.deleteByIds(older.map((row) => Number(row.id)));
    },
    async of(adminId: number) {
      const rows = await store.db
        .selectFrom(store.table)
        .selectAll()
        .where('adminId', '=', adminId)
        .orderBy('id', 'desc')
        .limit(HISTORY_PER_ADMIN)
        .execute();
      return rows.map((row) => {
        const decoded = store.decode(row);
        return {
          id: Number(decoded.id),
          sql: String(decoded.sql),
          kind: String(decoded.kind),
          elapsedMs: Number(decoded.elapsedMs ?? 0),
          rowCount: decoded.rowCount === null || decoded.rowCount === undefined ? null : Number(decoded.rowCount),
          error: (decoded.error as string | null) ?? null,
          createdAt: isoOf(decoded.createdAt),
        };
      });
    },
  };
}

function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}
