import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database, Dialect } from './database';
import { type MigrationCheck, parseMigrationFile } from './migration-file';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^\d{4}-[a-z0-9-]+\.json$/;

/** Serves the generated JSON migrations to Kysely's Migrator, keyed by their id (which sorts in order). */
export class JsonMigrationProvider implements MigrationProvider {
  constructor(
    private readonly dialect: Dialect,
    private readonly dir: string = MIGRATIONS_DIR,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const names = (await fs.readdir(this.dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
    const migrations: Record<string, Migration> = {};
    for (const name of names) {
      const file = parseMigrationFile(name, await fs.readFile(path.join(this.dir, name), 'utf8'));
      const statements = file[this.dialect];
      migrations[file.id] = {
        up: async (db) => {
          for (const check of file.checks) await refuseIfRowsBreak(db, check);
          for (const statement of statements) await sql.raw(statement).execute(db);
          if (this.dialect === 'sqlite') await refuseBrokenReferences(db);
        },
      };
    }
    return migrations;
  }
}

export async function refuseIfRowsBreak(db: Kysely<unknown>, check: MigrationCheck): Promise<void> {
  const { rows } = await sql.raw<{ rows: number | string }>(check.count).execute(db);
  const count = Number(rows[0]?.rows ?? 0);
  if (count > 0) throw new Error(check.refusal.replaceAll('{rows}', String(count)));
}

/** SQLite applies no foreign key while a migration runs (tables are rebuilt); this checks them all before it commits. */
async function refuseBrokenReferences(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table: string; rowid: number; parent: string }>`PRAGMA foreign_key_check`.execute(db);
  if (rows.length === 0) return;
  const examples = rows.slice(0, 5).map((row) => `"${row.table}" row ${row.rowid} → missing "${row.parent}" row`);
  throw new Error(`${rows.length} rows refer to rows that do not exist: ${examples.join('; ')}`);
}

/**
 * Applies every pending migration, all of them in one transaction on either engine
 * (sqlite-dialect.ts): a migration that fails leaves the database as it was. On
 * PostgreSQL Kysely holds an advisory lock, so several nodes starting together apply
 * each once. On SQLite foreign keys are off meanwhile (the pragma cannot change inside
 * a transaction): a table rebuild drops the old table, which must cascade nothing.
 */
export async function migrateToLatest(database: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  if (database.dialect !== 'sqlite') return runMigrations(database, dir);
  await sql`PRAGMA foreign_keys = OFF`.execute(database.db);
  try {
    return await runMigrations(database, dir);
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(database.db);
  }
}

async function runMigrations(database: Database, dir: string): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: new JsonMigrationProvider(database.dialect, dir),
    // Without it Kysely would find its bookkeeping table in any schema of the database.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
