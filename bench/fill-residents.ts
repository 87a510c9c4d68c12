import { sql } from 'kysely';
import type { Database } from '../server/db/database';

/**
 * Fills the site and resident tables with a large, deterministic data set using
 * set-based SQL (a recursive CTE on SQLite, generate_series on PostgreSQL), so a
 * million rows load in seconds instead of a million round trips. Names repeat
 * across sites the way real surnames do, so sorting by last name is realistic.
 */

export interface FillSize {
  sites: number;
  residents: number;
}

const LAST_NAMES = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
];
const FIRST_NAMES = [
  'Wei',
  'Fang',
  'Na',
  'Min',
  'Jing',
  'Lei',
  'Jun',
  'Yan',
  'Anne',
  'Louis',
  'Marie',
  'Paul',
  'Emma',
  'Hugo',
  'Chloe',
  'Leo',
];

function caseOf(values: string[], index: string): string {
  const arms = values.map((value, position) => `WHEN ${position} THEN '${value}'`).join(' ');
  return `CASE (${index}) ${arms} END`;
}

export async function fillResidents(database: Database, size: FillSize, ownerId: number): Promise<void> {
  const now = new Date().toISOString();
  const series = (count: number) =>
    database.dialect === 'sqlite'
      ? `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count}) SELECT n FROM seq`
      : `SELECT generate_series(1, ${count}) AS n`;
  const timestamp = database.dialect === 'sqlite' ? `'${now}'` : `'${now}'::timestamptz`;

  await sql
    .raw(
      `INSERT INTO "site" ("name", "address", "ownerId", "bound", "createdAt", "updatedAt")
       SELECT 'Site ' || n, n || ' Intercom Road', ${ownerId}, ${database.dialect === 'sqlite' ? 0 : 'false'}, ${timestamp}, ${timestamp}
       FROM (${series(size.sites)}) AS numbers`,
    )
    .execute(database.db);

  const firstSite = await sql<{ id: number }>`SELECT MIN("id") AS id FROM "site" WHERE "name" = 'Site 1'`.execute(
    database.db,
  );
  const siteBase = Number(firstSite.rows[0]?.id ?? 1) - 1;
  const last = caseOf(LAST_NAMES, `n % ${LAST_NAMES.length}`);
  const first = caseOf(FIRST_NAMES, `(n / 7) % ${FIRST_NAMES.length}`);
  await sql
    .raw(
      `INSERT INTO "resident" ("firstName", "lastName", "personId", "phone", "siteId", "createdAt", "updatedAt")
       SELECT ${first}, ${last} || ' ' || (n % 997), 'P' || n, '138' || (10000000 + n), ${siteBase} + 1 + (n % ${size.sites}), ${timestamp}, ${timestamp}
       FROM (${series(size.residents)}) AS numbers`,
    )
    .execute(database.db);
  // VACUUM also empties the GIN indexes' pending lists, which every search would otherwise read
  // in full (autovacuum does it on a live server; test servers often run without it).
  if (database.dialect === 'postgres') {
    await sql.raw('VACUUM ANALYZE "site"').execute(database.db);
    await sql.raw('VACUUM ANALYZE "resident"').execute(database.db);
  } else await sql.raw('ANALYZE').execute(database.db);
}
