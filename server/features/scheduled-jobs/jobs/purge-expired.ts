import { shippedText } from '../../../../contract/shipped-texts';
import type { JobContext, JobDefaults } from '../job-handlers';
import { purgeBefore } from './batched-purge';

export const PURGE_EXPIRED_CODE = 'purge-expired';

export const PURGE_EXPIRED_DEFAULTS: JobDefaults = {
  name: shippedText('job.purge-expired.name'),
  cron: '0 * * * *',
  description: shippedText('job.purge-expired.description'),
  timeoutSeconds: 600,
};

/**
 * Sessions past their expiry. One-time codes and their send slots live in the shared
 * cache store with an expiry of their own (server/auth/verification-codes.ts), so
 * nothing of theirs is left to purge.
 */
export async function purgeExpired({ services, signal, now }: JobContext): Promise<string> {
  const sessions = await purgeBefore(services.tables.of('admin-session'), 'expiresAt', now, signal);
  return `purged ${sessions} expired sessions`;
}
