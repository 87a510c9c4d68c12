import { type FeatureTables, writeAccess } from '../../db/resource-tables';
import { ensureRow } from '../../seed/ensure-row';
import { type JobDefaults, type JobHandler, registerJobHandler } from './job-handlers';
import { MARK_STALE_CODE, MARK_STALE_DEFAULTS, markStale } from './jobs/mark-stale';
import { PURGE_EXPIRED_CODE, PURGE_EXPIRED_DEFAULTS, purgeExpired } from './jobs/purge-expired';
import { PURGE_LOGS_CODE, PURGE_LOGS_DEFAULTS, purgeLogs } from './jobs/purge-logs';
import { PURGE_UNUSED_FILES_CODE, PURGE_UNUSED_FILES_DEFAULTS, purgeUnusedUploads } from './jobs/purge-unused-files';
import { RETRY_FACES_CODE, RETRY_FACES_DEFAULTS, retryFailedFaces } from './jobs/retry-failed-faces';

/** The jobs the console ships: their code, their work and the row they start with. */
export const SHIPPED_JOBS: readonly { code: string; handler: JobHandler; defaults: JobDefaults }[] = [
  { code: PURGE_LOGS_CODE, handler: purgeLogs, defaults: PURGE_LOGS_DEFAULTS },
  { code: RETRY_FACES_CODE, handler: retryFailedFaces, defaults: RETRY_FACES_DEFAULTS },
  { code: MARK_STALE_CODE, handler: markStale, defaults: MARK_STALE_DEFAULTS },
  { code: PURGE_EXPIRED_CODE, handler: purgeExpired, defaults: PURGE_EXPIRED_DEFAULTS },
  { code: PURGE_UNUSED_FILES_CODE, handler: purgeUnusedUploads, defaults: PURGE_UNUSED_FILES_DEFAULTS },
];

export function registerShippedJobs(): void {
  for (const { code, handler } of SHIPPED_JOBS) registerJobHandler(code, handler);
}

/**
 * Adds each shipped job whose code has no row, enabled; a row an admin edited, paused
 * or deleted… is theirs (a deleted one comes back at the next start).
 */
export async function seedShippedJobs(tables: FeatureTables): Promise<void> {
  for (const { code, defaults } of SHIPPED_JOBS) await seedJob(tables, code, defaults);
}

/** Adds the job of `code`, enabled, when no row has that code (a job another feature ships). */
export async function seedJob(tables: FeatureTables, code: string, defaults: JobDefaults): Promise<void> {
  // Around the write path, as the core's seeds: nodes starting together on one database
  // all try, and ensureRow lets the unique index on `code` keep one row.
  await ensureRow(writeAccess(tables).of('scheduled-job'), { code }, { code, ...defaults, enabled: true });
}
