import { jobResult } from '../../../../contract/job-results';
import { shippedText } from '../../../../contract/shipped-texts';
import { sweepGateways } from '../../gateways';
import { closeStalledImportRuns } from '../../site-import';
import type { JobContext, JobDefaults } from '../job-handlers';

export const MARK_STALE_CODE = 'mark-stale';

export const MARK_STALE_DEFAULTS: JobDefaults = {
  name: shippedText('job.mark-stale.name'),
  cron: '* * * * *',
  description: shippedText('job.mark-stale.description'),
  timeoutSeconds: 120,
};

/**
 * The gateways feature's sweep (GATEWAY_OFFLINE_AFTER_SECONDS, REGISTRATION_TIMEOUT_MINUTES)
 * and the site import's (runs whose node went away), on a schedule.
 */
export async function markStale({ services, config, now }: JobContext): Promise<string> {
  const outcome = await sweepGateways(services, config.gateways, now);
  const imports = await closeStalledImportRuns(services, now);
  return jobResult('mark-stale.marked', {
    offline: outcome.offline.length,
    timedOut: outcome.timedOut.length,
    imports,
  });
}
