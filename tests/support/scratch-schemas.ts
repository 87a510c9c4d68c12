import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quoteIdentifier } from '../../server/db/database';

/**
 * Scratch PostgreSQL schemas for the API suites. Each run names its schemas after
 * itself (`t_<run>_<random>`) and drops them all once every suite is done: a schema
 * dropped while another suite migrates breaks that migration, since Kysely's
 * introspection looks through every schema of the database.
 */
const RUN_VARIABLE = 'TEST_SCHEMA_RUN';

function runTag(): string {
  const tag = process.env[RUN_VARIABLE];
  if (tag) return tag;
  // A file run on its own, outside the global setup, tags its schemas by itself.
  const own = randomBytes(3).toString('hex');
  process.env[RUN_VARIABLE] = own;
  return own;
}

/** A new, empty schema for one test server; the end of the run drops it. */
export async function createScratchSchema(url: string): Promise<string> {
  const schema = `t_${runTag()}_${randomBytes(5).toString('hex')}`;
  await onPostgres(url, `CREATE SCHEMA ${quoteIdentifier(schema)}`);
  return schema;
}

/** Runs one statement on its own connection. */
async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Vitest global setup: tags this run, and drops its schemas when the run ends. */
export default function setup(): () => Promise<void> {
  const tag = randomBytes(3).toString('hex');
  process.env[RUN_VARIABLE] = tag;
  return async () => {
    const url = process.env.TEST_DATABASE_URL?.trim();
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        "select nspname as name from pg_namespace where nspname like 't\\_' || $1 || '\\_%'",
        [tag],
      );
      for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(name)} CASCADE`);
    } finally {
      await client.end();
    }
  };
}
