import { performance } from 'node:perf_hooks';
import { onFreshDatabases, runMain } from './fresh-databases';

/**
 * What a delete would take with it (`GET /api/<path>/delete-impact`) on a large site:
 * BENCH_IMPACT_RESIDENTS (10,000) residents with two faces each. Measured: the site
 * (two restrict counts over 10,000 and 20,000 rows; the trial delete refused at once),
 * a page of 100 residents (the faces cascading with them; the trial deletes them and rolls
 * back) and the caller's own admin account (seven rules; the trial refused). 50 sequential requests
 * each after 5 to warm up. SQLite on a fresh file and, with a PostgreSQL URL, a scratch
 * schema. Prints; asserts nothing.
 */

const RESIDENTS = Number(process.env.BENCH_IMPACT_RESIDENTS ?? 10_000);
const PASSWORD = 'Bench#Impact1';
const RUNS = 50;

type Envelope<T> = { code: number; data: T };

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

runMain(() =>
  onFreshDatabases('impact', PASSWORD, async ({ label, app, address }) => {
    const signIn = await fetch(`${address}/account/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountName: 'admin', password: PASSWORD }),
    });
    const token = ((await signIn.json()) as Envelope<{ token: string }>).data.token;
    const get = async <T>(path: string) =>
      (await (await fetch(`${address}${path}`, { headers: { token } })).json()) as Envelope<T>;
    const site = await app.backend.tables.of('site').insert({ name: 'Impact Tower', ownerId: 1 });
    const siteId = Number(site.id);
    const filled = performance.now();
    const residentIds = await app.backend.tables.inTransaction(async (tables) => {
      const ids: number[] = [];
      for (let index = 0; index < RESIDENTS; index++) {
        const row = await tables.of('resident').insert({ firstName: 'F', lastName: `L${index}`, siteId });
        ids.push(Number(row.id));
        for (let face = 0; face < 2; face++)
          await tables.of('face').insert({
            faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.jpg',
            residentId: Number(row.id),
            siteId,
            status: 'registering',
          });
      }
      return ids;
    });
    console.log(
      `${label}: ${RESIDENTS} residents, ${RESIDENTS * 2} faces written in ${Math.round(performance.now() - filled)} ms`,
    );
    const cases = [
      ['a site (restrict: residents, faces)', `/api/sites/delete-impact?ids=${siteId}`],
      ['100 residents (cascade: faces)', `/api/residents/delete-impact?ids=${residentIds.slice(0, 100).join(',')}`],
      ['the admin account (7 rules)', '/api/admins/delete-impact?ids=1'],
    ] as const;
    for (const [name, path] of cases) {
      for (let warm = 0; warm < 5; warm++) await get(path);
      const times: number[] = [];
      let answer: Envelope<unknown> | undefined;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        answer = await get(path);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: ${name}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms; ${JSON.stringify(
          (answer?.data as { effects?: { resource: string; count: number }[] })?.effects?.map(
            (effect) => `${effect.resource} ${effect.count}`,
          ),
        )}`,
      );
    }
  }),
);
