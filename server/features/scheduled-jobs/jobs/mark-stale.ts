import { shippedText } from '../../../../contract/shipped-texts';
import { sweepGateways } from '../../gateways';
import type { JobContext, JobDefaults } from '../job-handlers';

export const MARK_STALE_CODE = 'mark-stale';

export const MARK_STALE_DEFAULTS: JobDefaults = {
  name: shippedText('job.mark-stale.name'),
  cron: '* * * * *',
  description: shippedText('job.mark-stale.description'),
  timeoutSeconds: 120,
};

/** The gateways feature's sweep (GATEWAY_OFFLINE_AFTER_SECONDS, REGISTRATION_TIMEOUT_MINUTES), on a schedule. */
export async function markStale({ services, config, now }: JobContext): Promise<string> {
  const outcome = await sweepGateways(services, config.gateways, now);
  return `${outcome.offline.length} gateways marked offline, ${outcome.timedOut.length} registrations timed out`;
}
