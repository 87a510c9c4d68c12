import { loadPrincipal } from '../server/auth/principal';
import { lastImport } from '../server/features/dashboard/last-import';
import { onFreshDatabases, runMain } from './fresh-databases';

/**
 * What Home's Last import tile costs a visit: BENCH_ROWS (default 200,000) import runs
 * over 1,000 sites, the latest run read for the super admin (every site) and for an
 * admin owning 10 of the sites, on each engine. Prints the median and p95 of 200
 * reads; asserts nothing.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const SITES = 1000;
const OWN_SITES = 10;
const READS = 200;
const CHUNK = 2000;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

runMain(() =>
  onFreshDatabases('last_import', 'Bench#2024', async ({ label, app }) => {
    const { tables } = app.backend;
    const superId = Number((await tables.of('admin').findOneWhere({ accountName: 'admin' }))?.id);
    const role = await tables.of('role').insert({ name: 'bench importer', permissionCodes: ['site-import'] });
    const own = await tables.of('admin').insert({
      accountName: 'bench-own',
      name: 'Bench',
      surname: 'Own',
      countryCode: '+86',
      enabled: true,
      roleIds: [Number(role.id)],
    });
    const siteIds: number[] = [];
    for (let index = 0; index < SITES; index++) {
      const ownerId = index < OWN_SITES ? Number(own.id) : superId;
      siteIds.push(Number((await tables.of('site').insert({ name: `Bench site ${index}`, ownerId })).id));
    }
    const runs = tables.of('site-import-run');
    const started = performance.now();
    const from = Date.now() - ROWS * 60_000;
    for (let done = 0; done < ROWS; done += CHUNK) {
      const count = Math.min(CHUNK, ROWS - done);
      await runs.insertMany(
        Array.from({ length: count }, (_, offset) => {
          const at = new Date(from + (done + offset) * 60_000).toISOString();
          return {
            siteId: siteIds[(done + offset) % SITES],
            adminId: superId,
            startedAt: at,
            finishedAt: at,
            status: 'succeeded' as const,
            rowsTotal: 100,
            residentsCreated: 100,
            facesCreated: 100,
            rowsFailed: 0,
          };
        }),
      );
    }
    console.log(
      `${label}: ${ROWS} runs over ${SITES} sites written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const [who, adminId] of [
      ['super admin (every site)', superId],
      [`admin owning ${OWN_SITES} sites`, Number(own.id)],
    ] as const) {
      const principal = await loadPrincipal(tables, adminId);
      if (!principal) throw new Error(`no principal for ${who}`);
      const times: number[] = [];
      for (let read = 0; read < READS; read++) {
        const at = performance.now();
        await lastImport(tables, principal);
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: last import for the ${who}: median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms`,
      );
    }
  }),
);
