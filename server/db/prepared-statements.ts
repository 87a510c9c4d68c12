import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * PostgreSQL statements prepared once per connection: the SQL texts the server runs on
 * every request (the kept lookups of kept-queries.ts: the session and its account, the
 * roles, a row by id, reference titles). A named statement is parsed on a connection's
 * first run only, and PostgreSQL keeps its plan (a lookup by key plans the same whatever
 * the values), so later runs skip parsing and planning.
 *
 * Two cases run unnamed, as any other query:
 * - inside a transaction: a named statement that fails there would abort the whole
 *   transaction, and its retry could not run;
 * - a statement PostgreSQL refuses with "cached plan must not change result type" (a
 *   column added to a table a `SELECT *` reads, by a migration or a publication) is
 *   given a new name, which every connection prepares again, and the query runs again.
 */
const names = new Map<string, string>();
const PLAN_CHANGED = '0A000';
const MAX_NAMED = 1_000;

/** Marks an SQL text to be run as a named, prepared statement on PostgreSQL. */
export function prepareOnce(text: string): void {
  if (!names.has(text) && names.size < MAX_NAMED) names.set(text, nameOf(text, 0));
}

function nameOf(text: string, generation: number): string {
  return `kept_${createHash('sha1').update(text).digest('base64url')}_${generation}`;
}

function renamed(text: string, failed: string): string {
  const generation = Number(failed.slice(failed.lastIndexOf('_') + 1)) + 1;
  const name = nameOf(text, generation);
  names.set(text, name);
  return name;
}

function planChanged(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === PLAN_CHANGED && String(message).includes('cached plan');
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

const OPENS = /^\s*(begin|start\s+transaction)\b/i;
const CLOSES = /^\s*(commit|rollback|end|abort)\s*(;|$|\s+(work|transaction)\b)/i;

/** Makes each connection of `pool` run the marked texts as named statements. */
export function withPreparedStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    const run = async (name: string, text: string, values: unknown[]): Promise<unknown> => {
      try {
        return await query({ name, text, values });
      } catch (error) {
        if (!planChanged(error)) throw error;
        return query({ name: renamed(text, name), text, values });
      }
    };
    (client as unknown as { query: Query }).query = (text, values, callback) => {
      if (typeof text === 'string') {
        if (OPENS.test(text)) inTransaction = true;
        else if (CLOSES.test(text)) inTransaction = false;
        const name = names.get(text);
        if (name && !inTransaction && Array.isArray(values) && callback === undefined) return run(name, text, values);
      }
      return query(text, values, callback);
    };
  });
  return pool;
}
