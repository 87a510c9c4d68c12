import { jobResult } from '../../../../contract/job-results';
import { shippedText } from '../../../../contract/shipped-texts';
import { type JobContext, type JobDefaults, stopIfAborted } from '../job-handlers';
import { purgeBefore } from './batched-purge';

export const PURGE_EXPIRED_CODE = 'purge-expired';

export const PURGE_EXPIRED_DEFAULTS: JobDefaults = {
  name: shippedText('job.purge-expired.name'),
  cron: '0 * * * *',
  description: shippedText('job.purge-expired.description'),
  timeoutSeconds: 600,
};

/**
 * Sessions past their expiry, and the cache entries past their time to live: one-time
 * codes and their send slots (server/auth/verification-codes.ts), cached sessions,
 * request counters. Redis deletes its own; the in-process store only drops an entry
 * when it is read, so there the unread ones are swept here.
 */
export async function purgeExpired({ services, cache, signal, now }: JobContext): Promise<string> {
  const sessions = await purgeBefore(services.tables.of('admin-session'), 'expiresAt', now, signal);
  stopIfAborted(signal);
  const entries = await cache.sweepExpired();
  return jobResult('purge-expired.purged', { sessions, entries });
}
