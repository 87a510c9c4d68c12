import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import { envelopeSchema, FAILURE_RESPONSES, NO_QUERY } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import type { consoleHistory } from './console-history';
import { type ConsoleEngine, ConsoleRefusal } from './console-refusal';
import {
  DEFAULT_MAX_ROWS,
  EXPLAIN_BODY,
  HISTORY_SCHEMA,
  QUERY_BODY,
  REFUSAL_DATA,
  RESULT_SCHEMA,
  SCHEMA_SCHEMA,
} from './console-schemas';

export const PERMISSION = 'sql-console';
const TAGS = ['SQL console'];
const FAILURES = {
  ...FAILURE_RESPONSES,
  '4xx': envelopeSchema(
    REFUSAL_DATA,
    'Refused: a catalogue code, its message, and why the statement or the body was refused',
  ),
};

/** The engine, or why there is none (PostgreSQL without the reader role: the console stays closed). */
export type EngineState = { engine: ConsoleEngine } | { engine?: undefined; problem: string };

/** A refusal as the API answers it: the catalogue code, and `data` naming why with the engine's words. */
function apiRefusal(refusal: ConsoleRefusal): ApiError {
  const code =
    refusal.reason === 'timeout'
      ? Code.REQUEST_TIMEOUT
      : refusal.reason === 'engine' || refusal.reason === 'unavailable'
        ? Code.DATABASE
        : Code.BAD_REQUEST;
  return new ApiError(code, `${refusal.reason}: ${refusal.message}`, {
    reason: refusal.reason,
    message: refusal.message,
  });
}

export function registerConsoleRoutes(
  app: FastifyInstance,
  state: EngineState,
  history: ReturnType<typeof consoleHistory>,
  engineName: 'sqlite' | 'postgres',
): void {
  const engineOf = (): ConsoleEngine => {
    if (state.engine) return state.engine;
    throw apiRefusal(new ConsoleRefusal('unavailable', state.problem));
  };

  const runLogged = async (request: FastifyRequest, sql: string, maxRows: number, kind: 'query' | 'explain') => {
    const adminId = principalOf(request).adminId;
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
    try {
      const result = await engineOf().run(sql, maxRows, kind === 'explain');
      const elapsedMs = elapsed();
      request.apiLogDetail = { statement: { elapsedMs, rowCount: result.rowCount, truncated: result.truncated } };
      await history.add({ adminId, sql, kind, elapsedMs, rowCount: result.rowCount, error: null });
      return { ...result, elapsedMs };
    } catch (error) {
      if (!(error instanceof ConsoleRefusal)) throw error;
      const elapsedMs = elapsed();
      request.apiLogDetail = { statement: { elapsedMs, rowCount: 0, refused: error.reason } };
      await history.add({ adminId, sql, kind, elapsedMs, rowCount: null, error: `${error.reason}: ${error.message}` });
      throw apiRefusal(error);
    }
  };

  const common = { tags: TAGS, security: SIGNED_IN_SECURITY, querystring: NO_QUERY };
  app.post(
    '/api/sql-console/query',
    {
      config: { permission: PERMISSION },
      schema: {
        ...common,
        summary: 'Run one read-only statement and answer its rows (capped), column types and elapsed time',
        body: QUERY_BODY,
        response: { 200: envelopeSchema(RESULT_SCHEMA), ...FAILURES },
      },
    },
    async (request) => {
      const body = request.body as { sql: string; maxRows?: number };
      return ok(await runLogged(request, body.sql, body.maxRows ?? DEFAULT_MAX_ROWS, 'query'));
    },
  );
  app.post(
    '/api/sql-console/explain',
    {
      config: { permission: PERMISSION },
      schema: {
        ...common,
        summary: "The engine's plan of one statement (EXPLAIN, EXPLAIN QUERY PLAN on SQLite), under the same guards",
        body: EXPLAIN_BODY,
        response: { 200: envelopeSchema(RESULT_SCHEMA), ...FAILURES },
      },
    },
    async (request) => ok(await runLogged(request, (request.body as { sql: string }).sql, DEFAULT_MAX_ROWS, 'explain')),
  );
  app.get(
    '/api/sql-console/history',
    {
      config: { permission: PERMISSION },
      schema: {
        ...common,
        summary: "The signed-in admin's own latest statements, newest first",
        response: { 200: envelopeSchema(HISTORY_SCHEMA), ...FAILURES },
      },
    },
    async (request) => ok(await history.of(principalOf(request).adminId)),
  );
  app.get(
    '/api/sql-console/schema',
    {
      config: { permission: PERMISSION },
      schema: {
        ...common,
        summary: 'The tables the console reads, with their columns (type, nullable, secret)',
        response: { 200: envelopeSchema(SCHEMA_SCHEMA), ...FAILURES },
      },
    },
    async () => {
      try {
        return ok({ engine: engineName, tables: await engineOf().schema() });
      } catch (error) {
        throw error instanceof ConsoleRefusal ? apiRefusal(error) : error;
      }
    },
  );
}
