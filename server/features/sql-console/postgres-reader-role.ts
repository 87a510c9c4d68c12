import { createHmac } from 'node:crypto';
import pg from 'pg';
import { quoteIdentifier } from '../../db/database';
import { byTable, type CatalogColumn, catalogColumns, prepareMaskedViews } from './postgres-masked-views';
import type { SecretColumnSet } from './secret-columns';

/** The PostgreSQL login the console's statements run as: SELECT on the console's tables but their secret columns, and on the masked views. */
export const READER_ROLE = 'console_reader';

/** SQLSTATEs of a role (or its catalogue row) made at the same moment by another server. */
const ALREADY_MADE = new Set(['42710', '23505']);
/** "tuple concurrently updated": two servers altered the role at once; the other's change is the same. */
const CONCURRENT_UPDATE = 'XX000';
/** The reader could not sign in with its password (invalid_authorization_specification, invalid_password). */
const SIGN_IN_REFUSED = new Set(['28000', '28P01']);
const TRAITS = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

/**
 * The reader's password, the same on every node that shares the database and its
 * settings: derived from the server's own database password and SECRET_KEY, so no
 * node has to store or hand it on.
 */
function readerPassword(url: string, secretKey = ''): string {
  const own = new URL(url);
  return createHmac('sha256', `${decodeURIComponent(own.password)}\u0000${secretKey}`)
    .update(`${READER_ROLE}:${decodeURIComponent(own.username)}:${own.pathname}`)
    .digest('hex');
}

/** The connection string of the reader: the server's own, with the reader's name and password. */
export function readerUrl(url: string, secretKey?: string): string {
  const reader = new URL(url);
  reader.username = READER_ROLE;
  reader.password = readerPassword(url, secretKey);
  return reader.toString();
}

/**
 * Makes the reader login (idempotently; servers starting together may make it at the
 * same moment), and grants it, in `schema` only, USAGE and SELECT on every table but
 * their secret columns (column grants), and makes the masked views it reads secret
 * columns through (postgres-masked-views.ts). Run with the server's own connection, which
 * must be allowed to create roles; any failure leaves the console closed, but for the
 * masked views: without them the console refuses secret columns, and this says why.
 */
export async function prepareReaderRole(
  url: string,
  schema: string,
  secrets: SecretColumnSet,
  secretKey?: string,
): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await ensureRole(client, url, secretKey);
    const columns = await catalogColumns(client, schema);
    await grantReads(client, schema, columns, secrets);
    try {
      await prepareMaskedViews(client, schema, columns, secrets, quoteIdentifier(READER_ROLE));
      return undefined;
    } catch (error) {
      // Without its masked views the console still runs: secret columns are refused (not granted) instead of masked.
      return `secret columns are refused instead of masked, the masked views could not be made: ${error instanceof Error ? error.message : String(error)}`;
    }
  } finally {
    await client.end();
  }
}

async function ensureRole(client: pg.Client, url: string, secretKey?: string): Promise<void> {
  const role = quoteIdentifier(READER_ROLE);
  const password = `PASSWORD '${readerPassword(url, secretKey)}'`;
  try {
    await client.query(`CREATE ROLE ${role} ${TRAITS} ${password}`);
    return;
  } catch (error) {
    if (!ALREADY_MADE.has(sqlState(error))) throw error;
  }
  const { rows } = await client.query<{ privileged: boolean; member: boolean }>(
    `select (rolsuper or rolcreaterole or rolcreatedb or rolreplication or rolbypassrls or not rolcanlogin) as privileged,
            exists (select 1 from pg_auth_members m where m.member = r.oid) as member
     from pg_roles r where rolname = $1`,
    [READER_ROLE],
  );
  // A member of another role could take that role's rights with SET ROLE: the console stays closed.
  if (rows[0]?.member) throw new Error(`the role ${READER_ROLE} is a member of other roles`);
  // Altered only when needed: servers starting side by side would otherwise update the role's row at once.
  if (rows[0]?.privileged) await alterRole(client, `ALTER ROLE ${role} ${TRAITS}`);
  if (!(await signsIn(readerUrl(url, secretKey)))) await alterRole(client, `ALTER ROLE ${role} ${password}`);
}

async function alterRole(client: pg.Client, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if (sqlState(error) !== CONCURRENT_UPDATE || attempt >= 5) throw error;
    }
  }
}

async function signsIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (SIGN_IN_REFUSED.has(sqlState(error))) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function grantReads(
  client: pg.Client,
  schema: string,
  catalog: CatalogColumn[],
  secrets: SecretColumnSet,
): Promise<void> {
  const role = quoteIdentifier(READER_ROLE);
  const space = quoteIdentifier(schema);
  await client.query(`GRANT USAGE ON SCHEMA ${space} TO ${role}`);
  for (const [table, columns] of byTable(catalog)) {
    const target = `${space}.${quoteIdentifier(table)}`;
    const readable = columns.map(({ column }) => column).filter((column) => !secrets.has(table, column));
    await client.query(`REVOKE ALL ON ${target} FROM ${role}`);
    if (readable.length === 0) continue;
    await client.query(`GRANT SELECT (${readable.map(quoteIdentifier).join(', ')}) ON ${target} TO ${role}`);
  }
}

export function sqlState(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}
