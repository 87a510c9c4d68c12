import type { HomeAnswer } from '../../../contract/home';
import type { FeatureTables } from '../../db/resource-tables';

const DAY_MS = 86_400_000;
/** How many jobs and sign-ins a tile names. */
const LATEST = 5;
const FAILED_STATUSES = ['failed', 'timed_out'] as const;

/**
 * Jobs whose last run failed or timed out: the job table holds a row per job (a handful),
 * read on the lastStatus index.
 */
export async function failedJobs(tables: FeatureTables): Promise<HomeAnswer['failedJobs']> {
  const jobs = tables.of('scheduled-job');
  const rows = await jobs.db
    .selectFrom(jobs.table)
    .select(['id', 'name', 'code', 'lastStatus', 'lastRunAt', 'lastResult'])
    .where('lastStatus', 'in', [...FAILED_STATUSES])
    .orderBy('lastRunAt', 'desc')
    .orderBy('id')
    .execute();
  const decoded = rows.map((row) => jobs.decode(row));
  return {
    failed: decoded.filter((job) => job.lastStatus === 'failed').length,
    timedOut: decoded.filter((job) => job.lastStatus === 'timed_out').length,
    jobs: decoded.slice(0, LATEST).map((job) => ({
      id: Number(job.id),
      name: String(job.name),
      code: String(job.code),
      lastStatus: job.lastStatus as 'failed' | 'timed_out',
      lastRunAt: (job.lastRunAt as string | null) ?? null,
      lastResult: (job.lastResult as string | null) ?? null,
    })),
  };
}

/**
 * Failed sign-ins of the last 24 hours (counted on the attemptedAt index, a day of
 * attempts at most) and the latest five.
 */
export async function failedSignIns(tables: FeatureTables, now: Date): Promise<HomeAnswer['failedSignIns']> {
  const log = tables.of('admin-login-log');
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const failed = log.encodeValue('success', false);
  const counted = await log.db
    .selectFrom(log.table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('attemptedAt', '>=', log.encodeValue('attemptedAt', since))
    .where('success', '=', failed)
    .executeTakeFirstOrThrow();
  const rows = await log.db
    .selectFrom(log.table)
    .select(['id', 'accountName', 'ip', 'attemptedAt', 'reason'])
    .where('attemptedAt', '>=', log.encodeValue('attemptedAt', since))
    .where('success', '=', failed)
    .orderBy('attemptedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LATEST)
    .execute();
  return {
    since,
    count: Number(counted.count),
    latest: rows
      .map((row) => log.decode(row))
      .map((row) => ({
        id: Number(row.id),
        accountName: String(row.accountName ?? ''),
        ip: (row.ip as string | null) ?? null,
        attemptedAt: String(row.attemptedAt),
        reason: (row.reason as string | null) ?? null,
      })),
  };
}
