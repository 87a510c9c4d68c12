import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tables } from '../../server/db/database';
import { runKept } from '../../server/db/kept-queries';
import { TransactionalDdlSqliteDialect } from '../../server/db/sqlite-dialect';
import { withKeptStatements } from '../../server/db/statement-cache';

/** A real SQLite file behind Kysely, its statements kept the way the server keeps them. */
function sqliteFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-queries-'));
  const sqlite = new SqliteDatabase(path.join(dir, 'kept.sqlite'));
  const db = new Kysely<Tables>({
    dialect: new TransactionalDdlSqliteDialect({ database: withKeptStatements(sqlite) }),
  });
  return { sqlite, db, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('lookups compiled once and statements prepared once', () => {
  let opened: ReturnType<typeof sqliteFile> | undefined;
  afterEach(async () => {
    await opened?.db.destroy();
    opened?.remove();
  });

  it('keeps one prepared statement per SQL text', () => {
    opened = sqliteFile();
    const kept = withKeptStatements(opened.sqlite);
    const first = kept.prepare('SELECT 1 AS one');
    expect(kept.prepare('SELECT 1 AS one')).toBe(first);
    expect(kept.prepare('SELECT 2 AS two')).not.toBe(first);
  });

  it('answers each run with its own parameters, and sees a column added after the first run', async () => {
    opened = sqliteFile();
    const { db } = opened;
    await sql`CREATE TABLE "door" ("id" INTEGER PRIMARY KEY, "name" TEXT)`.execute(db);
    await sql`INSERT INTO "door" ("id", "name") VALUES (1, 'North'), (2, 'South')`.execute(db);
    const byId = (id: number) =>
      runKept(db, 'sqlite door test by id', [id], () => db.selectFrom('door').selectAll().where('id', '=', id));
    expect(await byId(1)).toEqual([{ id: 1, name: 'North' }]);
    expect(await byId(2)).toEqual([{ id: 2, name: 'South' }]);
    expect(await byId(3)).toEqual([]);
    await sql`ALTER TABLE "door" ADD COLUMN "floor" INTEGER`.execute(db);
    expect(await byId(2)).toEqual([{ id: 2, name: 'South', floor: null }]);
  });

  it('never reuses a compiled query whose bound values are not the parameters given', async () => {
    opened = sqliteFile();
    const { db } = opened;
    await sql`CREATE TABLE "door" ("id" INTEGER PRIMARY KEY, "name" TEXT)`.execute(db);
    await sql`INSERT INTO "door" ("id", "name") VALUES (1, 'North'), (2, 'South')`.execute(db);
    // The builder binds the name, but the caller claims the id is the only parameter: nothing is kept.
    const named = (name: string) =>
      runKept(db, 'sqlite door test mismatched', [1], () => db.selectFrom('door').selectAll().where('name', '=', name));
    expect(await named('North')).toEqual([{ id: 1, name: 'North' }]);
    expect(await named('South')).toEqual([{ id: 2, name: 'South' }]);
  });
});
