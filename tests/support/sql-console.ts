import { expect } from 'vitest';
import type { StatementResult } from '../../src/features/sql-console/sqlConsoleApi';
import type { TestServer } from './test-server';

export type ConsoleResult = StatementResult;

export interface ConsoleRefusal {
  reason: string;
  message: string;
}

/** The time limit the console suites run with: a runaway statement is stopped this soon. */
export const TEST_TIMEOUT_MS = '2500';

export function consoleCalls(server: TestServer) {
  const query = (sql: string, maxRows?: number, token = server.adminToken) =>
    server.call<ConsoleResult>('POST', '/api/sql-console/query', { token, body: { sql, maxRows } });
  return {
    query,
    explain: (sql: string, token = server.adminToken) =>
      server.call<ConsoleResult>('POST', '/api/sql-console/explain', { token, body: { sql } }),
    /** A statement the console must refuse: answers why. */
    async refusal(sql: string): Promise<ConsoleRefusal> {
      const answer = await query(sql);
      expect(answer.status, `${sql} → ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
      return answer.body.data as unknown as ConsoleRefusal;
    },
    async rows(sql: string): Promise<unknown[][]> {
      const answer = await query(sql);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.rows;
    },
  };
}
