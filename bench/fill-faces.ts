import { sql } from 'kysely';
import type { Database } from '../server/db/database';
import type { FillSize } from './fill-residents';

/**
 * A million faces (one per resident, 1,000 sites; BENCH_FACES and BENCH_SITES change
 * it), filled from the resident table in one statement. Statuses and registration
 * times are spread the way a running cloud has them: most registered over the last
 * 30 days, some failed or waiting.
 */
export const FACES_SIZE: FillSize = {
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

export async function fillFaces(database: Database, size: FillSize): Promise<void> {
  // Residents are spread over the sites by id modulo the site count, so the slot takes the quotient.
  const status = `CASE (("id" / ${size.sites}) % ${STATUS_SLOTS.length}) ${STATUS_SLOTS.map((value, slot) => `WHEN ${slot} THEN '${value}'`).join(' ')} END`;
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
