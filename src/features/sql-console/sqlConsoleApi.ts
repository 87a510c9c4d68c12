import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

export interface StatementResult {
  /** `masked`: the column comes from a secret column; its values are the mask. */
  columns: { name: string; type: string; masked?: boolean }[];
  rows: unknown[][];
  rowCount: number;
  truncated: boolean;
  elapsedMs: number;
}

export interface HistoryEntry {
  id: number;
  sql: string;
  kind: 'query' | 'explain';
  elapsedMs: number;
  rowCount: number | null;
  error: string | null;
  createdAt: string;
}

export interface SchemaTable {
  name: string;
  columns: { name: string; type: string; nullable: boolean; secret: boolean }[];
}

const BASE = '/api/sql-console';

/** The SQL console's calls: run or explain a statement, the admin's history, the tables. */
export function sqlConsoleApi(http: HttpClient) {
  return {
    query: (sql: string, maxRows: number) =>
      http.request<StatementResult>('POST', `${BASE}/query`, { body: { sql, maxRows } }),
    explain: (sql: string) => http.request<StatementResult>('POST', `${BASE}/explain`, { body: { sql } }),
    history: () => http.request<HistoryEntry[]>('GET', `${BASE}/history`),
    schema: () => http.request<{ engine: string; tables: SchemaTable[] }>('GET', `${BASE}/schema`),
  };
}

export type SqlConsoleApi = ReturnType<typeof sqlConsoleApi>;

export function useSqlConsoleApi(): SqlConsoleApi {
  return useConsoleApi(sqlConsoleApi);
}
