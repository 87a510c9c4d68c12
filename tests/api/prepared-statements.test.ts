import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type Tables } from '../../server/db/database';
import { runKept } from '../../server/db/kept-queries';
import { databases } from '../support/databases';
import { createScratchSchema } from '../support/scratch-schemas';

const postgres = databases.find((database) => database.kind === 'postgres');

/** The texts PostgreSQL holds as prepared statements on the connection `db` runs on. */
async function preparedTexts(db: Kysely<Tables>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`SELECT "statement" FROM pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
}

describe.runIf(postgres)('PostgreSQL: kept lookups prepared once per connection', () => {
  let database: Database;

  beforeAll(async () => {
    const url = postgres?.url as string;
    database = await openDatabase({ kind: 'postgres', url, searchPath: await createScratchSchema(url) });
    await sql`CREATE TABLE "door" ("id" BIGINT PRIMARY KEY, "name" TEXT)`.execute(database.db);
    await sql`INSERT INTO "door" ("id", "name") VALUES (1, 'North'), (2, 'South')`.execute(database.db);
  });
  afterAll(() => database?.close());

  const byId = (db: Kysely<Tables>, shape: string, id: number) =>
    runKept(db, shape, [id], () => db.selectFrom('door').selectAll().where('id', '=', id));

  it('runs a kept lookup as a named statement, answering each run with its own parameters', async () => {
    await database.db.connection().execute(async (db) => {
      expect(await byId(db, 'postgres door named by id', 1)).toEqual([{ id: 1, name: 'North' }]);
      expect(await byId(db, 'postgres door named by id', 2)).toEqual([{ id: 2, name: 'South' }]);
      const texts = await preparedTexts(db);
      expect(texts.filter((text) => text.includes('"door"'))).toHaveLength(1);
    });
  });

  it('prepares nothing inside a transaction', async () => {
    await database.db.transaction().execute(async (trx) => {
      const rows = await runKept(trx, 'postgres door by name in a transaction', ['South'], () =>
        trx.selectFrom('door').select('id').where('name', '=', 'South'),
      );
      expect(rows).toEqual([{ id: 2 }]);
      expect((await preparedTexts(trx)).some((text) => text.includes('"name" = $1'))).toBe(false);
    });
  });

  it('sees a column added after a connection prepared its lookup, without an error', async () => {
    await database.db.connection().execute(async (db) => {
      expect(await byId(db, 'postgres door widened by id', 2)).toEqual([{ id: 2, name: 'South' }]);
      await sql`ALTER TABLE "door" ADD COLUMN "floor" INTEGER`.execute(db);
      // PostgreSQL refuses the prepared statement ("cached plan must not change result type"): it is prepared again.
      expect(await byId(db, 'postgres door widened by id', 2)).toEqual([{ id: 2, name: 'South', floor: null }]);
      expect(await byId(db, 'postgres door widened by id', 1)).toEqual([{ id: 1, name: 'North', floor: null }]);
    });
  });

  it('prepares nothing when told not to (a pooler that does not keep prepared statements)', async () => {
    const url = postgres?.url as string;
    const unprepared = await openDatabase({
      kind: 'postgres',
      url,
      searchPath: database.schema,
      preparedStatements: false,
    });
    try {
      await unprepared.db.connection().execute(async (db) => {
        expect(await byId(db, 'postgres door unprepared by id', 1)).toMatchObject([{ id: 1, name: 'North' }]);
        expect(await byId(db, 'postgres door unprepared by id', 2)).toMatchObject([{ id: 2, name: 'South' }]);
        expect(await preparedTexts(db)).toEqual([]);
      });
    } finally {
      await unprepared.close();
    }
  });
});
