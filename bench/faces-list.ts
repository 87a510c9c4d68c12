import { sql } from 'kysely';
import type { Database } from '../server/db/database';
import { fillResidents } from './fill-residents';
import { runAsMain, sitePicker } from './list-bench';

/**
 * How fast is the face list with 1,000,000 faces (one per resident, 1,000 sites)?
 * The pages an administrator opens: a site's faces newest first, a site's failed
 * faces, and the faces waiting for manual detection across every site. Statuses and
 * registration times are spread the way a running cloud has them: most registered,
 * some failed or waiting. Data kept in bench/data/ and reused between runs.
 */
const SIZE = {
  sites: Number(process.env.BENCH_SITES ?? 1000),
  residents: Number(process.env.BENCH_FACES ?? 1_000_000),
};
/** Twenty slots: 14 registered, 2 failed, and one of each other status. */
const STATUS_SLOTS = [
  ...Array<string>(14).fill('register_success'),
  'register_failed',
  'register_failed',
  'registering',
  'device_not_started',
  'manual_detecting',
  'manual_failed',
];
const DAY_MS = 86_400_000;

async function fillFaces(database: Database): Promise<void> {
  // Residents are spread over the sites by id modulo the site count, so the slot takes the quotient.
  const status = `CASE (("id" / ${SIZE.sites}) % ${STATUS_SLOTS.length}) ${STATUS_SLOTS.map((value, slot) => `WHEN ${slot} THEN '${value}'`).join(' ')} END`;
  const now = Date.now();
  // Registration times over the last 30 days, spread by the resident id.
  const registered =
    database.dialect === 'sqlite'
      ? `strftime('%Y-%m-%dT%H:%M:%fZ', ${now / 1000} - ("id" % 2592000), 'unixepoch')`
      : `to_timestamp(${now / 1000} - ("id" % 2592000))`;
  const created = database.dialect === 'sqlite' ? `'${new Date(now - 30 * DAY_MS).toISOString()}'` : 'now()';
  await sql
    .raw(
      `INSERT INTO "face" ("faceUrl", "status", "residentId", "siteId", "registerDate", "registerFailedCount", "createdAt", "updatedAt")
       SELECT '/files/images/bench-' || "id" || '.jpg', ${status}, "id", "siteId", ${registered}, 0, ${created}, ${created}
       FROM "resident"`,
    )
    .execute(database.db);
  await sql.raw(database.dialect === 'postgres' ? 'ANALYZE "face"' : 'ANALYZE').execute(database.db);
}

const nextSite = sitePicker();

runAsMain({
  name: `faces-${SIZE.residents}`,
  table: 'face',
  fill: async (database, ownerId) => {
    await fillResidents(database, SIZE, ownerId);
    await fillFaces(database);
  },
  pages: [
    {
      label: "GET /api/faces?siteId=…&sort=registerDate&order=DESC (a site's faces, newest first)",
      path: (siteIds) => `/api/faces?siteId=${nextSite(siteIds)}&sort=registerDate&order=DESC&page=1&pageSize=20`,
    },
    {
      label: "GET /api/faces?siteId=…&status=register_failed (a site's failed faces)",
      path: (siteIds) => `/api/faces?siteId=${nextSite(siteIds)}&status=register_failed&page=1&pageSize=20`,
    },
    {
      label: 'GET /api/faces?siteId=…&status=manual_detecting&sort=registerDate (waiting for a decision)',
      path: (siteIds) =>
        `/api/faces?siteId=${nextSite(siteIds)}&status=manual_detecting&sort=registerDate&order=DESC&page=1&pageSize=20`,
    },
  ],
});
