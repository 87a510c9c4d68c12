import { sql } from 'kysely';
import type { RowStore } from '../../../db/row-store';
import { stopIfAborted } from '../job-handlers';
import { PURGE_BATCH } from './batched-purge';

/**
 * Deletes the runs of a history (a job's runs, a site's imports) started before
 * `before`, a batch at a time, keeping the latest run of each `owner` (`jobId`,
 * `siteId`) whatever its age: a job that runs once a quarter still shows how its last
 * run ended, and Home's tiles (failed jobs, last import) read those. Answers how many went.
 */
export async function purgeHistory(runs: RowStore, owner: string, before: Date, signal: AbortSignal): Promise<number> {
  const cutoff = runs.encodeValue('startedAt', before.toISOString());
  const latest = runs.db
    .selectFrom(`${runs.table} as newest`)
    .select(sql<number>`max(newest.id)`.as('id'))
    .groupBy(`newest.${owner}`);
  let purged = 0;
  for (;;) {
    stopIfAborted(signal);
    const batch = runs.db
      .selectFrom(runs.table)
      .select('id')
      .where('startedAt', '<', cutoff)
      .where('id', 'not in', latest)
      .limit(PURGE_BATCH);
    const result = await runs.db.deleteFrom(runs.table).where('id', 'in', batch).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    purged += deleted;
    if (deleted < PURGE_BATCH) return purged;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
