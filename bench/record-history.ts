import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadPrincipal, type Principal } from '../server/auth/principal';
import type { Row } from '../server/db/database';
import { onFreshDatabases, runMain } from './fresh-databases';
import { describeLatency } from './latency';

/**
 * What reading a record's history costs once the console keeps many revisions:
 * BENCH_REVISIONS (default 1,000,000) revisions made by a generator, spread over many
 * records (residents and sites, most with ten or so, LONG_RECORDS residents with
 * LONG_HISTORY each), then the HTTP round trip of the first page of a record's history
 * (20 revisions, newest first, with the titles of the sites they name), a record with a
 * short history and one with a long history in turn, on a fresh SQLite file and, when a
 * PostgreSQL URL is given, a scratch schema. Prints; asserts nothing.
 */

const REVISIONS = Number(process.env.BENCH_REVISIONS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const SHORT_RECORDS = 200;
const LONG_RECORDS = 20;
const LONG_HISTORY = 10_000;
const PER_RECORD = 10;
const INSERT_CHUNK = 1000;
const PASSWORD = 'Bench#History1';

/** One generated revision: an update of a resident's or a site's fields, by the admin. */
function revision(resource: string, recordId: number, index: number, siteId: number, adminId: number): Row {
  const at = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
  const changes =
    resource === 'site'
      ? { address: { before: `${index} Old Road`, after: `${index + 1} New Road` } }
      : {
          phone: { before: `1380013${String(index % 10_000).padStart(4, '0')}`, after: '13900139000' },
          lastName: { before: `Name ${index}`, after: `Name ${index + 1}` },
          siteId: { before: siteId, after: siteId },
        };
  return {
    resource,
    recordId,
    recordTitle: resource === 'site' ? `Site ${recordId}` : `Name ${index + 1}`,
    action: 'update',
    at,
    actorKind: 'admin',
    adminId,
    actorName: 'admin',
    changes,
  };
}

runMain(() =>
  onFreshDatabases('history', PASSWORD, async ({ label, app, address }) => {
    const seeded = await app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' });
    const adminId = Number(seeded?.id);
    const admin = (await loadPrincipal(app.backend.tables, adminId)) as Principal;
    const site = await app.services.of('site').create(admin, { name: 'Bench history site' });
    const siteId = Number(site.id);
    const residents = await app.services.of('resident').createMany(
      admin,
      Array.from({ length: SHORT_RECORDS + LONG_RECORDS }, (_, index) => ({
        firstName: 'Bo',
        lastName: `Name ${index}`,
        siteId,
      })),
    );
    const long = residents.slice(0, LONG_RECORDS).map((row) => Number(row.id));
    const short = residents.slice(LONG_RECORDS).map((row) => Number(row.id));

    // Records the generator makes up beyond the real ones: residents and sites with ids past theirs.
    const firstMadeUp = 1_000_000;
    const started = performance.now();
    const store = app.backend.tables.of('record-revision');
    let made = await store.db
      .selectFrom(store.table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst()
      .then((row) => Number(row?.count ?? 0));
    const plan: [string, number, number][] = [
      ...long.map((id): [string, number, number] => ['resident', id, LONG_HISTORY]),
      ...short.map((id): [string, number, number] => ['resident', id, PER_RECORD]),
    ];
    let next = firstMadeUp;
    let chunk: Row[] = [];
    const flush = async () => {
      await store.insertMany(chunk);
      made += chunk.length;
      chunk = [];
    };
    for (let step = 0; made + chunk.length < REVISIONS; step += 1) {
      const [resource, recordId, count] = plan[step] ?? [step % 2 === 0 ? 'resident' : 'site', next++, PER_RECORD];
      for (let index = 0; index < count && made + chunk.length < REVISIONS; index += 1) {
        chunk.push(revision(resource, recordId, index, siteId, adminId));
        if (chunk.length === INSERT_CHUNK) await flush();
      }
    }
    if (chunk.length > 0) await flush();
    const fillSeconds = (performance.now() - started) / 1000;
    // A running PostgreSQL has vacuumed and analysed a table filled over months (autovacuum).
    if (app.backend.database.dialect === 'postgres')
      await sql`VACUUM ANALYZE ${sql.table(store.table)}`.execute(store.db);
    console.log(
      `${label}: ${made} revisions over ${next - firstMadeUp + plan.length} records in ${fillSeconds.toFixed(0)} s`,
    );

    const token = (
      (await (
        await fetch(`${address}/account/web/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ accountName: 'admin', password: PASSWORD }),
        })
      ).json()) as { data: { token: string } }
    ).data.token;
    const page = async (samples: number[], id: number) => {
      const at = performance.now();
      const response = await fetch(`${address}/api/residents/${id}/history?page=1&pageSize=20`, {
        headers: { token },
      });
      const body = (await response.json()) as { code: number; data: { list: unknown[] } };
      samples.push(performance.now() - at);
      if (body.code !== 200 || body.data.list.length === 0) throw new Error(`history of ${id}: ${body.code}`);
    };
    // Warm up the statements and the caches as a running console has them.
    for (let index = 0; index < 50; index += 1) await page([], short[index % short.length]);
    const shortSamples: number[] = [];
    const longSamples: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      await page(shortSamples, short[index % short.length]);
      await page(longSamples, long[index % long.length]);
    }
    console.log(`${label}: a history page, ${PER_RECORD + 1} revisions  ${describeLatency(shortSamples)}`);
    console.log(`${label}: a history page, ${LONG_HISTORY + 1} revisions ${describeLatency(longSamples)}`);
  }),
);
