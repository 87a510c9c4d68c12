import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withPreparedStatements } from './prepared-statements';
import { TransactionalDdlSqliteDialect } from './sqlite-dialect';
import { withKeptStatements } from './statement-cache';

/**
 * Tables come from the schemas at run time, so the query layer knows them only as
 * rows of named columns; the registry says which columns each table has.
 */
export type Row = Record<string, unknown>;
export type Tables = Record<string, Row>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Tables>;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in (the first of the search path); undefined on SQLite. */
  schema?: string;
  /** Where the data is: the SQLite file, or the PostgreSQL connection string (without the search path). */
  location: string;
  /** The PostgreSQL connection pool's connections now; undefined on SQLite (one connection). */
  pool?(): PoolUsage;
  close(): Promise<void>;
}

export interface PoolUsage {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** Puts the tables in this schema instead of the server's default (tests use one schema per file). */
      searchPath?: string;
      /** The kept lookups run as named, prepared statements (prepared-statements.ts); on unless false. */
      preparedStatements?: boolean;
    };

const SQLITE_BUSY_TIMEOUT_MS = 5000;
const POSTGRES_INT8_OID = 20;
const POSTGRES_POOL_SIZE = 10;

// Ids and counts are BIGINT on PostgreSQL; they stay far below 2^53, so JSON numbers are safe.
pg.types.setTypeParser(POSTGRES_INT8_OID, Number);

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'sqlite') return openSqlite(target.file);
  return openPostgres(target.url, target.searchPath, target.preparedStatements !== false);
}

function openSqlite(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // WAL makes NORMAL durable against application crashes while avoiding an fsync per commit.
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Tables>({
    dialect: new TransactionalDdlSqliteDialect({ database: withKeptStatements(sqlite) }),
  });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

async function openPostgres(url: string, searchPath: string | undefined, prepared: boolean): Promise<Database> {
  const max = POSTGRES_POOL_SIZE;
  const opened = new pg.Pool({
    connectionString: url,
    max,
    ...(searchPath ? { options: `-c search_path=${quoteIdentifier(searchPath)}` } : {}),
  });
  // A connection that breaks (the server restarting) is dropped by the pool, which opens a new one
  // for the next query. Its error event would end the process without a listener: the pool listens
  // while a connection is idle, this while it is lent out (the query under way fails by itself).
  opened.on('error', () => {});
  opened.on('connect', (client) => client.on('error', () => {}));
  const pool = prepared ? withPreparedStatements(opened) : opened;
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    const { rows } = await pool.query<{ schema: string | null }>('select current_schema() as schema');
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('the PostgreSQL search_path names no existing schema');
    const usage = () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, dialect: 'postgres', schema, location: url, pool: usage, close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
