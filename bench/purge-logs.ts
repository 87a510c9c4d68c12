import { PURGE_BATCH, purgeBefore } from '../server/features/scheduled-jobs/jobs/batched-purge';
import { onFreshDatabases, runMain } from './fresh-databases';

/**
 * What the log purge job costs: BENCH_ROWS (default 200,000) API log rows older than the
 * retention purged in batches of PURGE_BATCH, on each engine; meanwhile a writer appends
 * one new log row at a time, and its slowest append tells how long the table was held.
 * Prints figures; asserts nothing.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const INSERT_CHUNK = 4000;
const DAY_MS = 24 * 60 * 60 * 1000;

runMain(() =>
  onFreshDatabases('purge_logs', 'Bench#2024', async ({ label, app }) => {
    const log = app.backend.tables.of('api-log');
    const old = new Date(Date.now() - 40 * DAY_MS).toISOString();
    let started = performance.now();
    for (let done = 0; done < ROWS; done += INSERT_CHUNK) {
      const count = Math.min(INSERT_CHUNK, ROWS - done);
      await log.insertMany(
        Array.from({ length: count }, () => ({ createdAt: old, method: 'GET', path: '/bench', statusCode: 200 })),
      );
    }
    const fillSeconds = (performance.now() - started) / 1000;

    let purging = true;
    let slowestAppendMs = 0;
    let appends = 0;
    const writer = (async () => {
      while (purging) {
        const at = performance.now();
        await log.insertMany([{ method: 'POST', path: '/during-purge', statusCode: 200 }]);
        slowestAppendMs = Math.max(slowestAppendMs, performance.now() - at);
        appends += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    started = performance.now();
    const purged = await purgeBefore(
      log,
      'createdAt',
      new Date(Date.now() - 30 * DAY_MS),
      new AbortController().signal,
    );
    const purgeSeconds = (performance.now() - started) / 1000;
    purging = false;
    await writer;

    console.log(
      `${label}: ${purged} rows purged in ${purgeSeconds.toFixed(1)} s ` +
        `(${Math.round(purged / purgeSeconds)} rows/s, ${Math.ceil(purged / PURGE_BATCH)} batches of ${PURGE_BATCH}); ` +
        `${appends} appends meanwhile, slowest ${slowestAppendMs.toFixed(0)} ms; fill took ${fillSeconds.toFixed(1)} s`,
    );
  }),
);
