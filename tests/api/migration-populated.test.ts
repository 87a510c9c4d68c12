import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { MIGRATIONS_DIR, migrateToLatest } from '../../server/db/migrator';
import { databases } from '../support/databases';
import { allRows, migrationsBefore, populate, scratchDatabase } from '../support/populated-database';

/** The migration that brought NOT NULL, foreign keys and the composite unique rule. */
const INTEGRITY_MIGRATION = '0003-constrain-tables';

/**
 * A database of the release before the integrity rules, filled as one in use would be,
 * migrated to the current schema: every row survives with every value, and rows that
 * break a new rule stop the migration with a message that names it, changing nothing.
 */
describe.each(databases)('migrating a populated database ($kind)', (kind) => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let olderMigrations: string | undefined;
  afterEach(async () => {
    await scratch?.database.close();
    scratch?.remove();
    if (olderMigrations) fs.rmSync(olderMigrations, { recursive: true, force: true });
  });

  async function previousRelease(): Promise<Database> {
    scratch = await scratchDatabase(kind);
    olderMigrations = migrationsBefore(INTEGRITY_MIGRATION);
    expect(await migrateToLatest(scratch.database, olderMigrations)).not.toContain(INTEGRITY_MIGRATION);
    await populate(scratch.database);
    return scratch.database;
  }

  it('keeps every row with the same values, and the AUTOINCREMENT counter', async () => {
    const database = await previousRelease();
    const before = await allRows(database);
    expect(before.resident).toHaveLength(1999);
    expect(before.face).toHaveLength(1000);

    expect(await migrateToLatest(database, MIGRATIONS_DIR)).toContain(INTEGRITY_MIGRATION);
    // Later migrations may add columns: every row keeps every value it had.
    expect(await allRows(database)).toMatchObject(before);

    // The deleted last resident's id is not given again.
    const next = await database.db
      .insertInto('resident')
      .values({
        firstName: 'New',
        lastName: 'Row',
        siteId: 1,
        createdAt: before.site[0].createdAt,
        updatedAt: before.site[0].updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(2001);
    // And the rules hold from now on.
    const nullName = database.db.updateTable('resident').set({ lastName: null }).where('id', '=', 5).execute();
    await expect(nullName).rejects.toMatchObject({
      code: database.dialect === 'sqlite' ? 'SQLITE_CONSTRAINT_NOTNULL' : '23502',
    });
  });

  it('clears log entries of accounts deleted long ago instead of refusing them', async () => {
    const database = await previousRelease();
    await database.db.updateTable('api_log').set({ adminId: 4242 }).where('id', '=', 7).execute();
    await migrateToLatest(database, MIGRATIONS_DIR);
    const entry = await database.db.selectFrom('api_log').selectAll().where('id', '=', 7).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ adminId: null, path: '/api/residents/6' });
  });

  const violations: [string, (database: Database) => Promise<unknown>, RegExp][] = [
    [
      'a NULL in a column now required',
      (database) => database.db.updateTable('resident').set({ lastName: null }).where('id', '=', 5).execute(),
      /"resident"\."lastName" is now required \(NOT NULL\), but 1 rows hold NULL there/,
    ],
    [
      'a face of a resident that does not exist',
      (database) => database.db.updateTable('face').set({ residentId: 999999 }).where('id', '=', 3).execute(),
      /"face"\."residentId" now references "resident", but 1 rows point at resident rows that do not exist/,
    ],
    [
      'two residents of one site with the same personId',
      (database) => database.db.updateTable('resident').set({ personId: 'P-2' }).where('id', '=', 4).execute(),
      /"resident" \("siteId", "personId"\) is now unique, but 1 sets of rows share the same values/,
    ],
  ];

  it.each(violations)('refuses %s, naming the table and rule, and changes nothing', async (_, violate, message) => {
    const database = await previousRelease();
    await violate(database);
    const before = await allRows(database);

    const failure = await migrateToLatest(database, MIGRATIONS_DIR).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain(`Database migration failed in migration ${INTEGRITY_MIGRATION}`);
    expect((failure as Error).message).toMatch(message);

    // Later migrations may add columns: every row keeps every value it had.
    expect(await allRows(database)).toMatchObject(before);
    // Still the previous schema: a required column takes NULL, and the next start tries again.
    await database.db.updateTable('resident').set({ lastName: null }).where('id', '=', 6).execute();
    await database.db.updateTable('resident').set({ lastName: 'Last 5' }).where('id', '=', 6).execute();
    const failedAgain = await migrateToLatest(database, MIGRATIONS_DIR).catch((error: unknown) => error);
    expect((failedAgain as Error).message).toMatch(message);
  });
});
