import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A consistent dump of the PostgreSQL database while the console writes to it: a
 * repeatable-read transaction exports its snapshot, the rows are counted in it, and
 * `pg_dump` (custom format) reads that same snapshot.
 */
export async function dumpPostgres(
  url: string,
  destination: string,
): Promise<{ rows: Record<string, number>; serverVersion: string }> {
  await requireTool('pg_dump');
  return withClient(url, async (client) => {
    await client.query('begin transaction isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id;
    const rows = await postgresRowCounts(client);
    const serverVersion = (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? '';
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      '--file',
      destination,
      url,
    ]);
    await client.query('commit');
    return { rows, serverVersion };
  });
}

/**
 * Restores a dump into an empty database, all or nothing (`--single-transaction`): a dump
 * that fails halfway leaves the database as it was. Refuses a database that holds tables.
 */
export async function restorePostgres(url: string, dump: string): Promise<void> {
  await requireTool('pg_restore');
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    url,
    dump,
  ]).catch((error: { stderr?: string }) => {
    throw new Error(`pg_restore failed, nothing was restored: ${String(error.stderr ?? error).trim()}`);
  });
}

/** The tables of the database's current schema; a fresh database has none. */
export function postgresTables(url: string): Promise<string[]> {
  return withClient(url, tablesOf);
}

/** Rows per table of the current schema, read now. */
export function postgresRowCountsOf(url: string): Promise<Record<string, number>> {
  return withClient(url, postgresRowCounts);
}

/** `work` on a connection of its own, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresRowCounts(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(client)) {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    counts[table] = Number((await client.query<{ n: string }>(`select count(*) as n from ${quoted}`)).rows[0]?.n);
  }
  return counts;
}

async function tablesOf(client: pg.Client): Promise<string[]> {
  const answer = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
  );
  return answer.rows.map((row) => row.name);
}

async function requireTool(name: string): Promise<void> {
  await run(name, ['--version']).catch(() => {
    throw new Error(
      `${name} was not found: install the PostgreSQL client tools of the server's version (Debian: postgresql-client)`,
    );
  });
}
