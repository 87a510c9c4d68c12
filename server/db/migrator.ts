import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database, Dialect } from './database';

/** A generated migration file: the same change written for each engine. */
export interface MigrationFile {
  id: string;
  sqlite: string[];
  postgres: string[];
}

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
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

function parseMigrationFile(name: string, text: string): MigrationFile {
  const parsed: unknown = JSON.parse(text);
  const isStatements = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((statement) => typeof statement === 'string');
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('id' in parsed) ||
    typeof parsed.id !== 'string' ||
    !('sqlite' in parsed) ||
    !isStatements(parsed.sqlite) ||
    !('postgres' in parsed) ||
    !isStatements(parsed.postgres)
  ) {
    throw new Error(`Migration ${name} must hold { id, sqlite: [statements], postgres: [statements] }`);
  }
  return { id: parsed.id, sqlite: parsed.sqlite, postgres: parsed.postgres };
}

/**
 * Applies every pending migration. On PostgreSQL Kysely holds an advisory lock and
 * runs them in one transaction, so several nodes starting together apply each once.
 */
export async function migrateToLatest(database: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
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
