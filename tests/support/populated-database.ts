import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase, type Row } from '../../server/db/database';
import { MIGRATIONS_DIR } from '../../server/db/migrator';
import type { TestDatabase } from './databases';
import { createScratchSchema } from './scratch-schemas';

/** The tables a populated database fills, parents first. */
export const POPULATED_TABLES = ['admin', 'site', 'resident', 'face', 'api_log', 'admin_login_log'] as const;

/** The migrations folder as it was before `first` (excluded) and later ones: an older release's database. */
export function migrationsBefore(first: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const name of fs.readdirSync(MIGRATIONS_DIR)) {
    if (/^\d{4}-/.test(name) && name < first) fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  }
  return dir;
}

/** A fresh database of the engine under test: a SQLite file in a temporary folder, or a scratch schema. */
export async function scratchDatabase(database: TestDatabase): Promise<{ database: Database; remove(): void }> {
  if (database.kind === 'postgres' && database.url) {
    const opened = await openDatabase({
      kind: 'postgres',
      url: database.url,
      searchPath: await createScratchSchema(database.url),
    });
    return { database: opened, remove: () => {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'populated-'));
  const opened = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'console.sqlite') });
  return { database: opened, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function insertAll(database: Database, table: string, rows: Row[]): Promise<void> {
  // In slices, well under PostgreSQL's limit of parameters per statement.
  for (let start = 0; start < rows.length; start += 400) {
    await database.db
      .insertInto(table)
      .values(rows.slice(start, start + 400))
      .execute();
  }
}

/**
 * Fills a database of the previous schema as a console in use would have it: sites,
 * residents with faces, accounts and their logs, optional values left empty here and
 * there, and the last resident deleted (AUTOINCREMENT must not give its id again).
 */
export async function populate(database: Database, sites = 40, residentsPerSite = 50): Promise<void> {
  const sqlite = database.dialect === 'sqlite';
  const flag = (value: boolean) => (sqlite ? Number(value) : value);
  const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 8, minute)).toISOString();
  const stamps = (n: number) => ({ version: 1 + (n % 3), createdAt: at(n % 600), updatedAt: at((n % 600) + 1) });

  const admins = Array.from({ length: 20 }, (_, i) => ({
    ...stamps(i),
    accountName: `account${i}`,
    name: `Name ${i}`,
    surname: `Surname ${i}`,
    countryCode: '+86',
    phone: i % 4 === 0 ? null : `1380000${String(i).padStart(4, '0')}`,
    email: i % 5 === 0 ? null : `account${i}@example.com`,
    enabled: flag(i % 7 !== 0),
    roleIds: '[1]',
    loginCount: i,
    passwordHash: `hash-${i}`,
  }));
  await insertAll(database, 'admin', admins);
  await insertAll(
    database,
    'site',
    Array.from({ length: sites }, (_, i) => ({
      ...stamps(i),
      ownerId: 1 + (i % 20),
      name: `Site ${i}`,
      address: i % 3 === 0 ? null : `${i} Harbour Road`,
      bound: flag(i % 2 === 0),
    })),
  );
  const residents = Array.from({ length: sites * residentsPerSite }, (_, i) => ({
    ...stamps(i),
    firstName: `First ${i}`,
    lastName: `Last ${i % 97}`,
    personId: i % 10 === 0 ? null : `P-${i % residentsPerSite}`,
    phone: i % 6 === 0 ? null : `1390000${String(i).padStart(4, '0')}`,
    doorCode: `D${i}`,
    siteId: 1 + Math.floor(i / residentsPerSite),
  }));
  await insertAll(database, 'resident', residents);
  await insertAll(
    database,
    'face',
    residents
      .filter((_, i) => i % 2 === 0)
      .map((resident, n) => ({
        ...stamps(n),
        faceUrl: `/uploads/faces/${n}.jpg`,
        status: n % 3 === 0 ? 'registered' : null,
        residentId: 2 * n + 1,
        siteId: resident.siteId,
        registerFailedCount: n % 4,
      })),
  );
  await insertAll(
    database,
    'api_log',
    Array.from({ length: 2000 }, (_, i) => ({
      ...stamps(i),
      method: i % 2 ? 'POST' : 'GET',
      path: `/api/residents/${i}`,
      statusCode: 200,
      code: 200,
      durationMs: i / 7,
      adminId: i % 9 === 0 ? null : 1 + (i % 20),
      ip: '10.0.0.1',
      body: i % 2 ? '{"firstName":"A"}' : null,
    })),
  );
  await insertAll(
    database,
    'admin_login_log',
    Array.from({ length: 500 }, (_, i) => ({
      ...stamps(i),
      accountName: `account${i % 20}`,
      adminId: 1 + (i % 20),
      ip: '10.0.0.2',
      success: flag(i % 3 !== 0),
      attemptedAt: at(i % 600),
    })),
  );
  await database.db.deleteFrom('resident').where('id', '=', residents.length).execute();
}

/** Every row of the populated tables, in id order. */
export async function allRows(database: Database): Promise<Record<string, Row[]>> {
  const rows: Record<string, Row[]> = {};
  for (const table of POPULATED_TABLES) {
    rows[table] = await database.db.selectFrom(table).selectAll().orderBy('id').execute();
  }
  return rows;
}
